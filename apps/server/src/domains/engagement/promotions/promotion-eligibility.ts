import { errorMessages, type TPromotionAudience } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { promotions } from '../../../db/schema/index.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { requireGoodStanding } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';

export type PromotionRow = typeof promotions.$inferSelect;
type AccountFacts = Pick<typeof accounts.$inferSelect, 'id' | 'path' | 'createdAt'>;

const DAY_MS = 86_400_000;

/**
 * The VIP level a member holds now, on the caller's transaction when given (engagement/vip's
 * reader, wired in app.ts; level 0 with VIP switched off).
 */
export type MemberVipLevel = (accountId: number, tx?: Database) => Promise<{ level: number }>;

/** Whether any of these audiences needs the member's VIP level (read only then). */
export function needsVipLevel(audiences: TPromotionAudience[]): boolean {
  return audiences.some((a) => a.kind === 'vipLevels');
}

/**
 * Whether the audience includes this member at `now` (a visitor: only everyone's offers).
 * `vipLevel` is the member's level now (read when `needsVipLevel`; 0 otherwise).
 */
export function inAudience(
  audience: TPromotionAudience,
  account: Pick<AccountFacts, 'id' | 'path' | 'createdAt'> | null,
  now: Date,
  vipLevel: number,
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
    case 'vipLevels':
      return (
        !!account &&
        vipLevel >= audience.minLevel &&
        (audience.maxLevel === null || vipLevel <= audience.maxLevel)
      );
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
 * lock committed first is seen): the one rule of cashier/member-standing (the account's state,
 * then the money gate: an exclusion or time-out answers PLAY_RESTRICTED), then the audience.
 * Throws the refusal.
 */
export async function assertEligible(
  tx: Database,
  gate: MoneyGate,
  vipLevelOf: MemberVipLevel,
  promotion: PromotionRow,
  accountId: number,
  now: Date,
  amount: number,
  currency: string,
  key: string,
): Promise<void> {
  // Shared lock: an exclusion or lock of this account waits for the claim (or the claim for it).
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('share');
  if (!account) throw new AppError('NOT_FOUND', errorMessages.NOT_FOUND.en);
  await requireGoodStanding(tx, gate, { accountId, amount, currency, at: now, key });
  const vipLevel = needsVipLevel([promotion.audience])
    ? (await vipLevelOf(accountId, tx)).level
    : 0;
  if (!inAudience(promotion.audience, account, now, vipLevel)) {
    throw new AppError('PROMOTION_NOT_ELIGIBLE', errorMessages.PROMOTION_NOT_ELIGIBLE.en);
  }
}
