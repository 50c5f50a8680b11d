import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { ZBannerImageUrl } from './content-banners.js';
import { ZPositiveMinorUnits } from './deposits.js';
import { ZBonusTerms } from './bonus-terms.js';
import { zText } from './text.js';
import { VIP_MAX_LEVELS } from './vip.js';

/**
 * Promotions (issue 26 item 1): one rule object per promotion (`ZPromotionRule`) that the server
 * runs and the terms renderer (`promotion-terms-text.ts`) turns into the offer card and the terms
 * the player reads, so the two cannot drift. Amounts are minor units; a percent of an amount is
 * `percentOf(amount, percent, 'floor')` (docs "Money arithmetic": a payer never pays a fraction
 * more than the rate).
 */

export const PROMOTIONS_API = {
  /** listPromotions (GET, public; a session adds the member's status and hides what they may not see) */
  list: '/api/promotions',
  /** getPromotion (GET) */
  one: '/api/promotions/:id',
  /** claimPromotion (POST ZPromotionClaimRequest) -> ZPromotionClaimResult */
  claim: '/api/promotions/:id/claim',
  /** applyPromotion (POST ZPromotionApplyRequest, images base64) -> ZPromotionApplication */
  apply: '/api/promotions/:id/applications',
  /** optInPromotion (POST): a deposit-match offer the member's next approved deposit takes */
  optIn: '/api/promotions/:id/opt-in',
  /** getPromotionCount (GET): availablePromoCount of the public state */
  count: '/api/promotions/count',
  admin: {
    /** listAdminPromotions (GET), createPromotion (POST ZPromotionInput) */
    list: '/api/admin/promotions',
    /** updatePromotion (PUT ZPromotionInput) */
    one: '/api/admin/promotions/:id',
    /** closePromotion (POST) */
    close: '/api/admin/promotions/:id/close',
    /** drawPromotionRaffle (POST): picks a raffle's winners and pays them */
    draw: '/api/admin/promotions/:id/draw',
    /** getPromotionReport (GET): cost vs NGR, ledger reconciliation, abuse signals */
    report: '/api/admin/promotions/:id/report',
    /** listPromotionApplications (GET ?status) */
    applications: '/api/admin/promotions/applications',
    /** getPromotionApplicationImage (GET): the bytes */
    image: '/api/admin/promotions/applications/:id/images/:index',
    /** decidePromotionApplication (POST ZApplicationDecision) */
    decide: '/api/admin/promotions/applications/:id/decision',
  },
} as const;

/** The promotion categories of spec §1 (the player page's chips, after "all"). */
export const PROMOTION_CATEGORIES = [
  'newbie',
  'limited',
  'special',
  'daily',
  'highRebate',
  'vip',
  'sports',
  'live',
  'slots',
  'fish',
  'lottery',
  'rebate',
  'pointMall',
  'rank',
  'deposit',
  'download',
] as const;
export const ZPromotionCategory = z.enum(PROMOTION_CATEGORIES);
export type TPromotionCategory = z.infer<typeof ZPromotionCategory>;

/** A percent of an amount: whole percents, 1 to 1,000 (a 200 % match doubles twice). */
const ZPercent = (max: number) => z.number().int().min(1).max(max);

export const PROMOTION_KINDS = [
  'depositMatch',
  'fixedBonus',
  'freeSpins',
  'cashback',
  'raffle',
  'applyForReview',
] as const;
export type TPromotionKind = (typeof PROMOTION_KINDS)[number];

/** The house slots a free-spin offer may name (games/house). */
export const ZFreeSpinGame = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The rule object. Free spins are granted as the spins' value (count × stake per spin) as a bonus
 * with the terms, which the house slot then plays from the bonus wallet: the house does not
 * fund a spin itself yet (stated in docs "Promotions").
 */
export const ZPromotionRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('depositMatch'),
    /** Percent of the deposit granted as a bonus. */
    percent: ZPercent(1000),
    /** The largest bonus of one deposit. */
    cap: ZPositiveMinorUnits,
    /** A smaller deposit gets no match. */
    minDeposit: ZPositiveMinorUnits,
    terms: ZBonusTerms,
  }),
  z.object({
    kind: z.literal('fixedBonus'),
    amount: ZPositiveMinorUnits,
    terms: ZBonusTerms,
  }),
  z.object({
    kind: z.literal('freeSpins'),
    gameCode: ZFreeSpinGame,
    spins: z.number().int().min(1).max(500),
    stakePerSpin: ZPositiveMinorUnits,
    terms: ZBonusTerms,
  }),
  z.object({
    kind: z.literal('cashback'),
    /** Percent of the member's net loss (stakes − wins, settled wagers) of the period before. */
    percent: ZPercent(100),
    cap: ZPositiveMinorUnits,
    /** Business days in the operator's time zone; a claim pays the previous day or week once. */
    period: z.enum(['daily', 'weekly']),
    terms: ZBonusTerms,
  }),
  z.object({
    kind: z.literal('raffle'),
    /** What each winner receives when an operator draws. */
    prize: ZPositiveMinorUnits,
    winners: z.number().int().min(1).max(1000),
    terms: ZBonusTerms,
  }),
  z.object({
    kind: z.literal('applyForReview'),
    /** The most an operator may approve for one application. */
    maxAmount: ZPositiveMinorUnits,
    terms: ZBonusTerms,
  }),
]);
export type TPromotionRule = z.infer<typeof ZPromotionRule>;
export type TPromotionRuleInput = z.input<typeof ZPromotionRule>;

