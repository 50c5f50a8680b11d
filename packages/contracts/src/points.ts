import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { ZLocalizedText } from './localized.js';
import { ZRequestId } from './wallet.js';

/**
 * The points mall (issue 26 item 6). Points are the ledger's own currency PTS, in whole points;
 * they are earned on approved deposits at the exchange table's ratios (rounded down: `floor`),
 * never expire, are clawed back when a deposit is reversed, redeemed for rewards (the operator
 * approves or rejects; a rejection refunds the points) or converted to money (rounded down).
 */

export const POINTS_API = {
  summary: '/api/points',
  details: '/api/points/details',
  rewards: '/api/points/rewards',
  redemptions: '/api/points/redemptions',
  conversions: '/api/points/conversions',
  adminConfig: '/api/admin/points/config',
  adminRewards: '/api/admin/points/rewards',
  adminReward: '/api/admin/points/rewards/:id',
  adminRedemptions: '/api/admin/points/redemptions',
  adminApprove: '/api/admin/points/redemptions/:id/approve',
  adminReject: '/api/admin/points/redemptions/:id/reject',
  adminMember: '/api/admin/points/members/:id',
  adminClawback: '/api/admin/points/clawbacks',
} as const;

/** Whole points, as PostgreSQL's bigint and JSON's safe integers hold them. */
export const ZPoints = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A ratio's side: a positive whole number the database's integer column holds. */
const ZRatioPart = z.number().int().min(1).max(1_000_000_000);

/** One row of the exchange table: deposits from `minDeposit` earn `ratioPoints` per `ratioAmount`. */
export const ZPointsTier = z
  .object({
    minDeposit: ZMinorUnits,
    /** Minor units of deposit … */
    ratioAmount: ZRatioPart,
    /** … that earn this many points (100 THB → 1 point: ratioAmount 10000, ratioPoints 1). */
    ratioPoints: ZRatioPart,
  })
  .meta({ id: 'PointsTier' });
export type TPointsTier = z.infer<typeof ZPointsTier>;

export const ZPointsConfig = z
  .object({
    /** The exchange table, by ascending minimum deposit; a deposit takes the highest tier it reaches. */
    tiers: z
      .array(ZPointsTier)
      .max(20)
      .refine((t) => t.every((tier, i) => i === 0 || tier.minDeposit > t[i - 1]!.minDeposit), {
        message: 'Tiers go up by minimum deposit',
      }),
    /** Points to money: `ratioAmount` minor units per `ratioPoints` points, at least `minPoints`. */
    convert: z.object({
      enabled: z.boolean(),
      ratioPoints: ZRatioPart,
      ratioAmount: ZRatioPart,
      minPoints: ZRatioPart,
    }),
    /** The exchange rules the member reads. */
    rules: ZLocalizedText,
  })
  .meta({ id: 'PointsConfig' });
export type TPointsConfig = z.infer<typeof ZPointsConfig>;

export const ZPointsSummary = z
  .object({
    balance: ZPoints,
    /** Points earned and spent (rewards and conversions not refunded), all time. */
    earned: ZPoints,
    exchanged: ZPoints,
    currency: z.string(),
    config: ZPointsConfig,
    hasPaymentPassword: z.boolean(),
  })
  .meta({ id: 'PointsSummary' });

export const POINTS_REASONS = [
  'points_earn',
  'points_clawback',
  'points_redeem',
  'points_refund',
  'points_convert',
] as const;

export const ZPointsEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    reason: z.enum(POINTS_REASONS),
    /** Signed: earned and refunded points are positive. */
    points: z.number().int(),
    balanceAfter: ZPoints,
    reference: z.string().nullable(),
  })
  .meta({ id: 'PointsEntry' });

export const ZPointsEntryList = z
  .object({ items: z.array(ZPointsEntry), total: z.number().int(), balance: ZPoints })
  .meta({ id: 'PointsEntryList' });

export const ZPointsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZPointsReward = z
  .object({
    id: z.number().int(),
    name: ZLocalizedText,
    description: ZLocalizedText,
    imageUrl: z.string().nullable(),
    pricePoints: ZPoints,
    /** Left in stock; null: unlimited. */
    stock: z.number().int().nullable(),
    perMemberLimit: z.number().int().nullable(),
    active: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'PointsReward' });
export type TPointsReward = z.infer<typeof ZPointsReward>;

export const ZPointsRewardList = z
  .object({ items: z.array(ZPointsReward) })
  .meta({ id: 'PointsRewardList' });

/** The operator's reward (create or replace). */
export const ZPointsRewardInput = z.object({
  name: ZLocalizedText,
  description: ZLocalizedText,
  imageUrl: z
    .string()
    .max(500)
    .regex(/^(\/|https:\/\/)\S*$/, 'A site path or an https address')
    .nullable(),
  pricePoints: ZPoints.min(1),
  stock: z.number().int().min(0).max(2_147_483_647).nullable(),
  perMemberLimit: z.number().int().min(1).max(1_000_000).nullable(),
  active: z.boolean(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
});

export const ZRedeemRequest = z.object({
  rewardId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  paymentPassword: z.string().min(1).max(128),
  requestId: ZRequestId,
});

export const ZConvertPointsRequest = z.object({
  points: ZPoints.min(1),
  paymentPassword: z.string().min(1).max(128),
  requestId: ZRequestId,
});

export const REDEMPTION_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const ZRedemptionStatus = z.enum(REDEMPTION_STATUSES);
export type TRedemptionStatus = z.infer<typeof ZRedemptionStatus>;

/** A redeem record (spec §3 "Point exchange"): points, amount, status, reference, time, type, remark, unit, ratio. */
export const ZPointsRedemption = z
  .object({
    id: z.number().int(),
    type: z.enum(['reward', 'convert']),
    rewardId: z.number().int().nullable(),
    rewardName: ZLocalizedText.nullable(),
    points: ZPoints,
    /** Money received by a conversion (minor units), 0 for a reward. */
    amount: ZMinorUnits,
    currency: z.string(),
    /** The conversion's ratio (minor units per points), null for a reward. */
    ratio: z.object({ points: z.number().int(), amount: z.number().int() }).nullable(),
    status: ZRedemptionStatus,
    reference: z.string(),
    remark: z.string().nullable(),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    /** Back office only: the member. */
    username: z.string().optional(),
  })
  .meta({ id: 'PointsRedemption' });
export type TPointsRedemption = z.infer<typeof ZPointsRedemption>;

export const ZPointsRedemptionList = z
  .object({ items: z.array(ZPointsRedemption), total: z.number().int() })
  .meta({ id: 'PointsRedemptionList' });

export const ZAdminRedemptionQuery = ZPointsPageQuery.extend({
  status: ZRedemptionStatus.optional(),
});

export const ZRedemptionDecision = z.object({ remark: z.string().trim().max(500).optional() });

export const ZPointsClawbackRequest = z.object({
  depositId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: z.string().trim().min(1).max(500),
});

export const ZPointsClawbackResult = z
  .object({
    depositId: z.number().int(),
    earned: ZPoints,
    clawedBack: ZPoints,
    /** Points already spent that could not be taken back (the wallet never goes negative). */
    shortfall: ZPoints,
    replayed: z.boolean(),
  })
  .meta({ id: 'PointsClawbackResult' });

export const ZAdminPointsMember = z
  .object({
    accountId: z.number().int(),
    username: z.string(),
    balance: ZPoints,
    entries: z.array(ZPointsEntry),
  })
  .meta({ id: 'AdminPointsMember' });
