import {
  errorMessages,
  percentOf,
  type TAdminRewardPage,
  type TEngagementBadges,
  type TReward,
  type TRewardList,
} from '@lw/contracts';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, rewardItems, turnoverRequirements } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import { mayBeOffered, requireGoodStanding } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';

type RewardRow = typeof rewardItems.$inferSelect;

/** What a programme offers a member (VIP, rebates and referral will post here too). */
export interface RewardOffer {
  accountId: number;
  /** The programme: its title key on the player site (`task`, `sign_in`, `leaderboard`, …). */
  sourceKind: string;
  /** Unique within the kind: an offer made twice with the same key is one reward. */
  sourceKey: string;
  /** Minor units, > 0. */
  amount: number;
  titleParams?: Record<string, string | number>;
  /** Percent of the amount to bet before withdrawing (the cashier's turnover requirement). */
  turnoverPercent?: number;
  availableFrom?: Date;
  /** Null or absent: never expires. */
  availableUntil?: Date | null;
}

/** The answer of `offer`. */
export interface OfferResult {
  id: number;
  /** False when a reward with the same source already existed (nothing new was made). */
  created: boolean;
}

/**
 * The reward centre: one list of claimable rewards per member, whatever programme offered them.
 * `offer` runs in the offering programme's transaction; `claim` pays once through the ledger:
 * the status moves unclaimed -> claimed with one guarded update, so of 20 parallel claims one
 * pays and the others answer the claimed reward (the first result).
 */
