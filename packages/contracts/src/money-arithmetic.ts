/**
 * Money arithmetic on integer minor units: a product and quotient with a rounding mode stated at
 * every call, percentages, basis points, multipliers (decimal odds) and the exact split of a sum
 * into parts. Every figure is computed exactly in BigInt and rounded once, at the end; no
 * floating-point number ever holds an amount, a rate or a multiplier with decimals (those come as
 * decimal text, "0.35", or as a scaled integer, { units: 35, scale: 2 }).
 *
 * An amount is a safe integer (`number`, as money travels in JS and JSON) or a `bigint`; a
 * function answers in the type of its amount. Anything else is refused with a
 * `MoneyArithmeticError`, never rounded away or clamped: a non-integer or unsafe number, a zero
 * divisor, a `number` result beyond Number.MAX_SAFE_INTEGER, malformed decimal text.
 *
 * Kept free of zod (and of anything that imports it): the first screen of the site and the game
 * engines use it.
 */

/**
 * How an exact quotient becomes a whole number of minor units. Required at every call: there is
 * no default, so each figure says which way it rounds.
 * - `floor`, `ceil`: towards −∞, towards +∞.
 * - `towardZero`, `awayFromZero`: the magnitude rounded down, rounded up.
 * - `halfUp`: to the nearest; a tie (exactly .5) away from zero (2.5 -> 3, −2.5 -> −3).
 * - `halfDown`: to the nearest; a tie towards zero (2.5 -> 2, −2.5 -> −2).
 * - `halfEven`: to the nearest; a tie to the even neighbour (2.5 -> 2, 3.5 -> 4), banker's rounding.
 * - `exact`: no rounding: a quotient that is not whole is refused (`inexact`), for figures that are
 *   whole by construction (a slot win, where stakes are multiples of the bet in credits).
 */
export type TRoundingMode =
  'floor' | 'ceil' | 'towardZero' | 'awayFromZero' | 'halfUp' | 'halfDown' | 'halfEven' | 'exact';

export const ROUNDING_MODES: readonly TRoundingMode[] = [
  'floor',
  'ceil',
  'towardZero',
  'awayFromZero',
  'halfUp',
  'halfDown',
  'halfEven',
  'exact',
];

/** Why a money computation was refused. */
export type TMoneyArithmeticErrorCode =
  /** A divisor (denominator, weights summing to zero) of zero. */
  | 'divisionByZero'
  /** An amount, factor or weight that is not an integer, or a `number` beyond the safe range. */
  | 'notInteger'
  /** A `number` result beyond Number.MAX_SAFE_INTEGER (pass a bigint to go further). */
  | 'overflow'
  /** Rounding `exact` on a quotient that is not whole. */
  | 'inexact'
  /** A rate or multiplier that is no plain decimal ("1e3", ".5", "0,35", a scale out of range). */
  | 'invalidDecimal'
  /** No weights, or a negative weight, for `allocate`. */
  | 'invalidWeights'
  /** A rounding mode that is not one of `ROUNDING_MODES`. */
  | 'invalidRounding';

/** The typed refusal of this module: `code` says what was wrong. */
export class MoneyArithmeticError extends RangeError {
  readonly code: TMoneyArithmeticErrorCode;

  constructor(code: TMoneyArithmeticErrorCode, message: string) {
    super(message);
    this.name = 'MoneyArithmeticError';
    this.code = code;
  }
}

/** A whole number: a safe-integer `number` or a `bigint`. */
export type TInteger = number | bigint;

/**
 * A decimal rate or multiplier, exactly: plain decimal text ("0.35", "-1.5", "12"; digits on both
 * sides of the point), a whole number, or a scaled integer (`{ units: 35, scale: 2 }` is 0.35).
 * A `number` with decimals is refused: 0.35 as a float is 0.34999…; write it as text.
 */
export type TDecimal = string | TInteger | { units: TInteger; scale: number };

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;
const PLAIN_DECIMAL = /^(-?\d{1,40})(?:\.(\d{1,40}))?$/;
const MAX_SCALE = 40;

function toBigInt(value: TInteger, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) {
    throw new MoneyArithmeticError('notInteger', `${what} must be a safe integer, not ${value}`);
  }
  return BigInt(value);
}

