import { ZBonusTerms, type TBonus, type TBonusEndReason } from '@lw/contracts';
import type { bonuses } from '../../../db/schema/index.js';

export type BonusRow = typeof bonuses.$inferSelect;

/** A bonus as the API shows it; `balance` is the bonus wallet's while it is active. */
export function bonusView(row: BonusRow, balance: number): TBonus {
  return {
    id: row.id,
    accountId: row.accountId,
    currency: row.currency,
    source: { kind: row.sourceKind, id: row.sourceId },
    title: row.title ?? null,
    amount: row.amount,
    depositAmount: row.depositAmount,
    balance: row.status === 'active' ? balance : 0,
    requirement: row.requirement,
    progress: row.progress,
    status: row.status,
    // Stored terms were parsed at the grant; parsing again fills defaults added since.
    terms: ZBonusTerms.parse(row.terms),
    grantedAt: row.grantedAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    wagerEndsAt: row.wagerEndsAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: (row.endReason as TBonusEndReason | null) ?? null,
    convertedAmount: row.convertedAmount,
    forfeitedAmount: row.forfeitedAmount,
  };
}
