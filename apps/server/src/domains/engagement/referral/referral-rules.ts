import type { TReferralRules } from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { referralRules } from '../../../db/schema/index.js';

/**
 * The programme's rules until an operator saves their own: 50.00 to the referrer on a friend's
 * first deposit of at least 100.00, 0.2 % of the friend's valid bets a day up to 100.00, a friend
 * active from 100.00 of valid bets over 7 days.
 */
export const DEFAULT_REFERRAL_RULES: TReferralRules = {
  firstDepositReward: 5_000,
  firstDepositMin: 10_000,
  betRateBps: 20,
  betDailyCap: 10_000,
  activeMinValidStake: 10_000,
};

export async function loadReferralRules(db: Database): Promise<TReferralRules> {
  const [row] = await db.select().from(referralRules).where(eq(referralRules.id, 1));
  if (!row) return DEFAULT_REFERRAL_RULES;
  return {
    firstDepositReward: row.firstDepositReward,
    firstDepositMin: row.firstDepositMin,
    betRateBps: row.betRateBps,
    betDailyCap: row.betDailyCap,
    activeMinValidStake: row.activeMinValidStake,
  };
}

export async function saveReferralRules(db: Database, rules: TReferralRules): Promise<void> {
  await db
    .insert(referralRules)
    .values({ id: 1, ...rules, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: referralRules.id, set: { ...rules, updatedAt: sql`now()` } });
}