/** A bigint result in the type of the amount it came from (a `number` only while safe). */
function likeAmount<T extends TInteger>(amount: T, result: bigint): T {
  if (typeof amount === 'bigint') return result as T;
  if (result > MAX_SAFE || result < MIN_SAFE) {
    throw new MoneyArithmeticError('overflow', `${result} is beyond Number.MAX_SAFE_INTEGER`);
  }
  return Number(result) as T;
}

/**
 * numerator / denominator rounded to an integer by `rounding`, exactly (the core of this module;
 * BigInt division truncates toward zero, and the remainder decides the rest).
 */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  rounding: TRoundingMode,
): bigint {
  if (denominator === 0n) throw new MoneyArithmeticError('divisionByZero', 'division by zero');
  let n = numerator;
  let d = denominator;
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const q = n / d;
  const r = n % d; // same sign as n; |r| < d
  if (r === 0n) {
    if (!ROUNDING_MODES.includes(rounding)) throw invalidRounding(rounding);
    return q;
  }
  const away = n < 0n ? q - 1n : q + 1n;
  switch (rounding) {
    case 'floor':
      return n < 0n ? q - 1n : q;
    case 'ceil':
      return n < 0n ? q : q + 1n;
    case 'towardZero':
      return q;
    case 'awayFromZero':
      return away;
    case 'halfUp':
    case 'halfDown':
    case 'halfEven': {
      const twice = (r < 0n ? -r : r) * 2n;
      if (twice > d) return away;
      if (twice < d) return q;
      if (rounding === 'halfUp') return away;
      if (rounding === 'halfDown') return q;
      return q % 2n === 0n ? q : away;
    }
    case 'exact':
      throw new MoneyArithmeticError('inexact', `${numerator}/${denominator} is not whole`);
    default:
      throw invalidRounding(rounding);
  }
}

function invalidRounding(rounding: unknown): MoneyArithmeticError {
  return new MoneyArithmeticError('invalidRounding', `unknown rounding mode ${String(rounding)}`);
}

/**
 * amount × numerator / denominator, exact, rounded once by `rounding`: the one way to scale money
 * by a ratio (a rational multiplier, a share, a rate as a fraction). 101 × 3 / 2 is 151.5: floor
 * 151, ceil 152, halfEven 152.
 */
export function mulDiv(
  amount: number,
  numerator: TInteger,
  denominator: TInteger,
  rounding: TRoundingMode,
): number;
export function mulDiv(
  amount: bigint,
  numerator: TInteger,
  denominator: TInteger,
  rounding: TRoundingMode,
): bigint;
export function mulDiv(
  amount: TInteger,
  numerator: TInteger,
  denominator: TInteger,
  rounding: TRoundingMode,
): TInteger {
  return scaled(
    amount,
    toBigInt(numerator, 'numerator'),
    toBigInt(denominator, 'denominator'),
    rounding,
  );
}

/** amount × numerator / denominator rounded, in the amount's type (every function ends here). */
function scaled<T extends TInteger>(
  amount: T,
  numerator: bigint,
  denominator: bigint,
  rounding: TRoundingMode,
): T {
  const product = toBigInt(amount, 'amount') * numerator;
  return likeAmount(amount, divideRounded(product, denominator, rounding));
}

/** A decimal as the exact fraction units / 10^scale. */
function decimalFraction(value: TDecimal, what: string): { units: bigint; denominator: bigint } {
  if (typeof value === 'string') {
    const match = PLAIN_DECIMAL.exec(value);
    if (!match) {
      throw new MoneyArithmeticError('invalidDecimal', `${what} "${value}" is no plain decimal`);
    }
    const [, whole = '0', fraction = ''] = match;
    const sign = whole.startsWith('-') ? -1n : 1n;
    const units = BigInt(whole.replace('-', '') + fraction) * sign;
    return { units, denominator: 10n ** BigInt(fraction.length) };
  }
  if (typeof value === 'object') {
    const { units, scale } = value;
    if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
      throw new MoneyArithmeticError('invalidDecimal', `${what} scale must be 0 … ${MAX_SCALE}`);
    }
    return { units: toBigInt(units, what), denominator: 10n ** BigInt(scale) };
  }
  return { units: toBigInt(value, what), denominator: 1n };
}

