import { ZBonusTerms, type TBonusTerms, type TValidStakePolicy } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { endBonus, type BonusMoneyDeps } from './bonus-endings.js';
import {
  contributionKey,
  foldContribution,
  type Contribution,
  type ProgressBonus,
  type WagerOutcome,
} from './bonus-progress.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const BONUS_PROGRESS_CONSUMER = 'cashier.bonus-progress';

const WAGER_EVENTS = ['wager.settled', 'wager.voided', 'wager.resettled'] as const;
type WagerEventType = (typeof WAGER_EVENTS)[number];

/**
 * Wagering progress from the wager core's events (issue 26 item 2). A batch, in the dispatcher's
 * transaction: the batch's contribution rows and the bonuses they touch are read once (two
 * statements; terms once per bonus and process), the events are folded in memory in position
 * order (`foldContribution`), then the moved bonuses' member locks are taken and one statement
 * upserts the changed rows and moves each bonus's progress by the sum of its rows' changes. A bonus whose progress reached its requirement converts in the same transaction, so a
 * conversion commits exactly once with the position. Replays change nothing (versions).
 */
export function bonusProgressConsumer(
  money: BonusMoneyDeps,
  policyOf: (tx: Database) => Promise<TValidStakePolicy>,
  options: { batchSize?: number } = {},
): EventConsumer {
  // Terms never change after the grant: each bonus's are read and parsed once per process.
  const terms = new TermsCache();
  return {
    name: BONUS_PROGRESS_CONSUMER,
    types: WAGER_EVENTS,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    handle: async (tx, events) => {
      const outcomes = events.map((e: StoredEvent) => ({
        type: e.type as WagerEventType,
        outcome: e.payload as WagerOutcome,
      }));
      const held = await heldContributions(
        tx,
        outcomes.map((o) => o.outcome),
      );
      const found = await bonusesOf(
        tx,
        [...new Set(outcomes.map((o) => o.outcome.accountId))],
        [...new Set([...held.values()].map((c) => c.bonusId))],
        terms,
      );
      if (found.length === 0) return;
      const byId = new Map(found.map((b) => [b.id, b]));
      const active = new Map(
        found.filter((b) => b.status === 'active').map((b) => [`${b.accountId}:${b.currency}`, b]),
      );
      const bonusFor = (id: number | null, o: WagerOutcome) =>
        id === null ? active.get(`${o.accountId}:${o.currency}`) : byId.get(id);
      const policy = await policyOf(tx);
      const after = new Map<string, Contribution>();
      for (const { type, outcome } of outcomes) {
        const key = contributionKey(outcome);
        const current = after.get(key) ?? held.get(key);
        const next = foldContribution(current, type, outcome, bonusFor, policy);
        if (next && next !== current) after.set(key, next);
      }
      if (after.size === 0) return;
      const deltas = new Map<number, number>();
      for (const [key, row] of after) {
        const before = held.get(key)?.contribution ?? 0;
        deltas.set(row.bonusId, (deltas.get(row.bonusId) ?? 0) + row.contribution - before);
      }
      const moved = [...deltas].filter(([, d]) => d !== 0);
      // Endings take the member's bonus lock before the bonus row: so does this batch.
      await lockPairs(
        tx,
        moved.map(([id]) => byId.get(id)!),
      );
      const reached = await writeContributions(tx, [...after.values()], moved);
      for (const id of reached) await endBonus(tx, money, id, 'completed', 'requirement_met');
    },
  };
}

interface ContributionRow {
  product: string;
  wager_id: string;
  leg: number;
  bonus_id: unknown;
  version: number;
  category: string;
  stake: unknown;
  valid_stake: unknown;
  rate: number;
  contribution: unknown;
  status: 'settled' | 'voided';
  changed_at: unknown;
}

async function heldContributions(
  tx: Database,
  outcomes: WagerOutcome[],
): Promise<Map<string, Contribution>> {
  const keys = JSON.stringify(outcomes.map((o) => [o.product, o.wagerId, o.leg]));
  const rows = await queryRows<ContributionRow>(
    tx,
    sql`SELECT c.* FROM bonus_contributions c
         WHERE (c.product, c.wager_id, c.leg) IN
               (SELECT k->>0, k->>1, (k->>2)::int FROM jsonb_array_elements(${keys}::jsonb) k)`,
  );
  return new Map(
    rows.map((r) => {
      const c: Contribution = {
        product: r.product,
        wagerId: r.wager_id,
        leg: r.leg,
        bonusId: Number(r.bonus_id),
        version: r.version,
        category: r.category,
        stake: Number(r.stake),
        validStake: Number(r.valid_stake),
        rate: r.rate,
        contribution: Number(r.contribution),
        status: r.status,
        changedAt: new Date(r.changed_at as string),
      };
      return [contributionKey(c), c];
    }),
  );
}

/** Each bonus's parsed terms, by id (bounded: a process that saw very many starts over). */
class TermsCache {
  private readonly byId = new Map<number, TBonusTerms>();

