import { errorMessages, type TPointsReward } from '@lw/contracts';
import type { z } from 'zod';
import type { ZPointsRewardInput } from '@lw/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, pointsRedemptions, pointsRewards } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import { pointsEntries } from './points-details.js';
import { presentRedemption, presentReward } from './points-presenter.js';
import { pointsWalletsOf } from './points-wallets.js';

type RewardInput = z.infer<typeof ZPointsRewardInput>;

/** The back office's catalogue, redemption queue and a member's points ledger. */
export class PointsAdmin {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
  ) {}

  async rewards(): Promise<TPointsReward[]> {
    const rows = await this.db
      .select()
      .from(pointsRewards)
      .orderBy(asc(pointsRewards.sortOrder), asc(pointsRewards.id));
    return rows.map(presentReward);
  }

  async createReward(input: RewardInput, actor: Actor): Promise<TPointsReward> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(pointsRewards).values(input).returning();
      await recordAudit(tx, actor, {
        action: 'points-reward.create',
        targetType: 'points_reward',
        targetId: String(row!.id),
        after: input,
      });
      return presentReward(row!);
    });
  }

  async updateReward(id: number, input: RewardInput, actor: Actor): Promise<TPointsReward> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(pointsRewards)
        .where(eq(pointsRewards.id, id))
        .for('update');
      if (!before)
        throw new AppError('MALL_REWARD_NOT_FOUND', errorMessages.MALL_REWARD_NOT_FOUND.en);
      const [row] = await tx
        .update(pointsRewards)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(pointsRewards.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'points-reward.update',
        targetType: 'points_reward',
        targetId: String(id),
        before: presentReward(before),
        after: input,
      });
      return presentReward(row!);
    });
  }

  /** The redemption queue (In Process first by default), with the member's username. */
  async redemptions(
    status: 'in_process' | 'approved' | 'rejected' | undefined,
    page: number,
    pageSize: number,
  ) {
    const where = status ? eq(pointsRedemptions.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ r: pointsRedemptions, name: pointsRewards.name, username: accounts.username })
        .from(pointsRedemptions)
        .innerJoin(accounts, eq(accounts.id, pointsRedemptions.accountId))
        .leftJoin(pointsRewards, eq(pointsRewards.id, pointsRedemptions.rewardId))
        .where(where)
        .orderBy(desc(pointsRedemptions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(pointsRedemptions).where(where),
    ]);
    return {
      items: rows.map((x) => presentRedemption(x.r, x.name, x.username)),
      total: total?.n ?? 0,
    };
  }

  /** A member's points balance and latest entries. */
  async member(accountId: number) {
    const [member] = await this.db
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!member) throw new AppError('NOT_FOUND', 'No such member');
    const wallets = await pointsWalletsOf(this.ledger, accountId);
    const [balance, entries] = await Promise.all([
      this.ledger.balanceOf(wallets.points),
      pointsEntries(this.db, wallets.points, 1, 100),
    ]);
    return { accountId, username: member.username, balance, entries: entries.items };
  }
}
