import {
  errorMessages,
  type TPointsRedemption,
  type TPointsReward,
  type TErrorCode,
} from '@lw/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZConvertPointsRequest, ZRedeemRequest } from '@lw/contracts';
import { queryRows, type Database } from '../../../db/client.js';
import { pointsRedemptions, pointsRewards } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type {
  AccountRow,
  AccountsService,
  PaymentPasswords,
} from '../../identity/accounts/index.js';
import { refuseTrial } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { requireGoodStanding } from '../../cashier/member-standing/index.js';
import { loadPointsConfig } from './points-config.js';
import { presentRedemption, presentReward, referenceOf } from './points-presenter.js';
import { moneyForPoints } from './points-rules.js';
import { pointsWalletsOf } from './points-wallets.js';

type RedeemInput = z.infer<typeof ZRedeemRequest>;
type ConvertInput = z.infer<typeof ZConvertPointsRequest>;

/**
 * The member's points mall: balance, points details, the catalogue, redeeming a reward and
 * converting points to money. Both spends are keyed by (member, requestId): a replay answers the
 * first record. A member's spends are serialised by a transaction advisory lock, so the
 * per-member limit counts exactly; the reward's stock is a guarded update (`stock > 0`).
 */
export class PointsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
    private readonly paymentPasswords: PaymentPasswords,
    private readonly moneyGate: MoneyGate,
  ) {}

  /** The member's balance (PTS ledger wallet) and lifetime figures, with the rules. */
  async summary(session: AccountRow) {
    refuseTrial(session);
    const [config, balance, account, [figures]] = await Promise.all([
      loadPointsConfig(this.db),
      this.balanceOf(session.id),
      this.accounts.findById(session.id),
      queryRows<{ earned: string; exchanged: string }>(
        this.db,
        sql`SELECT
              (SELECT coalesce(sum(points - coalesce(clawed_back, 0)), 0)::text FROM points_awards
                WHERE account_id = ${session.id}) AS earned,
              (SELECT coalesce(sum(points), 0)::text FROM points_redemptions
                WHERE account_id = ${session.id} AND status <> 'rejected') AS exchanged`,
      ),
    ]);
    return {
      balance,
      earned: Number(figures?.earned ?? 0),
      exchanged: Number(figures?.exchanged ?? 0),
      currency: (await this.settings.get('cashier')).currency,
      config,
      hasPaymentPassword: account?.paymentPasswordHash != null,
    };
  }

  /** The member's points balance: the ledger's PTS wallet. */
  async balanceOf(accountId: number): Promise<number> {
    const wallets = await pointsWalletsOf(this.ledger, accountId);
    return this.ledger.balanceOf(wallets.points);
  }

  /** The active catalogue, in the operator's order. */
  async rewards(): Promise<TPointsReward[]> {
    const rows = await this.db
      .select()
      .from(pointsRewards)
      .where(eq(pointsRewards.active, true))
      .orderBy(asc(pointsRewards.sortOrder), asc(pointsRewards.id));
    return rows.map(presentReward);
  }

  /** The member's redeem records, newest first. */
  async redemptions(accountId: number, page: number, pageSize: number) {
    const where = eq(pointsRedemptions.accountId, accountId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ r: pointsRedemptions, name: pointsRewards.name })
        .from(pointsRedemptions)
        .leftJoin(pointsRewards, eq(pointsRewards.id, pointsRedemptions.rewardId))
        .where(where)
        .orderBy(desc(pointsRedemptions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(pointsRedemptions).where(where),
    ]);
    return { items: rows.map((x) => presentRedemption(x.r, x.name)), total: total?.n ?? 0 };
  }

  /** Redeems a reward with the payment password; the record stays In Process for the operator. */
  async redeem(session: AccountRow, input: RedeemInput): Promise<TPointsRedemption> {
    refuseTrial(session);
    const account = await this.fresh(session.id);
    await this.paymentPasswords.check(account, input.paymentPassword);
    const [reward] = await this.db
      .select()
      .from(pointsRewards)
      .where(eq(pointsRewards.id, input.rewardId));
    if (!reward) throw refusal('MALL_REWARD_NOT_FOUND');
    const wallets = await pointsWalletsOf(this.ledger, account.id);
    const { currency } = await this.settings.get('cashier');
    return this.db.transaction(async (tx) => {
      const replay = await this.lockAndFind(tx, account.id, input.requestId);
      if (replay) return replay;
      if (!reward.active) throw refusal('MALL_REWARD_NOT_FOUND');
      await requireGoodStanding(tx, this.moneyGate, {
        accountId: account.id,
        amount: reward.pricePoints,
        currency,
        at: this.clock.now(),
        key: `points:redeem:${account.id}:${input.requestId}`,
      });
      if (reward.perMemberLimit !== null) {
        const [taken] = await tx
          .select({ n: count() })
          .from(pointsRedemptions)
          .where(
            and(
              eq(pointsRedemptions.accountId, account.id),
              eq(pointsRedemptions.rewardId, reward.id),
              ne(pointsRedemptions.status, 'rejected'),
            ),
          );
        if ((taken?.n ?? 0) >= reward.perMemberLimit) throw refusal('REWARD_LIMIT_REACHED');
      }
      // The guard counter: one unit of stock, never below zero, or none at all.
      const [inStock] = await tx
        .update(pointsRewards)
        .set({ stock: sql`${pointsRewards.stock} - 1` })
        .where(
          and(
            eq(pointsRewards.id, reward.id),
            eq(pointsRewards.active, true),
            sql`(${pointsRewards.stock} IS NULL OR ${pointsRewards.stock} > 0)`,
          ),
        )
        .returning({ id: pointsRewards.id });
      if (!inStock) throw refusal('REWARD_OUT_OF_STOCK');
      const row = await this.insertRecord(tx, {
        accountId: account.id,
        requestId: input.requestId,
        type: 'reward',
        rewardId: reward.id,
        points: reward.pricePoints,
        amount: 0,
        currency,
        status: 'in_process',
      });
      const posted = await this.spend(tx, {
        key: `points:redeem:${row.id}`,
        reason: 'points_redeem',
        reference: row.reference,
        legs: [
          { accountId: wallets.points, amount: -reward.pricePoints },
          { accountId: wallets.issue, amount: reward.pricePoints },
        ],
        actor: `account:${account.id}`,
      });
      const [done] = await tx
        .update(pointsRedemptions)
        .set({ spendTransferId: posted })
        .where(eq(pointsRedemptions.id, row.id))
        .returning();
      return presentRedemption(done!, reward.name);
    });
  }

  /** Converts points to money at the table's rate with the payment password (approved at once). */
  async convert(session: AccountRow, input: ConvertInput): Promise<TPointsRedemption> {
    refuseTrial(session);
    const config = await loadPointsConfig(this.db);
    if (!config.convert.enabled) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const amount = moneyForPoints(config, input.points);
    if (input.points < config.convert.minPoints || amount <= 0) {
      throw new AppError(
        'POINTS_CONVERSION_TOO_SMALL',
        errorMessages.POINTS_CONVERSION_TOO_SMALL.en,
        {
          minPoints: config.convert.minPoints,
        },
      );
    }
    const account = await this.fresh(session.id);
    await this.paymentPasswords.check(account, input.paymentPassword);
    const { currency } = await this.settings.get('cashier');
    const [wallets, promotion, main] = await Promise.all([
      pointsWalletsOf(this.ledger, account.id),
      this.ledger.systemAccount('promotion', currency),
      this.ledger.walletOf(account.id, 'main', currency),
    ]);
    return this.db.transaction(async (tx) => {
      const replay = await this.lockAndFind(tx, account.id, input.requestId);
      if (replay) return replay;
      await requireGoodStanding(tx, this.moneyGate, {
        accountId: account.id,
        amount,
        currency,
        at: this.clock.now(),
        key: `points:convert:${account.id}:${input.requestId}`,
      });
      const row = await this.insertRecord(tx, {
        accountId: account.id,
        requestId: input.requestId,
        type: 'convert',
        rewardId: null,
        points: input.points,
        amount,
        currency,
        ratioPoints: config.convert.ratioPoints,
        ratioAmount: config.convert.ratioAmount,
        status: 'approved',
        decidedAt: this.clock.now(),
      });
      // One transfer, two currencies: the points leave, the money arrives (each sums to zero).
      const posted = await this.spend(tx, {
        key: `points:convert:${row.id}`,
        reason: 'points_convert',
        reference: row.reference,
        legs: [
          { accountId: wallets.points, amount: -input.points },
          { accountId: wallets.issue, amount: input.points },
          { accountId: promotion.id, amount: -amount },
          { accountId: main.id, amount },
        ],
        actor: `account:${account.id}`,
      });
      const [done] = await tx
        .update(pointsRedemptions)
        .set({ spendTransferId: posted })
        .where(eq(pointsRedemptions.id, row.id))
        .returning();
      return presentRedemption(done!, null);
    });
  }

  /**
   * Serialises the member's spends (a transaction advisory lock) and answers the record of an
   * earlier request with the same id, if any: a replay changes nothing.
   */
  private async lockAndFind(
    tx: Database,
    accountId: number,
    requestId: string,
  ): Promise<TPointsRedemption | null> {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`points:${accountId}`}, 0))`,
    );
    const [found] = await tx
      .select({ r: pointsRedemptions, name: pointsRewards.name })
      .from(pointsRedemptions)
      .leftJoin(pointsRewards, eq(pointsRewards.id, pointsRedemptions.rewardId))
      .where(
        and(
          eq(pointsRedemptions.accountId, accountId),
          inArray(pointsRedemptions.requestId, [requestId.toLowerCase()]),
        ),
      );
    return found ? presentRedemption(found.r, found.name) : null;
  }

  private async insertRecord(
    tx: Database,
    values: Omit<typeof pointsRedemptions.$inferInsert, 'reference'>,
  ) {
    const requestId = values.requestId.toLowerCase();
    const [row] = await tx
      .insert(pointsRedemptions)
      .values({
        ...values,
        requestId,
        reference: `new:${values.accountId}:${requestId}`,
        createdAt: this.clock.now(),
      })
      .returning();
    const [named] = await tx
      .update(pointsRedemptions)
      .set({ reference: referenceOf(row!.id) })
      .where(eq(pointsRedemptions.id, row!.id))
      .returning();
    return named!;
  }

  /** Posts a spend in `tx`; a points wallet short of points answers POINTS_INSUFFICIENT. */
  private async spend(
    tx: Database,
    t: {
      key: string;
      reason: 'points_redeem' | 'points_convert';
      reference: string;
      legs: { accountId: number; amount: number }[];
      actor: string;
    },
  ): Promise<number> {
    try {
      const posted = await this.ledger.postTransfer(
        {
          idempotencyKey: t.key,
          reason: t.reason,
          reference: t.reference,
          legs: t.legs,
          actor: t.actor,
        },
        { tx },
      );
      return posted.transferId;
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
        throw refusal('POINTS_INSUFFICIENT');
      }
      throw err;
    }
  }

  /** The session's row may be minutes old: the payment password is read fresh. */
  private async fresh(accountId: number): Promise<AccountRow> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AppError('UNAUTHORIZED', 'Account no longer exists');
    return account;
  }
}

function refusal(code: TErrorCode): AppError {
  return new AppError(code, errorMessages[code].en);
}
