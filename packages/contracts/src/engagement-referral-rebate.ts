import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { GAME_CATEGORIES } from './game-categories.js';
import { parseDay } from './time-zone.js';

/*
 * Invite a friend (issue 26 item 7) and rebates (item 8). Amounts are integer minor units;
 * rates are basis points (100 = 1 %); a reward or rebate is `floor(valid stake × bps / 10,000)`.
 */

export const REFERRAL_API = {
  /** getMyReferral (GET, player) -> ZMyReferral: my code, link, rules, friends and rewards */
  mine: '/api/referral',
} as const;

export const ADMIN_REFERRAL_API = {
  /** listReferrals (GET, cashier.read) ZReferralListQuery -> ZReferralList (abuse flags) */
  list: '/api/admin/referrals',
  /** getReferralRules (GET, cashier.read); updateReferralRules (PUT, settings.system.write) */
  rules: '/api/admin/referrals/rules',
} as const;

export const REBATE_API = {
  /** getMyRebate (GET, player) -> ZMyRebate: today's accrual per category, history */
  mine: '/api/rebate',
  /** claimRebate (POST, player) -> ZRebateClaimResult: pays what accrued today, once */
  claim: '/api/rebate/claims',
} as const;

export const ADMIN_REBATE_API = {
  /** getRebateRates (GET, cashier.read); updateRebateRates (PUT, settings.system.write) */
  rates: '/api/admin/rebate/rates',
  /** listRebateRuns (GET, cashier.read); runRebate (POST, cashier.manage) ZRebateRunRequest */
  runs: '/api/admin/rebate/runs',
  /** listRebateDays (GET, cashier.read) ZRebateDayQuery -> ZRebateDayList */
  days: '/api/admin/rebate/days',
  /** explainRebate (GET, cashier.read) ZRebateExplainQuery -> ZRebateExplain */
  explain: '/api/admin/rebate/explain',
} as const;

/** Rates at most 10 % of the valid stake: a typo cannot pay a member their whole turnover. */
export const REBATE_MAX_RATE_BPS = 1_000;
export const REFERRAL_MAX_RATE_BPS = 1_000;
/** VIP levels the rate table takes (0 is the base every member has). */
export const VIP_LEVEL_MAX = 100;
/** The Zalo bonus hint of spec §9: "up to 131K". */
export const ZALO_BONUS_HINT = '131K';

const ZInstant = z.iso.datetime({ offset: true });
export const ZBusinessDay = z
  .string()
  .refine((d) => parseDay(d) !== null, { message: 'a day YYYY-MM-DD' });
const categoryCodes = GAME_CATEGORIES.map((c) => c.code) as [string, ...string[]];
export const ZRebateCategory = z.enum(categoryCodes);

// ---- referral -------------------------------------------------------------------------------

export const ZReferralRules = z
  .object({
    /** What the referrer gets on a friend's first approved deposit (0: nothing). */
    firstDepositReward: ZMinorUnits,
    /** The first deposit counts from this amount. */
    firstDepositMin: ZMinorUnits,
    /** Basis points of the friend's valid stake per business day. */
    betRateBps: z.number().int().min(0).max(REFERRAL_MAX_RATE_BPS),
    /** The most one friend earns the referrer a business day. */
    betDailyCap: ZMinorUnits,
    /** A friend is active with this valid stake over the last 7 business days. */
    activeMinValidStake: ZMinorUnits,
  })
  .strict();
export type TReferralRules = z.infer<typeof ZReferralRules>;

export const ZReferralFriendStatus = z.enum(['registered', 'deposited', 'active']);
export type TReferralFriendStatus = z.infer<typeof ZReferralFriendStatus>;

export const ZReferralFriend = z.object({
  /** The friend's username masked (`ab***yz`). */
  name: z.string(),
  registeredAt: ZInstant,
  status: ZReferralFriendStatus,
  /** What this friend earned me so far. */
  earned: z.number().int(),
});

export const ZReferralReward = z.object({
  kind: z.enum(['first_deposit', 'bets']),
  friend: z.string(),
  businessDay: z.string(),
  basis: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['pending', 'paid', 'refused']),
  reason: z.string().nullable(),
});
export type TReferralReward = z.infer<typeof ZReferralReward>;

export const ZMyReferral = z.object({
  code: z.string(),
  /** The path a friend registers by (`/register?ref=CODE`); the page adds its origin. */
  path: z.string(),
  currency: z.string(),
  rules: ZReferralRules,
  zaloBonusHint: z.string(),
  friends: z.array(ZReferralFriend),
  rewards: z.array(ZReferralReward),
  totalEarned: z.number().int(),
});
export type TMyReferral = z.infer<typeof ZMyReferral>;

export const ZReferralFlagKind = z.enum(['device', 'ip', 'bank', 'phone']);
export type TReferralFlagKind = z.infer<typeof ZReferralFlagKind>;

export const ZReferralListQuery = z
  .object({
    /** Only referrals with an abuse flag. */
    flagged: z.enum(['true', 'false']).optional(),
    /** A referrer's or a friend's username prefix. */
    username: z.string().max(40).optional(),
  })
  .strict();

