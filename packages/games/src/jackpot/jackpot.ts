import { basisPointsOf } from '@lw/contracts/money-arithmetic';
import { uniformInt53, type RandomSource } from '../fair/random-source';
import { rat, type Rational } from '../math/rational';

/**
 * A progressive jackpot's mathematics (the ledger that holds the pool is server work).
 *
 * Every qualifying house-slot stake adds floor(stake × contributionBps / 10,000) minor units to the
 * pool. Each spin then wins the whole pool with chance min(stake, maxStake) / (maxStake × oneIn):
 * proportional to the stake, so every unit staked has the same chance and a player at the maximum
 * stake wins 1 in `oneIn` spins. On a hit the pool pays out and restarts at `seed` (funded by the
 * house).
 */
export interface JackpotConfig {
  /** Share of each stake that funds the pool, in basis points (50 = 0.5 %). */
  contributionBps: number;
  /** Pool value after a hit, in minor units (house-funded). */
  seed: number;
  /** Stake at which the chance is 1/oneIn; larger stakes have the same chance. Minor units. */
  maxStake: number;
  /** One hit per this many spins at the maximum stake. */
  oneIn: number;
}

/** The default: 0.5 % of stakes, a 1 in 2,000,000 chance at a stake of 1,000.00. */
export const DEFAULT_JACKPOT: JackpotConfig = {
  contributionBps: 50,
  seed: 1_000_000,
  maxStake: 100_000,
  oneIn: 2_000_000,
};

/** Throws when the config cannot work (draw range must stay a safe integer). */
export function assertJackpotConfig(c: JackpotConfig): void {
  const ok =
    Number.isInteger(c.contributionBps) &&
    c.contributionBps >= 0 &&
    c.contributionBps <= 10_000 &&
    Number.isSafeInteger(c.seed) &&
    c.seed >= 0 &&
    Number.isSafeInteger(c.maxStake) &&
    c.maxStake > 0 &&
    Number.isSafeInteger(c.oneIn) &&
    c.oneIn >= 1 &&
    Number.isSafeInteger(c.maxStake * c.oneIn);
  if (!ok) throw new RangeError('invalid jackpot config');
}

/**
 * Minor units a stake adds to the pool: `contributionBps` of it, rounded down (the pool never
 * takes more than its share; exact, where the float product lost units past 4.5·10^11 stakes).
 */
export function jackpotContribution(c: JackpotConfig, stake: number): number {
  return basisPointsOf(stake, c.contributionBps, 'floor');
}

/** Exact chance that a spin at `stake` wins the pool. */
export function jackpotHitChance(c: JackpotConfig, stake: number): Rational {
  return rat(BigInt(Math.min(stake, c.maxStake)), BigInt(c.maxStake) * BigInt(c.oneIn));
}

/**
 * The draw: one unbiased integer u in [0, maxStake × oneIn); the spin wins when
 * u < min(stake, maxStake). Use a stream of its own (see `JACKPOT_CURSOR`).
 */
export function drawJackpot(c: JackpotConfig, stake: number, src: RandomSource): boolean {
  return uniformInt53(src, c.maxStake * c.oneIn) < Math.min(stake, c.maxStake);
}

/**
 * The jackpot draw of a round uses the round's own HMAC stream starting at this cursor, far past
 * what any round of the games consumes, so it never shares bytes with the game's outcome.
 */
export const JACKPOT_CURSOR = 1_000_000;

/**
 * Expected total stake between two hits: exactly maxStake × oneIn for any mix of stakes up to
 * maxStake (each spin's hit chance is its stake / K, and the chances summed up to the first hit
 * have expectation 1: optional stopping), so the expected pool when it is won is
 * seed + contributionBps/10,000 × K (slightly less through flooring of each contribution).
 */
export function expectedStakeBetweenHits(c: JackpotConfig): number {
  return c.maxStake * c.oneIn;
}

/** Expected pool at a hit when every spin stakes `stake` (exact: seed + contribution / chance). */
export function expectedPoolAtHit(c: JackpotConfig, stake: number): Rational {
  const p = jackpotHitChance(c, stake);
  return rat(BigInt(c.seed) * p.n + BigInt(jackpotContribution(c, stake)) * p.d, p.n);
}

/**
 * The jackpot's return to a player who always stakes `stake`: (contribution + seed × chance) /
 * stake. The contribution comes back in full over time; the seed is the house's extra.
 */
export function jackpotRtp(c: JackpotConfig, stake: number): Rational {
  const p = jackpotHitChance(c, stake);
  return rat(
    BigInt(jackpotContribution(c, stake)) * p.d + BigInt(c.seed) * p.n,
    p.d * BigInt(stake),
  );
}

/** What a player is told about the jackpot at a stake (every figure from the draw's own maths). */
export interface JackpotDisclosure {
  /** Exact chance that a spin at this stake wins the pool. */
  hitChance: Rational;
  /** The same chance as "1 in N" (N rounded to a whole number of spins). */
  oneIn: number;
  /** Share of the stake paid into the pool (contribution / stake, floored as the server does). */
  contribution: Rational;
  /** The jackpot's return at this stake: contribution back through the pool, plus the seed. */
  jackpotRtp: Rational;
  /** The game's RTP with the jackpot: the base game's exact RTP + `jackpotRtp`. */
  totalRtp: Rational;
}

/**
 * The jackpot figures of a spin at `stake` for the game's info and rules: the same functions the
 * server draws and funds with (`jackpotHitChance`, `jackpotContribution`), so what the page says
 * is what the server does.
 */
export function jackpotDisclosure(
  c: JackpotConfig,
  stake: number,
  baseRtp: Rational,
): JackpotDisclosure {
  const hitChance = jackpotHitChance(c, stake);
  const jr = jackpotRtp(c, stake);
  return {
    hitChance,
    oneIn: Number((hitChance.d + hitChance.n / 2n) / hitChance.n),
    contribution: rat(BigInt(jackpotContribution(c, stake)), BigInt(stake)),
    jackpotRtp: jr,
    totalRtp: rat(baseRtp.n * jr.d + jr.n * baseRtp.d, baseRtp.d * jr.d),
  };
}
