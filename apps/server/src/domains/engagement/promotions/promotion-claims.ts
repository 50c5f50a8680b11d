import {
  errorMessages,
  percentOf,
  type TPromotionClaimResult,
  type TPromotionRule,
} from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { promotionClaims, promotionOptIns, promotions } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
import type { SettledWagerQueries } from '../../cashier/settled-wagers/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { previousPeriod } from './cashback-period.js';
import { claimIn, type ClaimDeps } from './claim-core.js';
import { assertEligible, isOpen, type PromotionRow } from './promotion-eligibility.js';

export interface ClaimMeta {
  ip: string | null;
  deviceId: string | null;
}

export interface PromotionClaimsDeps extends ClaimDeps {
  db: Database;
  clock: Clock;
  settings: SettingsService;
  settledWagers: Pick<SettledWagerQueries, 'memberDays'>;
}

const wrongAction = () =>
  new AppError('PROMOTION_WRONG_ACTION', errorMessages.PROMOTION_WRONG_ACTION.en);

/**
 * The member's actions on an offer: claim (fixed bonus, free spins, cashback; a raffle entry),
 * opt in to a deposit match (granted by the `deposit.approved` consumer), and the operator's
 * raffle draw. Every grant goes through `claimIn` (idempotent, guarded counters, one transaction).
 */
export class PromotionClaims {
  constructor(private readonly deps: PromotionClaimsDeps) {}

  private async currency(tx?: Database): Promise<string> {
    return (await this.deps.settings.get('cashier', tx)).currency;
  }

  async claim(
    accountId: number,
    promotionId: number,
    requestId: string,
    meta: ClaimMeta,
  ): Promise<TPromotionClaimResult> {
    const now = this.deps.clock.now();
    const promotion = await this.load(promotionId);
    const rule = promotion.rule;
    const currency = await this.currency();
    let amount: number;
    let requestKey = `request:${requestId}`;
    let status: 'issued' | 'signed' = 'issued';
    switch (rule.kind) {
      case 'fixedBonus':
        amount = rule.amount;
        break;
      case 'freeSpins':
        // The spins' value as a bonus (docs "Promotions": the house does not fund a spin itself).
        amount = rule.spins * rule.stakePerSpin;
        break;
      case 'cashback': {
        const cashback = await this.cashbackOf(accountId, rule, now, currency);
        // One claim per period, whatever key the client sends.
        requestKey = `cashback:${cashback.from}`;
        amount = cashback.amount;
        if (amount <= 0 && isOpen(promotion, now)) {
          throw new AppError(
            'PROMOTION_NOTHING_TO_CLAIM',
            errorMessages.PROMOTION_NOTHING_TO_CLAIM.en,
          );
        }
        break;
      }
      case 'raffle':
        // An entry: one per member, paid only if drawn.
        requestKey = 'raffle:entry';
        amount = 0;
        status = 'signed';
        break;
      default:
        throw wrongAction();
    }
    return this.deps.db.transaction((tx) =>
      claimIn(tx, this.deps, {
        promotion,
        accountId,
        requestKey,
        amount,
        currency,
        status,
        now,
        ...meta,
      }),
    );
  }

  /**
   * Opts in to a deposit-match offer: the member's next approved deposit takes it. One waiting
   * opt-in per member (a new one replaces the old); eligibility is checked now and at the grant.
   */
  async optIn(
    accountId: number,
    promotionId: number,
    meta: ClaimMeta,
  ): Promise<{ status: 'process' }> {
    const now = this.deps.clock.now();
    const promotion = await this.load(promotionId);
    if (promotion.rule.kind !== 'depositMatch') throw wrongAction();
    if (!isOpen(promotion, now)) {
      throw new AppError('PROMOTION_NOT_OPEN', errorMessages.PROMOTION_NOT_OPEN.en);
    }
    const currency = await this.currency();
    await this.deps.db.transaction(async (tx) => {
      await assertEligible(
        tx,
        this.deps.moneyGate,
        this.deps.vipLevelOf,
        promotion,
        accountId,
        now,
        1,
        currency,
        `promotion-opt-in:${promotionId}:${accountId}`,
      );
      const [counted] = await queryRows<{ claims: number }>(
        tx,
        sql`SELECT claims FROM promotion_member_totals
             WHERE promotion_id = ${promotionId} AND account_id = ${accountId}`,
      );
      if (counted && counted.claims >= promotion.claimLimit) {
        throw new AppError('PROMOTION_CLAIM_LIMIT', errorMessages.PROMOTION_CLAIM_LIMIT.en);
      }
      await tx
        .update(promotionOptIns)
        .set({ status: 'skipped', note: 'replaced', usedAt: now })
        .where(
          and(eq(promotionOptIns.accountId, accountId), eq(promotionOptIns.status, 'waiting')),
        );
      await tx.insert(promotionOptIns).values({
        promotionId,
        accountId,
        status: 'waiting',
        ip: meta.ip,
        deviceId: meta.deviceId,
        createdAt: now,
      });
    });
    return { status: 'process' };
  }

