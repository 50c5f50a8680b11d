/**
 * `npm run bench:engagement` (issue 26 "Figures"): settled wagers per second through every
 * engagement consumer of the wager core's events, on PostgreSQL (TEST_DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and
 * dropped). Goal: at least 5,000 wagers/s each, every figure equal to a recomputation.
 *
 * The consumers: the settled-wager read model (`cashier.settled-wagers`: what the rebate job and
 * VIP read), wagering progress (`cashier.bonus-progress`), daily tasks and the mission
 * leaderboard (`engagement.progress`). The rebate is a job over the read model: timed per wager.
 * VIP and points consume no wager event (VIP sums the read model's `wager_days`, points come
 * from deposits). The stream (`bench-engagement-workload.ts`): settlements, resettles, voids,
 * both-sides hedges, four categories, two currencies, BENCH_MEMBERS (default 2,000) members
 * under an agent, each with a bonus (a fifth with a second one in USD; a tenth small enough to
 * convert during the run).
 *
 * 1. Backlog, BENCH_REPEATS (3) rounds: BENCH_EVENTS (default 30,000) events are written, then
 *    each consumer drains them alone, each run right after a run of the baseline (a no-op
 *    consumer of the same events on the same dispatcher: reading the batches and moving the
 *    position) over the same events; medians, and the ratio consumer / baseline.
 * 2. Live: BENCH_LIVE_EVENTS (default 30,000) written by BENCH_WRITERS (2) writers in
 *    transactions of BENCH_PER_TX (10: a wager core's group commit) while every consumer drains
 *    in its own loop; each one's lag (events behind the head) sampled every 50 ms: p50, max, and
 *    the time from the last commit to lag 0.
 * 3. The rebate job (`runDay`, with its correction look-back) over the run's business days,
 *    timed; then run again (nothing left to pay).
 * BENCH_PROFILE=1 adds a round of each consumer alone with its statements counted and timed.
 * 4. Every figure against a recomputation from the stream (`bench-engagement-checks.ts`), and
 *    the ledger. Exits 1 on any difference; with BENCH_STRICT=1 also on a rate under the goal.
 */
import { FAIR_TERMS, type TBonusTerms } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { queryRows, type Database } from '../src/db/client.js';
import { bonusProgressConsumer } from '../src/domains/cashier/bonus-wallet/bonus-progress-consumer.js';
import { settledWagersConsumer } from '../src/domains/cashier/settled-wagers/wager-outcome-consumer.js';
import { progressConsumer } from '../src/domains/engagement/tasks/progress-consumer.js';
import type { EventConsumer } from '../src/platform/events/event-consumer.js';
import { EventDispatcher } from '../src/platform/events/event-dispatcher.js';
import { publishAll } from '../src/platform/events/publish.js';
import {
  checkBonusProgress,
  checkProgress,
  checkReadModel,
  checkRebate,
  recomputeWagers,
  type BenchRate,
} from './bench-engagement-checks.js';
import { CURRENCIES, WagerStream, wagerKey, type BenchEvent } from './bench-engagement-workload.js';
import { openBenchApp, type BenchApp } from './bench-kit.js';
import { StatementProfile } from './bench-statement-profile.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const LIVE_EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 30_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2);
const PER_TX = Number(process.env.BENCH_PER_TX ?? 10);
const GOAL = 5_000;
const RATES: BenchRate[] = [
  { level: 0, category: 'RNG', rateBps: 80, dailyCap: null },
  { level: 0, category: 'LIVE', rateBps: 50, dailyCap: 2_000 },
  { level: 0, category: 'SPORTS', rateBps: 35, dailyCap: null },
];

