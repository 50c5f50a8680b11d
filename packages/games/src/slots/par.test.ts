import { describe, expect, it } from 'vitest';
import { add, eq, mul, rat, sub, type Rational } from '../math/rational';
import { BASE, FREE, SlotMachine } from './engine';
import { computePar, enumerateSpins, featureMoments } from './par';
import { tinyCascadeTitle, tinyLinesTitle } from './slots-test-kit';
import type { SlotTitle } from './types';

/**
 * Brute force: walks every path of a whole round (every base stop combination, then every free
 * spin's stop combination, recursively) with the engine and sums win and win² weighted by the
 * path's exact probability. No Markov chain, no decomposition: the oracle for the PAR method.
 */
function bruteForce(title: SlotTitle): { mean: Rational; second: Rational; hit: Rational } {
  const m = new SlotMachine(title);
  const combos = (mode: 0 | 1): number[][] => {
    const L = m.reelLengths(mode);
    const out: number[][] = [];
    for (let a = 0; a < L[0]!; a++)
      for (let b = 0; b < L[1]!; b++)
        for (let c = 0; c < L[2]!; c++)
          for (let d = 0; d < L[3]!; d++) for (let e = 0; e < L[4]!; e++) out.push([a, b, c, d, e]);
    return out;
  };
  const baseC = combos(BASE);
  const freeC = combos(FREE);
  // Free-spin paths: (total win of the remaining spins, probability) for a state.
  const memo = new Map<string, { m1: Rational; m2: Rational }>();
  const spinOutcomes = freeC.map((s) => {
    m.setStops(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!);
    const w = m.spin(FREE);
    return { w: BigInt(w), add: m.retriggerFor(m.lastScatters) };
  });
  const nF = BigInt(freeC.length);
  const feature = (r: number, A: number): { m1: Rational; m2: Rational } => {
    if (r === 0) return { m1: rat(0), m2: rat(0) };
    const key = `${r}/${A}`;
    const hit = memo.get(key);
    if (hit) return hit;
    let m1 = rat(0);
    let m2 = rat(0);
    for (const o of spinOutcomes) {
      const d = Math.min(o.add, title.freeSpins.maxSpins - A);
      const next = feature(r - 1 + d, A + d);
      // E[(w + Y)²] = w² + 2w·E[Y] + E[Y²] along this branch.
      m1 = add(m1, add(rat(o.w, nF), rat(next.m1.n, next.m1.d * nF)));
      m2 = add(
        m2,
        rat(
          o.w * o.w * next.m1.d * next.m2.d +
            2n * o.w * next.m1.n * next.m2.d +
            next.m2.n * next.m1.d,
          nF * next.m1.d * next.m2.d,
        ),
      );
    }
    const out = { m1, m2 };
    memo.set(key, out);
    return out;
  };
  let mean = rat(0);
  let second = rat(0);
  let hits = 0n;
  const nB = BigInt(baseC.length);
  for (const s of baseC) {
    m.setStops(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!);
    const w = BigInt(m.spin(BASE));
    const award = m.awardFor(m.lastScatters);
    const f = feature(award, award);
    mean = add(mean, rat(w * f.m1.d + f.m1.n, f.m1.d * nB));
    second = add(second, mul(rat(1n, nB), add(rat(w * w), add(mul(rat(2n * w), f.m1), f.m2))));
    if (w > 0n || award > 0) hits++;
  }
  const bc = BigInt(title.betCredits);
  return {
    mean: rat(mean.n, mean.d * bc),
    second: rat(second.n, second.d * bc * bc),
    hit: rat(hits, nB),
  };
}

describe('exact PAR sheets', () => {
  for (const make of [tinyLinesTitle, tinyCascadeTitle]) {
    it(`equal brute-force enumeration of whole rounds (${make().id})`, () => {
      const title = make();
      const par = computePar(title);
      const brute = bruteForce(title);
      expect(par.rtpFree.n).toBeGreaterThan(0n); // the feature contributes: the test has teeth
      expect(eq(par.rtp, brute.mean)).toBe(true);
      expect(eq(par.variance, sub(brute.second, mul(brute.mean, brute.mean)))).toBe(true);
      expect(eq(par.hitFrequency, brute.hit)).toBe(true);
    });
  }

  it('counts every stop combination once, even when split in slices', () => {
    const title = tinyCascadeTitle();
    const all = enumerateSpins(title, BASE);
    const a = enumerateSpins(title, BASE, 0, 1);
    const b = enumerateSpins(title, BASE, 1, 3);
    expect(all.combos).toBe(3n * 3n * 2n * 3n * 3n);
    expect(a.combos + b.combos).toBe(all.combos);
    const sum = (d: typeof all): bigint =>
      [...d.byAward.values()].reduce((x, s) => x + s.sumWin, 0n);
    expect(sum(a) + sum(b)).toBe(sum(all));
  });

  it('solves the free-spin chain: no retriggers gives n spins exactly', () => {
    const title = tinyLinesTitle({
      scatter: { pays: [], freeSpins: [0, 0, 1, 2, 2, 2], retrigger: [] },
    });
    const free = enumerateSpins(title, FREE);
    const f = featureMoments(free, 3, 2);
    expect(eq(f.spins, rat(2))).toBe(true);
    const perSpin = rat(
      [...free.byAward.values()].reduce((x, s) => x + s.sumWin, 0n),
      free.combos,
    );
    expect(eq(f.mean, mul(rat(2), perSpin))).toBe(true);
  });
});
