import { describe, expect, it } from 'vitest';
import { binomial } from '../math/rational';
import {
  CRASH_BITS,
  crashCapTarget,
  crashCashOutPayout,
  crashCountAtLeast,
  crashStakeRtp,
} from './crash';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, DICE_OUTCOMES, diceRtp, diceWinPayout } from './dice';
import { MINES_TILES, minesCapPicks, minesPayout, minesRtp } from './mines';
import { ORIGINALS_MIN_STAKE } from './payout-rules';

/**
 * The stated 99 % must hold for every stake the originals accept and every target: each check
 * is exact integer arithmetic. Realised RTP r at stake s with win chance p and payout P:
 *   r ≥ 0.99            (the stated return, never less)
 *   r − 0.99 < p / s    (rounding up adds less than one minor unit to a win)
 *   r < 1               (no bet favours the player, even at the minimum stake)
 */

/** Every stake from the minimum to 20.00, then a spread up to the default maximum 10,000.00. */
const STAKES = [
  ...Array.from({ length: 1_901 }, (_, i) => ORIGINALS_MIN_STAKE + i),
  ...[
    2_001, 2_999, 3_333, 7_777, 9_999, 12_345, 33_333, 99_999, 123_457, 777_777, 999_999, 1_000_000,
  ],
];

describe('the originals return at least the stated 99 % at every stake and target', () => {
  it('dice: every winning count (0.01 % … 98 %) at every stake', () => {
    const edge = BigInt(DICE_OUTCOMES - 100); // 9900: 99 % of the 10,000 rolls
    let checked = 0;
    for (const stake of STAKES.filter((s, i) => i % 3 === 0 || s > 2_000)) {
      const s = BigInt(stake);
      for (let w = DICE_MIN_WINNING; w <= DICE_MAX_WINNING; w++) {
        const pay = BigInt(diceWinPayout({ direction: 'under', target: w }, stake));
        const W = BigInt(w);
        // r = w·pay / (10,000·s): r ≥ 0.99 ⇔ w·pay ≥ 9,900·s.
        if (W * pay < edge * s) throw new Error(`dice below 99 % at stake ${stake}, w ${w}`);
        // r − 0.99 < (w/10,000)/s ⇔ w·pay − 9,900·s < w.
        if (W * pay - edge * s >= W) throw new Error(`dice too high at stake ${stake}, w ${w}`);
        // r < 1 ⇔ w·pay < 10,000·s.
        if (W * pay >= 10_000n * s) throw new Error(`dice favours the player at ${stake}, w ${w}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(6_000_000);
  });

  it('dice: the exact RTP of the issue case (1.00 at 97.06 %) is now at least 99 %', () => {
    // Rounded down it paid 101 on 100: 97.06 % × 1.01 = 98.03 %. Now 102: 99.0012 %.
    expect(diceWinPayout({ direction: 'under', target: 9706 }, 100)).toBe(102);
    const r = diceRtp({ direction: 'under', target: 9706 }, 100);
    expect(r.n * 100n >= 99n * r.d).toBe(true);
  });

  it('mines: every mine count, every cash-out point, every stake', () => {
    let checked = 0;
    for (let m = 1; m <= MINES_TILES - 1; m++) {
      for (let k = 1; k <= MINES_TILES - m; k++) {
        // Survival p = C(25−m,k)/C(25,k); multiplier 0.99/p.
        const sn = binomial(MINES_TILES - m, k);
        const sd = binomial(MINES_TILES, k);
        for (const stake of STAKES) {
          const pay = BigInt(minesPayout(m, k, stake));
          const s = BigInt(stake);
          // r = p·pay/s ≥ 0.99 ⇔ 100·sn·pay ≥ 99·sd·s.
          if (100n * sn * pay < 99n * sd * s) throw new Error(`mines low: ${m}/${k}/${stake}`);
          // r − 0.99 < p/s ⇔ 100·sn·pay − 99·sd·s < 100·sn.
          if (100n * sn * pay - 99n * sd * s >= 100n * sn) throw new Error(`mines high ${m}/${k}`);
          if (sn * pay >= sd * s) throw new Error(`mines favours the player: ${m}/${k}/${stake}`);
          checked++;
        }
      }
    }
    expect(checked).toBe(300 * STAKES.length);
    const r = minesRtp(3, 5, 100);
    expect(r.n * 100n >= 99n * r.d).toBe(true);
  });

  it('crash: every target to 20.00× and a spread to 10,000×, at every stake', () => {
    const E = 1n << BigInt(CRASH_BITS);
    const targets = [
      ...Array.from({ length: 1_900 }, (_, i) => 101 + i),
      ...[2_500, 3_333, 9_999, 12_345, 99_999, 100_000, 333_333, 999_999, 1_000_000],
    ];
    let checked = 0;
    for (const stake of STAKES.filter((_, i) => i % 20 === 0)) {
      const s = BigInt(stake);
      for (const t of targets) {
        const T = BigInt(t);
        const count = crashCountAtLeast(t);
        const pay = BigInt(crashCashOutPayout(stake, t));
        // r = count·pay/(E·s). The 52-bit hash alone gives 0.99 − (99E mod T)/(100E) ≥ 0.99 −
        // T/(100E); rounding up adds back: r ≥ 0.99 − T/(100E) ⇔ 100·count·pay ≥ (99E − T)·s.
        if (100n * count * pay < (99n * E - T) * s) throw new Error(`crash low: ${t}/${stake}`);
        // Rounding up adds less than one minor unit: 100·pay − s·T < 100.
        if (100n * pay - s * T >= 100n) throw new Error(`crash high: ${t}/${stake}`);
        if (count * pay >= E * s) throw new Error(`crash favours the player: ${t}/${stake}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150_000);
    // The shortfall of the hash is invisible at any precision a player is shown.
    const r = crashStakeRtp(100, 1_000_000);
    expect(Number((r.n * 10n ** 12n) / r.d)).toBeGreaterThanOrEqual(989_999_999_997);
  });
});

describe('the maximum win per round', () => {
  it('crash: the automatic cash-out target pays at most the maximum, one hundredth more would not', () => {
    for (const [stake, max] of [
      [100, 1_000_000],
      [333, 1_000_000],
      [1_000_000, 100_000_000],
      [777_777, 99_999_999],
    ] as const) {
      const t = crashCapTarget(stake, max);
      expect(crashCashOutPayout(stake, t)).toBeLessThanOrEqual(max);
      expect(crashCashOutPayout(stake, t + 1)).toBeGreaterThan(max);
    }
    expect(crashCapTarget(1_000_000, 1_000_000)).toBe(100); // below 1.01×: the bet is refused
  });

  it('mines: the round stops at the last pick whose payout fits the maximum', () => {
    expect(minesCapPicks(3, 100, 1_000_000_000)).toBe(22); // no cap in reach: every safe tile
    for (const [m, stake, max] of [
      [24, 1_000_000, 10_000_000],
      [10, 10_000, 1_000_000],
      [3, 100, 10_000],
      [24, 1_000_000, 24_749_999],
    ] as const) {
      const k = minesCapPicks(m, stake, max);
      if (k > 0) expect(minesPayout(m, k, stake)).toBeLessThanOrEqual(max);
      if (k < MINES_TILES - m) expect(minesPayout(m, k + 1, stake)).toBeGreaterThan(max);
    }
    expect(minesCapPicks(24, 1_000_000, 24_749_999)).toBe(0); // 24.75× does not fit: refused
  });
});