/**
 * `percent` % of an amount, exact: percentOf(10_000, '0.35', r) is 35; percentOf(1_001, 10,
 * 'floor') is 100 (100.1). 100 % of an amount is the amount itself.
 */
export function percentOf(amount: number, percent: TDecimal, rounding: TRoundingMode): number;
export function percentOf(amount: bigint, percent: TDecimal, rounding: TRoundingMode): bigint;
export function percentOf(amount: TInteger, percent: TDecimal, rounding: TRoundingMode): TInteger {
  const { units, denominator } = decimalFraction(percent, 'percent');
  return scaled(amount, units, denominator * 100n, rounding);
}

/**
 * `bps` basis points (hundredths of a percent; 10,000 is the whole) of an amount, exact:
 * basisPointsOf(12_345, 50, 'floor') is 61 (61.725).
 */
export function basisPointsOf(amount: number, bps: TDecimal, rounding: TRoundingMode): number;
export function basisPointsOf(amount: bigint, bps: TDecimal, rounding: TRoundingMode): bigint;
export function basisPointsOf(amount: TInteger, bps: TDecimal, rounding: TRoundingMode): TInteger {
  const { units, denominator } = decimalFraction(bps, 'basis points');
  return scaled(amount, units, denominator * 10_000n, rounding);
}

/**
 * An amount times a decimal multiplier, exact: a stake at decimal odds is its return
 * (applyMultiplier(1_000, '1.982', 'floor') is 1,982), a slot's maximum multiple of the stake its
 * maximum win (applyMultiplier(300, '7528.125', 'exact') is 2,258,437.5: refused as inexact).
 */
export function applyMultiplier(
  amount: number,
  multiplier: TDecimal,
  rounding: TRoundingMode,
): number;
export function applyMultiplier(
  amount: bigint,
  multiplier: TDecimal,
  rounding: TRoundingMode,
): bigint;
export function applyMultiplier(
  amount: TInteger,
  multiplier: TDecimal,
  rounding: TRoundingMode,
): TInteger {
  const { units, denominator } = decimalFraction(multiplier, 'multiplier');
  return scaled(amount, units, denominator, rounding);
}

/**
 * Splits `total` into parts proportional to `weights` (non-negative integers, at least one
 * positive) by the largest-remainder method, so the parts add up to `total` exactly:
 * - each part is its exact share total × weight / Σweights with the fraction dropped, and the
 *   units left over go one each to the parts with the largest dropped fractions, so every part
 *   is within one minor unit of its exact share (a whole share is never changed, a zero weight
 *   gets zero);
 * - ties (equal fractions) go to the earlier weight in the list: allocate(100, [1, 1, 1]) is
 *   [34, 33, 33]; order the weights to say who gets the odd unit;
 * - a negative total is split as its magnitude and every part negated (allocate(-100, [1, 1, 1])
 *   is [-34, -33, -33]): each part has the total's sign, the same magnitudes as for +100.
 */
export function allocate(total: number, weights: readonly TInteger[]): number[];
export function allocate(total: bigint, weights: readonly TInteger[]): bigint[];
export function allocate(total: TInteger, weights: readonly TInteger[]): TInteger[] {
  const t = toBigInt(total, 'total');
  const magnitude = t < 0n ? -t : t;
  if (weights.length === 0) throw new MoneyArithmeticError('invalidWeights', 'no weights');
  const w = weights.map((weight) => toBigInt(weight, 'weight'));
  if (w.some((weight) => weight < 0n)) {
    throw new MoneyArithmeticError('invalidWeights', 'a weight is negative');
  }
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new MoneyArithmeticError('divisionByZero', 'the weights sum to zero');

  const parts = w.map((weight) => (magnitude * weight) / sum);
  const remainders = w.map((weight) => (magnitude * weight) % sum);
  let left = magnitude - parts.reduce((a, b) => a + b, 0n);
  // Largest dropped fraction first; equal ones in list order.
  const order = w
    .map((_, i) => i)
    .sort((a, b) =>
      remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b,
    );
  for (const i of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map((part) => likeAmount(total, t < 0n ? -part : part));
}
