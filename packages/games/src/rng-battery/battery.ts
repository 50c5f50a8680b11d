import { chiSquareTail, erfc, normalTwoSided } from './stats';

/** One test's result: the statistic, its p-value and whether it passes at `alpha`. */
export interface TestResult {
  name: string;
  statistic: number;
  pValue: number;
  pass: boolean;
}

/** The battery's significance level: a test fails when p < 0.01 (GLI-11 style 99 % confidence). */
export const ALPHA = 0.01;

function bitAt(bytes: Uint8Array, i: number): number {
  return (bytes[i >> 3]! >> (7 - (i & 7))) & 1;
}

/** Frequency (monobit) test, NIST SP 800-22 §2.1: the share of ones is 1/2. */
export function monobitTest(bytes: Uint8Array, alpha = ALPHA): TestResult {
  const n = bytes.length * 8;
  let s = 0;
  for (let i = 0; i < n; i++) s += bitAt(bytes, i) ? 1 : -1;
  const stat = Math.abs(s) / Math.sqrt(n);
  const p = erfc(stat / Math.SQRT2);
  return { name: 'monobit', statistic: stat, pValue: p, pass: p >= alpha };
}

/** Runs test, NIST SP 800-22 §2.3: the number of runs of equal bits is as expected. */
export function runsTest(bytes: Uint8Array, alpha = ALPHA): TestResult {
  const n = bytes.length * 8;
  let ones = 0;
  for (let i = 0; i < n; i++) ones += bitAt(bytes, i);
  const pi = ones / n;
  if (Math.abs(pi - 0.5) >= 2 / Math.sqrt(n)) {
    return { name: 'runs', statistic: NaN, pValue: 0, pass: false };
  }
  let v = 1;
  for (let i = 1; i < n; i++) if (bitAt(bytes, i) !== bitAt(bytes, i - 1)) v++;
  const num = Math.abs(v - 2 * n * pi * (1 - pi));
  const p = erfc(num / (2 * Math.sqrt(2 * n) * pi * (1 - pi)));
  return { name: 'runs', statistic: v, pValue: p, pass: p >= alpha };
}

/** Lag-k serial correlation of a sequence; under independence r·√n is standard normal. */
export function serialCorrelationTest(xs: ArrayLike<number>, lag = 1, alpha = ALPHA): TestResult {
  const n = xs.length - lag;
  let mean = 0;
  for (let i = 0; i < xs.length; i++) mean += xs[i]!;
  mean /= xs.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    const d = xs[i]! - mean;
    den += d * d;
    if (i < n) num += d * (xs[i + lag]! - mean);
  }
  const r = num / den;
  const p = normalTwoSided(r * Math.sqrt(n));
  return { name: `serial correlation (lag ${lag})`, statistic: r, pValue: p, pass: p >= alpha };
}

/**
 * Pearson chi-square goodness of fit of observed counts against exact probabilities. Adjacent
 * categories are pooled (in the given order) until each expected count is at least 5, the usual
 * validity rule; df = pooled categories − 1.
 */
export function chiSquareTest(
  name: string,
  observed: readonly number[],
  probabilities: readonly number[],
  alpha = ALPHA,
): TestResult & { df: number } {
  const total = observed.reduce((a, b) => a + b, 0);
  const bins: { o: number; e: number }[] = [];
  let o = 0;
  let e = 0;
  for (let i = 0; i < observed.length; i++) {
    o += observed[i]!;
    e += probabilities[i]! * total;
    if (e >= 5) {
      bins.push({ o, e });
      o = 0;
      e = 0;
    }
  }
  if (e > 0 || o > 0) {
    const last = bins[bins.length - 1];
    if (last) {
      last.o += o;
      last.e += e;
    } else bins.push({ o, e });
  }
  let stat = 0;
  for (const b of bins) stat += ((b.o - b.e) * (b.o - b.e)) / b.e;
  const df = bins.length - 1;
  const p = df > 0 ? chiSquareTail(stat, df) : 1;
  return { name, statistic: stat, pValue: p, pass: p >= alpha, df };
}
