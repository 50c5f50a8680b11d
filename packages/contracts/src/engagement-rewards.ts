import { z } from 'zod';
import { ZLocalizedText } from './localized.js';

/*
 * Issue 26 items 3 and 4: the reward centre, red envelopes, the sign-in calendar and daily tasks,
 * the mission leaderboard. Money is integer minor units of the site currency; days are calendar
 * days (YYYY-MM-DD) in the operator's time zone.
 */

/** Member and back-office routes of the engagement programmes. */
export const ENGAGEMENT_API = {
  member: {
    /** listRewards (GET) -> ZRewardList */
    rewards: '/api/engagement/rewards',
    /** claimReward (POST) -> ZReward (a replay answers the claimed reward) */
    claimReward: '/api/engagement/rewards/:id/claim',
    /** getEngagementBadges (GET) -> ZEngagementBadges */
    badges: '/api/engagement/badges',
    /** listRedEnvelopes (GET) -> ZRedEnvelopeState */
    redEnvelopes: '/api/engagement/red-envelopes',
    /** grabRedEnvelope (POST) -> ZRedEnvelopeGrab */
    grabRedEnvelope: '/api/engagement/red-envelopes/:id/grab',
    /** getTasks (GET) -> ZTaskBoard */
    tasks: '/api/engagement/tasks',
    /** collectTaskReward (POST) -> ZReward */
    collectTask: '/api/engagement/tasks/:id/collect',
    /** signIn (POST) -> ZSignInResult */
    signIn: '/api/engagement/sign-in',
    /** listLeaderboards (GET) -> ZLeaderboardList */
    leaderboards: '/api/engagement/leaderboards',
  },
  admin: {
    /** listAdminRewards (GET) with ZAdminRewardQuery -> ZAdminRewardPage */
    rewards: '/api/admin/engagement/rewards',
    /** listRedEnvelopeCampaigns (GET), createRedEnvelopeCampaign (POST) */
    redEnvelopes: '/api/admin/engagement/red-envelopes',
    /** setRedEnvelopeCampaignActive (POST) with ZActiveRequest */
    redEnvelopeActive: '/api/admin/engagement/red-envelopes/:id/active',
    /** listEngagementTasks (GET), createEngagementTask (POST) */
    tasks: '/api/admin/engagement/tasks',
    /** setEngagementTaskActive (POST) with ZActiveRequest */
    taskActive: '/api/admin/engagement/tasks/:id/active',
    /** getSignInRewards (GET), setSignInRewards (PUT) */
    signInRewards: '/api/admin/engagement/sign-in-rewards',
    /** listAdminLeaderboards (GET), createLeaderboard (POST) */
    leaderboards: '/api/admin/engagement/leaderboards',
    /** setLeaderboardActive (POST) with ZActiveRequest */
    leaderboardActive: '/api/admin/engagement/leaderboards/:id/active',
    /** listLeaderboardResults (GET) -> ZLeaderboardResults (every frozen period) */
    leaderboardResults: '/api/admin/engagement/leaderboards/:id/results',
  },
} as const;

/** An amount the database's bigint holds and JS counts exactly, above 0. */
const ZAmount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZInstant = z.iso.datetime();
const ZDay = z.iso.date();
/** A game category code as the catalogue names them (RNG, LIVE, FISH, …). */
const ZCategory = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,31}$/)
  .nullable();
/** Operator text: a short title in each shipped language. */
const ZTitle = z.object({
  th: z.string().trim().min(1).max(80),
  en: z.string().trim().min(1).max(80),
  zh: z.string().trim().min(1).max(80),
});

export const REWARD_STATUSES = ['unclaimed', 'claimed', 'expired'] as const;

/** One reward of the reward centre. */
export const ZReward = z
  .object({
    id: z.number().int(),
    /** The programme that offered it: task, sign_in, leaderboard, … (the title's key). */
    sourceKind: z.string(),
    titleParams: z.record(z.string(), z.union([z.string(), z.number()])),
    amount: z.number().int(),
    currency: z.string(),
    /** Turnover to bet before a withdrawal, in percent of the amount (0: none). */
    turnoverPercent: z.number().int(),
    availableFrom: ZInstant,
    availableUntil: ZInstant.nullable(),
    status: z.enum(REWARD_STATUSES),
    claimedAt: ZInstant.nullable(),
  })
  .meta({ id: 'Reward' });
export type TReward = z.infer<typeof ZReward>;

export const ZRewardList = z
  .object({ items: z.array(ZReward), unclaimed: z.number().int() })
  .meta({ id: 'RewardList' });
export type TRewardList = z.infer<typeof ZRewardList>;

