import { errorMessages, type TPromotionClaimResult } from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { promotionClaims, promotions } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { GrantBonus } from './bonus-grant.js';
import {
  assertEligible,
  isOpen,
  type MemberVipLevel,
  type PromotionRow,
} from './promotion-eligibility.js';

export interface ClaimInput {
  promotion: PromotionRow;
  accountId: number;
  /** The claim's idempotency key within (promotion, member). */
  requestKey: string;
  /** Bonus money to grant (0: a raffle entry). */
  amount: number;
  currency: string;
  status: 'issued' | 'signed';
  now: Date;
  ip: string | null;
  deviceId: string | null;
  depositAmount?: number;
}

export interface ClaimDeps {
  moneyGate: MoneyGate;
  grantBonus: GrantBonus;
  /** For an audience of VIP levels. */
  vipLevelOf: MemberVipLevel;
}

/**
 * One claim, inside the caller's transaction, in this order (the same for every claim, so two
 * never deadlock):
 * 1. the claim row, insert-or-nothing on (promotion, member, request key): a concurrent replay
 *    waits here for the first one's commit and then answers its stored result;
 * 2. the member's eligibility (account rule, money gate, audience) on this transaction;
 * 3. the per-member counters, one guarded upsert (claim limit, per-member budget);
 * 4. the promotion's budget, one guarded update (`spent + amount <= budget_total`);
 * 5. the grant through the bonus wallet, in the same transaction.
 * Any refusal throws: the transaction rolls back and nothing of the claim stays.
 */
export async function claimIn(
  tx: Database,
  deps: ClaimDeps,
  input: ClaimInput,
): Promise<TPromotionClaimResult> {
  const { promotion, accountId, amount, now } = input;
  const [inserted] = await tx
    .insert(promotionClaims)
    .values({
      promotionId: promotion.id,
      accountId,
      requestKey: input.requestKey,
      status: input.status,
      amount,
      currency: input.currency,
      ip: input.ip,
      deviceId: input.deviceId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: promotionClaims.id });
  if (!inserted) {
    const [first] = await tx
      .select()
      .from(promotionClaims)
      .where(
        and(
          eq(promotionClaims.promotionId, promotion.id),
          eq(promotionClaims.accountId, accountId),
          eq(promotionClaims.requestKey, input.requestKey),
        ),
      );
    if (!first) throw new Error('promotion claim vanished after its conflict');
    return {
      claimId: first.id,
      amount: first.amount,
      status: first.status === 'lost' ? 'closed' : first.status,
      replayed: true,
    };
  }
  if (!isOpen(promotion, now)) {
    throw new AppError('PROMOTION_NOT_OPEN', errorMessages.PROMOTION_NOT_OPEN.en);
  }
  await assertEligible(
    tx,
    deps.moneyGate,
    deps.vipLevelOf,
    promotion,
    accountId,
    now,
    amount,
    input.currency,
    `promotion:${promotion.id}:${accountId}:${input.requestKey}`,
  );
  await countMember(tx, promotion, accountId, amount);
  await spendBudget(tx, promotion, amount);
  if (amount > 0) {
    const bonus = await deps.grantBonus(tx, {
      accountId,
      currency: input.currency,
      amount,
      terms: promotion.rule.terms,
      source: { kind: 'promotion', id: `${promotion.id}:${inserted.id}` },
      title: promotion.title,
      ...(input.depositAmount !== undefined ? { depositAmount: input.depositAmount } : {}),
    });
    await tx
      .update(promotionClaims)
      .set({ bonusId: bonus.id })
      .where(eq(promotionClaims.id, inserted.id));
  }
  return { claimId: inserted.id, amount, status: input.status, replayed: false };
}

/** The claim limit and per-member budget, counted in one guarded upsert (holds under races). */
async function countMember(
  tx: Database,
  promotion: PromotionRow,
  accountId: number,
  amount: number,
): Promise<void> {
  const perMember = promotion.budgetPerMember;
  if (perMember !== null && amount > perMember) {
    throw new AppError('PROMOTION_BUDGET_EXHAUSTED', errorMessages.PROMOTION_BUDGET_EXHAUSTED.en);
  }
  const rows = await queryRows<{ claims: number; amount: string }>(
    tx,
    sql`INSERT INTO promotion_member_totals (promotion_id, account_id, claims, amount)
        VALUES (${promotion.id}, ${accountId}, 1, ${amount})
        ON CONFLICT (promotion_id, account_id) DO UPDATE
          SET claims = promotion_member_totals.claims + 1,
              amount = promotion_member_totals.amount + excluded.amount
        WHERE promotion_member_totals.claims < ${promotion.claimLimit}
          AND (${perMember}::bigint IS NULL
               OR promotion_member_totals.amount + excluded.amount <= ${perMember}::bigint)
        RETURNING claims, amount::text`,
  );
  if (rows.length > 0) return;
  // Refused: tell which guard (the row is locked by this transaction's attempt, so it is current).
  const [current] = await queryRows<{ claims: number }>(
    tx,
    sql`SELECT claims FROM promotion_member_totals
         WHERE promotion_id = ${promotion.id} AND account_id = ${accountId}`,
  );
  if (current && current.claims >= promotion.claimLimit) {
    throw new AppError('PROMOTION_CLAIM_LIMIT', errorMessages.PROMOTION_CLAIM_LIMIT.en);
  }
  throw new AppError('PROMOTION_BUDGET_EXHAUSTED', errorMessages.PROMOTION_BUDGET_EXHAUSTED.en);
}

/** The promotion's budget: one guarded update, so parallel claims never pass it together. */
async function spendBudget(tx: Database, promotion: PromotionRow, amount: number): Promise<void> {
  const [row] = await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}`, claims: sql`${promotions.claims} + 1` })
    .where(
      and(
        eq(promotions.id, promotion.id),
        sql`(${promotions.budgetTotal} IS NULL OR ${promotions.spent} + ${amount} <= ${promotions.budgetTotal})`,
      ),
    )
    .returning({ id: promotions.id });
  if (!row) {
    throw new AppError('PROMOTION_BUDGET_EXHAUSTED', errorMessages.PROMOTION_BUDGET_EXHAUSTED.en);
  }
}