function log(text: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const perSecond = (n: number) => Math.round(n).toLocaleString('en');

/** The baseline: the dispatcher's own work for the same events (read, skip, move the position). */
const NOOP = 'bench.baseline';
const noopConsumer = (): EventConsumer => ({
  name: NOOP,
  types: ['wager.settled', 'wager.voided', 'wager.resettled'],
  handle: async () => undefined,
});

/** The consumers measured, built as their modules build them, on the app's services. */
function engagementConsumers(bench: BenchApp): { label: string; consumer: EventConsumer }[] {
  const { settings, ledger, moneyGate, clock } = bench.app.services;
  const cashier = (tx: Database) => settings.get('cashier', tx);
  return [
    {
      label: 'read model (rebate, VIP)',
      consumer: settledWagersConsumer({
        validStakePolicy: async (tx) => (await cashier(tx)).validStake,
        timeZone: async (tx) => (await cashier(tx)).timeZone,
      }),
    },
    {
      label: 'bonus wagering',
      consumer: bonusProgressConsumer(
        { ledger, gate: moneyGate, clock },
        async (tx) => (await cashier(tx)).validStake,
      ),
    },
    {
      label: 'tasks, leaderboard',
      consumer: progressConsumer({
        settings: async (tx) => {
          const c = await cashier(tx);
          return { timeZone: c.timeZone, validStake: c.validStake };
        },
      }),
    },
  ];
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

async function positionOf(db: Database, name: string): Promise<number> {
  const [row] = await queryRows<{ p: string }>(
    db,
    sql`SELECT coalesce((SELECT position FROM consumer_positions WHERE name = ${name}), 0)::text AS p`,
  );
  return Number(row!.p);
}

async function head(db: Database): Promise<number> {
  const [row] = await queryRows<{ p: string }>(
    db,
    sql`SELECT coalesce(max(position), 0)::text AS p FROM outbox_events`,
  );
  return Number(row!.p);
}

/** Drains one consumer alone (its own dispatcher) and answers the seconds it took. */
async function timedDrain(db: Database, consumer: EventConsumer): Promise<number> {
  const dispatcher = new EventDispatcher(db);
  dispatcher.register(consumer);
  const started = performance.now();
  await dispatcher.drain();
  return (performance.now() - started) / 1000;
}

async function setup(bench: BenchApp): Promise<number[]> {
  const db = bench.handle.db;
  const [house] = await queryRows<{ id: string; path: string; depth: number }>(
    db,
    sql`SELECT id, path, depth FROM accounts WHERE username = 'house'`,
  );
  // Members under the house agent: the read model's agent roll-ups move too.
  const ids = await queryRows<{ id: string }>(
    db,
    sql`WITH n AS (SELECT g, nextval(pg_get_serial_sequence('accounts', 'id')) AS id
                     FROM generate_series(1, ${MEMBERS}) g)
        INSERT INTO accounts (id, username, type, upline_id, path, depth, password_hash, nickname,
                              referral_code)
        SELECT n.id, 'eb' || n.g, 0, ${house!.id}, ${house!.path} || n.id || '/',
               ${house!.depth} + 1, 'x', 'eb' || n.g, 'EB' || n.id FROM n
        RETURNING id::text`,
  );
  const members = ids.map((r) => Number(r.id));
  const { bonusWallet, rebate, ledger } = bench.app.services;
  // A member who converts a deposit bonus has a main wallet already (the deposit went there).
  for (let i = 0; i < members.length; i += 50) {
    await Promise.all(
      members
        .slice(i, i + 50)
        .flatMap((id) => CURRENCIES.map((c) => ledger.walletOf(id, 'main', c))),
    );
  }
  const grantOne = async (i: number, currency: 'THB' | 'USD') => {
    const terms: TBonusTerms = {
      ...FAIR_TERMS,
      products: ['RNG', 'LIVE', 'FISH'],
      contributions: { ...FAIR_TERMS.contributions, LIVE: 10, FISH: 50 },
      // A tenth convert during the run; the rest keep wagering.
      wageringMultiple: i % 10 === 0 ? 1 : 100,
      maxConversion: i % 20 === 0 ? { kind: 'multiple', multiple: 0.5 } : null,
    };
    await bonusWallet.grant(undefined, {
      accountId: members[i]!,
      currency,
      amount: 2_000,
      terms,
      source: { kind: 'bench', id: `${currency}${i}` },
    });
  };
  const grants = members.flatMap((_, i) => [
    () => grantOne(i, 'THB'),
    ...(i % 5 === 0 ? [() => grantOne(i, 'USD')] : []),
  ]);
  const started = performance.now();
  for (let i = 0; i < grants.length; i += 4) {
    await Promise.all(grants.slice(i, i + 4).map((g) => g()));
  }
  log(`${grants.length} bonus grants: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await rebate.saveRates(
    { operatorId: null, username: 'bench', ip: null, requestId: null },
    { rates: RATES },
  );
  await db.execute(sql`ANALYZE`);
  return members;
}

/** Phase 1: each consumer alone over a backlog, alternated with the baseline; medians. */
async function backlog(
  db: Database,
  stream: WagerStream,
  measured: { label: string; consumer: EventConsumer }[],
): Promise<Map<string, { runs: number[]; base: number[] }>> {
  const figures = new Map(
    measured.map((m) => [m.label, { runs: [] as number[], base: [] as number[] }]),
  );
  const baseline = noopConsumer();
  for (let round = 1; round <= REPEATS; round++) {
    const from = await head(db);
    await publishEvents(db, stream.take(EVENTS), 500);
    await db.execute(sql`ANALYZE`);
    for (const m of measured) {
      const dispatcher = new EventDispatcher(db);
      await dispatcher.resetPosition(NOOP, from);
      const base = await timedDrain(db, baseline);
      const seconds = await timedDrain(db, m.consumer);
      figures.get(m.label)!.base.push(EVENTS / base);
      figures.get(m.label)!.runs.push(EVENTS / seconds);
    }
    log(
      `backlog round ${round}: ` +
        measured
          .map((m) => `${m.label} ${perSecond(figures.get(m.label)!.runs.at(-1)!)}/s`)
          .join(', '),
    );
  }
  return figures;
}

/** BENCH_PROFILE=1: one more backlog, each consumer's statements per batch and their time. */
async function profileRound(
  db: Database,
  stream: WagerStream,
  measured: { label: string; consumer: EventConsumer }[],
): Promise<void> {
  const profile = new StatementProfile();
  await publishEvents(db, stream.take(EVENTS), 500);
  for (const m of measured) {
    await profile.measure(m.label, Math.ceil(EVENTS / 500), () => timedDrain(db, m.consumer));
  }
  await timedDrain(db, noopConsumer());
}

interface LiveFigure {
  p50: number;
  max: number;
  toZeroMs: number;
}

/** Phase 2: writers and every consumer (each its own loop) at once; lags sampled. */
async function live(
  db: Database,
  stream: WagerStream,
  consumers: EventConsumer[],
): Promise<{ writeRate: number; figures: Map<string, LiveFigure> }> {
  const events = stream.take(LIVE_EVENTS);
  const chunks: BenchEvent[][] = [];
  for (let i = 0; i < events.length; i += PER_TX) chunks.push(events.slice(i, i + PER_TX));
  let writing = true;
  let target = Infinity;
  const samples = new Map(consumers.map((c) => [c.name, [] as number[]]));
  const zeroAt = new Map<string, number>();
  let lastCommit = 0;
  const loops = consumers.map(async (c) => {
    const dispatcher = new EventDispatcher(db);
    dispatcher.register(c);
    for (;;) {
      if ((await dispatcher.drain()) === 0) await new Promise((r) => setTimeout(r, 5));
      if (!writing && (await positionOf(db, c.name)) >= target) {
        zeroAt.set(c.name, performance.now());
        return;
      }
    }
  });
  const sampler = (async () => {
    while (writing || zeroAt.size < consumers.length) {
      const top = await head(db);
      for (const c of consumers) {
        if (!zeroAt.has(c.name)) samples.get(c.name)!.push(top - (await positionOf(db, c.name)));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      for (let c = next++; c < chunks.length; c = next++)
        await publishEvents(db, chunks[c]!, PER_TX);
    }),
  );
  lastCommit = performance.now();
  target = await head(db);
  writing = false;
  await Promise.all([...loops, sampler]);
  const figures = new Map<string, LiveFigure>();
  for (const c of consumers) {
    const s = samples.get(c.name)!;
    figures.set(c.name, {
      p50: median(s),
      max: Math.max(0, ...s),
      toZeroMs: Math.max(0, zeroAt.get(c.name)! - lastCommit),
    });
  }
  return { writeRate: LIVE_EVENTS / ((lastCommit - started) / 1000), figures };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const bench = await openBenchApp({ prefix: 'lw_engbench', poolSize: WRITERS + 6 });
  let failed = false;
  try {
    const db = bench.handle.db;
    const members = await setup(bench);
    const { timeZone, validStake: policy } = await bench.app.services.settings.get('cashier');
    const stream = new WagerStream(members, Date.now());
    const measured = engagementConsumers(bench);

    const backlogFigures = await backlog(db, stream, measured);
    if (process.env.BENCH_PROFILE === '1') await profileRound(db, stream, measured);
    const liveRun = await live(db, stream, [noopConsumer(), ...measured.map((m) => m.consumer)]);
    log(`live: ${perSecond(LIVE_EVENTS)} events written at ${perSecond(liveRun.writeRate)}/s`);

    // The rebate job over every business day of the run (each run looks back 7 days too).
    const figures = recomputeWagers(stream, policy, timeZone);
    const days = [...new Set(figures.map((f) => f.day))].sort();
    const wagers = figures.length;
    let started = performance.now();
    let payments = 0;
    const runDays = async () => {
      for (const day of days) {
        payments += (await bench.app.services.rebate.runDay(day, 'bench')).moves;
      }
    };
    if (process.env.BENCH_PROFILE === '1') {
      await new StatementProfile().measure('rebate job (a day)', days.length, runDays);
    } else await runDays();
    const rebateSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    let again = 0;
    for (const day of days) again += (await bench.app.services.rebate.runDay(day, 'again')).moves;
    const againSeconds = (performance.now() - started) / 1000;

    const checks: [string, string[]][] = [
      [measured[0]!.consumer.name, await checkReadModel(db, figures)],
      [measured[1]!.consumer.name, await checkBonusProgress(db, stream, policy)],
      [measured[2]!.consumer.name, await checkProgress(db, figures)],
      [
        'rebate job',
        [
          ...(await checkRebate(db, figures, RATES)),
          ...(again > 0 ? [`second run paid ${again}`] : []),
        ],
      ],
    ];
    const report = await bench.app.services.ledger.verify();
    const [converted] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM bonuses WHERE status = 'completed'`,
    );
    const loadAfter = os.loadavg();

    console.log(
      `\nbench:engagement on PostgreSQL, ${os.cpus().length} cores; load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(1)).join(' ')}`,
    );
    console.log(
      `${MEMBERS.toLocaleString('en')} members, ${REPEATS} x ${EVENTS.toLocaleString('en')} backlog + ${LIVE_EVENTS.toLocaleString('en')} live events (${wagers.toLocaleString('en')} wagers, ${days.join(', ')}), ${converted!.n} bonuses converted; goal ${perSecond(GOAL)} wagers/s\n`,
    );
    console.log(
      'consumer                   backlog/s  baseline/s  ratio  live lag p50   max  to 0 ms  figures',
    );
    const baseLive = liveRun.figures.get(NOOP)!;
    console.log(
      `${'baseline (no-op consumer)'.padEnd(25)}  ${''.padStart(9)}  ${''.padStart(10)}  ${''.padStart(5)}  ${String(baseLive.p50).padStart(12)}  ${String(baseLive.max).padStart(4)}  ${String(Math.round(baseLive.toZeroMs)).padStart(7)}`,
    );
    for (const m of measured) {
      const f = backlogFigures.get(m.label)!;
      const rate = median(f.runs);
      const base = median(f.base);
      const l = liveRun.figures.get(m.consumer.name)!;
      const problems = checks.find(([name]) => name === m.consumer.name)![1];
      if (rate < GOAL && process.env.BENCH_STRICT === '1') failed = true;
      console.log(
        `${m.label.padEnd(25)}  ${perSecond(rate).padStart(9)}  ${perSecond(base).padStart(10)}  ${(rate / base).toFixed(2).padStart(5)}  ${String(l.p50).padStart(12)}  ${String(l.max).padStart(4)}  ${String(Math.round(l.toZeroMs)).padStart(7)}  ${problems.length === 0 ? 'equal' : `${problems.length} DIFFER`}${rate < GOAL ? '  BELOW GOAL' : ''}`,
      );
      console.log(
        `${''.padEnd(27)}runs ${f.runs.map(perSecond).join(', ')}; baseline ${f.base.map(perSecond).join(', ')}`,
      );
    }
    const rebateRate = wagers / rebateSeconds;
    if (rebateRate < GOAL && process.env.BENCH_STRICT === '1') failed = true;
    const rebateProblems = checks[3]![1];
    console.log(
      `${'rebate job (runDay)'.padEnd(25)}  ${perSecond(rebateRate).padStart(9)}  wagers/s: ${rebateSeconds.toFixed(2)} s for ${payments.toLocaleString('en')} payments over ${days.length} day(s); again ${againSeconds.toFixed(2)} s, ${again} paid  ${rebateProblems.length === 0 ? 'equal' : `${rebateProblems.length} DIFFER`}${rebateRate < GOAL ? '  BELOW GOAL' : ''}`,
    );
    console.log(
      `ledger: ${report.ok ? 'balanced' : `BREACHES ${JSON.stringify(report.breaches).slice(0, 300)}`}`,
    );
    if (!report.ok) failed = true;
    for (const [name, problems] of checks) {
      for (const p of problems.slice(0, 10)) console.log(`  ${name}: ${p}`);
      if (problems.length > 0) failed = true;
    }
  } finally {
    await bench.close();
  }
  if (failed) {
    console.log(
      'FAILED: a figure differs from its recomputation (or, BENCH_STRICT=1, under the goal)',
    );
    process.exitCode = 1;
  }
}

await main();
