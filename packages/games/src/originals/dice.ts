import { mulDiv } from '@lw/contracts/money-arithmetic';
import { uniformInt, type RandomSource } from '../fair/random-source';
import { rat, type Rational } from '../math/rational';

/**
 * Dice: a roll of 0.00 … 99.99 (10,000 equally likely values, drawn without bias). The player
 * bets the roll is under a target or over it; the multiplier is (100 − edge) / chance%, i.e.
 * 9900 / winningValues with the 1 % edge, and the payout is rounded up to whole minor units
 * (see payout-rules.ts): every bet returns at least 99 % at every stake the game accepts.
 */
export const DICE_EDGE_PERCENT = 1;
/** Number of roll values; the roll in hundredths is 0 … 9999. */
export const DICE_OUTCOMES = 10_000;
/** Smallest and largest chance a bet may have, in hundredths of a percent (0.01 % … 98 %). */
export const DICE_MIN_WINNING = 1;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  direction: DiceDirection;
  /** Target in hundredths (0 … 9999): under wins when roll < target, over when roll > target. */
  target: number;
}

/** Draws the roll in hundredths (0 … 9999). */
export function rollDice(src: RandomSource): number {
  return uniformInt(src, DICE_OUTCOMES);
}

/** How many of the 10,000 roll values win the bet. */
export function diceWinningValues(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target;
}

/** Throws unless the bet's chance is within 0.01 % … 98 %. */
export function assertDiceBet(bet: DiceBet): void {
  const w = diceWinningValues(bet);
  if (!Number.isInteger(bet.target) || w < DICE_MIN_WINNING || w > DICE_MAX_WINNING) {
    throw new RangeError('dice chance must be between 0.01 % and 98 %');
  }
}

/** The multiplier as an exact rational: (100 − edge)·100 / winningValues. */
export function diceMultiplier(bet: DiceBet): Rational {
  return rat(BigInt((100 - DICE_EDGE_PERCENT) * 100), BigInt(diceWinningValues(bet)));
}

/** Whether `roll` wins the bet. */
export function diceWins(bet: DiceBet, roll: number): boolean {
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target;
}

/** What a winning bet pays, in minor units: stake × multiplier rounded up (payout-rules.ts). */
export function diceWinPayout(bet: DiceBet, stake: number): number {
  const m = diceMultiplier(bet);
  return mulDiv(stake, m.n, m.d, 'ceil');
}

/** Payout in minor units for a stake (0 on a loss). */
export function dicePayout(bet: DiceBet, stake: number, roll: number): number {
  return diceWins(bet, roll) ? diceWinPayout(bet, stake) : 0;
}

/** Plays one round. */
export function playDice(
  src: RandomSource,
  bet: DiceBet,
  stake: number,
): { roll: number; win: boolean; payout: number } {
  assertDiceBet(bet);
  const roll = rollDice(src);
  return { roll, win: diceWins(bet, roll), payout: dicePayout(bet, stake, roll) };
}

/**
 * Exact return to player of a bet at a stake, as a rational: P(win) × ceil(stake × m) / stake.
 * It is 0.99 whenever stake × m is a whole number, and above by less than P(win)/stake otherwise.
 */
export function diceRtp(bet: DiceBet, stake: number): Rational {
  const w = BigInt(diceWinningValues(bet));
  return rat(w * BigInt(diceWinPayout(bet, stake)), BigInt(DICE_OUTCOMES) * BigInt(stake));
}
