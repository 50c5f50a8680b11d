/**
 * `npm run bench:wallet`: seamless bet-win calls per second through the wallet API (HTTP on a real
 * port, signed bodies checked, the full protocol path), at 1 and 16 concurrent vendors each
 * betting for its own players, on PostgreSQL (TEST_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
 * Beside it, in the same run, the raw-SQL baseline: the same writes of one bet-win (two wallet
 * call rows, the wager core's two operation rows and their results, the round, two ledger
 * transfers with four entries, two balances, the stored answer, the round's wager.settled
 * outbox row)
 * hand-written on the driver, no HTTP. The two alternate BENCH_REPEATS times per figure and the
 * medians are printed, with p50/p99 latency and the ratio.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { VENDOR_HEADERS, VENDOR_WALLET_BASE } from '@lw/contracts';
import { queryRows } from '../src/db/client.js';
import { hashToken } from '../src/platform/tokens.js';
import {
  measureInWorker,
  measureLoops,
  medianFigure,
  openBenchApp,
  printHeader,
  printRow,
  type BenchApp as BenchKitApp,
  type Figure,
} from './bench-kit.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CLIENTS = [1, 16];
const PLAYERS_PER_VENDOR = 4;
const POOL = 20;

interface Player {
  accountId: number;
  playerId: string;
  token: string;
  walletId: number;
  houseId: number;
}
interface Vendor {
  code: string;
  secret: string;
  players: Player[];
}
type Spin = (vendor: Vendor, player: Player, n: number) => Promise<void>;

async function main(): Promise<void> {
  const { app, handle, pool, port, close } = await openBenchApp({
    prefix: 'lw_wbench',
    poolSize: POOL,
  });
  try {
    const vendors = await setUp(app, handle.db);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const viaHttp: Spin = (vendor, player, n) => httpSpin(port, agent, vendor, player, n);
    const raw: Spin = (vendor, player, n) => rawSpin(pool, vendor, player, n);
    const direct: Spin = async (vendor, player, n) => {
      const id = `${runId}-d-${vendor.code}-${n}-${++counter}`;
      const result = await app.services.gameWallet.seamless.betWin({
        party: { ...player, currency: 'THB' },
        round: {
          vendor: vendor.code,
          vendorRoundId: `r${id}`,
          gameCode: 'spin',
          gameId: null,
          category: 'RNG',
          at: new Date(),
        },
        betTx: { transactionId: `b${id}`, requestHash: id },
        winTx: { transactionId: `w${id}`, requestHash: id },
        betAmount: 100,
        winAmount: n % 3 === 0 ? 250 : 0,
      });
      if (result.answer.status !== 'OK') throw new Error(`direct answered ${result.answer.status}`);
    };

    printHeader(
      'bet-win through the wallet API (HTTP, signed) vs raw SQL of the same writes, PostgreSQL',
      { seconds: SECONDS, repeats: REPEATS },
      'vendors',
      '(ledger direct/s)',
    );
    for (const clients of CLIENTS) {
      const apiRuns: Figure[] = [];
      const rawRuns: Figure[] = [];
      const directRuns: Figure[] = [];
      for (let r = 0; r < REPEATS; r++) {
        rawRuns.push(await measure(raw, vendors.slice(0, clients)));
        apiRuns.push(
          process.env.BENCH_CLIENT === 'inline'
            ? await measure(viaHttp, vendors.slice(0, clients))
            : await measureCallsInWorker(port, vendors.slice(0, clients)),
        );
        directRuns.push(await measure(direct, vendors.slice(0, clients)));
      }
      const ledgerDirect = `(${medianFigure(directRuns).rate.toFixed(0)})`;
      printRow(clients, apiRuns, rawRuns, ledgerDirect.padStart(17));
    }
    const figures = app.services.walletFigures.snapshot();
    const errors = figures.reduce((a, f) => a + f.totalErrors, 0);
    console.log(`\nwallet API refusals during the run: ${errors}`);
    const served = figures.reduce((a, f) => a + f.totalCalls, 0);
    const mean = figures.reduce((a, f) => a + f.latency.meanMs * f.totalCalls, 0) / served;
    console.log(
      `server-side time per call (live figures, all runs): mean ${mean.toFixed(1)} ms; ` +
        `${figures[0]?.vendor}: p50 <= ${figures[0]?.latency.p50Ms} ms, p99 <= ${figures[0]?.latency.p99Ms} ms`,
    );
    const report = await app.services.ledger.verify();
    console.log(`ledger verify: ${report.ok ? 'OK' : 'BREACH'} (${report.transfers} transfers)`);
    if (!report.ok || errors > 0) process.exitCode = 1;
    agent.destroy();
  } finally {
    await close();
  }
}

type BenchApp = BenchKitApp['app'];

/** 16 seamless vendors with one game each, and funded players with launch tokens. */
async function setUp(app: BenchApp, db: BenchApp['services']['db']): Promise<Vendor[]> {
  const actor = { operatorId: null, username: 'bench', ip: null, requestId: null };
  const house = await app.services.accounts.findByUsername('house');
  const adjustment = await app.services.ledger.systemAccount('adjustment', 'THB');
  const vendors: Vendor[] = [];
  for (let v = 0; v < Math.max(...CLIENTS); v++) {
    const code = `BENCH${v}`;
    const secret = crypto.randomBytes(24).toString('hex');
    await app.services.vendors.create(
      {
        code,
        name: code,
        walletMode: 'seamless',
        baseUrl: 'http://127.0.0.1:9/',
        secret,
        currency: 'THB',
      },
      actor,
    );
    await queryRows(
      db,
      sql`INSERT INTO games (vendor, game_code, game_type, names)
          VALUES (${code}, 'spin', 'RNG', '{"en":"Spin"}'::jsonb)`,
    );
    const players: Player[] = [];
    for (let p = 0; p < PLAYERS_PER_VENDOR; p++) {
      const username = `bench${v}x${p}${crypto.randomBytes(2).toString('hex')}`;
      const account = await app.services.accounts.create({
        username,
        type: 0,
        uplineId: house!.id,
        password: 'Passw0rd!x',
        nickname: username,
      });
      const wallet = await app.services.ledger.walletOf(account.id, 'main', 'THB');
      const shard = await app.services.ledger.houseAccountFor(code, 'THB', account.id);
      await app.services.ledger.postTransfer({
        idempotencyKey: `bench-fund-${account.id}`,
        reason: 'adjustment',
        legs: [
          { accountId: adjustment.id, amount: -1_000_000_000 },
          { accountId: wallet.id, amount: 1_000_000_000 },
        ],
      });
      const token = crypto.randomBytes(24).toString('base64url');
      await queryRows(
        db,
        sql`INSERT INTO game_sessions (token_hash, player_id, account_id, vendor, game_code, mode,
              currency, expires_at)
            VALUES (${hashToken(token)}, ${String(account.id)}, ${account.id}, ${code}, 'spin',
              'real', 'THB', now() + interval '1 day')`,
      );
      players.push({
        accountId: account.id,
        playerId: String(account.id),
        token,
        walletId: wallet.id,
        houseId: shard.id,
      });
    }
    vendors.push({ code, secret, players });
  }
  app.services.catalogue.invalidate();
  await app.services.catalogue.findGame('BENCH0', 'spin');
  return vendors;
}

