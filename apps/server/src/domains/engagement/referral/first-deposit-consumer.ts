import { dayOfInstant } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { loadReferralRules } from './referral-rules.js';
import { selfReferralSignals } from './self-referral.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const REFERRAL_FIRST_DEPOSIT_CONSUMER = 'engagement.referral-first-deposit';

/**
 * The consumer of `deposit.approved` that notes a referred friend's first approved deposit
 * (issue 26 item 7): one `referral_rewards` row per friend (a partial unique index), so a replay,
 * a duplicate or a later deposit adds nothing. The row is `pending` (paid by the payer's next
 * pass, outside the dispatcher's transaction: a ledger wallet is made on its own connection) or
 * `refused` with its reason: under the minimum, no reward set, or the friend shares a device,
 * IP, bank account or phone with the referrer (self-referral).
 */
export function firstDepositConsumer(rules: {
  timeZone(tx: Database): Promise<string>;
}): EventConsumer {
  return {
    name: REFERRAL_FIRST_DEPOSIT_CONSUMER,
    types: ['deposit.approved'],
    handle: async (tx, events) => {
      let timeZone: string | null = null;
      for (const event of events) {
        const p = event.payload as {
          depositId: number;
          accountId: number;
          amount: number;
          currency: string;
        };
        const [friend] = await queryRows<{ referred_by_id: string | null }>(
          tx,
          sql`SELECT referred_by_id FROM accounts WHERE id = ${p.accountId}`,
        );
        if (!friend?.referred_by_id) continue;
        const referrerId = Number(friend.referred_by_id);
        const known = await queryRows<{ id: string }>(
          tx,
          sql`SELECT id FROM referral_rewards WHERE friend_id = ${p.accountId} AND kind = 'first_deposit'`,
        );
        if (known.length > 0) continue;
        const current = await loadReferralRules(tx);
        timeZone ??= await rules.timeZone(tx);
        const signals = await selfReferralSignals(tx, referrerId, p.accountId, event.occurredAt);
        const reason =
          signals.length > 0
            ? `self_referral:${signals.join(',')}`
            : p.amount < current.firstDepositMin
              ? 'below_minimum'
              : current.firstDepositReward === 0
                ? 'no_reward'
                : null;
        await tx.execute(
          sql`INSERT INTO referral_rewards (referrer_id, friend_id, kind, business_day, currency,
                                            basis, amount, moves, rate_bps, cap, status, reason,
                                            deposit_id, created_at, updated_at)
              VALUES (${referrerId}, ${p.accountId}, 'first_deposit',
                      ${dayOfInstant(event.occurredAt, timeZone)}::date, ${p.currency}, ${p.amount},
                      ${reason === null ? current.firstDepositReward : 0}, 0, NULL, NULL,
                      ${reason === null ? 'pending' : 'refused'}, ${reason}, ${p.depositId},
                      ${event.occurredAt.toISOString()}::timestamptz,
                      ${event.occurredAt.toISOString()}::timestamptz)
              ON CONFLICT DO NOTHING`,
        );
      }
    },
  };
}
