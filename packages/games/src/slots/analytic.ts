import { add, mul, rat, type Rational } from '../math/rational';
import { PowArith, type PowFrac } from './par';
import type { SlotTitle } from './types';

/**
 * An independent second method for the RTP of titles without cascades, by analysis instead of
 * enumeration of screens. It shares nothing with the engine's evaluator:
 *
 * - Lines: a cell (reel r, any row) shows strip_r[(s + row) mod L] for a uniform stop s, so each
 *   cell of a line has the strip's symbol frequencies and the five reels are independent: every
 *   line has the same distribution, and E[line win] is a sum over symbol 5-tuples weighted by the
 *   product of counts. A spin's line RTP is lines × that.
 * - Ways: for symbol X let w_r = copies of X plus wild multipliers in reel r's window. Reels are
 *   independent, so E[pay_k · Π_{r<k} w_r · 1{w_k = 0}] = pay_k · Π E[w_r] · P(w_k = 0).
 * - Scatters: the count's distribution is the convolution of each reel's count distribution.
 * - Free spins: Wald's identity, E[feature] = E[spins played] · E[win per free spin], with the
 *   expected spins from the retrigger chain over (spins left, spins awarded).
 *
 * `npm run rtp` prints it beside the enumerated figure, and a test requires equality.
 */
export function analyticRtp(title: SlotTitle): Rational {
  if (title.cascade) throw new Error('cascades have no closed form here: use the enumeration');
  const base = spinMoments(title, 'base');
  const free = spinMoments(title, 'free');
  const fm = BigInt(title.freeSpins.winMultiplier);
  const freeMean = mul(free.mean, rat(fm));
  let total = base.mean;
  base.scatterDist.forEach((p, count) => {
    const award = at(title.scatter.freeSpins, count);
    if (award > 0 && p.n > 0n)
      total = add(total, mul(mul(p, expectedSpins(title, free.scatterDist, award)), freeMean));
  });
  return rat(total.n, total.d * BigInt(title.betCredits));
}

function at(a: readonly number[], i: number): number {
  return a.length === 0 ? 0 : a[Math.min(i, a.length - 1)]!;
}

interface Moments {
  /** Expected credits of one spin (lines or ways plus scatter pay), before the free multiplier. */
  mean: Rational;
  /** P(scatter count = c), c = 0 … 15. */
  scatterDist: Rational[];
}

