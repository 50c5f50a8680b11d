import { add, mul, rat, sub, toDecimal, toNumber, type Rational } from '../math/rational';
import { BASE, FREE, SlotMachine, type SpinMode } from './engine';
import type { SlotTitle } from './types';

/**
 * Exact PAR sheets.
 *
 * 1. Every spin is a deterministic function of its five stops (cascades included: refills come
 *    from the strip above the window), so enumerating all ∏ length(reel) stop combinations of a
 *    reel set with the engine's own evaluator gives the exact distribution of a spin's win and
 *    scatter count, as integer counts.
 * 2. Free spins are i.i.d. draws from the free reel set; a free spin's (win, retrigger) pair has
 *    the exact joint distribution from step 1. The feature's value is a finite Markov chain over
 *    (spins left, spins awarded so far), capped at the title's maximum: the first and second
 *    moments of its total win are solved by exact recursion over that chain (rational numbers
 *    over powers of the number of combinations; no floating point).
 * 3. A round is the paid spin plus, when it triggers, an independent feature; the round's mean and
 *    second moment follow exactly, and σ² = E[X²] − E[X]².
 */

/** The exact distribution of one spin of a reel set, as integer counts. */
export interface SpinDistribution {
  mode: SpinMode;
  /** Number of stop combinations (the common denominator). */
  combos: bigint;
  /** Keyed by the free spins the spin awards (base: trigger; free: retrigger), 0 = none. */
  byAward: Map<number, { count: bigint; sumWin: bigint; sumWin2: bigint }>;
  /** Histogram of the spin's win in credits. */
  histogram: Map<number, bigint>;
  maxWin: number;
  /** Longest cascade chain (screens in one spin). */
  maxScreens: number;
  /** Spins that pay nothing but award free spins (they still count as a hit). */
  zeroWinAwarding: bigint;
}

/**
 * Enumerates every stop combination of a reel set (optionally only reel-1 stops in
 * [from, to) so workers can split the work) and returns exact counts.
 */
export function enumerateSpins(
  title: SlotTitle,
  mode: SpinMode,
  from = 0,
  to?: number,
): SpinDistribution {
  const m = new SlotMachine(title);
  const [l0, l1, l2, l3, l4] = m.reelLengths(mode) as [number, number, number, number, number];
  const end = to ?? l0;
  // Dense histograms per scatter count for small wins; a Map for the rare large ones.
  // Small enough to stay in cache (win-major so neighbouring wins share lines); counts of one
  // slice never reach 2^32. Scatter counts above 7 share class 7: every title's tables end there.
  const DENSE = 1 << 12;
  const classes = 8;
  const dense = new Uint32Array(classes * DENSE);
  const sparse = new Map<number, number>();
  let maxWin = 0;
  let maxScreens = 0;
  for (let a = from; a < end; a++) {
    for (let b = 0; b < l1; b++) {
      for (let c = 0; c < l2; c++) {
        for (let d = 0; d < l3; d++) {
          for (let e = 0; e < l4; e++) {
            m.setStops(a, b, c, d, e);
            const w = m.spin(mode);
            const sc = m.lastScatters < classes ? m.lastScatters : classes - 1;
            if (w < DENSE) dense[w * classes + sc]! += 1;
            else {
              const key = w * classes + sc;
              sparse.set(key, (sparse.get(key) ?? 0) + 1);
              if (w > maxWin) maxWin = w;
            }
            if (m.lastScreens > maxScreens) maxScreens = m.lastScreens;
          }
        }
      }
    }
  }
  const byAward = new Map<number, { count: bigint; sumWin: bigint; sumWin2: bigint }>();
  let zeroWinAwarding = 0n;
  const histogram = new Map<number, bigint>();
  const put = (sc: number, w: number, n: number): void => {
    const award = mode === BASE ? m.awardFor(sc) : m.retriggerFor(sc);
    const cnt = BigInt(n);
    const bw = BigInt(w);
    const s = byAward.get(award) ?? { count: 0n, sumWin: 0n, sumWin2: 0n };
    s.count += cnt;
    s.sumWin += cnt * bw;
    s.sumWin2 += cnt * bw * bw;
    byAward.set(award, s);
    histogram.set(w, (histogram.get(w) ?? 0n) + cnt);
    if (w > maxWin) maxWin = w;
    if (w === 0 && award > 0) zeroWinAwarding += cnt;
  };
  for (let sc = 0; sc < classes; sc++) {
    for (let w = 0; w < DENSE; w++) {
      const n = dense[w * classes + sc]!;
      if (n > 0) put(sc, w, n);
    }
  }
  for (const [key, n] of sparse) put(key % classes, Math.floor(key / classes), n);
  return {
    mode,
    combos: BigInt(end - from) * BigInt(l1 * l2 * l3 * l4),
    byAward,
    histogram,
    maxWin,
    maxScreens,
    zeroWinAwarding,
  };
}