/** The member centre's red badges of this issue. */
export const ZEngagementBadges = z
  .object({
    /** Unclaimed rewards. */
    rewardCenter: z.number().int(),
    /** Unclaimed leaderboard prizes. */
    missionLeaderboard: z.number().int(),
  })
  .meta({ id: 'EngagementBadges' });
export type TEngagementBadges = z.infer<typeof ZEngagementBadges>;

/** A red-envelope campaign as the player sees it: its current or next window. */
export const ZRedEnvelopeWindow = z
  .object({
    campaignId: z.number().int(),
    title: ZLocalizedText,
    startsAt: ZInstant,
    endsAt: ZInstant,
    /** open now. */
    open: z.boolean(),
    /** What the member got in this window (null: not yet). */
    grabbed: z.number().int().nullable(),
    /** No envelope left in this window. */
    soldOut: z.boolean(),
  })
  .meta({ id: 'RedEnvelopeWindow' });
export type TRedEnvelopeWindow = z.infer<typeof ZRedEnvelopeWindow>;

export const ZRedEnvelopeState = z
  .object({
    windows: z.array(ZRedEnvelopeWindow),
    /** The member's last envelopes. */
    history: z.array(
      z.object({ campaignId: z.number().int(), amount: z.number().int(), at: ZInstant }),
    ),
  })
  .meta({ id: 'RedEnvelopeState' });
export type TRedEnvelopeState = z.infer<typeof ZRedEnvelopeState>;

export const ZRedEnvelopeGrab = z
  .object({ campaignId: z.number().int(), amount: z.number().int(), currency: z.string() })
  .meta({ id: 'RedEnvelopeGrab' });
export type TRedEnvelopeGrab = z.infer<typeof ZRedEnvelopeGrab>;

const ZWallClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The operator's new campaign; amounts in minor units. */
export const ZCreateRedEnvelopeCampaign = z
  .object({
    title: ZTitle,
    poolAmount: ZAmount,
    mode: z.enum(['fixed', 'random']),
    minAmount: ZAmount,
    /** random only; fixed takes minAmount. */
    maxAmount: ZAmount,
    windowStart: ZWallClock,
    windowMinutes: z.number().int().min(1).max(1440),
    firstDay: ZDay,
    lastDay: ZDay,
    audience: z.enum(['all', 'depositors']),
  })
  .refine((c) => c.mode === 'fixed' || c.maxAmount >= c.minAmount, {
    path: ['maxAmount'],
    message: 'max below min',
  })
  .refine((c) => c.poolAmount >= c.minAmount, {
    path: ['poolAmount'],
    message: 'pool below one envelope',
  })
  .refine((c) => c.lastDay >= c.firstDay, { path: ['lastDay'], message: 'ends before it starts' })
  .meta({ id: 'CreateRedEnvelopeCampaign' });
export type TCreateRedEnvelopeCampaign = z.infer<typeof ZCreateRedEnvelopeCampaign>;

export const ZRedEnvelopeCampaign = z
  .object({
    id: z.number().int(),
    title: ZLocalizedText,
    poolAmount: z.number().int(),
    mode: z.enum(['fixed', 'random']),
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
    windowStart: z.string(),
    windowMinutes: z.number().int(),
    firstDay: z.string(),
    lastDay: z.string(),
    audience: z.enum(['all', 'depositors']),
    active: z.boolean(),
    /** Paid so far over every window. */
    paid: z.number().int(),
    grabs: z.number().int(),
  })
  .meta({ id: 'RedEnvelopeCampaign' });
export type TRedEnvelopeCampaign = z.infer<typeof ZRedEnvelopeCampaign>;

export const ZActiveRequest = z.object({ active: z.boolean() }).meta({ id: 'ActiveRequest' });

export const TASK_KINDS = ['deposit', 'bet', 'rounds'] as const;
export type TTaskKind = (typeof TASK_KINDS)[number];

export const ZCreateEngagementTask = z
  .object({
    kind: z.enum(TASK_KINDS),
    /** Minor units (deposit, bet) or rounds. */
    target: ZAmount,
    category: ZCategory.default(null),
    rewardAmount: ZAmount,
    title: ZTitle,
  })
  .meta({ id: 'CreateEngagementTask' });
export type TCreateEngagementTask = z.input<typeof ZCreateEngagementTask>;

export const ZEngagementTask = z
  .object({
    id: z.number().int(),
    kind: z.enum(TASK_KINDS),
    target: z.number().int(),
    category: z.string().nullable(),
    rewardAmount: z.number().int(),
    title: ZLocalizedText,
    active: z.boolean(),
  })
  .meta({ id: 'EngagementTask' });
export type TEngagementTask = z.infer<typeof ZEngagementTask>;

