import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FloatStream } from '../fair/floats';
import { add, binomial, eq, mul, rat, toNumber } from '../math/rational';
import { Xoshiro128 } from '../sim/xoshiro';
import {
  crashChanceAtLeast,
  crashCountAtLeast,
  crashInstantBustChance,
  crashPayout,
  crashPointFromValue,
  crashPoint,
  crashRtp,
  isInstantBust,
  verifyCrashGame,
} from './crash';
import { generateHashChain } from '../fair/crash-chain';
import { assertDiceBet, diceMultiplier, dicePayout, diceRtp, playDice } from './dice';
import {
  cashOut,
  minesMultiplier,
  minesPayout,
  minesRtp,
  pickTile,
  placeMines,
  startMines,
} from './mines';
import { crashReference, diceReference, minesReference } from './reference-bets';

describe('dice', () => {
  it('pays (100 − 1) / chance: 1.98× at 50 %, 99× at 1 %, rounded up to minor units', () => {
    expect(toNumber(diceMultiplier({ direction: 'under', target: 5000 }))).toBe(1.98);
    expect(toNumber(diceMultiplier({ direction: 'over', target: 9899 }))).toBe(99);
    expect(dicePayout({ direction: 'under', target: 5000 }, 100, 4999)).toBe(198);
    expect(dicePayout({ direction: 'under', target: 5000 }, 100, 5000)).toBe(0);
    // Over 50.00 wins on 4,999 rolls: 9900/4999 = 1.98039…×, so 100 pays 198.04 → 199.
    expect(dicePayout({ direction: 'over', target: 5000 }, 100, 5001)).toBe(199);
    expect(dicePayout({ direction: 'over', target: 5000 }, 100, 5000)).toBe(0);
    // 3 × 9900/3333 = 8.9108… → 9 minor units (in the player's favour).
    expect(dicePayout({ direction: 'under', target: 3333 }, 3, 0)).toBe(9);
    expect(() => assertDiceBet({ direction: 'under', target: 0 })).toThrow();
    expect(() => assertDiceBet({ direction: 'under', target: 9801 })).toThrow();
  });

  it('has a house edge of 1 % (never more) by summation over all 10,000 rolls', () => {
    for (const bet of [
      { direction: 'under', target: 5000 },
      { direction: 'over', target: 2500 },
      { direction: 'under', target: 1 },
    ] as const) {
      let total = 0n;
      for (let roll = 0; roll < 10_000; roll++) total += BigInt(dicePayout(bet, 1_000_000, roll));
      const rtp = rat(total, 10_000n * 1_000_000n);
      expect(eq(rtp, diceRtp(bet, 1_000_000))).toBe(true);
      // At least 99 %, above by less than one minor unit per win (P(win) / stake).
      expect(rtp.n * 100n >= 99n * rtp.d).toBe(true);
      expect(toNumber(rtp) - 0.99).toBeLessThan(1 / 1_000_000);
    }
  });

  it('never returns less than 99 % at any accepted stake and chance (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9800 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        (t, stake) => {
          const r = diceRtp({ direction: 'under', target: t }, stake);
          expect(r.n * 100n >= 99n * r.d).toBe(true);
          expect(r.n < r.d).toBe(true);
        },
      ),
    );
  });

  it('is a pure function of the seeds', () => {
    const a = playDice(
      new FloatStream('ab'.repeat(32), 'c', 5),
      { direction: 'under', target: 5000 },
      100,
    );
    const b = playDice(
      new FloatStream('ab'.repeat(32), 'c', 5),
      { direction: 'under', target: 5000 },
      100,
    );
    expect(a).toEqual(b);
  });
});

describe('mines', () => {
  it('multiplier after k picks is 0.99 × C(25,k)/C(25−m,k)', () => {
    expect(toNumber(minesMultiplier(1, 1))).toBeCloseTo(1.03125, 12);
    expect(toNumber(minesMultiplier(3, 1))).toBeCloseTo(1.125, 12);
    expect(toNumber(minesMultiplier(24, 1))).toBeCloseTo(24.75, 12);
    expect(eq(minesMultiplier(5, 20), rat(99n * binomial(25, 20), 100n))).toBe(true);
    expect(minesPayout(3, 2, 1000)).toBe(1286); // 0.99 × 300/231 = 1.2857…, rounded up
    expect(() => minesMultiplier(0, 1)).toThrow();
    expect(() => minesMultiplier(3, 23)).toThrow();
  });

  it('every cash-out point returns exactly 99 % by summation over all placements (m = 3)', () => {
    // Enumerate all C(25,3) = 2300 mine sets; the player reveals tiles 0 … k−1.
    for (const k of [1, 4, 10, 22]) {
      let survive = 0n;
      let all = 0n;
      for (let a = 0; a < 25; a++)
        for (let b = a + 1; b < 25; b++)
          for (let c = b + 1; c < 25; c++) {
            all++;
            if (a >= k && b >= k && c >= k) survive++;
          }
      const rtp = mul(rat(survive, all), minesMultiplier(3, k));
      expect(eq(rtp, rat(99, 100))).toBe(true);
      expect(toNumber(minesRtp(3, k, 100_000_000))).toBeCloseTo(0.99, 7);
    }
  });

  it('places distinct mines with a partial Fisher–Yates shuffle', () => {
    const src = new Xoshiro128(1);
    for (let i = 0; i < 200; i++) {
      const m = placeMines(src, 24);
      expect(new Set(m).size).toBe(24);
      expect(m.every((t) => t >= 0 && t < 25)).toBe(true);
    }
  });

  it('plays a round: safe picks, bust, cash out', () => {
    const round = startMines(new FloatStream('cd'.repeat(32), 'p', 0), 5);
    const safe = [...Array(25).keys()].filter((t) => !round.minePositions.includes(t));
    let r = pickTile(round, safe[0]!);
    r = pickTile(r, safe[1]!);
    expect(r.status).toBe('playing');
    expect(() => pickTile(r, safe[1]!)).toThrow();
    const out = cashOut(r, 10_000);
    expect(out.payout).toBe(minesPayout(5, 2, 10_000));
    expect(out.round.status).toBe('cashed');
    expect(pickTile(r, round.minePositions[0]!).status).toBe('busted');
    expect(() => cashOut(round, 100)).toThrow();
  });
});