/** Merges partial enumerations (from worker slices) of the same reel set. */
export function mergeDistributions(parts: SpinDistribution[]): SpinDistribution {
  const out: SpinDistribution = {
    mode: parts[0]!.mode,
    combos: 0n,
    byAward: new Map(),
    histogram: new Map(),
    maxWin: 0,
    maxScreens: 0,
    zeroWinAwarding: 0n,
  };
  for (const p of parts) {
    out.combos += p.combos;
    out.zeroWinAwarding += p.zeroWinAwarding;
    out.maxWin = Math.max(out.maxWin, p.maxWin);
    out.maxScreens = Math.max(out.maxScreens, p.maxScreens);
    for (const [k, v] of p.byAward) {
      const s = out.byAward.get(k) ?? { count: 0n, sumWin: 0n, sumWin2: 0n };
      s.count += v.count;
      s.sumWin += v.sumWin;
      s.sumWin2 += v.sumWin2;
      out.byAward.set(k, s);
    }
    for (const [w, n] of p.histogram) out.histogram.set(w, (out.histogram.get(w) ?? 0n) + n);
  }
  return out;
}

/** A value num / base^exp: the feature recursion stays exact without gcd work on huge numbers. */
export interface PowFrac {
  num: bigint;
  exp: number;
}

export class PowArith {
  private readonly pows: bigint[] = [1n];
  constructor(private readonly base: bigint) {}
  pow(e: number): bigint {
    while (this.pows.length <= e) this.pows.push(this.pows[this.pows.length - 1]! * this.base);
    return this.pows[e]!;
  }
  add(a: PowFrac, b: PowFrac): PowFrac {
    if (a.exp === b.exp) return { num: a.num + b.num, exp: a.exp };
    if (a.exp < b.exp) return { num: a.num * this.pow(b.exp - a.exp) + b.num, exp: b.exp };
    return { num: a.num + b.num * this.pow(a.exp - b.exp), exp: a.exp };
  }
  mul(a: PowFrac, b: PowFrac): PowFrac {
    return { num: a.num * b.num, exp: a.exp + b.exp };
  }
  toRational(a: PowFrac): Rational {
    return rat(a.num, this.pow(a.exp));
  }
}

/** Exact moments of the free-spin feature started with `n` spins. */
export interface FeatureMoments {
  /** Expected number of free spins played (retriggers included). */
  spins: Rational;
  /** Expected total win of the feature in credits. */
  mean: Rational;
  /** Expected square of the feature's total win. */
  second: Rational;
}

/**
 * Solves the free-spin Markov chain exactly. State (r, A): r spins left, A awarded so far; a spin
 * with retrigger class a moves to (r − 1 + Δ, A + Δ) with Δ = min(a, maxSpins − A).
 */
export function featureMoments(
  free: SpinDistribution,
  maxSpins: number,
  start: number,
): FeatureMoments {
  const P = new PowArith(free.combos);
  const classes = [...free.byAward].map(([award, s]) => ({
    award,
    q: { num: s.count, exp: 1 },
    f: { num: s.sumWin, exp: 1 },
    s: { num: s.sumWin2, exp: 1 },
  }));
  const zero: PowFrac = { num: 0n, exp: 0 };
  const one: PowFrac = { num: 1n, exp: 0 };
  const memo = new Map<number, [PowFrac, PowFrac, PowFrac]>();
  const solve = (r: number, A: number): [PowFrac, PowFrac, PowFrac] => {
    if (r === 0) return [zero, zero, zero];
    const key = r * 100_000 + A;
    const hit = memo.get(key);
    if (hit) return hit;
    let m0 = zero;
    let m1 = zero;
    let m2 = zero;
    for (const c of classes) {
      const d = Math.min(c.award, maxSpins - A);
      const [n0, n1, n2] = solve(r - 1 + d, A + d);
      m0 = P.add(m0, P.mul(c.q, P.add(one, n0)));
      m1 = P.add(m1, P.add(c.f, P.mul(c.q, n1)));
      const two: PowFrac = { num: 2n, exp: 0 };
      m2 = P.add(m2, P.add(c.s, P.add(P.mul(two, P.mul(c.f, n1)), P.mul(c.q, n2))));
    }
    const out: [PowFrac, PowFrac, PowFrac] = [m0, m1, m2];
    memo.set(key, out);
    return out;
  };
  // Solve bottom-up in order of increasing spins played so the recursion stays shallow.
  for (let A = maxSpins; A >= 1; A--) for (let r = 1; r <= A; r++) solve(r, A);
  const [s0, s1, s2] = solve(start, start);
  return { spins: P.toRational(s0), mean: P.toRational(s1), second: P.toRational(s2) };
}

