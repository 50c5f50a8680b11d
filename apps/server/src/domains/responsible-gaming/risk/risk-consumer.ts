import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { scoreMember, type ScoringRules } from './risk-scoring.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const RISK_CONSUMER = 'responsible-gaming.risk';

interface DepositApproved {
  depositId: number;
  accountId: number;
  amount: number;
  currency: string;
}

/**
 * Markers of harm as they happen: a credited deposit is copied into `risk_deposits` and its
 * member scored at once; settled play marks its members for the `risk-rescore` job, which reads
 * the settled-wager read model once another consumer has folded the play in (this consumer may
 * run before it). Idempotent: a deposit is copied once (its id is the key), and scoring again
 * finds the same markers.
 */
export function riskConsumer(deps: {
  clock: Clock;
  scoring: (tx: Database) => Promise<ScoringRules>;
}): EventConsumer {
  return {
    name: RISK_CONSUMER,
    types: ['deposit.approved', 'wager.settled', 'wager.resettled'],
    handle: async (tx, events) => {
      const now = deps.clock.now();
      const deposits = events.filter((e) => e.type === 'deposit.approved').map(depositOf);
      const played = [...new Set(events.filter(isWager).map(accountOf))];
      if (played.length > 0) await markForRescore(tx, played, now);
      if (deposits.length === 0) return;
      await copyDeposits(tx, deposits, now);
      const scoring = await deps.scoring(tx);
      for (const accountId of new Set(deposits.map((d) => d.accountId))) {
        await scoreMember(tx, accountId, now, scoring);
      }
    },
  };
}

const isWager = (e: StoredEvent) => e.type !== 'deposit.approved';
const accountOf = (e: StoredEvent) => Number((e.payload as { accountId: number }).accountId);
const depositOf = (e: StoredEvent) => e.payload as DepositApproved;

async function copyDeposits(tx: Database, deposits: DepositApproved[], at: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO risk_deposits (deposit_id, account_id, amount, currency, at)
        SELECT d.deposit_id, d.account_id, d.amount, d.currency, ${at.toISOString()}::timestamptz
          FROM jsonb_to_recordset(${JSON.stringify(
            deposits.map((d) => ({
              deposit_id: d.depositId,
              account_id: d.accountId,
              amount: d.amount,
              currency: d.currency,
            })),
          )}::jsonb) AS d(deposit_id bigint, account_id bigint, amount bigint, currency text)
        ON CONFLICT (deposit_id) DO NOTHING`,
  );
}

/** One statement per batch: the members keep the earliest mark until the job scores them. */
async function markForRescore(tx: Database, accountIds: number[], now: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO risk_member_scores (account_id, dirty_since)
        SELECT unnest(${`{${accountIds.join(',')}}`}::bigint[]), ${now.toISOString()}::timestamptz
        ON CONFLICT (account_id) DO UPDATE
          SET dirty_since = coalesce(risk_member_scores.dirty_since, EXCLUDED.dirty_since)`,
  );
}
