import { errorMessages, TRIAL_ACCOUNT_TYPE, type TPromotionAudience } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { promotions } from '../../../db/schema/index.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { restrictionError, type MoneyGate } from '../../cashier/money-gate/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
type AccountFacts = Pick<
  typeof accounts.$inferSelect,
  'id' | 'type' | 'status' | 'mustChangePassword' | 'path' | 'createdAt'
>;

const DAY_MS = 86_400_000;

/**
 * The account rule of every reward (domain-rules §2.3, the wager core's account rule): only an
 * active account that need not change its password, not a trial account. Answers the refusal
 * code, or null.
 */
export function accountRefusal(account: AccountFacts): AppError | null {
  if (account.type === TRIAL_ACCOUNT_TYPE) {
    return new AppError('TRIAL_NOT_ALLOWED', errorMessages.TRIAL_NOT_ALLOWED.en);
  }
  if (account.status === 'locked') {
    return new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
  }
  if (account.status !== 'active') {
    return new AppError('ACCOUNT_DISABLED', errorMessages.ACCOUNT_DISABLED.en);
  }
  if (account.mustChangePassword) {
    return new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
  }
  return null;
}

/** Whether the audience includes this member at `now` (a visitor: only everyone's offers). */
export function inAudience(
  audience: TPromotionAudience,
  account: Pick<AccountFacts, 'id' | 'path' | 'createdAt'> | null,
  now: Date,
): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'newMembers':
      // Visitors see a newcomer's offer: signing up makes them one.
      return !account || now.getTime() - account.createdAt.getTime() <= audience.days * DAY_MS;
    case 'downlineOf':
      return (
        !!account &&
        account.path.includes(`/${audience.agentId}/`) &&
        account.id !== audience.agentId
      );
    case 'list':
      return !!account && audience.accountIds.includes(account.id);
  }
}

/** Open for claims: published and inside its window. */
export function isOpen(promotion: PromotionRow, now: Date): boolean {
  return (
    promotion.state === 'published' &&
    promotion.startsAt.getTime() <= now.getTime() &&
    now.getTime() < promotion.endsAt.getTime()
  );
}

/**
 * Everything a claim checks about the member, on the claim's own transaction (an exclusion or a
 * lock committed first is seen): the account rule, the money gate (an exclusion or time-out
 * answers PLAY_RESTRICTED) and the audience. Throws the refusal.
 */
export async function assertEligible(
  tx: Database,
  gate: MoneyGate,
  promotion: PromotionRow,
  accountId: number,
  now: Date,
  amount: number,
  currency: string,
  key: string,
): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('share');
  if (!account) throw new AppError('NOT_FOUND', 'No such account');
  const refusal = accountRefusal(account);
  if (refusal) throw refusal;
  const gated = await gate.admit(tx, {
    accountId,
    path: 'bonus',
    amount: Math.max(amount, 1),
    currency,
    at: now,
    key,
  });
  if (gated) throw restrictionError(gated);
  if (!inAudience(promotion.audience, account, now)) {
    throw new AppError('PROMOTION_NOT_ELIGIBLE', errorMessages.PROMOTION_NOT_ELIGIBLE.en);
  }
}