/** Who may see and claim an offer. */
export const ZPromotionAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  /** Members who registered at most `days` days before the claim. */
  z.object({ kind: z.literal('newMembers'), days: z.number().int().min(1).max(365) }),
  /** Members anywhere under this agent. */
  z.object({ kind: z.literal('downlineOf'), agentId: z.number().int().positive() }),
  /** Named members. */
  z.object({
    kind: z.literal('list'),
    accountIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(5000),
  }),
  /**
   * Members whose VIP level (engagement/vip) is from `minLevel` to `maxLevel` (null: no top) at
   * the time they look or claim. With VIP switched off every member is at level 0: nobody.
   */
  z
    .object({
      kind: z.literal('vipLevels'),
      minLevel: z.number().int().min(1).max(VIP_MAX_LEVELS),
      maxLevel: z.number().int().min(1).max(VIP_MAX_LEVELS).nullable(),
    })
    .refine((a) => a.maxLevel === null || a.maxLevel >= a.minLevel, {
      message: 'The top level is at least the first',
      path: ['maxLevel'],
    }),
]);
export type TPromotionAudience = z.infer<typeof ZPromotionAudience>;

const ZLangText = (max: number) =>
  z.object({
    th: zText().trim().max(max),
    en: zText().trim().max(max),
    zh: zText().trim().max(max),
  });

export const PROMOTION_LANGUAGES = ['th', 'en', 'zh'] as const;
const ZInstant = z.iso.datetime({ offset: true });

/** What an operator writes. Content is HTML, sanitized on save (`platform/rich-text`, announcement rules). */
export const ZPromotionInput = z
  .object({
    title: ZLangText(120).refine((t) => t.th || t.en || t.zh, { message: 'A title' }),
    content: ZLangText(20_000),
    bannerUrl: z.union([ZBannerImageUrl, z.literal('')]).default(''),
    category: ZPromotionCategory,
    audience: ZPromotionAudience,
    languages: z.array(z.enum(PROMOTION_LANGUAGES)).min(1).max(3),
    startsAt: ZInstant,
    endsAt: ZInstant,
    /** The promotion's whole budget of bonus money; null: no budget. */
    budgetTotal: ZPositiveMinorUnits.nullable(),
    /** The most one member may receive in all; null: no cap. */
    budgetPerMember: ZPositiveMinorUnits.nullable(),
    /** Claims per member (spec §5 activity apply limits). */
    claimLimit: z.number().int().min(1).max(1000),
    rule: ZPromotionRule,
    /** draft: operators only; published: shown from startsAt to endsAt. */
    state: z.enum(['draft', 'published']),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'The end comes after the start',
    path: ['endsAt'],
  });
export type TPromotionInput = z.input<typeof ZPromotionInput>;

export const ZAdminPromotion = z
  .object({
    id: z.number().int(),
    title: ZLangText(120),
    content: ZLangText(20_000),
    bannerUrl: z.string(),
    category: ZPromotionCategory,
    audience: ZPromotionAudience,
    languages: z.array(z.enum(PROMOTION_LANGUAGES)),
    startsAt: ZInstant,
    endsAt: ZInstant,
    budgetTotal: ZMinorUnits.nullable(),
    budgetPerMember: ZMinorUnits.nullable(),
    claimLimit: z.number().int(),
    rule: ZPromotionRule,
    state: z.enum(['draft', 'published', 'closed']),
    /** Bonus money granted so far (the budget's counter). */
    spent: ZMinorUnits,
    claims: z.number().int(),
    createdAt: ZInstant,
  })
  .meta({ id: 'AdminPromotion' });
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;
export const ZAdminPromotionList = z.object({ items: z.array(ZAdminPromotion) });

/**
 * The member's status on an offer (spec §4 activity statuses): join (opt in / enter), claim,
 * applying (an application waits), closed, rejected, issued (granted, more claims left),
 * claimed (nothing left to claim), process (opted in, waiting for a deposit), signed (entered
 * a raffle), coming soon.
 */
export const PROMOTION_STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'comingSoon',
] as const;
export const ZPromotionStatus = z.enum(PROMOTION_STATUSES);
export type TPromotionStatus = z.infer<typeof ZPromotionStatus>;

export const ZPromotionOffer = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    bannerUrl: z.string(),
    category: ZPromotionCategory,
    startsAt: ZInstant,
    endsAt: ZInstant,
    claimLimit: z.number().int(),
    budgetPerMember: ZMinorUnits.nullable(),
    rule: ZPromotionRule,
    currency: z.string(),
    /** The member's status; visitors see join, claim, coming soon or closed. */
    status: ZPromotionStatus,
    /** How many times the member claimed it. */
    claimed: z.number().int(),
  })
  .meta({ id: 'PromotionOffer' });
