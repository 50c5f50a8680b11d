import {
  errorMessages,
  wageringRequirement,
  ZBonusSource,
  ZBonusTerms,
  ZCurrencyCode,
  ZLocalizedText,
  ZMinorUnits,
  type TBonus,
  type TMyBonuses,
} from '@lw/contracts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { bonuses } from '../../../db/schema/index.js';
import { systemClock, type Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../ledger/index.js';
import { openMoneyGate, type MoneyGate } from '../money-gate/index.js';
import { activate, bonusBalance, endBonus, type BonusMoneyDeps } from './bonus-endings.js';
import { lockMemberBonuses } from './bonus-lock.js';
import { requireGoodStanding } from '../member-standing/index.js';
import { bonusView, type BonusRow } from './bonus-view.js';

/** What a grant asks (a programme's claim, an operator): terms are parsed with their defaults. */
export const ZBonusGrant = z.object({
  accountId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: ZCurrencyCode,
  amount: ZMinorUnits.min(1),
  terms: ZBonusTerms,
  source: ZBonusSource,
  /** What the member reads it as (the promotion's title); absent: named by the source's kind. */
  title: ZLocalizedText.optional(),
  /** The deposit a match bonus was granted on (the `bonus_plus_deposit` base). */
  depositAmount: ZMinorUnits.optional(),
});
export type TBonusGrant = z.input<typeof ZBonusGrant>;

/**
 * The bonus wallet (issue 26 item 2): bonus money is the member's ledger `bonus` wallet; it
 * enters only by a grant (from the house `promotion` account) and leaves only by conversion (to
 * the main wallet) or forfeiture (back to `promotion`). One bonus per member and currency is
 * active at a time; later grants queue.
 */
export class BonusWallet {
  private readonly money: BonusMoneyDeps;

  constructor(
    private readonly db: Database,
    ledger: LedgerService,
    gate: MoneyGate = openMoneyGate,
    private readonly clock: Clock = systemClock,
  ) {
    this.money = { ledger, gate, clock };
  }

  /**
   * Grants a bonus, in the caller's transaction `tx` when given (a promotion's claim commits
   * with it) or in its own. Idempotent on (member, source): a replay, or 20 calls at once,
   * answer the first grant; the same source with another amount is BONUS_SOURCE_CONFLICT.
   * Refuses a member who may receive no bonus (`requireGoodStanding`, the one rule of cashier/member-standing). Answers the bonus: `active`
   * with its money in the bonus wallet, or `queued` behind the member's active bonus.
   */
  async grant(tx: Database | undefined, input: TBonusGrant): Promise<TBonus> {
    const request = ZBonusGrant.parse(input);
    const run = async (t: Database): Promise<TBonus> => {
      await lockMemberBonuses(t, request.accountId, request.currency);
      const [earlier] = await t
        .select()
        .from(bonuses)
        .where(
          and(
            eq(bonuses.accountId, request.accountId),
            eq(bonuses.sourceKind, request.source.kind),
            eq(bonuses.sourceId, request.source.id),
          ),
        );
      if (earlier) return this.replay(t, earlier, request);
      const now = this.clock.now();
      await requireGoodStanding(t, this.money.gate, {
        accountId: request.accountId,
        amount: request.amount,
        currency: request.currency,
        at: now,
        key: `bonus:${request.source.kind}:${request.source.id}`,
      });
      const [active] = await t
        .select({ id: bonuses.id })
        .from(bonuses)
        .where(
          and(
            eq(bonuses.accountId, request.accountId),
            eq(bonuses.currency, request.currency),
            eq(bonuses.status, 'active'),
          ),
        );
      const depositAmount = request.depositAmount ?? 0;
      const [row] = await t
        .insert(bonuses)
        .values({
          accountId: request.accountId,
          currency: request.currency,
          sourceKind: request.source.kind,
          sourceId: request.source.id,
          title: request.title ?? null,
          amount: request.amount,
          depositAmount,
          terms: request.terms,
          requirement: wageringRequirement(request.terms, request.amount, depositAmount),
          status: 'queued',
          grantedAt: now,
        })
        .returning();
      const granted = active ? row! : await activate(t, this.money, row!, now);
      return this.view(t, granted);
    };
    return tx ? run(tx) : this.db.transaction(run);
  }

  /** The member's bonuses, newest first, and whether a withdrawal request would forfeit one. */
  async mine(accountId: number): Promise<TMyBonuses> {
    const rows = await this.db
      .select()
      .from(bonuses)
      .where(eq(bonuses.accountId, accountId))
      .orderBy(desc(bonuses.id))
      .limit(200);
    const items = await Promise.all(rows.map((r) => this.view(this.db, r)));
    return {
      items,
      forfeitsOnWithdrawal: items.some((b) => b.status === 'active' && b.terms.forfeitOnWithdrawal),
    };
  }

  /**
   * The member gives a bonus up: an active one's balance goes back to the house, a queued one
   * ends with nothing moved. BONUS_NOT_FOUND for another member's bonus, BONUS_NOT_ACTIVE once
   * ended (a second click).
   */
  async forfeit(accountId: number, bonusId: number): Promise<TBonus> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(bonuses)
        .where(and(eq(bonuses.id, bonusId), eq(bonuses.accountId, accountId)));
      if (!row) throw new AppError('BONUS_NOT_FOUND', errorMessages.BONUS_NOT_FOUND.en);
      await lockMemberBonuses(tx, row.accountId, row.currency);
      const ended =
        (await endBonus(tx, this.money, row.id, 'forfeited', 'member')) ??
        (await this.forfeitQueued(tx, row.id));
      if (!ended) throw new AppError('BONUS_NOT_ACTIVE', errorMessages.BONUS_NOT_ACTIVE.en);
      return this.view(tx, ended);
    });
  }

  /**
   * The withdrawal port: a withdrawal request forfeits the member's active bonus in `currency`
   * when its terms say so, in the request's transaction (the withdraw page warned first).
   */
  async forfeitOnWithdrawal(tx: Database, accountId: number, currency: string): Promise<void> {
    await lockMemberBonuses(tx, accountId, currency);
    const [row] = await tx
      .select()
      .from(bonuses)
      .where(
        and(
          eq(bonuses.accountId, accountId),
          eq(bonuses.currency, currency),
          eq(bonuses.status, 'active'),
        ),
      );
    if (!row || !ZBonusTerms.parse(row.terms).forfeitOnWithdrawal) return;
    await endBonus(tx, this.money, row.id, 'forfeited', 'withdrawal');
  }

  /**
   * The expiry job: active bonuses whose wagering window ended are forfeited (status expired).
   * Each ending is guarded by status, so two processes running it at once end each bonus once.
   */
  async expireDue(limit = 500): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .select({ id: bonuses.id, accountId: bonuses.accountId, currency: bonuses.currency })
      .from(bonuses)
      .where(and(eq(bonuses.status, 'active'), lte(bonuses.wagerEndsAt, now)))
      .orderBy(bonuses.id)
      .limit(limit);
    let expired = 0;
    for (const b of due) {
      const ended = await this.db.transaction(async (tx) => {
        await lockMemberBonuses(tx, b.accountId, b.currency);
        return endBonus(tx, this.money, b.id, 'expired', 'expired');
      });
      if (ended) expired++;
    }
    return expired;
  }

  private async forfeitQueued(tx: Database, bonusId: number): Promise<BonusRow | null> {
    const [row] = await tx
      .update(bonuses)
      .set({
        status: 'forfeited',
        endReason: 'member',
        endedAt: this.clock.now(),
        version: sql`${bonuses.version} + 1`,
      })
      .where(and(eq(bonuses.id, bonusId), eq(bonuses.status, 'queued')))
      .returning();
    return row ?? null;
  }

  private async replay(
    tx: Database,
    earlier: BonusRow,
    request: z.infer<typeof ZBonusGrant>,
  ): Promise<TBonus> {
    const same =
      earlier.currency === request.currency &&
      earlier.amount === request.amount &&
      earlier.depositAmount === (request.depositAmount ?? 0);
    if (!same) {
      throw new AppError('BONUS_SOURCE_CONFLICT', errorMessages.BONUS_SOURCE_CONFLICT.en, {
        bonusId: earlier.id,
      });
    }
    return this.view(tx, earlier);
  }

  private async view(tx: Database, row: BonusRow): Promise<TBonus> {
    const balance =
      row.status === 'active' ? await bonusBalance(tx, row.accountId, row.currency) : 0;
    return bonusView(row, balance);
  }
}