function spinMoments(title: SlotTitle, set: 'base' | 'free'): Moments {
  const strips = title.reels[set];
  const ids = title.symbols.map((s) => s.id);
  const sym = new Map(title.symbols.map((s) => [s.id, s]));
  const L = strips.map((s) => BigInt(s.length));
  const denominator = L.reduce((a, b) => a * b, 1n);
  // Scatter count distribution: per reel, how many stops show c scatters; then convolve.
  let dist: bigint[] = [1n];
  for (const strip of strips) {
    const per = [0n, 0n, 0n, 0n];
    for (let s = 0; s < strip.length; s++) {
      let c = 0;
      for (let row = 0; row < 3; row++)
        if (sym.get(strip[(s + row) % strip.length]!)!.kind === 'scatter') c++;
      per[c]! += 1n;
    }
    const next = new Array<bigint>(dist.length + 3).fill(0n);
    dist.forEach((a, i) => per.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  const scatterDist = Array.from({ length: 16 }, (_, c) => rat(dist[c] ?? 0n, denominator));
  let scatterCredits = rat(0n);
  scatterDist.forEach((p, c) => {
    scatterCredits = add(scatterCredits, mul(p, rat(at(title.scatter.pays, c) * title.betCredits)));
  });
  const lineOrWays =
    title.mode === 'lines' ? linesMean(title, strips, ids) : waysMean(title, strips);
  return { mean: add(lineOrWays, scatterCredits), scatterDist };
}

/** E[line wins of a spin] = lines × Σ over symbol tuples of P(tuple) × the line rule's pay. */
function linesMean(
  title: SlotTitle,
  strips: readonly (readonly string[])[],
  ids: string[],
): Rational {
  const sym = new Map(title.symbols.map((s) => [s.id, s]));
  const counts = strips.map((strip) =>
    ids.map((id) => BigInt(strip.filter((x) => x === id).length)),
  );
  const payOf = (id: string, n: number): number => sym.get(id)!.pays[n] ?? 0;
  const mult = (id: string): number => sym.get(id)!.wildMultiplier ?? 1;
  const isWild = (id: string): boolean => sym.get(id)!.kind === 'wild';
  const lineWin = (t: string[]): number => {
    if (sym.get(t[0]!)!.kind === 'scatter') return 0;
    // Leading wilds, as themselves.
    let w = 0;
    let wm = 1;
    while (w < 5 && isWild(t[w]!)) wm *= mult(t[w++]!);
    const wildPay = w > 0 ? payOf(t[0]!, w) * wm : 0;
    if (w === 5) return wildPay;
    const x = t[w]!;
    if (sym.get(x)!.kind !== 'regular') return wildPay;
    let n = w;
    let m = wm;
    while (n < 5 && (t[n] === x || isWild(t[n]!))) {
      if (t[n] !== x) m *= mult(t[n]!);
      n++;
    }
    return Math.max(wildPay, payOf(x, n) * m);
  };
  let sum = 0n;
  const tuple: string[] = [];
  const walk = (r: number, weight: bigint): void => {
    if (r === 5) {
      sum += weight * BigInt(lineWin(tuple));
      return;
    }
    ids.forEach((id, i) => {
      const c = counts[r]![i]!;
      if (c === 0n) return;
      tuple[r] = id;
      walk(r + 1, weight * c);
    });
  };
  walk(0, 1n);
  const denominator = strips.reduce((a, s) => a * BigInt(s.length), 1n);
  return rat(sum * BigInt(title.lines.length), denominator);
}

/** E[ways wins of a spin] from per-reel expectations (reels are independent). */
function waysMean(title: SlotTitle, strips: readonly (readonly string[])[]): Rational {
  const sym = new Map(title.symbols.map((s) => [s.id, s]));
  let total = rat(0n);
  for (const x of title.symbols.filter((s) => s.kind === 'regular')) {
    // Per reel: Σ_s w(s) and the number of stops with w = 0.
    const sums: bigint[] = [];
    const zeros: bigint[] = [];
    for (const strip of strips) {
      let s1 = 0n;
      let z = 0n;
      for (let s = 0; s < strip.length; s++) {
        let w = 0;
        for (let row = 0; row < 3; row++) {
          const c = sym.get(strip[(s + row) % strip.length]!)!;
          if (c.id === x.id) w += 1;
          else if (c.kind === 'wild') w += c.wildMultiplier ?? 1;
        }
        s1 += BigInt(w);
        if (w === 0) z += 1n;
      }
      sums.push(s1);
      zeros.push(z);
    }
    for (let k = 1; k <= 5; k++) {
      const pay = x.pays[k] ?? 0;
      if (pay === 0) continue;
      let num = BigInt(pay);
      let den = 1n;
      for (let r = 0; r < k; r++) {
        num *= sums[r]!;
        den *= BigInt(strips[r]!.length);
      }
      if (k < 5) {
        num *= zeros[k]!;
        den *= BigInt(strips[k]!.length);
      }
      total = add(total, rat(num, den));
    }
  }
  return total;
}

/** Expected free spins played from `start` spins, by the retrigger chain (exact). */
function expectedSpins(title: SlotTitle, freeScatter: Rational[], start: number): Rational {
  const max = title.freeSpins.maxSpins;
  // Retrigger classes: extra spins a → probability, all over the common denominator D.
  const D = freeScatter.reduce((a, p) => (p.d > a ? p.d : a), 1n);
  const P = new PowArith(D);
  const classes = new Map<number, bigint>();
  freeScatter.forEach((p, c) => {
    const a = at(title.scatter.retrigger, c);
    classes.set(a, (classes.get(a) ?? 0n) + (p.n * D) / p.d);
  });
  const memo = new Map<number, PowFrac>();
  const one: PowFrac = { num: 1n, exp: 0 };
  const go = (r: number, A: number): PowFrac => {
    if (r === 0) return { num: 0n, exp: 0 };
    const key = r * 100_000 + A;
    const hit = memo.get(key);
    if (hit) return hit;
    let v = one;
    for (const [a, cnt] of classes) {
      const d = Math.min(a, max - A);
      v = P.add(v, P.mul({ num: cnt, exp: 1 }, go(r - 1 + d, A + d)));
    }
    memo.set(key, v);
    return v;
  };
  for (let A = max; A >= 1; A--) for (let r = 1; r <= A; r++) go(r, A);
  return P.toRational(go(start, start));
}
