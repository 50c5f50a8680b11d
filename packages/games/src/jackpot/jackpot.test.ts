import { describe, expect, it } from 'vitest';
import { eq, rat, toNumber } from '../math/rational';
import { Xoshiro128 } from '../sim/xoshiro';
import {
  DEFAULT_JACKPOT,
  assertJackpotConfig,
  drawJackpot,
  expectedPoolAtHit,
  expectedStakeBetweenHits,
  jackpotContribution,
  jackpotDisclosure,
  jackpotHitChance,
  jackpotRtp,
  type JackpotConfig,
} from './jackpot';

describe('progressive jackpot maths', () => {
  it('takes the configured share of each stake, floored to minor units', () => {
    expect(jackpotContribution(DEFAULT_JACKPOT, 10_000)).toBe(50);
    expect(jackpotContribution(DEFAULT_JACKPOT, 199)).toBe(0);
    expect(jackpotContribution({ ...DEFAULT_JACKPOT, contributionBps: 100 }, 12_345)).toBe(123);
    // Exact at any safe stake: the float product stake × 50 rounded this one up to …702.
    expect(jackpotContribution(DEFAULT_JACKPOT, 9_007_199_254_740_399)).toBe(45_035_996_273_701);
  });

  it('scales the hit chance with the stake up to the maximum stake', () => {
    expect(eq(jackpotHitChance(DEFAULT_JACKPOT, 100_000), rat(1, 2_000_000))).toBe(true);
    expect(eq(jackpotHitChance(DEFAULT_JACKPOT, 50_000), rat(1, 4_000_000))).toBe(true);
    expect(eq(jackpotHitChance(DEFAULT_JACKPOT, 500_000), rat(1, 2_000_000))).toBe(true);
  });

  it('expected pool at a hit is seed + contribution / chance; the RTP share follows', () => {
    const c = DEFAULT_JACKPOT;
    expect(toNumber(expectedPoolAtHit(c, 100_000))).toBe(1_000_000 + 500 * 2_000_000);
    expect(expectedStakeBetweenHits(c)).toBe(200_000_000_000);
    // 0.5 % comes back through the pool, plus the house-funded seed: 1,000,000 / 2e11 = 0.0005 %.
    expect(toNumber(jackpotRtp(c, 100_000))).toBeCloseTo(0.005 + 0.000005, 12);
  });

  it('the draw hits with the stated chance (simulation, fixed seed)', () => {
    const c: JackpotConfig = { contributionBps: 100, seed: 0, maxStake: 100, oneIn: 50 };
    assertJackpotConfig(c);
    const rng = new Xoshiro128(3);
    const N = 200_000;
    let hits = 0;
    for (let i = 0; i < N; i++) if (drawJackpot(c, 40, rng)) hits++;
    const p = 40 / 5000;
    expect(Math.abs(hits / N - p)).toBeLessThan(2.576 * Math.sqrt((p * (1 - p)) / N));
  });

  it('refuses configs whose draw range is not a safe integer', () => {
    expect(() => assertJackpotConfig({ ...DEFAULT_JACKPOT, oneIn: 2 ** 50 })).toThrow();
    expect(() => assertJackpotConfig({ ...DEFAULT_JACKPOT, contributionBps: -1 })).toThrow();
  });
});

describe('jackpot disclosure (what the game info shows)', () => {
  it('states the odds at the stake, the contribution and the RTP with the jackpot', () => {
    const base = rat(9627856472n, 10_000_000_000n);
    // Minimum Siam Treasures stake 2.00: 1 in 1e9 (the 1 in 5e8 … 2e9 range), 0.5 %.
    const min = jackpotDisclosure(DEFAULT_JACKPOT, 200, base);
    expect(min.oneIn).toBe(1_000_000_000);
    expect(eq(min.hitChance, jackpotHitChance(DEFAULT_JACKPOT, 200))).toBe(true);
    expect(eq(min.contribution, rat(1, 200))).toBe(true);
    expect(eq(min.jackpotRtp, jackpotRtp(DEFAULT_JACKPOT, 200))).toBe(true);
    expect(toNumber(min.totalRtp)).toBeCloseTo(0.9627856472 + 0.005 + 0.000005, 12);
    // At the maximum stake the chance is the configured one.
    expect(jackpotDisclosure(DEFAULT_JACKPOT, 100_000, base).oneIn).toBe(2_000_000);
    // A stake whose contribution floors to 0 says so: 1.99 pays nothing into the pool.
    const tiny = jackpotDisclosure(DEFAULT_JACKPOT, 199, base);
    expect(tiny.contribution.n).toBe(0n);
    expect(tiny.oneIn).toBe(Math.round(200_000_000_000 / 199));
  });
});