/** A title's PAR sheet: exact rationals plus their decimal values. */
export interface ParSheet {
  titleId: string;
  betCredits: number;
  combos: { base: bigint; free: bigint };
  /** Return to player per unit bet, exact. */
  rtp: Rational;
  rtpBase: Rational;
  rtpFree: Rational;
  /** Variance of a round's win, in units of the bet squared, exact. */
  variance: Rational;
  /** Chance that the paid spin pays anything or triggers free spins. */
  hitFrequency: Rational;
  /** Chance that the paid spin's line/ways/scatter wins are > 0. */
  baseHitFrequency: Rational;
  /** Chance of triggering free spins on a paid spin. */
  freeSpinsFrequency: Rational;
  /** Expected free spins per trigger (retriggers included), for the most common trigger. */
  averageFreeSpins: Rational;
  /** Largest win of one paid spin, one free spin, and the round bound, as bet multiples. */
  maxBaseWin: number;
  maxFreeSpinWin: number;
  maxRoundWinBound: number;
  maxCascadeScreens: number;
  /** Exact distribution of the paid spin's win (credits → probability numerator over combos.base). */
  baseHistogram: Map<number, bigint>;
  /** Decimal summary. */
  summary: {
    rtp: number;
    rtpBase: number;
    rtpFree: number;
    hitFrequency: number;
    baseHitFrequency: number;
    freeSpinsOneIn: number;
    averageFreeSpins: number;
    standardDeviation: number;
  };
}

/** Combines the two reel-set distributions into a title's exact PAR sheet. */
export function parFromDistributions(
  title: SlotTitle,
  base: SpinDistribution,
  free: SpinDistribution,
): ParSheet {
  const N = base.combos;
  const bc = BigInt(title.betCredits);
  let mean = rat(0n);
  let second = rat(0n);
  let baseMean = rat(0n);
  let trigger = rat(0n);
  let spinsNum = rat(0n);
  let baseHit = 0n;
  for (const [w, n] of base.histogram) if (w > 0) baseHit += n;
  // A round misses when the paid spin pays nothing and awards no free spins.
  const noWinNoTrigger = (base.histogram.get(0) ?? 0n) - base.zeroWinAwarding;
  for (const [award, s] of base.byAward) {
    const p = rat(s.count, N);
    baseMean = add(baseMean, rat(s.sumWin, N));
    mean = add(mean, rat(s.sumWin, N));
    second = add(second, rat(s.sumWin2, N));
    if (award > 0) {
      const f = featureMoments(free, title.freeSpins.maxSpins, award);
      mean = add(mean, mul(p, f.mean));
      second = add(second, add(mul(rat(2n * s.sumWin, N), f.mean), mul(p, f.second)));
      trigger = add(trigger, p);
      spinsNum = add(spinsNum, mul(p, f.spins));
    }
  }
  const rtp = rat(mean.n, mean.d * bc);
  const rtpBase = rat(baseMean.n, baseMean.d * bc);
  const varianceCredits = sub(second, mul(mean, mean));
  const variance = rat(varianceCredits.n, varianceCredits.d * bc * bc);
  const hitFrequency = rat(N - noWinNoTrigger, N);
  const averageFreeSpins =
    trigger.n === 0n ? rat(0n) : rat(spinsNum.n * trigger.d, spinsNum.d * trigger.n);
  const maxSpins = title.freeSpins.maxSpins;
  const bound = base.maxWin + maxSpins * free.maxWin;
  const sheet: ParSheet = {
    titleId: title.id,
    betCredits: title.betCredits,
    combos: { base: N, free: free.combos },
    rtp,
    rtpBase,
    rtpFree: sub(rtp, rtpBase),
    variance,
    hitFrequency,
    baseHitFrequency: rat(baseHit, N),
    freeSpinsFrequency: trigger,
    averageFreeSpins,
    maxBaseWin: base.maxWin / title.betCredits,
    maxFreeSpinWin: free.maxWin / title.betCredits,
    maxRoundWinBound: bound / title.betCredits,
    maxCascadeScreens: Math.max(base.maxScreens, free.maxScreens),
    baseHistogram: base.histogram,
    summary: {
      rtp: toNumber(rtp),
      rtpBase: toNumber(rtpBase),
      rtpFree: toNumber(sub(rtp, rtpBase)),
      hitFrequency: toNumber(hitFrequency),
      baseHitFrequency: toNumber(rat(baseHit, N)),
      freeSpinsOneIn: trigger.n === 0n ? Infinity : 1 / toNumber(trigger),
      averageFreeSpins: toNumber(averageFreeSpins),
      standardDeviation: Math.sqrt(toNumber(variance)),
    },
  };
  return sheet;
}

/** Computes a title's exact PAR sheet in this thread (see the CLI for the two-core version). */
export function computePar(title: SlotTitle): ParSheet {
  return parFromDistributions(title, enumerateSpins(title, BASE), enumerateSpins(title, FREE));
}

/** Formats a rational as a percentage with `digits` decimals, e.g. "96.1234 %". */
export function percent(r: Rational, digits = 4): string {
  return `${toDecimal(rat(r.n * 100n, r.d), digits)} %`;
}