/** A task of today with the member's progress. */
export const ZTaskProgress = ZEngagementTask.extend({
  progress: z.number().int(),
  /** collected today (its reward is in the reward centre). */
  collected: z.boolean(),
}).meta({ id: 'TaskProgress' });
export type TTaskProgress = z.infer<typeof ZTaskProgress>;

export const ZSignInRewards = z
  .object({
    /** Reward of streak day 1, 2, … (the last repeats); 1 to 31 days. */
    amounts: z.array(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).min(1).max(31),
  })
  .meta({ id: 'SignInRewards' });
export type TSignInRewards = z.infer<typeof ZSignInRewards>;
/** What the back office reads: no days before an operator first sets them. */
export const ZSignInRewardsView = z
  .object({ amounts: z.array(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).max(31) })
  .meta({ id: 'SignInRewardsView' });

export const ZTaskBoard = z
  .object({
    /** Today in the operator's zone. */
    day: z.string(),
    tasks: z.array(ZTaskProgress),
    signIn: z.object({
      signedToday: z.boolean(),
      /** The streak including today when signed, else the one today's check-in continues. */
      streak: z.number().int(),
      /** Days of this month the member checked in. */
      days: z.array(z.string()),
      amounts: z.array(z.number().int()),
    }),
  })
  .meta({ id: 'TaskBoard' });
export type TTaskBoard = z.infer<typeof ZTaskBoard>;

export const ZSignInResult = z
  .object({ day: z.string(), streak: z.number().int(), reward: ZReward.nullable() })
  .meta({ id: 'SignInResult' });
export type TSignInResult = z.infer<typeof ZSignInResult>;

export const LEADERBOARD_PERIODS = ['daily', 'weekly', 'monthly'] as const;

export const ZCreateLeaderboard = z
  .object({
    title: ZTitle,
    period: z.enum(LEADERBOARD_PERIODS),
    category: ZCategory.default(null),
    /** Minutes after the period's end (operator's zone) when the ranking freezes: late settlements. */
    freezeMinutes: z.number().int().min(0).max(1440),
    prizes: z.array(ZAmount).min(1).max(50),
  })
  .meta({ id: 'CreateLeaderboard' });
export type TCreateLeaderboard = z.input<typeof ZCreateLeaderboard>;

export const ZLeaderboard = z
  .object({
    id: z.number().int(),
    title: ZLocalizedText,
    period: z.enum(LEADERBOARD_PERIODS),
    category: z.string().nullable(),
    freezeMinutes: z.number().int(),
    prizes: z.array(z.number().int()),
    active: z.boolean(),
  })
  .meta({ id: 'Leaderboard' });
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

export const ZLeaderboardRow = z
  .object({
    rank: z.number().int(),
    /** Masked for other members (ab***yz). */
    username: z.string(),
    validStake: z.number().int(),
    reachedAt: ZInstant,
    prize: z.number().int(),
  })
  .meta({ id: 'LeaderboardRow' });
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;

/** A board with its current period's live ranking and the last frozen one. */
export const ZLeaderboardView = ZLeaderboard.extend({
  firstDay: z.string(),
  lastDay: z.string(),
  freezesAt: ZInstant,
  rows: z.array(ZLeaderboardRow),
  /** The member's own place (null: no valid bet yet this period). */
  mine: ZLeaderboardRow.nullable(),
  last: z
    .object({
      firstDay: z.string(),
      lastDay: z.string(),
      frozenAt: ZInstant,
      rows: z.array(ZLeaderboardRow),
    })
    .nullable(),
}).meta({ id: 'LeaderboardView' });
export type TLeaderboardView = z.infer<typeof ZLeaderboardView>;

export const ZLeaderboardList = z
  .object({ items: z.array(ZLeaderboardView) })
  .meta({ id: 'LeaderboardList' });
export type TLeaderboardList = z.infer<typeof ZLeaderboardList>;

export const ZLeaderboardResults = z
  .object({
    periods: z.array(
      z.object({
        firstDay: z.string(),
        lastDay: z.string(),
        frozenAt: ZInstant,
        rows: z.array(ZLeaderboardRow),
      }),
    ),
  })
  .meta({ id: 'LeaderboardResults' });
export type TLeaderboardResults = z.infer<typeof ZLeaderboardResults>;

export const ZAdminRewardQuery = z.object({
  status: z.enum(REWARD_STATUSES).optional(),
  accountId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAdminReward = ZReward.extend({
  accountId: z.number().int(),
  username: z.string(),
}).meta({
  id: 'AdminReward',
});
export const ZAdminRewardPage = z
  .object({
    items: z.array(ZAdminReward),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminRewardPage' });
export type TAdminRewardPage = z.infer<typeof ZAdminRewardPage>;
