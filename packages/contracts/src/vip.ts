import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { ZLocalizedText } from './localized.js';

/**
 * VIP (issue 26 item 5): levels the operator configures, each reached by thresholds on approved
 * deposits and valid bets over one window in the operator's time zone, kept month by month or
 * dropped one level, with a level-up bonus (once per member and level) and a monthly bonus (once
 * per member and month), paid to the main wallet through the ledger. Amounts are minor units.
 */

/** The most levels a VIP programme has (a promotion's VIP audience names levels up to it). */
export const VIP_MAX_LEVELS = 30;

export const VIP_API = {
  /** The member's VIP page: the levels table, my level, my figures, progress, bonuses. */
  mine: '/api/vip',
  adminProgram: '/api/admin/vip/program',
  adminMembers: '/api/admin/vip/members',
  adminExplain: '/api/admin/vip/members/:id/explain',
  adminMonthly: '/api/admin/vip/monthly-review',
} as const;

/** Which of a level's thresholds must be reached: one of them or every one that is set. */
export const ZVipQualifyBy = z.enum(['any', 'all']);

/** A threshold or keep requirement: minor units, or null when it is no condition. */
const ZThreshold = ZMinorUnits.nullable();

export const ZVipLevel = z
  .object({
    /** 1, 2, 3 … in order (0 is "no VIP level"). */
    level: z.number().int().min(1).max(50),
    label: ZLocalizedText,
    /** Approved deposits over the window. */
    deposits: ZThreshold,
    /** Valid bets (the settled-wager read model's valid stake) over the window. */
    validBets: ZThreshold,
    qualifyBy: ZVipQualifyBy,
    /** What a member must do within each calendar month to keep the level (null: nothing). */
    keepDeposits: ZThreshold,
    keepValidBets: ZThreshold,
    /** Paid once when a member first reaches this level. */
    levelUpBonus: ZMinorUnits,
    /** Paid once a month to a member holding this level after the month's review. */
    monthlyBonus: ZMinorUnits,
  })
  .refine((l) => l.deposits !== null || l.validBets !== null, {
    message: 'A level needs a deposit or a valid-bet threshold',
    path: ['deposits'],
  })
  .meta({ id: 'VipLevel' });
export type TVipLevel = z.infer<typeof ZVipLevel>;

/** The window thresholds are counted over, in the operator's time zone. */
export const ZVipWindow = z.discriminatedUnion('kind', [
  /** The last `days` business days, today included. */
  z.object({ kind: z.literal('rolling'), days: z.number().int().min(1).max(366) }),
  /** The calendar month, quarter or year so far. */
  z.object({ kind: z.literal('calendar'), unit: z.enum(['month', 'quarter', 'year']) }),
]);
export type TVipWindow = z.infer<typeof ZVipWindow>;

export const ZVipProgram = z
  .object({
    window: ZVipWindow,
    levels: z.array(ZVipLevel).max(VIP_MAX_LEVELS),
  })
  .superRefine((p, ctx) => {
    p.levels.forEach((l, i) => {
      if (l.level !== i + 1) {
        ctx.addIssue({
          code: 'custom',
          message: 'Levels are numbered 1, 2, 3 … in order',
          path: ['levels', i, 'level'],
        });
      }
      const prev = p.levels[i - 1];
      if (!prev) return;
      for (const key of ['deposits', 'validBets'] as const) {
        const a = prev[key];
        const b = l[key];
        if (a !== null && b !== null && b < a) {
          ctx.addIssue({
            code: 'custom',
            message: 'A higher level never asks less',
            path: ['levels', i, key],
          });
        }
      }
    });
  })
  .meta({ id: 'VipProgram' });
export type TVipProgram = z.infer<typeof ZVipProgram>;

/** The figures that put a member at a level, and how they were counted. */
export const ZVipFigures = z
  .object({
    /** The window's first business day and the day it was counted on (operator zone). */
    fromDay: z.string(),
    toDay: z.string(),
    deposits: ZMinorUnits,
    validBets: ZMinorUnits,
    /** This calendar month so far (the keep rule's figures). */
    monthDeposits: ZMinorUnits,
    monthValidBets: ZMinorUnits,
  })
  .meta({ id: 'VipFigures' });

export const ZVipLevelChange = z
  .object({
    fromLevel: z.number().int(),
    toLevel: z.number().int(),
    reason: z.enum(['qualified', 'kept', 'dropped']),
    at: z.iso.datetime(),
  })
  .meta({ id: 'VipLevelChange' });

export const ZVipBonus = z
  .object({
    kind: z.enum(['levelUp', 'monthly']),
    level: z.number().int(),
    /** The level for a level-up bonus, 'YYYY-MM' for a monthly one. */
    period: z.string(),
    amount: ZMinorUnits,
    paidAt: z.iso.datetime(),
  })
  .meta({ id: 'VipBonus' });

/** The member's VIP page, and the back office's explanation of one member. */
export const ZVipState = z
  .object({
    enabled: z.boolean(),
    currency: z.string(),
    window: ZVipWindow,
    levels: z.array(ZVipLevel),
    /** The level held (0: none). */
    level: z.number().int(),
    /** The highest level the window's figures reach now. */
    qualifyingLevel: z.number().int(),
    figures: ZVipFigures,
    /** What the next level still asks, or null at the top. */
    next: z
      .object({
        level: z.number().int(),
        depositsLeft: ZMinorUnits.nullable(),
        validBetsLeft: ZMinorUnits.nullable(),
      })
      .nullable(),
    /** Whether this month's figures already keep the level held. */
    keptThisMonth: z.boolean(),
    changes: z.array(ZVipLevelChange),
    bonuses: z.array(ZVipBonus),
  })
  .meta({ id: 'VipState' });
export type TVipState = z.infer<typeof ZVipState>;

export const ZVipMemberRow = z
  .object({
    accountId: z.number().int(),
    username: z.string(),
    level: z.number().int(),
    reachedAt: z.iso.datetime(),
  })
  .meta({ id: 'VipMemberRow' });

export const ZVipMemberList = z
  .object({ items: z.array(ZVipMemberRow), total: z.number().int() })
  .meta({ id: 'VipMemberList' });

export const ZVipMemberQuery = z.object({
  username: z.string().trim().max(64).optional(),
  level: z.coerce.number().int().min(0).max(50).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** The back office runs a month's review and monthly bonus by hand (the job does it on the 1st). */
export const ZVipMonthlyRequest = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM'),
});
export const ZVipMonthlyResult = z
  .object({ reviewed: z.number().int(), dropped: z.number().int(), paid: z.number().int() })
  .meta({ id: 'VipMonthlyResult' });