/** Calls per second over SECONDS with one loop per vendor, after a half-second warm-up. */
function measure(spin: Spin, vendors: Vendor[]): Promise<Figure> {
  return measureLoops(
    vendors.map(
      (vendor) => (i: number) => spin(vendor, vendor.players[i % vendor.players.length]!, i),
    ),
    SECONDS,
  );
}

/** The vendors' side in a worker thread: one loop per vendor of signed bet-win calls. */
function measureCallsInWorker(port: number, vendors: Vendor[]): Promise<Figure> {
  const data = {
    port,
    runId: `${runId}-wk${++counter}`,
    base: VENDOR_WALLET_BASE,
    vendors: vendors.map((v) => ({
      code: v.code,
      secret: v.secret,
      players: v.players.map((p) => ({ playerId: p.playerId, token: p.token })),
    })),
  };
  return measureInWorker(BET_WIN_CLIENT, data, SECONDS);
}

const BET_WIN_CLIENT = `
const { port, runId, base, vendors } = workerData;
let counter = 0;
function spin(vendor, player, n) {
  const id = runId + '-' + vendor.code + '-' + n + '-' + (++counter);
  const body = JSON.stringify({
    betTransactionId: 'b' + id, winTransactionId: 'w' + id, roundId: 'r' + id,
    playerId: player.playerId, token: player.token, gameCode: 'spin',
    betAmount: 100, winAmount: n % 3 === 0 ? 250 : 0, currency: 'THB',
  });
  const signature = crypto.createHmac('sha256', vendor.secret).update(body).digest('hex');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, method: 'POST',
      path: base + '/' + vendor.code + '/bet-win',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body),
        'x-vendor': vendor.code, 'x-signature': signature } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (answer.status !== 'OK') reject(new Error('bet-win answered ' + answer.status));
        else resolve();
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
const loops = vendors.map((vendor) => (i) => spin(vendor, vendor.players[i % vendor.players.length], i));
`;

const runId = crypto.randomBytes(3).toString('hex');
let counter = 0;