export const ZReferralRow = z.object({
  referrerId: z.number().int(),
  referrer: z.string(),
  friendId: z.number().int(),
  friend: z.string(),
  registeredAt: ZInstant,
  status: ZReferralFriendStatus,
  /** What the referrer shares with the friend (device id, IP, bank, phone). */
  flags: z.array(ZReferralFlagKind),
  paid: z.number().int(),
  refused: z.number().int(),
});
export const ZReferralList = z.object({ items: z.array(ZReferralRow) });
export type TReferralList = z.infer<typeof ZReferralList>;

// ---- rebate ---------------------------------------------------------------------------------

export const ZRebateRate = z
  .object({
    level: z.number().int().min(0).max(VIP_LEVEL_MAX),
    category: ZRebateCategory,
    rateBps: z.number().int().min(0).max(REBATE_MAX_RATE_BPS),
    /** The most a member earns a business day in the category; null: no cap. */
    dailyCap: ZMinorUnits.nullable(),
  })
  .strict();
export type TRebateRate = z.infer<typeof ZRebateRate>;

export const ZRebateRates = z
  .object({
    rates: z
      .array(ZRebateRate)
      .max(2_000)
      .refine(
        (rates) => new Set(rates.map((r) => `${r.level}:${r.category}`)).size === rates.length,
        { message: 'one rate per level and category' },
      ),
  })
  .strict();
export type TRebateRates = z.infer<typeof ZRebateRates>;

export const ZRebateLine = z.object({
  category: z.string(),
  validStake: z.number().int(),
  rateBps: z.number().int(),
  dailyCap: z.number().int().nullable(),
  /** `floor(validStake × rateBps / 10,000)`, capped. */
  accrued: z.number().int(),
  /** Already paid (claimed or by the daily run). */
  paid: z.number().int(),
  /** accrued − paid, when positive. */
  claimable: z.number().int(),
});
export type TRebateLine = z.infer<typeof ZRebateLine>;

export const ZRebateMove = z.object({
  businessDay: z.string(),
  category: z.string(),
  kind: z.enum(['claim', 'daily', 'adjustment']),
  validStake: z.number().int(),
  amount: z.number().int(),
  at: ZInstant,
});

export const ZMyRebate = z.object({
  businessDay: z.string(),
  currency: z.string(),
  level: z.number().int(),
  levelLabel: z.string(),
  lines: z.array(ZRebateLine),
  claimable: z.number().int(),
  /** Set when the member may not claim now (PLAY_RESTRICTED and the like). */
  blocked: z.string().nullable(),
  history: z.array(ZRebateMove),
});
export type TMyRebate = z.infer<typeof ZMyRebate>;

export const ZRebateClaimResult = z.object({
  businessDay: z.string(),
  paid: z.number().int(),
  lines: z.array(z.object({ category: z.string(), amount: z.number().int() })),
});
export type TRebateClaimResult = z.infer<typeof ZRebateClaimResult>;

export const ZRebateRunRequest = z.object({ businessDay: ZBusinessDay }).strict();

export const ZRebateRun = z.object({
  id: z.number().int(),
  businessDay: z.string(),
  trigger: z.string(),
  startedAt: ZInstant,
  finishedAt: ZInstant.nullable(),
  members: z.number().int(),
  moves: z.number().int(),
  paid: z.number().int(),
  takenBack: z.number().int(),
  forfeited: z.number().int(),
});
export const ZRebateRunList = z.object({ items: z.array(ZRebateRun) });
export type TRebateRun = z.infer<typeof ZRebateRun>;

export const ZRebateDayQuery = z.object({ businessDay: ZBusinessDay }).strict();

export const ZRebateDayRow = z.object({
  accountId: z.number().int(),
  username: z.string(),
  category: z.string(),
  currency: z.string(),
  level: z.number().int(),
  rateBps: z.number().int(),
  validStake: z.number().int(),
  paid: z.number().int(),
  moves: z.number().int(),
  status: z.enum(['open', 'forfeited']),
});
export const ZRebateDayList = z.object({ items: z.array(ZRebateDayRow) });
export type TRebateDayRow = z.infer<typeof ZRebateDayRow>;

export const ZRebateExplainQuery = z
  .object({
    accountId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    businessDay: ZBusinessDay,
    category: z.string().min(1).max(20),
  })
  .strict();

export const ZRebateExplain = z.object({
  accountId: z.number().int(),
  businessDay: z.string(),
  category: z.string(),
  currency: z.string(),
  /** The day's wagers now, from the settled-wager read model (voided ones count 0). */
  wagers: z.array(
    z.object({
      product: z.string(),
      wagerId: z.string(),
      status: z.string(),
      stake: z.number().int(),
      validStake: z.number().int(),
    }),
  ),
  validStake: z.number().int(),
  rateBps: z.number().int(),
  dailyCap: z.number().int().nullable(),
  recomputed: z.number().int(),
  paid: z.number().int(),
  /** The formula written out, e.g. `floor(123,400 × 50 / 10,000) = 617`. */
  formula: z.string(),
  /** True when what was paid equals the recomputation (false until a correction is paid). */
  matches: z.boolean(),
  moves: z.array(ZRebateMove),
});
export type TRebateExplain = z.infer<typeof ZRebateExplain>;
