/**
 * `npm run bench:ledger`: transfers per second through LedgerService at 1 and 16 concurrent
 * clients, beside a hand-written SQL baseline of the same lock-insert-update transaction on the
 * same tables in the same run. PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped) and
 * in-memory PGlite. Each client moves money between its own wallet and its own house account,
 * so the figures measure the transaction, not one hot row.
 */
import type { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createMemberRow } from '../src/domains/cashier/ledger/index.js';
import { LedgerService } from '../src/domains/cashier/ledger/index.js';
import { admin } from './bench-kit.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CLIENTS = [1, 16];

interface Pair {
  wallet: number;
  house: number;
}

type Transfer = (pair: Pair, key: string, amount: number) => Promise<void>;

async function main(): Promise<void> {
  // BENCH_ONLY=pglite or postgres runs one backend.
  const only = process.env.BENCH_ONLY;
  if (only !== 'pglite') await benchPostgres();
  if (only !== 'postgres') await benchPglite();
}

async function benchPostgres(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `lw_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ url: url.toString(), poolSize: 17 });
    await runMigrations(handle, url.toString());
    await benchBackend(
      'PostgreSQL',
      handle,
      rawPostgres((handle.db as unknown as { $client: pg.Pool }).$client),
    );
    await handle.close();
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function benchPglite(): Promise<void> {
  const lite = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(lite);
  await benchBackend(
    'PGlite',
    lite,
    rawPglite((lite.db as unknown as { $client: PGlite }).$client),
  );
  await lite.close();
}

async function benchBackend(label: string, handle: DatabaseHandle, raw: Transfer): Promise<void> {
  const ledger = new LedgerService(handle.db, handle.kind);
  const transit = await ledger.systemAccount('deposit_transit', 'THB');
  const pairs: Pair[] = [];
  for (let i = 0; i < Math.max(...CLIENTS); i++) {
    const wallet = await ledger.walletOf(await createMemberRow(handle.db), 'main', 'THB');
    const house = await ledger.systemAccount('game_result', 'THB', `bench${i}`);
    await ledger.postTransfer({
      idempotencyKey: `bench-fund-${wallet.id}`,
      reason: 'deposit',
      legs: [
        { accountId: transit.id, amount: -1_000_000_000 },
        { accountId: wallet.id, amount: 1_000_000_000 },
      ],
    });
    pairs.push({ wallet: wallet.id, house: house.id });
  }
  const viaLedger: Transfer = async (pair, key, amount) => {
    await ledger.postTransfer({
      idempotencyKey: key,
      reason: amount < 0 ? 'bet' : 'win',
      reference: key,
      legs: [
        { accountId: pair.wallet, amount },
        { accountId: pair.house, amount: -amount },
      ],
    });
  };
  console.log(`\n${label} (${SECONDS} s per figure)`);
  console.log('clients  ledger/s  raw SQL/s  ratio');
  for (const clients of CLIENTS) {
    const rawRate = await measure(raw, pairs.slice(0, clients), 'raw');
    const ledgerRate = await measure(viaLedger, pairs.slice(0, clients), 'ledger');
    console.log(
      `${String(clients).padStart(7)}  ${ledgerRate.toFixed(0).padStart(8)}  ${rawRate
        .toFixed(0)
        .padStart(9)}  ${(ledgerRate / rawRate).toFixed(2).padStart(5)}`,
    );
  }
  const report = await ledger.verify();
  console.log(
    `verify after the run: ${report.ok ? 'OK' : 'BREACH'} (${report.transfers} transfers)`,
  );
  if (!report.ok) process.exitCode = 1;
}

/**
 * Transfers per second with one loop per pair, after a short warm-up. Loops read the clock
 * themselves: PGlite answers through microtasks, so a timer might never get its turn.
 */
async function measure(transfer: Transfer, pairs: Pair[], tag: string): Promise<number> {
  const run = crypto.randomBytes(3).toString('hex');
  const from = performance.now() + 500;
  const until = from + SECONDS * 1000;
  let count = 0;
  await Promise.all(
    pairs.map(async (pair, c) => {
      for (let i = 0; performance.now() < until; i++) {
        // Bet then win back: balances stay put, so no transfer is refused.
        await transfer(pair, `${tag}-${run}-${c}-${i}`, i % 2 === 0 ? -100 : 100);
        if (performance.now() >= from && performance.now() < until) count++;
      }
    }),
  );
  return count / SECONDS;
}

const LOCK =
  'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE';
const INSERT_TRANSFER = `INSERT INTO ledger_transfers (idempotency_key, request_hash, reason, reference)
  VALUES ($1, $2, $3, $1) RETURNING id`;
const INSERT_ENTRIES = `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`;
const UPDATE_BALANCES = `UPDATE ledger_accounts a SET balance = a.balance + d.delta,
  version = a.version + 1, updated_at = now()
  FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS d(id, delta) WHERE a.id = d.id`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The baseline by hand: lock both rows, insert the transfer and its entries, move balances. */
async function rawTransfer(query: Query, pair: Pair, key: string, amount: number): Promise<void> {
  const locked = await query(LOCK, [[pair.wallet, pair.house]]);
  const balance = new Map(locked.rows.map((r) => [Number(r.id), Number(r.balance)]));
  const [t] = (await query(INSERT_TRANSFER, [key, key, amount < 0 ? 'bet' : 'win'])).rows;
  await query(INSERT_ENTRIES, [
    t!.id,
    pair.wallet,
    amount,
    balance.get(pair.wallet)! + amount,
    pair.house,
    -amount,
    balance.get(pair.house)! - amount,
  ]);
  await query(UPDATE_BALANCES, [pair.wallet, amount, pair.house, -amount]);
}

function rawPostgres(pool: pg.Pool): Transfer {
  return async (pair, key, amount) => {
    const conn = await pool.connect();
    try {
      await conn.query('BEGIN');
      await rawTransfer((text, params) => conn.query(text, params), pair, key, amount);
      await conn.query('COMMIT');
    } catch (err) {
      await conn.query('ROLLBACK');
      throw err;
    } finally {
      conn.release();
    }
  };
}

function rawPglite(client: PGlite): Transfer {
  return (pair, key, amount) =>
    client.transaction((tx) =>
      rawTransfer(
        (text, params) => tx.query<Record<string, unknown>>(text, params),
        pair,
        key,
        amount,
      ),
    );
}

await main();
