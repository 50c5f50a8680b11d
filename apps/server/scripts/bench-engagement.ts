/**
 * `npm run bench:engagement` (issue 26 figures): settled wagers per second through the
 * engagement programmes' consumers of the wager core's events, on PostgreSQL (TEST_DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and
 * dropped). Goal: at least 5,000 wagers/s per consumer, every figure equal to a recomputation.
 *
 * Setup: BENCH_MEMBERS (default 2,000) members, each granted a bonus through the real grant
 * service (terms across categories; a tenth with a small requirement, so conversions happen
 * during the run). Then two phases, each on a dispatcher holding only the consumers listed in
 * CONSUMERS (add tasks, rebates, the leaderboard there):
 * 1. backlog: BENCH_EVENTS (default 50,000) `wager.*` events (80 % settlements, 10 % resettles,
 *    10 % voids, some both-sides hedges) are in the outbox; drained from 0: wagers/s;
 * 2. live: BENCH_LIVE_EVENTS (default 20,000) more are written by a writer (transactions of 200)
 *    while the dispatcher drains in a loop; the lag (events behind the head) is sampled every
 *    100 ms: p50, max and the time from the last write to lag 0.
 * Each consumer's `check` then compares its figures with a recomputation; the run exits 1 on
 * any difference or a wager rate below the goal.
 */
