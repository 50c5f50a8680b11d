/** An exact rational number n/d with BigInt parts (d > 0, reduced). */
export interface Rational {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Builds a reduced rational. */
export function rat(n: bigint | number, d: bigint | number = 1n): Rational {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('zero denominator');
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rat(a.n * b.d, a.d * b.n);
export const eq = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;

/** Closest double (good to the last bit for the magnitudes used here). */
export function toNumber(r: Rational): number {
  // Scale so that the quotient keeps 60+ significant bits before converting.
  const scale = 10n ** 30n;
  return Number((r.n * scale) / r.d) / 1e30;
}

/** Decimal expansion truncated toward zero to `digits` places, e.g. "0.9612345678". */
export function toDecimal(r: Rational, digits: number): string {
  const neg = r.n < 0n;
  const n = neg ? -r.n : r.n;
  const scaled = (n * 10n ** BigInt(digits)) / r.d;
  const s = scaled.toString().padStart(digits + 1, '0');
  const out = digits > 0 ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
  return neg ? `-${out}` : out;
}

/** Binomial coefficient C(n, k) as an exact BigInt. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
