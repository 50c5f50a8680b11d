import type { TPointsRedemption, TPointsReward } from '@lw/contracts';
import type { pointsRedemptions, pointsRewards } from '../../../db/schema/index.js';

type RewardRow = typeof pointsRewards.$inferSelect;
type RedemptionRow = typeof pointsRedemptions.$inferSelect;

export function presentReward(r: RewardRow): TPointsReward {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.imageUrl,
    pricePoints: r.pricePoints,
    stock: r.stock,
    perMemberLimit: r.perMemberLimit,
    active: r.active,
    sortOrder: r.sortOrder,
  };
}

/** A redeem record as the member (and, with the username, the operator) sees it. */
export function presentRedemption(
  r: RedemptionRow,
  rewardName: RewardRow['name'] | null,
  username?: string,
): TPointsRedemption {
  return {
    id: r.id,
    type: r.type,
    rewardId: r.rewardId,
    rewardName,
    points: r.points,
    amount: r.amount,
    currency: r.currency,
    ratio:
      r.ratioPoints !== null && r.ratioAmount !== null
        ? { points: r.ratioPoints, amount: r.ratioAmount }
        : null,
    status: r.status,
    reference: r.reference,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    ...(username !== undefined ? { username } : {}),
  };
}

/** The reference a member and an operator quote: PR and the record's number. */
export function referenceOf(id: number): string {
  return `PR${String(id).padStart(8, '0')}`;
}
