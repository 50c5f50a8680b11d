/**
 * The recomputations of `npm run bench:engagement`: every figure a consumer (or the rebate job)
 * wrote, compared with one computed from the event stream alone. Each check answers its
 * differences (empty: all equal).
 */
import {
  basisPointsOf,
  contributionRate,
  dayOfInstant,
  percentOf,
  validStakeOf,
  type TBonusTerms,
  type TValidStakePolicy,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.js';
import { rankPeriod } from '../src/domains/engagement/leaderboard/leaderboard-ranking.js';
import { memberDay, progressOf } from '../src/domains/engagement/tasks/task-progress.js';
import { wagerKey, type BenchEvent, type WagerStream } from './bench-engagement-workload.js';

/** One wager as every programme should see it: its latest version, dated by its first settlement. */
export interface WagerFigure {
  accountId: number;
  product: string;
  currency: string;
  category: string;
  day: string;
  stake: number;
  validStake: number;
  voided: boolean;
  /** 1 unless voided (a task's round). */
  rounds: number;
  latest: BenchEvent;
}

export function recomputeWagers(
  stream: WagerStream,
  policy: TValidStakePolicy,
  timeZone: string,
): WagerFigure[] {
  return [...stream.latest].map(([key, e]) => {
    const p = e.payload;
    const voided = e.type === 'wager.voided' || p.status === 'voided';
    return {
      accountId: p.accountId,
      product: p.product,
      currency: p.currency,
      category: p.category,
      day: dayOfInstant(new Date(stream.firstAt.get(key)!), timeZone),
      stake: p.stake,
      validStake: validStakeOf({ ...p, status: voided ? 'voided' : 'settled' }, policy),
      voided,
      rounds: voided || p.result === 'void' ? 0 : 1,
      latest: e,
    };
  });
}

/** Sums `pick` of the figures by `keyOf`. */
function sums(
  figures: WagerFigure[],
  keyOf: (f: WagerFigure) => string,
  pick: (f: WagerFigure) => number[],
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const f of figures) {
    const k = keyOf(f);
    const add = pick(f);
    const held = out.get(k) ?? add.map(() => 0);
    out.set(
      k,
      held.map((v, i) => v + add[i]!),
    );
  }
  return out;
}

/** Compares two keyed tables of figures both ways. */
function compare(
  what: string,
  got: Map<string, number[]>,
  want: Map<string, number[]>,
  isZero: (v: number[]) => boolean = (v) => v.every((x) => x === 0),
): string[] {
  const problems: string[] = [];
  for (const [k, w] of want) {
    const g = got.get(k);
    if (!g ? !isZero(w) : g.some((x, i) => x !== w[i])) {
      problems.push(`${what} ${k}: ${JSON.stringify(g ?? null)}, recomputed ${JSON.stringify(w)}`);
    }
  }
  for (const [k, g] of got) {
    if (!want.has(k) && !isZero(g)) problems.push(`${what} ${k}: ${JSON.stringify(g)}, no wager`);
  }
  return problems;
}

/** The settled-wager read model (rebates' and VIP's source): every row and every day. */
export async function checkReadModel(db: Database, figures: WagerFigure[]): Promise<string[]> {
  const rows = await queryRows<{ k: string; version: number; valid_stake: string }>(
    db,
    sql`SELECT product || ':' || wager_id || ':' || leg AS k, version, valid_stake::text
          FROM settled_wagers`,
  );
  const problems: string[] = [];
  const byKey = new Map(figures.map((f) => [wagerKey(f.latest.payload), f]));
  if (rows.length !== byKey.size) problems.push(`rows ${rows.length}, wagers ${byKey.size}`);
  for (const r of rows) {
    const f = byKey.get(r.k);
    if (!f || f.latest.payload.version !== r.version || f.validStake !== Number(r.valid_stake)) {
      problems.push(`row ${r.k}: v${r.version} ${r.valid_stake}`);
    }
  }
  const days = await queryRows<{ k: string; wagers: string; stake: string; valid: string }>(
    db,
    sql`SELECT account_id || '|' || business_day || '|' || product || '|' || currency AS k,
               wagers::text, stake::text, valid_stake::text AS valid FROM wager_days`,
  );
  const got = new Map(days.map((d) => [d.k, [Number(d.wagers), Number(d.stake), Number(d.valid)]]));
  const want = sums(
    figures.filter((f) => !f.voided),
    (f) => `${f.accountId}|${f.day}|${f.product}|${f.currency}`,
    (f) => [1, f.stake, f.validStake],
  );
  return [...problems, ...compare('wager_days', got, want)];
}

