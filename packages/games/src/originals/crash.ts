import { mulDiv } from '@lw/contracts/money-arithmetic';
import { crashHashValue, verifyChainLink } from '../fair/crash-chain';
import { rat, type Rational } from '../math/rational';

/**
 * Crash from the hash chain. With h the 52-bit value of a game (see `crashHashValue`) and
 * E = 2^52, the crash point in hundredths is floor(99·E / (E − h)), shown as at least 1.00:
 * P(crash ≥ x) = floor(0.99·E/x)/E ≈ 0.99/x for every cash-out target x, so every target returns
 * 99 % (a 1 % house edge), and the game busts instantly (below 1.00) when h < E/100, a chance of
 * ceil(E/100)/E ≈ 1.00 %.
 */
export const CRASH_EDGE_PERCENT = 1;
export const CRASH_BITS = 52;

/** Crash point in hundredths (100 = 1.00×) from a value h in [0, 2^bits). */
export function crashPointFromValue(h: bigint, bits = CRASH_BITS): number {
  const e = 1n << BigInt(bits);
  if (h < 0n || h >= e) throw new RangeError('h out of range');
  const x = (BigInt(100 - CRASH_EDGE_PERCENT) * e) / (e - h);
  return x < 100n ? 100 : Number(x);
}

/** True when the value busts the game before 1.00 (shown as 1.00×, no cash-out possible). */
export function isInstantBust(h: bigint, bits = CRASH_BITS): boolean {
  const e = 1n << BigInt(bits);
  return BigInt(100 - CRASH_EDGE_PERCENT) * e < 100n * (e - h);
}

/** Crash point in hundredths of a game from its chain hash and the published salt. */
export function crashPoint(gameHash: string, salt: string): number {
  return crashPointFromValue(crashHashValue(gameHash, salt));
}

/** Number of values h in [0, 2^bits) whose game reaches `target` hundredths (target ≥ 101). */
export function crashCountAtLeast(target: number, bits = CRASH_BITS): bigint {
  const e = 1n << BigInt(bits);
  // floor(99E/(E−h)) ≥ T ⇔ 99E ≥ T(E−h) ⇔ h ≥ E − 99E/T; count of such h is floor(99E/T).
  return (BigInt(100 - CRASH_EDGE_PERCENT) * e) / BigInt(target);
}

/** Exact chance that a game reaches `target` hundredths. */
export function crashChanceAtLeast(target: number, bits = CRASH_BITS): Rational {
  return rat(crashCountAtLeast(target, bits), 1n << BigInt(bits));
}

/** Exact chance of an instant bust: ceil(E/100)/E. */
export function crashInstantBustChance(bits = CRASH_BITS): Rational {
  const e = 1n << BigInt(bits);
  return rat((e + 99n) / 100n, e);
}

/** Exact RTP of cashing out at `target` hundredths (before flooring money): target/100 × P. */
export function crashRtp(target: number, bits = CRASH_BITS): Rational {
  const p = crashChanceAtLeast(target, bits);
  return rat(p.n * BigInt(target), p.d * 100n);
}

/**
 * What a cash-out at `target` hundredths pays, in minor units: stake × target / 100 rounded up
 * (payout-rules.ts). The crash store's cash-out UPDATE computes the same in SQL.
 */
export function crashCashOutPayout(stake: number, target: number): number {
  return mulDiv(stake, target, 100, 'ceil');
}

/** Payout in minor units of a bet with an auto cash-out target, given the game's crash point. */
export function crashPayout(stake: number, target: number, point: number): number {
  if (target < 101) throw new RangeError('cash-out target must be at least 1.01×');
  return point >= target ? crashCashOutPayout(stake, target) : 0;
}

/**
 * Exact RTP of cashing out at `target` at a stake, with the money rounding: P(reach) ×
 * ceil(stake × target / 100) / stake. At least `crashRtp(target)`; the 52-bit hash keeps that
 * below 99 % by under target / (100 · 2^52) (2·10^-10 % at the highest target, 10,000×).
 */
export function crashStakeRtp(stake: number, target: number, bits = CRASH_BITS): Rational {
  const p = crashChanceAtLeast(target, bits);
  return rat(p.n * BigInt(crashCashOutPayout(stake, target)), p.d * BigInt(stake));
}

/**
 * The highest cash-out target (hundredths) whose payout at `stake` stays within `maxPayout`:
 * a bet is cashed out there automatically, so no win passes the game's maximum. Below 101 the
 * bet cannot win anything within the maximum and must be refused.
 */
export function crashCapTarget(stake: number, maxPayout: number): number {
  // ceil(stake·T/100) ≤ M ⇔ stake·T ≤ 100·M: the largest such T is 100·M / stake rounded down.
  return mulDiv(maxPayout, 100, stake, 'floor');
}

/** What anyone can check about one crash game with its chain's published values. */
export interface CrashGameCheck {
  /** Hashing the game's hash `gameNumber` times gives the chain's terminating hash. */
  linked: boolean;
  /** The crash point (hundredths) from the game hash and the chain's salt. */
  crashPoint: number;
}

/**
 * Verifies game `gameNumber` (1-based) of a published chain: that its hash belongs to the chain
 * (`verifyChainLink`, `gameNumber` hashes: up to a second for the last games of a long chain)
 * and the crash point its hash and the chain's salt give. The server's tests and the /fairness
 * page both check games with this function.
 */
export function verifyCrashGame(
  game: { hash: string; gameNumber: number },
  chain: { terminator: string; salt: string; length: number },
): CrashGameCheck {
  const { hash, gameNumber } = game;
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new RangeError('a game hash is 64 lowercase hex digits');
  if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > chain.length) {
    throw new RangeError('game number outside the chain');
  }
  return {
    linked: verifyChainLink(hash, gameNumber, chain.terminator),
    crashPoint: crashPoint(hash, chain.salt),
  };
}
