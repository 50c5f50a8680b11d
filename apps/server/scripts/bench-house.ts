/**
 * `npm run bench:house`: house slot spins per second through HTTP (the player's route, session
 * header checked, the outcome drawn from the player's seeds, the money through the wager core),
 * at 1 and 16 concurrent players, on PostgreSQL (TEST_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
 * Beside it, in the same run, the raw-SQL baseline: the same writes of one spin (the seed's
 * nonce, the house round, the wager's two operation rows, the play row, the ledger transfers,
 * entries and balances, the outbox event, the round's settlement) hand-written on the driver in
 * one transaction, no HTTP. The two alternate BENCH_REPEATS times per figure; medians are
 * printed with p50/p99 latency, the ratio, and the database round trips per spin (the pool's
 * queries counted during each HTTP run, PREPAREs, once per connection, left out; the median of
 * the runs).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { HOUSE_API, HOUSE_SESSION_HEADER, HOUSE_VENDOR } from '@lw/contracts';
import { clientSeedFromBytes } from '@lw/games';
import { queryRows } from '../src/db/client.js';
import { hashToken } from '../src/platform/tokens.js';
import { roundTripCounter } from '../test/round-trips.js';
import {
  measureInWorker,
  measureLoops,
  printHeader,
  printRow,
  openBenchApp,
  type BenchApp as BenchKitApp,
  type Figure,
} from './bench-kit.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CLIENTS = [1, 16];
const POOL = 20;
const GAME = 'lucky-fruits';
const STAKE = 100;

interface Player {
  accountId: number;
  token: string;
  walletId: number;
  houseId: number;
  seedId: number;
}
type Spin = (player: Player, n: number) => Promise<void>;

async function main(): Promise<void> {
  const { app, handle, pool, port, close } = await openBenchApp({
    prefix: 'lw_hbench',
    poolSize: POOL,
    env: { HOUSE_CATALOGUE: 'on' },
  });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const players = await setUp(app, port, agent);
    const counter = roundTripCounter(handle.db)!;
    const viaHttp: Spin = (player) => httpSpin(port, agent, player);
    const raw: Spin = (player, n) => rawSpin(pool, player, n);
    printHeader(
      'house slot spins through HTTP vs raw SQL of the same writes, PostgreSQL',
      { seconds: SECONDS, repeats: REPEATS },
      'players',
      'round trips/spin',
    );
    for (const clients of CLIENTS) {
      const apiRuns: Figure[] = [];
      const rawRuns: Figure[] = [];
      const trips: number[] = [];
      for (let r = 0; r < REPEATS; r++) {
        rawRuns.push(await measure(raw, players.slice(0, clients)));
        counter.reset();
        const before = await spinCount(app);
        apiRuns.push(
          process.env.BENCH_CLIENT === 'inline'
            ? await measure(viaHttp, players.slice(0, clients))
            : await measureSpinsInWorker(port, players.slice(0, clients)),
        );
        const spins = (await spinCount(app)) - before;
        // Every query the pool sent while the API ran (PREPAREs, once per connection, and the
        // two spin counts aside), per spin the database counted.
        trips.push((counter.texts().filter((t) => !t.startsWith('PREPARE ')).length - 2) / spins);
      }
      const median = [...trips].sort((x, y) => x - y)[Math.floor(trips.length / 2)]!;
      printRow(clients, apiRuns, rawRuns, median.toFixed(2).padStart(16));
    }
    const report = await app.services.ledger.verify();
    console.log(`\nledger verify: ${report.ok ? 'OK' : 'BREACH'} (${report.transfers} transfers)`);
    if (!report.ok) process.exitCode = 1;
    agent.destroy();
  } finally {
    await close();
  }
}

type BenchApp = BenchKitApp['app'];

/** House rounds settled so far (the spins the HTTP runs made, counted by the database). */
async function spinCount(app: BenchApp): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.services.db,
    sql`SELECT count(*)::int AS n FROM house_rounds WHERE status = 'settled'`,
  );
  return row!.n;
}