export class RewardCentre {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly moneyGate: MoneyGate,
    private readonly clock: Clock,
  ) {}

  /**
   * Offers a reward in the caller's transaction. A member who may not receive rewards now
   * (excluded, on a time-out, locked, disabled, must change password, trial: cashier's
   * member-standing rule) gets none: null.
   */
  async offer(tx: Database, offer: RewardOffer): Promise<OfferResult | null> {
    const now = this.clock.now();
    const { currency } = await this.settings.get('cashier', tx);
    const member = { accountId: offer.accountId, currency, at: now };
    if (!(await mayBeOffered(tx, this.moneyGate, member))) return null;
    const [made] = await tx
      .insert(rewardItems)
      .values({
        accountId: offer.accountId,
        sourceKind: offer.sourceKind,
        sourceKey: offer.sourceKey,
        amount: offer.amount,
        currency,
        titleParams: offer.titleParams ?? {},
        turnoverPercent: offer.turnoverPercent ?? 0,
        availableFrom: offer.availableFrom ?? now,
        availableUntil: offer.availableUntil ?? null,
      })
      .onConflictDoNothing({ target: [rewardItems.sourceKind, rewardItems.sourceKey] })
      .returning({ id: rewardItems.id });
    if (made) return { id: made.id, created: true };
    const [known] = await tx
      .select({ id: rewardItems.id })
      .from(rewardItems)
      .where(
        and(
          eq(rewardItems.sourceKind, offer.sourceKind),
          eq(rewardItems.sourceKey, offer.sourceKey),
        ),
      );
    return known ? { id: known.id, created: false } : null;
  }

  /** Pays the member's reward once; a replay (or a parallel twin) answers the claimed reward. */
  async claim(accountId: number, rewardId: number): Promise<TReward> {
    const known = await this.mine(this.db, accountId, rewardId);
    if (known.status === 'claimed') return present(known);
    // Ledger accounts before the transaction: PGlite has one connection.
    const [wallet, house] = await Promise.all([
      this.ledger.walletOf(accountId, 'main', known.currency),
      this.ledger.systemAccount('promotion', known.currency),
    ]);
    const claimed = await this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const [won] = await tx
        .update(rewardItems)
        .set({ status: 'claimed', claimedAt: now })
        .where(
          and(
            eq(rewardItems.id, rewardId),
            eq(rewardItems.accountId, accountId),
            eq(rewardItems.status, 'unclaimed'),
            lte(rewardItems.availableFrom, now),
            or(isNull(rewardItems.availableUntil), gt(rewardItems.availableUntil, now)),
          ),
        )
        .returning();
      if (!won) {
        const current = await this.mine(tx, accountId, rewardId);
        if (current.status === 'claimed') return current;
        throw new AppError('REWARD_EXPIRED', errorMessages.REWARD_EXPIRED.en);
      }
      const key = `reward:${won.id}`;
      await requireGoodStanding(tx, this.moneyGate, {
        accountId,
        amount: won.amount,
        currency: won.currency,
        at: now,
        key,
      });
      const posted = await this.ledger.postTransfer(
        {
          idempotencyKey: key,
          reason: 'bonus_grant',
          reference: key,
          legs: [
            { accountId: house.id, amount: -won.amount },
            { accountId: wallet.id, amount: won.amount },
          ],
          actor: `account:${accountId}`,
          metadata: { sourceKind: won.sourceKind, sourceKey: won.sourceKey },
        },
        { tx },
      );
      if (won.turnoverPercent > 0) {
        await tx.insert(turnoverRequirements).values({
          accountId,
          source: 'bonus',
          sourceId: won.id,
          // Never more than the rate asks (docs "Money arithmetic": floor).
          required: percentOf(won.amount, won.turnoverPercent, 'floor'),
        });
      }
      const [paid] = await tx
        .update(rewardItems)
        .set({ ledgerTransferId: posted.transferId })
        .where(eq(rewardItems.id, won.id))
        .returning();
      return paid!;
    });
    return present(claimed);
  }

  /** One of the member's rewards as the player sees it. */
  async find(accountId: number, rewardId: number): Promise<TReward> {
    return present(
      this.expiredIfPast(await this.mine(this.db, accountId, rewardId), this.clock.now()),
    );
  }

  /** Which of these source keys of a kind the member already has a reward for. */
  async sourceKeysOf(accountId: number, sourceKind: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: rewardItems.sourceKey })
      .from(rewardItems)
      .where(
        and(
          eq(rewardItems.accountId, accountId),
          eq(rewardItems.sourceKind, sourceKind),
          inArray(rewardItems.sourceKey, keys),
        ),
      );
    return new Set(rows.map((r) => r.key));
  }

  /** The member's rewards available now or before, newest first (at most 100). */
  async list(accountId: number): Promise<TRewardList> {
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(rewardItems)
      .where(and(eq(rewardItems.accountId, accountId), lte(rewardItems.availableFrom, now)))
      .orderBy(desc(rewardItems.id))
      .limit(100);
    const items = rows.map((row) => present(this.expiredIfPast(row, now)));
    return { items, unclaimed: items.filter((r) => r.status === 'unclaimed').length };
  }

  /** The red badges: unclaimed rewards, and of them the leaderboard prizes. */
  async badges(accountId: number): Promise<TEngagementBadges> {
    const now = this.clock.now();
    const [row] = await this.db
      .select({
        all: count(),
        leaderboard: sql<number>`count(*) filter (where ${rewardItems.sourceKind} = 'leaderboard')::int`,
      })
      .from(rewardItems)
      .where(and(eq(rewardItems.accountId, accountId), claimableAt(now)));
    return { rewardCenter: row?.all ?? 0, missionLeaderboard: row?.leaderboard ?? 0 };
  }

  /** Unclaimed rewards past their end become expired (the `reward-expiry` job). */
  async expire(): Promise<number> {
    const now = this.clock.now();
    const rows = await this.db
      .update(rewardItems)
      .set({ status: 'expired' })
      .where(and(eq(rewardItems.status, 'unclaimed'), lte(rewardItems.availableUntil, now)))
      .returning({ id: rewardItems.id });
    return rows.length;
  }

  /** The back office's list. */
  async adminList(query: {
    status?: RewardRow['status'] | undefined;
    accountId?: number | undefined;
    page: number;
    pageSize: number;
  }): Promise<TAdminRewardPage> {
    const where: SQL | undefined = and(
      query.status ? eq(rewardItems.status, query.status) : undefined,
      query.accountId ? eq(rewardItems.accountId, query.accountId) : undefined,
    );
    const rows = await this.db
      .select({ reward: rewardItems, username: accounts.username })
      .from(rewardItems)
      .innerJoin(accounts, eq(accounts.id, rewardItems.accountId))
      .where(where)
      .orderBy(desc(rewardItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await this.db.select({ n: count() }).from(rewardItems).where(where);
    return {
      items: rows.map((r) => ({
        ...present(r.reward),
        accountId: r.reward.accountId,
        username: r.username,
      })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  private async mine(db: Database, accountId: number, rewardId: number): Promise<RewardRow> {
    const [row] = await db
      .select()
      .from(rewardItems)
      .where(and(eq(rewardItems.id, rewardId), eq(rewardItems.accountId, accountId)));
    if (!row || row.availableFrom.getTime() > this.clock.now().getTime()) {
      throw new AppError('REWARD_NOT_FOUND', errorMessages.REWARD_NOT_FOUND.en);
    }
    return row;
  }

  /** Shown as expired once past its end, before the job marks it. */
  private expiredIfPast(row: RewardRow, now: Date): RewardRow {
    return row.status === 'unclaimed' && row.availableUntil && row.availableUntil <= now
      ? { ...row, status: 'expired' }
      : row;
  }
}

function claimableAt(now: Date): SQL {
  return and(
    eq(rewardItems.status, 'unclaimed'),
    lte(rewardItems.availableFrom, now),
    or(isNull(rewardItems.availableUntil), gt(rewardItems.availableUntil, now)),
  )!;
}

function present(row: RewardRow): TReward {
  return {
    id: row.id,
    sourceKind: row.sourceKind,
    titleParams: row.titleParams,
    amount: row.amount,
    currency: row.currency,
    turnoverPercent: row.turnoverPercent,
    availableFrom: row.availableFrom.toISOString(),
    availableUntil: row.availableUntil?.toISOString() ?? null,
    status: row.status,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