import {
  DEFAULT_VALID_STAKE_POLICY,
  FAIR_TERMS,
  contributionRate,
  percentOf,
  validStakeOf,
  type TBonusTerms,
} from '@lw/contracts';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seedFirstRun } from '../src/bootstrap.js';
import { openDatabase, queryRows, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { bonusProgressConsumer } from '../src/domains/cashier/bonus-wallet/bonus-progress-consumer.js';
import { BonusWallet } from '../src/domains/cashier/bonus-wallet/index.js';
import { LedgerService } from '../src/domains/cashier/ledger/index.js';
import type { EventPayload } from '../src/platform/events/event-catalogue.js';
import type { EventConsumer } from '../src/platform/events/event-consumer.js';
import { EventDispatcher } from '../src/platform/events/event-dispatcher.js';
import { publishAll } from '../src/platform/events/publish.js';
import { admin } from './bench-kit.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const LIVE_EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 20_000);
const GOAL_PER_SECOND = 5_000;
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'] as const;

type WagerOutcome = EventPayload<'wager.settled'>;
type WagerType = 'wager.settled' | 'wager.voided' | 'wager.resettled';
interface BenchEvent {
  type: WagerType;
  payload: WagerOutcome;
}

/** What a consumer of the run is given, and how its figures are checked afterwards. */
interface BenchConsumer {
  name: string;
  make: (deps: { db: Database; ledger: LedgerService }) => EventConsumer;
  /** Differences between the consumer's figures and a recomputation (empty: all equal). */
  check: (db: Database, latest: Map<string, BenchEvent>) => Promise<string[]>;
}

const clock = { now: () => new Date() };

/** The consumers measured together (other helpers add theirs here). */
const CONSUMERS: BenchConsumer[] = [
  {
    name: 'bonus progress',
    make: ({ ledger }) =>
      bonusProgressConsumer(
        { ledger, gate: { admit: async () => null }, clock },
        async () => DEFAULT_VALID_STAKE_POLICY,
      ),
    check: checkBonusProgress,
  },
];

function log(text: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
}

const wagerKey = (p: { product: string; wagerId: string; leg: number }) =>
  `${p.product}:${p.wagerId}:${p.leg}`;

/** Settlements, then resettles and voids of earlier wagers (each a newer version). */
function workload(members: number[], count: number, prefix: string): BenchEvent[] {
  const out: BenchEvent[] = [];
  const versions: { payload: WagerOutcome }[] = [];
  for (let i = 0; out.length < count; i++) {
    const r = i % 10;
    const earlier = versions.length > 10 ? versions[(i * 7919) % versions.length] : undefined;
    if (earlier && r === 8 && earlier.payload.status === 'settled') {
      const next = {
        ...earlier.payload,
        win: (i * 13) % 5_000,
        version: earlier.payload.version + 1,
      };
      earlier.payload = next;
      out.push({ type: 'wager.resettled', payload: next });
      continue;
    }
    if (earlier && r === 9 && earlier.payload.status === 'settled') {
      const next: WagerOutcome = {
        ...earlier.payload,
        status: 'voided',
        win: 0,
        result: 'void',
        version: earlier.payload.version + 1,
      };
      earlier.payload = next;
      out.push({ type: 'wager.voided', payload: next });
      continue;
    }
    const stake = 100 + ((i * 37) % 4_000);
    const hedged = i % 23 === 0;
    const payload: WagerOutcome = {
      product: 'VSIM',
      wagerId: `${prefix}${i}`,
      leg: 0,
      accountId: members[(i * 31) % members.length]!,
      currency: 'THB',
      category: CATEGORIES[i % CATEGORIES.length]!,
      gameCode: 'g1',
      gameId: null,
      stake,
      win: i % 3 === 0 ? stake * 2 : 0,
      status: 'settled',
      settledAt: new Date().toISOString(),
      version: 1,
      ...(hedged
        ? {
            sides: [
              { side: 'player', stake: stake / 2 },
              { side: 'banker', stake: stake - stake / 2 },
            ].map((s) => ({ ...s, stake: Math.floor(s.stake) })),
          }
        : {}),
    };
    if (hedged) payload.stake = payload.sides!.reduce((a, s) => a + s.stake, 0);
    versions.push({ payload });
    out.push({ type: 'wager.settled', payload });
  }
  return out;
}

async function publishEvents(db: Database, events: BenchEvent[], perTransaction: number) {
  for (let i = 0; i < events.length; i += perTransaction) {
    await db.transaction((tx) =>
      publishAll(
        tx,
        events.slice(i, i + perTransaction).map((e) => ({
          type: e.type,
          key: `wager:${wagerKey(e.payload)}`,
          payload: e.payload,
        })),
      ),
    );
  }
}

/** Every bonus's progress is the sum of its rows; every row is its wager's latest version's figure. */
async function checkBonusProgress(
  db: Database,
  latest: Map<string, BenchEvent>,
): Promise<string[]> {
  const problems: string[] = [];
  const drift = await queryRows<{ id: unknown; progress: unknown; summed: unknown }>(
    db,
    sql`SELECT b.id, b.progress, coalesce(sum(c.contribution), 0) AS summed
          FROM bonuses b LEFT JOIN bonus_contributions c ON c.bonus_id = b.id
         GROUP BY b.id HAVING b.progress <> coalesce(sum(c.contribution), 0)`,
  );
  for (const d of drift) problems.push(`bonus ${d.id}: progress ${d.progress}, rows ${d.summed}`);
  const rows = await queryRows<{
    product: string;
    wager_id: string;
    leg: number;
    version: number;
    contribution: unknown;
    terms: TBonusTerms;
  }>(
    db,
    sql`SELECT c.product, c.wager_id, c.leg, c.version, c.contribution, b.terms
          FROM bonus_contributions c JOIN bonuses b ON b.id = c.bonus_id`,
  );
  for (const r of rows) {
    const e = latest.get(`${r.product}:${r.wager_id}:${r.leg}`);
    if (!e) {
      problems.push(`row ${r.wager_id} has no event`);
      continue;
    }
    const valid = validStakeOf(e.payload, { ...DEFAULT_VALID_STAKE_POLICY, hedges: 'none' });
    const expected = percentOf(valid, contributionRate(r.terms, e.payload.category), 'floor');
    if (r.version !== e.payload.version || Number(r.contribution) !== expected) {
      problems.push(
        `row ${r.wager_id}: v${r.version} ${r.contribution}, expected v${e.payload.version} ${expected}`,
      );
    }
  }
  const [{ completed }] = (await queryRows<{ completed: number }>(
    db,
    sql`SELECT count(*)::int AS completed FROM bonuses WHERE status = 'completed'`,
  )) as [{ completed: number }];
  log(
    `bonus progress: ${rows.length.toLocaleString('en')} contribution rows, ${completed} bonuses converted during the run`,
  );
  return problems;
}

async function lagOf(db: Database, name: string): Promise<number> {
  const [row] = await queryRows<{ lag: unknown }>(
    db,
    sql`SELECT (SELECT coalesce(max(position), 0) FROM outbox_events)
             - coalesce((SELECT position FROM consumer_positions WHERE name = ${name}), 0) AS lag`,
  );
  return Number(row?.lag ?? 0);
}

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `lw_engbench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let failed = false;
  try {
    const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
    await runMigrations(handle, url.toString());
    await seedFirstRun(handle, `Bench-${crypto.randomBytes(6).toString('hex')}`);
    const db = handle.db;
    const ledger = new LedgerService(db, handle.kind);

    const ids = await queryRows<{ id: unknown }>(
      db,
      sql`INSERT INTO accounts (username, type, path, depth, password_hash, nickname, referral_code)
          SELECT 'eb' || g, 0, '/', 1, 'x', 'eb' || g, 'EB' || g FROM generate_series(1, ${MEMBERS}) g
          RETURNING id`,
    );
    const members = ids.map((r) => Number(r.id));
    const wallet = new BonusWallet(db, ledger, { admit: async () => null }, clock);
    const grantStart = performance.now();
    // Grants in parallel (4 connections): each one is the real grant, with its ledger transfer.
    const grantOne = async (i: number) => {
      const terms: TBonusTerms = {
        ...FAIR_TERMS,
        products: ['RNG', 'LIVE', 'FISH'],
        contributions: { ...FAIR_TERMS.contributions, LIVE: 10, FISH: 50 },
        // A tenth convert during the run; the rest keep wagering.
        wageringMultiple: i % 10 === 0 ? 1 : 100,
        maxConversion: i % 20 === 0 ? { kind: 'multiple', multiple: 0.5 } : null,
      };
      await wallet.grant(undefined, {
        accountId: members[i]!,
        currency: 'THB',
        amount: 2_000,
        terms,
        source: { kind: 'bench', id: String(i) },
      });
    };
    for (let i = 0; i < members.length; i += 4) {
      await Promise.all([i, i + 1, i + 2, i + 3].filter((k) => k < members.length).map(grantOne));
    }
    log(`${MEMBERS} grants: ${((performance.now() - grantStart) / 1000).toFixed(1)} s`);

    const backlog = workload(members, EVENTS, 'b');
    await publishEvents(db, backlog, 500);
    const dispatcher = new EventDispatcher(db);
    const consumers = CONSUMERS.map((c) => c.make({ db, ledger }));
    for (const c of consumers) dispatcher.register(c);
    const consumerName = consumers[0]!.name;
    log(`backlog: ${EVENTS.toLocaleString('en')} events, lag ${await lagOf(db, consumerName)}`);
    const started = performance.now();
    await dispatcher.drain();
    const seconds = (performance.now() - started) / 1000;
    const rate = EVENTS / seconds;
    log(
      `backlog drained: ${seconds.toFixed(2)} s, ${Math.round(rate).toLocaleString('en')} wagers/s (${CONSUMERS.length} consumer(s))`,
    );
    if (rate < GOAL_PER_SECOND) failed = true;

    // Live: a writer and the dispatcher at once; the lag sampled every 100 ms.
    const live = workload(members, LIVE_EVENTS, 'l');
    const samples: number[] = [];
    let writing = true;
    let lastWrite = 0;
    const sampler = (async () => {
      while (writing || (await lagOf(db, consumerName)) > 0) {
        samples.push(await lagOf(db, consumerName));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const consumer = (async () => {
      while (writing || (await lagOf(db, consumerName)) > 0) {
        if ((await dispatcher.drain()) === 0) await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const liveStart = performance.now();
    await publishEvents(db, live, 200);
    lastWrite = performance.now();
    writing = false;
    await Promise.all([sampler, consumer]);
    const caughtUp = performance.now();
    const sorted = [...samples].sort((a, b) => a - b);
    log(
      `live: ${LIVE_EVENTS.toLocaleString('en')} events written in ${((lastWrite - liveStart) / 1000).toFixed(2)} s ` +
        `(${Math.round(LIVE_EVENTS / ((lastWrite - liveStart) / 1000)).toLocaleString('en')}/s); ` +
        `lag p50 ${sorted[Math.floor(sorted.length / 2)] ?? 0}, max ${sorted.at(-1) ?? 0} events; ` +
        `caught up ${Math.round(caughtUp - lastWrite)} ms after the last write; ` +
        `${Math.round(LIVE_EVENTS / ((caughtUp - liveStart) / 1000)).toLocaleString('en')} wagers/s end to end`,
    );

    const latest = new Map<string, BenchEvent>();
    for (const e of [...backlog, ...live]) latest.set(wagerKey(e.payload), e);
    for (const c of CONSUMERS) {
      const problems = await c.check(db, latest);
      log(
        `${c.name}: ${problems.length === 0 ? 'every figure equals its recomputation' : `${problems.length} differences`}`,
      );
      for (const p of problems.slice(0, 10)) log(`  ${p}`);
      if (problems.length > 0) failed = true;
    }
    const report = await ledger.verify();
    log(
      `ledger: ${report.ok ? 'balanced' : `BREACHES ${JSON.stringify(report.breaches).slice(0, 300)}`}`,
    );
    if (!report.ok) failed = true;
    await handle.close();
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (failed) {
    log('FAILED: a difference, or below the goal of 5,000 wagers/s');
    process.exitCode = 1;
  }
}

await main();
