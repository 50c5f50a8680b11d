import { dayOfInstant } from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import { vipDeposits } from '../../../db/schema/index.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const VIP_DEPOSITS_CONSUMER = 'engagement.vip-deposits';

interface Approved {
  depositId: number;
  accountId: number;
  amount: number;
  currency: string;
}

/**
 * Keeps `vip_deposits` from `deposit.approved` (one row per deposit: a replay adds nothing), on
 * the business day of the approval in the operator's zone. The level follows on the member's
 * next refresh (the `vip-refresh` job, the VIP page, the explanation): a refresh posts to the
 * ledger, which must not wait inside this batch's transaction.
 */
export function vipDepositsConsumer(deps: {
  timeZone(tx: Database): Promise<string>;
}): EventConsumer {
  return {
    name: VIP_DEPOSITS_CONSUMER,
    types: ['deposit.approved'],
    handle: async (tx, events: readonly StoredEvent[]) => {
      const timeZone = await deps.timeZone(tx);
      for (const event of events) {
        const p = event.payload as Approved;
        await tx
          .insert(vipDeposits)
          .values({
            depositId: p.depositId,
            accountId: p.accountId,
            amount: p.amount,
            currency: p.currency,
            businessDay: dayOfInstant(event.occurredAt, timeZone),
          })
          .onConflictDoNothing();
      }
    },
  };
}