  get(id: number): TBonusTerms | undefined {
    return this.byId.get(id);
  }

  set(id: number, terms: unknown): void {
    if (this.byId.size >= 100_000) this.byId.clear();
    this.byId.set(id, ZBonusTerms.parse(typeof terms === 'string' ? JSON.parse(terms) : terms));
  }
}

/**
 * The active bonuses of the batch's members and the bonuses its held rows belong to, without
 * their terms (a jsonb document each, most of the answer's bytes); the terms of bonuses this
 * process has not seen yet come in a second statement, once per bonus.
 */
async function bonusesOf(
  tx: Database,
  accountIds: number[],
  bonusIds: number[],
  cache: TermsCache,
): Promise<ProgressBonus[]> {
  const rows = await queryRows<{
    id: unknown;
    account_id: unknown;
    currency: string;
    status: string;
    activated_at: unknown;
    wager_ends_at: unknown;
  }>(
    tx,
    sql`SELECT id, account_id, currency, status, activated_at, wager_ends_at
          FROM bonuses
         WHERE status = 'active'
           AND account_id IN (SELECT value::bigint
                                FROM jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb))
        UNION
        SELECT id, account_id, currency, status, activated_at, wager_ends_at
          FROM bonuses
         WHERE id IN (SELECT value::bigint
                        FROM jsonb_array_elements_text(${JSON.stringify(bonusIds)}::jsonb))`,
  );
  const unknown = rows.map((r) => Number(r.id)).filter((id) => !cache.get(id));
  if (unknown.length > 0) {
    const found = await queryRows<{ id: unknown; terms: unknown }>(
      tx,
      sql`SELECT id, terms FROM bonuses
           WHERE id IN (SELECT value::bigint
                          FROM jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb))`,
    );
    for (const f of found) cache.set(Number(f.id), f.terms);
  }
  const at = (v: unknown) => (v === null ? null : new Date(v as string));
  return rows.map((r) => ({
    id: Number(r.id),
    accountId: Number(r.account_id),
    currency: r.currency,
    status: r.status,
    terms: cache.get(Number(r.id))!,
    activatedAt: at(r.activated_at),
    wagerEndsAt: at(r.wager_ends_at),
  }));
}

async function lockPairs(tx: Database, touched: ProgressBonus[]): Promise<void> {
  const keys = [...new Set(touched.map((b) => `bonus:${b.accountId}:${b.currency}`))].sort();
  if (keys.length === 0) return;
  await tx.execute(
    sql`SELECT count(pg_advisory_xact_lock(hashtextextended(k, 0)))
          FROM (SELECT value AS k FROM jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)
                 ORDER BY 1) s`,
  );
}

/**
 * One statement for the batch's writes: the upsert of its changed rows (one JSON parameter: a
 * drizzle multi-row insert of 500 rows binds 6,000 parameters and cost most of a batch's time)
 * and each moved bonus's progress. Answers the active bonuses that reached their requirement.
 */
async function writeContributions(
  tx: Database,
  rows: Contribution[],
  moved: [number, number][],
): Promise<number[]> {
  const json = JSON.stringify(
    rows.map((r) => [
      r.product,
      r.wagerId,
      r.leg,
      r.bonusId,
      r.version,
      r.category,
      r.stake,
      r.validStake,
      r.rate,
      r.contribution,
      r.status,
      r.changedAt.toISOString(),
    ]),
  );
  const reached = await queryRows<{
    id: unknown;
    status: string;
    progress: unknown;
    requirement: unknown;
  }>(
    tx,
    sql`WITH c AS (
          INSERT INTO bonus_contributions (product, wager_id, leg, bonus_id, version, category,
                 stake, valid_stake, rate, contribution, status, changed_at)
          SELECT x->>0, x->>1, (x->>2)::int, (x->>3)::bigint, (x->>4)::int, x->>5,
                 (x->>6)::bigint, (x->>7)::bigint, (x->>8)::int, (x->>9)::bigint, x->>10,
                 (x->>11)::timestamptz
            FROM jsonb_array_elements(${json}::jsonb) x
          ON CONFLICT (product, wager_id, leg) DO UPDATE
             SET version = excluded.version, category = excluded.category, stake = excluded.stake,
                 valid_stake = excluded.valid_stake, rate = excluded.rate,
                 contribution = excluded.contribution, status = excluded.status,
                 changed_at = excluded.changed_at
        )
        UPDATE bonuses b
           SET progress = b.progress + d.delta, version = b.version + 1
          FROM (SELECT (x->>0)::bigint AS id, (x->>1)::bigint AS delta
                  FROM jsonb_array_elements(${JSON.stringify(moved)}::jsonb) x) d
         WHERE b.id = d.id
     RETURNING b.id, b.status, b.progress, b.requirement`,
  );
  return reached
    .filter((r) => r.status === 'active' && Number(r.progress) >= Number(r.requirement))
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}