/** One signed bet-win through HTTP; anything but OK stops the bench. */
function httpSpin(
  port: number,
  agent: http.Agent,
  vendor: Vendor,
  player: Player,
  n: number,
): Promise<void> {
  const id = `${runId}-${vendor.code}-${n}-${++counter}`;
  const body = JSON.stringify({
    betTransactionId: `b${id}`,
    winTransactionId: `w${id}`,
    roundId: `r${id}`,
    playerId: player.playerId,
    token: player.token,
    gameCode: 'spin',
    betAmount: 100,
    winAmount: n % 3 === 0 ? 250 : 0,
    currency: 'THB',
  });
  const signature = crypto.createHmac('sha256', vendor.secret).update(body).digest('hex');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: `${VENDOR_WALLET_BASE}/${vendor.code}/bet-win`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [VENDOR_HEADERS.vendor]: vendor.code,
          [VENDOR_HEADERS.signature]: signature,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { status: string };
          if (answer.status !== 'OK') reject(new Error(`bet-win answered ${answer.status}`));
          else resolve();
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The same writes as one bet-win, by hand: what the hot path would cost with no overhead. */
async function rawSpin(pool: pg.Pool, vendor: Vendor, player: Player, n: number): Promise<void> {
  const id = `${runId}-raw-${vendor.code}-${n}-${++counter}`;
  const win = n % 3 === 0 ? 250 : 0;
  const conn = await pool.connect();
  try {
    await conn.query('BEGIN');
    const claimed = await conn.query(
      `INSERT INTO game_wallet_transactions (vendor, transaction_id, kind, vendor_round_id,
         player_id, account_id, amount, currency, request_hash)
       VALUES ($1, $2, 'bet', $4, $5, $6, 100, 'THB', $2), ($1, $3, 'win', $4, $5, $6, $7, 'THB', $3)
       RETURNING id`,
      [vendor.code, `b${id}`, `w${id}`, `r${id}`, player.playerId, player.accountId, win],
    );
    // The wager core's claim of the call's two operations (stake and credit, keyed by the ids).
    const ops = await conn.query(
      `INSERT INTO wager_operations (product, wager_id, leg, kind, seq, request_hash, account_id,
         ref)
       VALUES ($1, $2, 0, 'stake', 0, $3, $5, $3), ($1, $2, 0, 'credit', 0, $4, $5, $4)
       RETURNING id`,
      [vendor.code, `r${id}`, `b${id}`, `w${id}`, player.accountId],
    );
    const round = await conn.query(
      `INSERT INTO game_rounds (vendor, vendor_round_id, account_id, game_code, currency, source)
       VALUES ($1, $2, $3, 'spin', 'THB', 'seamless') RETURNING id`,
      [vendor.code, `r${id}`, player.accountId],
    );
    const locked = await conn.query<{ id: string; balance: string }>(
      'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
      [[player.walletId, player.houseId]],
    );
    const balance = new Map(locked.rows.map((r) => [Number(r.id), Number(r.balance)]));
    const w0 = balance.get(player.walletId)!;
    const h0 = balance.get(player.houseId)!;
    const legs: [string, number, number, number][] = [
      [`gw:${vendor.code}:b${id}`, -100, w0 - 100, h0 + 100],
    ];
    if (win > 0) legs.push([`gw:${vendor.code}:w${id}`, win, w0 - 100 + win, h0 + 100 - win]);
    for (const [key, amount, wAfter, hAfter] of legs) {
      const t = await conn.query<{ id: string }>(
        `INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference)
         VALUES ($1, $1, $2, $3) RETURNING id`,
        [key, amount < 0 ? 'bet' : 'win', `r${id}`],
      );
      await conn.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
        [t.rows[0]!.id, player.walletId, amount, wAfter, player.houseId, -amount, hAfter],
      );
    }
    await conn.query(
      `UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + 1,
         updated_at = now()
         FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS d(id, delta)
        WHERE a.id = d.id`,
      [player.walletId, win - 100, player.houseId, 100 - win],
    );
    await conn.query(
      `UPDATE game_rounds SET bet = 100, valid_bet = 100, win = $2, status = 'settled',
         settled_at = now() WHERE id = $1`,
      [round.rows[0]!.id, win],
    );
    await conn.query(
      `UPDATE wager_operations SET round_id = $2, result = '{"balance":0}'::jsonb
        WHERE id = ANY($1::bigint[])`,
      [ops.rows.map((r: { id: string }) => r.id), round.rows[0]!.id],
    );
    await conn.query(
      `UPDATE game_wallet_transactions SET answer = '{"status":"OK"}'::jsonb
        WHERE id = ANY($1::bigint[])`,
      [claimed.rows.map((r: { id: string }) => r.id)],
    );
    // The round ended: its wager.settled event (the wager core's outcome, for the read model).
    await conn.query(
      `INSERT INTO outbox_events (type, key, payload) VALUES ('wager.settled', $1, '{}'::jsonb)
       RETURNING pg_notify('outbox_events', '')`,
      [`wager:${vendor.code}:r${id}:0`],
    );
    await conn.query('COMMIT');
  } catch (err) {
    await conn.query('ROLLBACK');
    throw err;
  } finally {
    conn.release();
  }
}

await main();
