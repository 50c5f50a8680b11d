import { shuffleInto, uniformInt53, type RandomSource } from '../fair/random-source';
import { rat, sub, toNumber, mul, type Rational } from '../math/rational';
import { CRASH_E } from '../fair/crash-chain';
import { crashChanceAtLeast, crashRtp } from './crash';
import { diceMultiplier, diceWinningValues, rollDice, diceWins, type DiceBet } from './dice';
import { MINES_TILES, minesMultiplier, minesSurvival } from './mines';

/**
 * The reference bet of each original for the RTP report and the simulations: its exact RTP and
 * standard deviation (per unit stake, money not floored) and a fast one-round sampler returning
 * the payout per unit stake. The samplers call the same drawing functions real play does.
 */
export interface ReferenceBet {
  game: 'dice' | 'mines' | 'crash';
  description: string;
  rtp: Rational;
  /** Variance of the payout per unit stake. */
  variance: Rational;
  sample(src: RandomSource): number;
}

/** Exact variance of a bet that pays `m` with probability `p`, else 0: p·m² − (p·m)². */
function twoPointVariance(p: Rational, m: Rational): Rational {
  const pm = mul(p, m);
  return sub(mul(pm, m), mul(pm, pm));
}

export function diceReference(): ReferenceBet {
  const bet: DiceBet = { direction: 'under', target: 5000 };
  const m = diceMultiplier(bet);
  const p = rat(diceWinningValues(bet), 10_000);
  const mf = toNumber(m);
  return {
    game: 'dice',
    description: 'roll under 50.00 (chance 50 %, pays 1.98×)',
    rtp: mul(p, m),
    variance: twoPointVariance(p, m),
    sample: (src) => (diceWins(bet, rollDice(src)) ? mf : 0),
  };
}

export function minesReference(mines = 3, picks = 5): ReferenceBet {
  const m = minesMultiplier(mines, picks);
  const p = minesSurvival(mines, picks);
  const mf = toNumber(m);
  const buf = new Int32Array(MINES_TILES);
  return {
    game: 'mines',
    description: `${mines} mines, cash out after ${picks} safe picks (tiles 1–${picks}), pays ${mf.toFixed(4)}×`,
    rtp: mul(p, m),
    variance: twoPointVariance(p, m),
    // The same partial shuffle as placeMines, into a reused buffer.
    sample: (src) => {
      shuffleInto(src, buf, mines);
      for (let i = 0; i < mines; i++) if (buf[i]! < picks) return 0;
      return mf;
    },
  };
}

export function crashReference(target = 200): ReferenceBet {
  const p = crashChanceAtLeast(target);
  const m = rat(target, 100);
  const e = Number(CRASH_E);
  // crashPoint ≥ target ⇔ h ≥ E − floor(99E/target) (see crashCountAtLeast); exact in a double.
  const threshold = e - Number((99n * CRASH_E) / BigInt(target));
  const mf = target / 100;
  return {
    game: 'crash',
    description: `auto cash-out at ${(target / 100).toFixed(2)}×`,
    rtp: crashRtp(target),
    variance: twoPointVariance(p, m),
    sample: (src) => (uniformInt53(src, e) >= threshold ? mf : 0),
  };
}
