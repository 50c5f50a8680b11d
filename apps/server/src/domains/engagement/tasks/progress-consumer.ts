import { dayOfInstant, FUN_CURRENCY, validStakeOf, type TValidStakePolicy } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { engagementDeposits } from '../../../db/schema/index.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const ENGAGEMENT_PROGRESS_CONSUMER = 'engagement.progress';

interface WagerPayload {
  product: string;
  wagerId: string;
  leg: number;
  accountId: number;
  currency: string;
  category: string;
  stake: number;
  status: 'settled' | 'voided';
  result?: 'win' | 'loss' | 'push' | 'half_win' | 'half_loss' | 'void';
  settledAt: string;
  version: number;
  sides?: { side: string; stake: number }[];
}

interface DepositPayload {
  depositId: number;
  accountId: number;
  amount: number;
}

/** One wager leg's contribution, as the consumer writes it. */
interface WagerRow {
  product: string;
  wagerId: string;
  leg: number;
  accountId: number;
  category: string;
  validStake: number;
  rounds: number;
  version: number;
  settledAt: Date;
  businessDay: string;
}

/** What the consumer reads of the site settings, on the batch's transaction. */
export interface ProgressRules {
  settings(tx: Database): Promise<{ timeZone: string; validStake: TValidStakePolicy }>;
}

/**
 * The consumer behind daily tasks and the mission leaderboard: each wager leg's latest version
 * becomes one row of `engagement_wagers` (valid stake by the site's policy, 1 round unless
 * voided, the business day of its first settlement), each approved deposit one row of
 * `engagement_deposits`. Only a higher version replaces a row, so duplicates and replays change
 * nothing, and progress (a sum over the rows) always equals a recomputation from the surviving
 * wagers. Two statements per batch (it sends SQL of its own: tasks.test.ts is in the PGlite lane).
 */
export function progressConsumer(rules: ProgressRules): EventConsumer {
  return {
    name: ENGAGEMENT_PROGRESS_CONSUMER,
    types: ['wager.settled', 'wager.voided', 'wager.resettled', 'deposit.approved'],
    handle: async (tx, events) => {
      const { timeZone, validStake } = await rules.settings(tx);
      const wagers = new Map<string, WagerRow>();
      const deposits: (typeof engagementDeposits.$inferInsert)[] = [];
      for (const event of events) {
        if (event.type === 'deposit.approved') {
          const p = event.payload as DepositPayload;
          deposits.push({
            depositId: p.depositId,
            accountId: p.accountId,
            amount: p.amount,
            businessDay: dayOfInstant(event.occurredAt, timeZone),
          });
          continue;
        }
        const row = wagerRow(event, timeZone, validStake);
        if (!row) continue;
        const key = `${row.product}\u0000${row.wagerId}\u0000${row.leg}`;
        const held = wagers.get(key);
        // One row per wager in the statement: the highest version, the first settlement's day.
        if (!held) wagers.set(key, row);
        else if (row.version > held.version) {
          wagers.set(key, { ...row, settledAt: held.settledAt, businessDay: held.businessDay });
        }
      }
      if (wagers.size > 0) await upsertWagers(tx, [...wagers.values()]);
      if (deposits.length > 0) {
        await tx.insert(engagementDeposits).values(deposits).onConflictDoNothing();
      }
    },
  };
}

/**
 * One statement for the batch's rows, sent as one JSON parameter (a 500-row VALUES list of
 * drizzle's builder took most of the batch's time): only a higher version replaces a row, and
 * the first settlement's time and day stay.
 */
async function upsertWagers(tx: Database, rows: WagerRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      product: r.product,
      wager_id: r.wagerId,
      leg: r.leg,
      account_id: r.accountId,
      category: r.category,
      valid_stake: r.validStake,
      rounds: r.rounds,
      version: r.version,
      settled_at: r.settledAt.toISOString(),
      business_day: r.businessDay,
    })),
  );
  await tx.execute(
    sql`INSERT INTO engagement_wagers (product, wager_id, leg, account_id, category, valid_stake,
                                       rounds, version, settled_at, business_day)
        SELECT product, wager_id, leg, account_id, category, valid_stake, rounds, version,
               settled_at, business_day
          FROM jsonb_to_recordset(${json}::jsonb) AS x(product text, wager_id text, leg integer,
               account_id bigint, category text, valid_stake bigint, rounds integer,
               version integer, settled_at timestamptz, business_day date)
        ON CONFLICT (product, wager_id, leg) DO UPDATE
           SET valid_stake = excluded.valid_stake, rounds = excluded.rounds,
               category = excluded.category, version = excluded.version
         WHERE engagement_wagers.version < excluded.version`,
  );
}

function wagerRow(
  event: StoredEvent,
  timeZone: string,
  policy: TValidStakePolicy,
): WagerRow | null {
  const p = event.payload as WagerPayload;
  // Play money never counts, and trial accounts are never ranked.
  if (p.currency === FUN_CURRENCY || p.currency === 'PLAY') return null;
  const voided = event.type === 'wager.voided' || p.status === 'voided';
  const settledAt = new Date(p.settledAt);
  return {
    product: p.product,
    wagerId: p.wagerId,
    leg: p.leg,
    accountId: p.accountId,
    category: p.category,
    validStake: validStakeOf(
      {
        stake: p.stake,
        currency: p.currency,
        status: voided ? 'voided' : p.status,
        result: p.result,
        sides: p.sides,
      },
      policy,
    ),
    rounds: voided || p.result === 'void' ? 0 : 1,
    version: p.version,
    settledAt,
    businessDay: dayOfInstant(settledAt, timeZone),
  };
}