/** 16 funded members, each with a house session of the slot and a browser client seed. */
async function setUp(app: BenchApp, port: number, agent: http.Agent): Promise<Player[]> {
  const db = app.services.db;
  const house = await app.services.accounts.findByUsername('house');
  const adjustment = await app.services.ledger.systemAccount('adjustment', 'THB');
  const players: Player[] = [];
  for (let p = 0; p < Math.max(...CLIENTS); p++) {
    const username = `hbench${p}${crypto.randomBytes(2).toString('hex')}`;
    const account = await app.services.accounts.create({
      username,
      type: 0,
      uplineId: house!.id,
      password: 'Passw0rd!x',
      nickname: username,
    });
    const wallet = await app.services.ledger.walletOf(account.id, 'main', 'THB');
    const shard = await app.services.ledger.houseAccountFor(HOUSE_VENDOR, 'THB', account.id);
    await app.services.ledger.postTransfer({
      idempotencyKey: `hbench-fund-${account.id}`,
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
          VALUES (${hashToken(token)}, ${String(account.id)}, ${account.id}, ${HOUSE_VENDOR},
            ${GAME}, 'real', 'THB', now() + interval '1 day')`,
    );
    const clientSeed = clientSeedFromBytes(crypto.getRandomValues(new Uint8Array(16)));
    await request(port, agent, 'PUT', HOUSE_API.clientSeed, token, { clientSeed });
    const [seed] = await queryRows<{ id: unknown }>(
      db,
      sql`SELECT id FROM house_seeds WHERE account_id = ${account.id} AND active`,
    );
    players.push({
      accountId: account.id,
      token,
      walletId: wallet.id,
      houseId: shard.id,
      seedId: Number(seed!.id),
    });
  }
  return players;
}

/** Spins per second over SECONDS with one loop per player, after a half-second warm-up. */
function measure(spin: Spin, players: Player[]): Promise<Figure> {
  return measureLoops(
    players.map((player) => (i: number) => spin(player, i)),
    SECONDS,
  );
}

/** The players' browsers in a worker thread: one loop of spins per player. */
function measureSpinsInWorker(port: number, players: Player[]): Promise<Figure> {
  const data = {
    port,
    path: HOUSE_API.spin(GAME),
    header: HOUSE_SESSION_HEADER,
    stake: STAKE,
    tokens: players.map((p) => p.token),
  };
  return measureInWorker(SPIN_CLIENT, data, SECONDS);
}

const SPIN_CLIENT = `
const { port, path, header, stake, tokens } = workerData;
function spin(token) {
  const body = JSON.stringify({ stake, requestId: crypto.randomUUID() });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, method: 'POST', path,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body),
        [header]: token } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error('spin answered ' + res.statusCode + ': ' + Buffer.concat(chunks)));
        else resolve();
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
const loops = tokens.map((token) => () => spin(token));
`;

const runId = crypto.randomBytes(3).toString('hex');
let counter = 0;

function httpSpin(port: number, agent: http.Agent, player: Player): Promise<void> {
  return request(port, agent, 'POST', HOUSE_API.spin(GAME), player.token, {
    stake: STAKE,
    requestId: crypto.randomUUID(),
  });
}

/** One JSON request with the house session header; anything but 200 stops the bench. */
function request(
  port: number,
  agent: http.Agent,
  method: string,
  path: string,
  token: string,
  payload: unknown,
): Promise<void> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [HOUSE_SESSION_HEADER]: token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) {
            reject(new Error(`${path} answered ${res.statusCode}: ${Buffer.concat(chunks)}`));
          } else resolve();
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The same writes as one spin, by hand: what the spin would cost with no overhead. */
async function rawSpin(pool: pg.Pool, player: Player, n: number): Promise<void> {
  const id = `${runId}-raw-${player.accountId}-${n}-${++counter}`;
  const win = n % 3 === 0 ? 250 : 0;
  const conn = await pool.connect();
  try {
    await conn.query('BEGIN');
    const seed = await conn.query<{ nonce: number }>(
      `UPDATE house_seeds SET nonce = nonce + 1 WHERE id = $1 RETURNING nonce - 1 AS nonce`,
      [player.seedId],
    );
    const round = await conn.query<{ id: string }>(
      `INSERT INTO house_rounds (player_key, account_id, player_id, game_code, request_id,
         request_hash, currency, stake, payout, status, seed_id, client_seed, nonce, outcome)
       VALUES ($1, $2, $3, $4, $5, $5, 'THB', $6, $7, 'pending', $8, 'raw', $9, '{}'::jsonb)
       RETURNING id`,
      [
        `a${player.accountId}:raw`,
        player.accountId,
        String(player.accountId),
        GAME,
        id,
        STAKE,
        win,
        player.seedId,
        seed.rows[0]!.nonce,
      ],
    );
    const wagerId = `R${round.rows[0]!.id}`;
    await conn.query(
      `INSERT INTO wager_operations (product, wager_id, leg, kind, seq, request_hash, account_id)
       VALUES ('RAW', $1, 0, 'place', 0, $1, $2), ('RAW', $1, 0, 'settle', 0, $1, $2)`,
      [wagerId, player.accountId],
    );
    const locked = await conn.query<{ id: string; balance: string }>(
      'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
      [[player.walletId, player.houseId]],
    );
    const balance = new Map(locked.rows.map((r) => [Number(r.id), Number(r.balance)]));
    const w0 = balance.get(player.walletId)!;
    const h0 = balance.get(player.houseId)!;
    const legs: [string, number, number, number][] = [
      [`raw:${wagerId}:place`, -STAKE, w0 - STAKE, h0 + STAKE],
    ];
    if (win > 0) legs.push([`raw:${wagerId}:settle`, win, w0 - STAKE + win, h0 + STAKE - win]);
    for (const [key, amount, wAfter, hAfter] of legs) {
      const t = await conn.query<{ id: string }>(
        `INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference)
         VALUES ($1, $1, $2, $3) RETURNING id`,
        [key, amount < 0 ? 'bet' : 'win', wagerId],
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
      [player.walletId, win - STAKE, player.houseId, STAKE - win],
    );
    await conn.query(
      `INSERT INTO game_rounds (vendor, vendor_round_id, account_id, game_code, currency, source,
         bet, valid_bet, win, status, version, settled_at)
       VALUES ('RAW', $1, $2, $3, 'THB', 'wager', $4, $4, $5, 'settled', 1, now())`,
      [wagerId, player.accountId, GAME, STAKE, win],
    );
    await conn.query(
      `UPDATE wager_operations SET result = '{"balance":0}'::jsonb
        WHERE product = 'RAW' AND wager_id = $1`,
      [wagerId],
    );
    await conn.query(
      `INSERT INTO outbox_events (type, key, payload) VALUES ('wager.settled', $1, '{}'::jsonb)
       RETURNING pg_notify('outbox_events', '')`,
      [`wager:RAW:${wagerId}:0`],
    );
    await conn.query(
      `UPDATE house_rounds SET status = 'settled', balance_after = $2, settled_at = now()
        WHERE id = $1`,
      [round.rows[0]!.id, w0 - STAKE + win],
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
