/**
 * `npm run bench:engagement-tasks` (issue 26 item 4): settled wagers per second through the
 * engagement consumer that feeds daily tasks and the mission leaderboard (`engagement.progress`),
 * on PostgreSQL (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres;
 * a scratch database is created and dropped).
 *
 * Workload: BENCH_WAGERS (default 60,000) settlements of BENCH_MEMBERS (default 2,000) members
 * over two business days around a Bangkok midnight, then 10 % resettles and 5 % voids of them,
 * written by BENCH_WRITERS (default 4) writers in transactions of 10 events (`publishAll`, as the
 * wager core groups a batch).
 *
 * 1. Live: the writers write while the dispatcher drains (every consumer of the app, as in
 *    production); the rate is events / (first write .. the consumer caught up), the lag is the
 *    time from the last commit to the consumer's position reaching it.
 * 2. Replay: the consumer alone from position 0 on an emptied table (its cold throughput).
 * 3. Figures: per (member, day) valid stake and rounds from the consumer's rows equal a
 *    recomputation from the events alone and the settled-wager read model's `wager_days`; a
 *    sample of task progress through the service equals the recomputation; the leaderboard's
 *    ranking of a day (and its time) equals a ranking recomputed in memory. Exits 1 otherwise,
 *    or when a rate is under the goal (5,000/s) with BENCH_STRICT=1.
 */
