import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { GAME_CATEGORIES, type TGameCategoryCode } from './game-categories.js';
import { mulDiv } from './money-arithmetic.js';

/**
 * A bonus's terms (issue 26 item 2): the one rule object the bonus wallet runs and the player
 * reads (bonusDetails renders its contribution table, max bet and max conversion from it).
 * Amounts are minor units. Rounding, stated once here (docs "Money arithmetic"):
 * - the wagering requirement is `floor(multiple × base)`: never a fraction more than the multiple;
 * - a wager's contribution is `floor(valid stake × rate %)`: never more than the rate gives;
 * - a multiple-of-bonus conversion cap is `floor(multiple × bonus)`.
 */

const GAME_CATEGORY_CODES = GAME_CATEGORIES.map((c) => c.code) as [
  TGameCategoryCode,
  ...TGameCategoryCode[],
];
export const ZBonusCategory = z.enum(GAME_CATEGORY_CODES);

/** A multiple with at most one decimal (35, 10, 2.5). */
const ZTenths = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, {
      message: 'At most one decimal',
    });

/**
 * Default contribution rates in percent (domain-rules §2.2): slots count in full, table and live
 * games 5 % (£1 on blackjack counts 5p), fishing 50 % (a selected-slot rate), instant lotteries in
 * full like scratch cards; sports, e-sports, lottery draws and cockfights 0 (no minimum-odds rule
 * yet, so a low-risk bet could clear a bonus).
 */
export const DEFAULT_CONTRIBUTIONS: Record<TGameCategoryCode, number> = {
  RNG: 100,
  LIVE: 5,
  SPORTS: 0,
  ESPORTS: 0,
  PVP: 5,
  FISH: 50,
  LOTT: 0,
  ELOTT: 100,
  COCKFIGHT: 0,
};

const ZPercent = z.number().int().min(0).max(100);

export const ZBonusContributions = z.object(
  Object.fromEntries(
    GAME_CATEGORY_CODES.map((code) => [code, ZPercent.default(DEFAULT_CONTRIBUTIONS[code])]),
  ) as Record<TGameCategoryCode, z.ZodDefault<typeof ZPercent>>,
);
export type TBonusContributions = z.infer<typeof ZBonusContributions>;

export const ZMaxConversion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amount: ZMinorUnits }),
  /** A multiple of the bonus granted (1 decimal at most): 5 converts at most 5 × the bonus. */
  z.object({ kind: z.literal('multiple'), multiple: ZTenths(1000) }),
]);
export type TMaxConversion = z.infer<typeof ZMaxConversion>;

export const WAGERING_BASES = ['bonus', 'bonus_plus_deposit'] as const;
export const DRAW_ORDERS = ['real_first', 'bonus_first'] as const;

export const ZBonusTerms = z.object({
  /** Times the base to wager before the bonus converts (0 converts at once). */
  wageringMultiple: ZTenths(100),
  /** What the multiple applies to: the bonus alone, or the bonus plus the deposit it matched. */
  wageringBase: z.enum(WAGERING_BASES),
  /** Percent of a wager's valid stake that counts, per game category (missing: the default). */
  contributions: ZBonusContributions.default(() => ({ ...DEFAULT_CONTRIBUTIONS })),
  /** The biggest stake accepted while the bonus is wagering (minor units); null: no cap. */
  maxBetWhileWagering: ZMinorUnits.nullable(),
  /** The most bonus money that turns real on completion (the rest is forfeited); null: no cap. */
  maxConversion: ZMaxConversion.nullable(),
  /** Hours an offered bonus may be claimed (the promotion's claim clock). */
  claimWindowHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366),
  /** Hours from the grant to meet the requirement; then the bonus expires (forfeited). */
  wagerWindowHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366),
  /** Which balance a stake draws first while the bonus is active. */
  drawOrder: z.enum(DRAW_ORDERS),
  /** A withdrawal request forfeits the active bonus (the withdraw page warns first). */
  forfeitOnWithdrawal: z.boolean(),
  /** The game categories the bonus may be played on and whose play counts (others count 0). */
  products: z
    .array(ZBonusCategory)
    .min(1)
    .max(GAME_CATEGORY_CODES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each product once' }),
});
export type TBonusTerms = z.infer<typeof ZBonusTerms>;
export type TBonusTermsInput = z.input<typeof ZBonusTerms>;

/**
 * The "fair terms" preset (domain-rules §2.4, UK LCCP SR 5.1.1(3b) from 19 Jan 2026): wagering at
 * most 10x on the bonus alone, one product, slots counting in full.
 */
export const FAIR_TERMS: TBonusTerms = {
  wageringMultiple: 10,
  wageringBase: 'bonus',
  contributions: { ...DEFAULT_CONTRIBUTIONS },
  maxBetWhileWagering: null,
  maxConversion: null,
  claimWindowHours: 72,
  wagerWindowHours: 7 * 24,
  drawOrder: 'real_first',
  forfeitOnWithdrawal: false,
  products: ['RNG'],
};

export const FAIR_TERMS_LIMITS = { maxMultiple: 10, maxProducts: 1 } as const;

export type TFairTermsBreach = 'multipleAboveTen' | 'moreThanOneProduct' | 'depositInBase';

/**
 * How terms break the fair-terms yardstick (empty: they are fair). A base that includes the
 * deposit asks more than the multiple says of the bonus, so it breaks it too.
 */
export function fairTermsBreaches(terms: TBonusTerms): TFairTermsBreach[] {
  const breaches: TFairTermsBreach[] = [];
  if (terms.wageringMultiple > FAIR_TERMS_LIMITS.maxMultiple) breaches.push('multipleAboveTen');
  if (terms.products.length > FAIR_TERMS_LIMITS.maxProducts) breaches.push('moreThanOneProduct');
  if (terms.wageringBase === 'bonus_plus_deposit') breaches.push('depositInBase');
  return breaches;
}

/** The multiple as tenths (2.5 -> 25), exact for the one decimal the schema allows. */
const tenthsOf = (multiple: number) => Math.round(multiple * 10);

/** The wagering requirement: floor(multiple × (bonus [+ deposit])), minor units. */
export function wageringRequirement(terms: TBonusTerms, bonus: number, deposit = 0): number {
  const base = terms.wageringBase === 'bonus_plus_deposit' ? bonus + deposit : bonus;
  return mulDiv(base, tenthsOf(terms.wageringMultiple), 10, 'floor');
}

/** The percent of a category's valid stake that counts: 0 outside the terms' products. */
export function contributionRate(terms: TBonusTerms, category: string): number {
  if (!(terms.products as string[]).includes(category)) return 0;
  return terms.contributions[category as TGameCategoryCode] ?? 0;
}

/** The most of `balance` that converts to real money on completion (the rest is forfeited). */
export function conversionOf(terms: TBonusTerms, bonus: number, balance: number): number {
  const cap = terms.maxConversion;
  if (!cap) return balance;
  const limit =
    cap.kind === 'amount' ? cap.amount : mulDiv(bonus, tenthsOf(cap.multiple), 10, 'floor');
  return Math.min(balance, limit);
}