  /**
   * A deposit was approved (the consumer's batch transaction): the member's waiting opt-in takes
   * it. The match is `floor(percent % × deposit)`, at most the cap; a deposit below the minimum,
   * or a claim the guards refuse (excluded since, limit, budget), marks the opt-in skipped with
   * the refusal's code instead of failing the batch. Keyed by the deposit: a replay pays nothing.
   */
  async onDepositApproved(
    tx: Database,
    deposit: { depositId: number; accountId: number; amount: number; currency: string },
  ): Promise<void> {
    const [optIn] = await tx
      .select()
      .from(promotionOptIns)
      .where(
        and(
          eq(promotionOptIns.accountId, deposit.accountId),
          eq(promotionOptIns.status, 'waiting'),
        ),
      )
      .for('update');
    if (!optIn) return;
    const now = this.deps.clock.now();
    const finish = (status: 'used' | 'skipped', note: string | null) =>
      tx
        .update(promotionOptIns)
        .set({ status, note, depositId: deposit.depositId, usedAt: now })
        .where(eq(promotionOptIns.id, optIn.id));
    const [promotion] = await tx
      .select()
      .from(promotions)
      .where(eq(promotions.id, optIn.promotionId));
    const rule = promotion?.rule;
    if (!promotion || rule?.kind !== 'depositMatch')
      return void (await finish('skipped', 'NOT_A_MATCH'));
    if (deposit.amount < rule.minDeposit) return void (await finish('skipped', 'BELOW_MINIMUM'));
    const amount = Math.min(rule.cap, percentOf(deposit.amount, rule.percent, 'floor'));
    try {
      // A savepoint: a refused claim leaves the batch's transaction usable.
      await tx.transaction((savepoint) =>
        claimIn(savepoint as unknown as Database, this.deps, {
          promotion,
          accountId: deposit.accountId,
          requestKey: `deposit:${deposit.depositId}`,
          amount,
          currency: deposit.currency,
          status: 'issued',
          now,
          ip: optIn.ip,
          deviceId: optIn.deviceId,
          depositAmount: deposit.amount,
        }),
      );
      await finish('used', null);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await finish('skipped', err.code);
    }
  }

  /**
   * Draws a raffle's winners among its entries at random (PostgreSQL's random(), a fair shuffle),
   * pays each its prize through `claimIn`'s guards and marks the others lost. Once: entries
   * already drawn are not drawn again.
   */
  async drawRaffle(actor: Actor, promotionId: number): Promise<{ winners: number }> {
    const promotion = await this.load(promotionId);
    const rule = promotion.rule;
    if (rule.kind !== 'raffle') throw wrongAction();
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`raffle:${promotionId}`}, 0))`,
      );
      const entries = await tx
        .select()
        .from(promotionClaims)
        .where(
          and(eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.status, 'signed')),
        )
        .orderBy(sql`random()`);
      let winners = 0;
      for (const entry of entries) {
        const win = winners < rule.winners;
        if (win) {
          await this.payWinner(tx, promotion, entry, rule.prize, now);
          winners += 1;
        } else {
          await tx
            .update(promotionClaims)
            .set({ status: 'lost' })
            .where(eq(promotionClaims.id, entry.id));
        }
      }
      await recordAudit(tx, actor, {
        action: 'promotion.raffle_draw',
        targetType: 'promotion',
        targetId: String(promotionId),
        after: { entries: entries.length, winners },
      });
      return { winners };
    });
  }

  private async payWinner(
    tx: Database,
    promotion: PromotionRow,
    entry: typeof promotionClaims.$inferSelect,
    prize: number,
    now: Date,
  ): Promise<void> {
    await tx
      .transaction(async (savepoint) => {
        const db = savepoint as unknown as Database;
        // The entry counted as the member's claim already; the prize adds only money.
        const [spent] = await db
          .update(promotions)
          .set({ spent: sql`${promotions.spent} + ${prize}` })
          .where(
            and(
              eq(promotions.id, promotion.id),
              sql`(${promotions.budgetTotal} IS NULL OR ${promotions.spent} + ${prize} <= ${promotions.budgetTotal})`,
            ),
          )
          .returning({ id: promotions.id });
        if (!spent) {
          throw new AppError(
            'PROMOTION_BUDGET_EXHAUSTED',
            errorMessages.PROMOTION_BUDGET_EXHAUSTED.en,
          );
        }
        await assertEligible(
          db,
          this.deps.moneyGate,
          this.deps.vipLevelOf,
          { ...promotion, state: 'published' },
          entry.accountId,
          now,
          prize,
          entry.currency,
          `raffle:${entry.id}`,
        );
        const bonus = await this.deps.grantBonus(db, {
          accountId: entry.accountId,
          currency: entry.currency,
          amount: prize,
          terms: promotion.rule.terms,
          source: { kind: 'promotion', id: `${promotion.id}:${entry.id}` },
          title: promotion.title,
        });
        await db
          .update(promotionClaims)
          .set({ status: 'issued', amount: prize, bonusId: bonus.id })
          .where(eq(promotionClaims.id, entry.id));
      })
      .catch(async (err: unknown) => {
        // An excluded or no longer eligible winner gets nothing; the entry is lost.
        if (!(err instanceof AppError)) throw err;
        await tx
          .update(promotionClaims)
          .set({ status: 'lost' })
          .where(eq(promotionClaims.id, entry.id));
      });
  }

  private async cashbackOf(
    accountId: number,
    rule: Extract<TPromotionRule, { kind: 'cashback' }>,
    now: Date,
    currency: string,
  ): Promise<{ from: string; amount: number }> {
    const { timeZone } = await this.deps.settings.get('cashier');
    const range = previousPeriod(now, rule.period, timeZone);
    const days = await this.deps.settledWagers.memberDays(accountId, range.from, range.to);
    const loss = days
      .filter((d) => d.currency === currency)
      .reduce((sum, d) => sum + d.stake - d.win, 0);
    const amount = loss > 0 ? Math.min(rule.cap, percentOf(loss, rule.percent, 'floor')) : 0;
    return { from: range.from, amount };
  }

  private async load(id: number): Promise<PromotionRow> {
    const [row] = await this.deps.db.select().from(promotions).where(eq(promotions.id, id));
    if (!row || row.state === 'draft') {
      throw new AppError('PROMOTION_NOT_FOUND', errorMessages.PROMOTION_NOT_FOUND.en);
    }
    return row;
  }
}