describe('crash', () => {
  it('maps the 52-bit value to the crash point with a 1 % edge', () => {
    const E = 2n ** 52n;
    expect(crashPointFromValue(0n)).toBe(100);
    expect(isInstantBust(0n)).toBe(true);
    expect(crashPointFromValue(E / 2n)).toBe(198);
    expect(crashPointFromValue(E - 1n)).toBe(Number(99n * E));
  });

  it('closed forms equal exact summation over every value (16-bit version of the formula)', () => {
    const bits = 16;
    const E = 1 << bits;
    const counts = new Map<number, number>();
    let bust = 0;
    for (let h = 0; h < E; h++) {
      counts.set(
        crashPointFromValue(BigInt(h), bits),
        (counts.get(crashPointFromValue(BigInt(h), bits)) ?? 0) + 1,
      );
      if (isInstantBust(BigInt(h), bits)) bust++;
    }
    expect(eq(rat(bust, E), crashInstantBustChance(bits))).toBe(true);
    for (const target of [101, 150, 200, 1000, 5000]) {
      let atLeast = 0;
      for (const [p, c] of counts) if (p >= target) atLeast += c;
      expect(BigInt(atLeast)).toBe(crashCountAtLeast(target, bits));
      expect(eq(crashRtp(target, bits), rat(atLeast * target, E * 100))).toBe(true);
    }
  });

  it('every cash-out target returns 99 % (to 1e-12) and an instant bust is 1 %', () => {
    for (const t of [101, 200, 333, 10_000, 1_000_000])
      expect(toNumber(crashRtp(t))).toBeCloseTo(0.99, 9);
    expect(toNumber(crashInstantBustChance())).toBeCloseTo(0.01, 12);
    expect(toNumber(crashChanceAtLeast(200))).toBeCloseTo(0.495, 12);
    expect(crashPayout(1000, 200, 250)).toBe(2000);
    expect(crashPayout(1000, 200, 199)).toBe(0);
  });

  it('verifies every game of a chain with its published values, and nothing else', () => {
    const salt = 'ab'.repeat(32);
    const chain = generateHashChain('12'.repeat(32), 20);
    const values = { terminator: chain.terminator, salt, length: 20 };
    chain.gameHashes.forEach((hash, i) => {
      expect(verifyCrashGame({ hash, gameNumber: i + 1 }, values)).toEqual({
        linked: true,
        crashPoint: crashPoint(hash, salt),
      });
      // Under another game number, or another chain's terminator, it does not link.
      if (i > 0) expect(verifyCrashGame({ hash, gameNumber: i }, values).linked).toBe(false);
      const other = { ...values, terminator: generateHashChain('34'.repeat(32), 20).terminator };
      expect(verifyCrashGame({ hash, gameNumber: i + 1 }, other).linked).toBe(false);
    });
    expect(() => verifyCrashGame({ hash: chain.gameHashes[0]!, gameNumber: 21 }, values)).toThrow(
      RangeError,
    );
    expect(() => verifyCrashGame({ hash: 'XYZ', gameNumber: 1 }, values)).toThrow(RangeError);
  });
});

describe('simulation of the originals', () => {
  it('measured RTPs lie in the 99 % interval around the exact figure (fixed seeds)', () => {
    // Fixed seeds keep the test deterministic. A 99 % interval is missed by 1 in 100 seeds by
    // design (seed 12345 was such a seed for mines, z = −2.63); over 60 seeds the z-scores have
    // mean square ≈ 1, as they should.
    for (const [seed, ref] of [diceReference(), minesReference(), crashReference()].entries()) {
      const rng = new Xoshiro128(seed + 1);
      const N = 200_000;
      let sum = 0;
      for (let i = 0; i < N; i++) sum += ref.sample(rng);
      const sd = Math.sqrt(toNumber(ref.variance));
      expect(Math.abs(sum / N - toNumber(ref.rtp))).toBeLessThan((2.576 * sd) / Math.sqrt(N));
    }
  });

  it('the crash sampler agrees with the crash-point formula', () => {
    const ref = crashReference(200);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 52n - 1n }), (h) => {
        const src = {
          calls: 0,
          nextUint32(): number {
            this.calls++;
            return this.calls === 1 ? Number(h >> 32n) : Number(h & 0xffffffffn);
          },
        };
        expect(ref.sample(src) > 0).toBe(crashPointFromValue(h) >= 200);
      }),
    );
    expect(eq(add(rat(0), ref.rtp), crashRtp(200))).toBe(true);
  });
});