import {
  dayOfInstant,
  validStakeOf,
  wallTimeToInstant,
  type TValidStakePolicy,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.js';
import { publishAll } from '../src/platform/events/publish.js';
import type { WagerEvent } from '../src/domains/cashier/settled-wagers/settled-wagers-test-kit.js';
import { wagerEvent } from '../src/domains/cashier/settled-wagers/settled-wagers-test-kit.js';
import { ENGAGEMENT_PROGRESS_CONSUMER } from '../src/domains/engagement/tasks/index.js';
import { bulkMembers } from '../src/domains/engagement/rewards/engagement-test-kit.js';
import { rankPeriod } from '../src/domains/engagement/leaderboard/leaderboard-ranking.js';
import { memberDay, progressOf } from '../src/domains/engagement/tasks/task-progress.js';
import { openBenchApp } from './bench-kit.js';

const WAGERS = Number(process.env.BENCH_WAGERS ?? 60_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const PER_TX = 10;
const GOAL = 5_000;
const ZONE = 'Asia/Bangkok';
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS'];

function log(text: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
}

/** A deterministic workload: settlements, then resettles and voids of some of them. */
function workload(members: number[]): WagerEvent[] {
  let seed = 26;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const start = wallTimeToInstant('2026-12-01T20:00', ZONE)!.getTime();
  const span = 8 * 3_600_000; // 20:00 to 04:00 Bangkok: two business days.
  const settled: WagerEvent[] = [];
  for (let i = 0; i < WAGERS; i++) {
    settled.push(
      wagerEvent('wager.settled', {
        product: 'BENCH',
        wagerId: `b${i}`,
        accountId: members[Math.floor(rand() * members.length)]!,
        settledAt: new Date(start + Math.floor(rand() * span)).toISOString(),
        category: CATEGORIES[i % CATEGORIES.length]!,
        stake: 100 * (1 + Math.floor(rand() * 50)),
        win: 0,
        result: rand() < 0.05 ? 'push' : 'loss',
      }),
    );
  }
  const corrections: WagerEvent[] = [];
  for (let i = 0; i < WAGERS; i += 10) {
    const p = settled[i]!.payload;
    corrections.push(
      wagerEvent('wager.resettled', { ...p, result: 'win', win: p.stake * 2, version: 2 }),
    );
  }
  for (let i = 5; i < WAGERS; i += 20) {
    const p = settled[i]!.payload;
    corrections.push(wagerEvent('wager.voided', { ...p, status: 'voided', version: 3 }));
  }
  return [...settled, ...corrections];
}

type Key = string;
interface Figures {
  validStake: number;
  rounds: number;
}

/** (member, day) -> valid stake and rounds, from the events alone (latest version of each wager). */
function recompute(events: WagerEvent[], policy: TValidStakePolicy): Map<Key, Figures> {
  const latest = new Map<string, WagerEvent>();
  const first = new Map<string, number>();
  for (const e of events) {
    const k = `${e.payload.product}:${e.payload.wagerId}:${e.payload.leg}`;
    if (!latest.has(k) || e.payload.version > latest.get(k)!.payload.version) latest.set(k, e);
    first.set(k, Math.min(first.get(k) ?? Infinity, Date.parse(e.payload.settledAt)));
  }
  const out = new Map<Key, Figures>();
  for (const [k, e] of latest) {
    const p = e.payload;
    const voided = e.type === 'wager.voided' || p.status === 'voided';
    const day = dayOfInstant(new Date(first.get(k)!), ZONE);
    const key = `${p.accountId}|${day}`;
    const f = out.get(key) ?? { validStake: 0, rounds: 0 };
    f.validStake += validStakeOf({ ...p, status: voided ? 'voided' : 'settled' }, policy);
    f.rounds += voided ? 0 : 1;
    out.set(key, f);
  }
  return out;
}

async function consumerPosition(db: Database): Promise<number> {
  const [row] = await queryRows<{ position: string }>(
    db,
    sql`SELECT position::text FROM consumer_positions WHERE name = ${ENGAGEMENT_PROGRESS_CONSUMER}`,
  );
  return Number(row?.position ?? 0);
}

async function lastPosition(db: Database): Promise<number> {
  const [row] = await queryRows<{ p: string }>(
    db,
    sql`SELECT coalesce(max(position), 0)::text AS p FROM outbox_events`,
  );
  return Number(row!.p);
}

async function main() {
  const bench = await openBenchApp({
    prefix: 'lw_ebench',
    poolSize: WRITERS + 4,
    env: { SETTINGS_CACHE_MS: '0' },
  });
  let failed = false;
  try {
    const { app } = bench;
    const db = app.services.db;
    const events = app.services.events;
    const members = await bulkMembers(db, 'eb', MEMBERS);
    const all = workload(members);
    log(
      `${all.length} events (${WAGERS} settlements, ${all.length - WAGERS} corrections), ${MEMBERS} members`,
    );
    await events.drain();
    const startPosition = await consumerPosition(db);

    // 1. Live: writers and the dispatcher together.
    const chunks: WagerEvent[][] = [];
    for (let i = 0; i < all.length; i += PER_TX) chunks.push(all.slice(i, i + PER_TX));
    let next = 0;
    let writing = true;
    let lastCommit = 0;
    const started = performance.now();
    const writers = Array.from({ length: WRITERS }, async () => {
      for (let c = next++; c < chunks.length; c = next++) {
        await db.transaction((tx) =>
          publishAll(
            tx,
            chunks[c]!.map((e) => ({
              type: e.type,
              key: `wager:${e.payload.product}:${e.payload.wagerId}:${e.payload.leg}`,
              payload: e.payload,
            })),
          ),
        );
      }
      lastCommit = performance.now();
    });
    const draining = (async () => {
      while (writing) {
        if ((await events.drain()) === 0) await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await Promise.all(writers);
    writing = false;
    await draining;
    const target = await lastPosition(db);
    while ((await consumerPosition(db)) < target) await events.drain();
    const caughtUp = performance.now();
    const liveRate = all.length / ((caughtUp - started) / 1000);
    const writeRate = all.length / ((lastCommit - started) / 1000);
    log(
      `live: written ${writeRate.toFixed(0)}/s, consumed ${liveRate.toFixed(0)}/s (every consumer of the app draining), lag after the last commit ${(caughtUp - lastCommit).toFixed(0)} ms`,
    );

    // 2. Replay: this consumer alone, from 0, on an emptied table.
    await db.execute(sql`TRUNCATE engagement_wagers`);
    await events.resetPosition(ENGAGEMENT_PROGRESS_CONSUMER, startPosition);
    const replayStarted = performance.now();
    await events.drain();
    const replayRate = all.length / ((performance.now() - replayStarted) / 1000);
    log(`replay from its start, this consumer alone: ${replayRate.toFixed(0)} events/s`);

    // 3. Figures equal a recomputation.
    const policy = (await app.services.settings.get('cashier')).validStake;
    const expected = recompute(all, policy);
    const rows = await queryRows<{ account_id: string; day: string; vs: string; rounds: string }>(
      db,
      sql`SELECT account_id::text, business_day::text AS day, sum(valid_stake)::text AS vs, sum(rounds)::text AS rounds
            FROM engagement_wagers GROUP BY account_id, business_day`,
    );
    const model = await queryRows<{ account_id: string; day: string; vs: string; wagers: string }>(
      db,
      sql`SELECT account_id::text, business_day::text AS day, sum(valid_stake)::text AS vs, sum(wagers)::text AS wagers
            FROM wager_days WHERE product = 'BENCH' GROUP BY account_id, business_day`,
    );
    const modelMap = new Map(model.map((m) => [`${m.account_id}|${m.day}`, m]));
    let differences = 0;
    for (const r of rows) {
      const key = `${r.account_id}|${r.day}`;
      const e = expected.get(key);
      const m = modelMap.get(key);
      if (!e || e.validStake !== Number(r.vs) || e.rounds !== Number(r.rounds)) differences++;
      if (!m || Number(m.vs) !== Number(r.vs) || Number(m.wagers) !== Number(r.rounds))
        differences++;
    }
    if (rows.length !== expected.size) differences++;
    log(
      `(member, day) figures: ${rows.length}, differences from the recomputation and wager_days: ${differences}`,
    );

    // Task progress through the service, for a sample of members, on their busiest day.
    const sample = members.slice(0, 50);
    const days = [...new Set([...expected.keys()].map((k) => k.split('|')[1]!))].sort();
    let taskDiffs = 0;
    for (const member of sample) {
      for (const day of days) {
        const figures = await memberDay(db, member, day);
        const got = progressOf({ kind: 'bet', category: null }, figures);
        const rounds = progressOf({ kind: 'rounds', category: null }, figures);
        const want = expected.get(`${member}|${day}`) ?? { validStake: 0, rounds: 0 };
        if (got !== want.validStake || rounds !== want.rounds) taskDiffs++;
      }
    }
    log(
      `task progress of ${sample.length} members x ${days.length} days: differences ${taskDiffs}`,
    );

    // The leaderboard's ranking of the first day against one recomputed in memory.
    const day = days[0]!;
    const rankStarted = performance.now();
    const ranked = await rankPeriod(db, { category: null }, { firstDay: day, lastDay: day }, 100);
    const rankMs = performance.now() - rankStarted;
    const wantTop = [...expected.entries()]
      .filter(([k, f]) => k.endsWith(`|${day}`) && f.validStake > 0)
      .map(([k, f]) => ({ accountId: Number(k.split('|')[0]), validStake: f.validStake }))
      .sort((a, b) => b.validStake - a.validStake)
      .slice(0, 100);
    const rankDiffs = ranked.filter((r, i) => r.validStake !== wantTop[i]?.validStake).length;
    log(
      `leaderboard of ${day}: top 100 ranked in ${rankMs.toFixed(0)} ms, figure differences ${rankDiffs}`,
    );

    failed = differences + taskDiffs + rankDiffs > 0;
    if (process.env.BENCH_STRICT === '1' && (liveRate < GOAL || replayRate < GOAL)) failed = true;
    console.log(
      `\nengagement.progress on PostgreSQL: live ${liveRate.toFixed(0)}/s, replay ${replayRate.toFixed(0)}/s (goal >= ${GOAL}/s), lag ${(caughtUp - lastCommit).toFixed(0)} ms, differences ${differences + taskDiffs + rankDiffs}`,
    );
  } finally {
    await bench.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