export type TPromotionOffer = z.infer<typeof ZPromotionOffer>;
export const ZPromotionOfferList = z.object({ items: z.array(ZPromotionOffer) });
export const ZPromotionListQuery = z.object({
  category: ZPromotionCategory.optional(),
  language: z.enum(PROMOTION_LANGUAGES).optional(),
});
export const ZPromotionCount = z.object({ availablePromoCount: z.number().int() });

/** The client's key for one intended claim: a retry with the same key answers the first result. */
export const ZPromotionClaimRequest = z.object({
  requestId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const ZPromotionClaimResult = z
  .object({
    claimId: z.number().int(),
    amount: ZMinorUnits,
    status: ZPromotionStatus,
    replayed: z.boolean(),
  })
  .meta({ id: 'PromotionClaimResult' });
export type TPromotionClaimResult = z.infer<typeof ZPromotionClaimResult>;

/** Spec §5 / §9: a remark of at most 140 characters, at most 3 png or jpg images of 5 MB. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/**
 * Base64 of 6 MB: an image a little over 5 MB still reaches the server, which answers
 * PROMOTION_IMAGE_TOO_LARGE on its bytes; far larger bodies are refused by the body limit.
 */
const BASE64_MAX = Math.ceil((APPLICATION_IMAGE_MAX_BYTES + 1024 * 1024) / 3) * 4 + 8;

export const ZPromotionApplyRequest = z.object({
  remark: zText().trim().max(APPLICATION_REMARK_MAX),
  /** Each image's bytes as base64 (no data: prefix); the server checks type and size on the bytes. */
  images: z
    .array(
      z
        .string()
        .max(BASE64_MAX)
        .regex(/^[A-Za-z0-9+/=\s]*$/),
    )
    .max(APPLICATION_IMAGES_MAX),
});
export type TPromotionApplyRequest = z.infer<typeof ZPromotionApplyRequest>;
/** The apply route's body limit: three images in base64 and the remark. */
export const APPLICATION_BODY_LIMIT = APPLICATION_IMAGES_MAX * BASE64_MAX + 16_384;

export const ZPromotionApplication = z
  .object({
    id: z.number().int(),
    promotionId: z.number().int(),
    promotionTitle: z.string(),
    accountId: z.number().int(),
    username: z.string(),
    remark: z.string(),
    imageCount: z.number().int(),
    status: z.enum(['applying', 'issued', 'rejected']),
    amount: ZMinorUnits.nullable(),
    maxAmount: ZMinorUnits,
    reason: z.string().nullable(),
    createdAt: ZInstant,
    decidedAt: ZInstant.nullable(),
  })
  .meta({ id: 'PromotionApplication' });
export type TPromotionApplication = z.infer<typeof ZPromotionApplication>;
export const ZPromotionApplicationList = z.object({ items: z.array(ZPromotionApplication) });
export const ZPromotionApplicationQuery = z.object({
  status: z.enum(['applying', 'issued', 'rejected']).optional(),
});
export const ZApplicationDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), amount: ZPositiveMinorUnits }),
  z.object({ decision: z.literal('reject'), reason: zText().trim().min(1).max(300) }),
]);
export type TApplicationDecision = z.infer<typeof ZApplicationDecision>;
export const ZApplicationImageParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(APPLICATION_IMAGES_MAX - 1),
});

/** A group of accounts sharing one device, IP or bank account that claimed the same offer. */
export const ZPromotionAbuseSignal = z.object({
  kind: z.enum(['device', 'ip', 'bankAccount']),
  /** The shared value, masked for bank accounts (last 4 digits). */
  value: z.string(),
  usernames: z.array(z.string()),
});
export type TPromotionAbuseSignal = z.infer<typeof ZPromotionAbuseSignal>;

/**
 * Domain-rules §2.5: cost against NGR during wagering. `bonusCost` is what the promotion granted
 * (the claims), `ledgerBonusCost` the ledger's bonus transfers for those claims (with the bonuses
 * still queued they must add up to it: `reconciled`), `ngr` the claimants' net gaming revenue (stakes − wins of settled
 * wagers) from each claim until its wagering window ended (or now), `net` = ngr − bonusCost.
 */
export const ZPromotionReport = z
  .object({
    promotionId: z.number().int(),
    currency: z.string(),
    claims: z.number().int(),
    members: z.number().int(),
    bonusCost: ZMinorUnits,
    ledgerBonusCost: ZMinorUnits,
    /** Granted bonuses still queued behind a member's active bonus (no money moved yet). */
    queuedCost: ZMinorUnits,
    reconciled: z.boolean(),
    ngr: z.number().int(),
    net: z.number().int(),
    abuse: z.array(ZPromotionAbuseSignal),
  })
  .meta({ id: 'PromotionReport' });
export type TPromotionReport = z.infer<typeof ZPromotionReport>;