/** Daily tasks and the mission leaderboard (`engagement.progress`). */
export async function checkProgress(db: Database, figures: WagerFigure[]): Promise<string[]> {
  const rows = await queryRows<{ k: string; vs: string; rounds: string }>(
    db,
    sql`SELECT account_id || '|' || business_day AS k, sum(valid_stake)::text AS vs,
               sum(rounds)::text AS rounds FROM engagement_wagers GROUP BY 1`,
  );
  const got = new Map(rows.map((r) => [r.k, [Number(r.vs), Number(r.rounds)]]));
  const want = sums(
    figures,
    (f) => `${f.accountId}|${f.day}`,
    (f) => [f.validStake, f.rounds],
  );
  const problems = compare('member day', got, want);
  // Task progress through the tasks' own reader, for a sample of members and every day.
  const days = [...new Set(figures.map((f) => f.day))].sort();
  const members = [...new Set(figures.map((f) => f.accountId))].slice(0, 50);
  for (const member of members) {
    for (const day of days) {
      const read = await memberDay(db, member, day);
      const bet = progressOf({ kind: 'bet', category: 'LIVE' }, read);
      const rounds = progressOf({ kind: 'rounds', category: null }, read);
      const mine = figures.filter((f) => f.accountId === member && f.day === day);
      const wantBet = mine
        .filter((f) => f.category === 'LIVE')
        .reduce((a, f) => a + f.validStake, 0);
      const wantRounds = mine.reduce((a, f) => a + f.rounds, 0);
      if (bet !== wantBet || rounds !== wantRounds) {
        problems.push(
          `task of ${member} on ${day}: bet ${bet}/${wantBet}, rounds ${rounds}/${wantRounds}`,
        );
      }
    }
  }
  // Each day's top 100 against a ranking recomputed in memory (figures; ties by time aside).
  for (const day of days) {
    const ranked = await rankPeriod(db, { category: null }, { firstDay: day, lastDay: day }, 100);
    const top = [...want]
      .filter(([k, [vs]]) => k.endsWith(`|${day}`) && vs! > 0)
      .map(([, [vs]]) => vs!)
      .sort((a, b) => b - a)
      .slice(0, 100);
    if (ranked.length !== top.length || ranked.some((r, i) => r.validStake !== top[i])) {
      problems.push(
        `leaderboard of ${day}: its top ${ranked.length} differs from the recomputation`,
      );
    }
  }
  return problems;
}

/** Wagering progress: each bonus is the sum of its rows, each row its wager's latest figure. */
export async function checkBonusProgress(
  db: Database,
  stream: WagerStream,
  policy: TValidStakePolicy,
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
    k: string;
    version: number;
    contribution: unknown;
    terms: TBonusTerms;
  }>(
    db,
    sql`SELECT c.product || ':' || c.wager_id || ':' || c.leg AS k, c.version, c.contribution,
               b.terms
          FROM bonus_contributions c JOIN bonuses b ON b.id = c.bonus_id`,
  );
  for (const r of rows) {
    const e = stream.latest.get(r.k);
    if (!e) {
      problems.push(`row ${r.k} has no event`);
      continue;
    }
    // Bonus wagering never counts the sided stakes of a both-sides hedge.
    const valid = validStakeOf(e.payload, { ...policy, hedges: 'none' });
    const expected = percentOf(valid, contributionRate(r.terms, e.payload.category), 'floor');
    if (r.version !== e.payload.version || Number(r.contribution) !== expected) {
      problems.push(
        `row ${r.k}: v${r.version} ${r.contribution}, want v${e.payload.version} ${expected}`,
      );
    }
  }
  return problems;
}

export interface BenchRate {
  level: number;
  category: string;
  rateBps: number;
  dailyCap: number | null;
}

/** The rebate paid per (member, day, category, currency), and the Σ of its movements. */
export async function checkRebate(
  db: Database,
  figures: WagerFigure[],
  rates: BenchRate[],
): Promise<string[]> {
  const valid = sums(
    figures.filter((f) => !f.voided),
    (f) => `${f.accountId}|${f.day}|${f.category}|${f.currency}`,
    (f) => [f.validStake],
  );
  const want = new Map<string, number[]>();
  for (const [k, [v]] of valid) {
    const rate = rates.find((r) => r.level === 0 && r.category === k.split('|')[2]);
    if (!rate) continue;
    const raw = basisPointsOf(v!, rate.rateBps, 'floor');
    const amount = rate.dailyCap === null ? raw : Math.min(raw, rate.dailyCap);
    want.set(k, [amount, amount]);
  }
  const rows = await queryRows<{ k: string; paid: string; moved: string }>(
    db,
    sql`SELECT d.account_id || '|' || d.business_day || '|' || d.category || '|' || d.currency AS k,
               d.paid::text,
               (SELECT coalesce(sum(m.amount), 0) FROM rebate_moves m
                 WHERE m.account_id = d.account_id AND m.business_day = d.business_day
                   AND m.category = d.category AND m.currency = d.currency)::text AS moved
          FROM rebate_days d`,
  );
  const got = new Map(rows.map((r) => [r.k, [Number(r.paid), Number(r.moved)]]));
  return compare('rebate', got, want);
}
