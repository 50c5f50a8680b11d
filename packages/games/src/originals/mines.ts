import { mulDiv } from '@lw/contracts/money-arithmetic';
import { shuffleIndices, type RandomSource } from '../fair/random-source';
import { binomial, rat, type Rational } from '../math/rational';

/**
 * Mines: a 5×5 board with m mines (1 … 24) placed by an unbiased partial Fisher–Yates shuffle of
 * the 25 tiles (the first m tiles of the shuffle are mines). After k safe picks the player may cash
 * out at (1 − edge) × C(25, k) / C(25 − m, k): the inverse of the chance of surviving k picks,
 * times 0.99. Every cash-out point therefore returns 99 %; the payout is rounded up to whole minor
 * units (see payout-rules.ts), so it returns at least 99 % at every stake the game accepts.
 */
export const MINES_TILES = 25;
export const MINES_EDGE_PERCENT = 1;

/** Positions (0 … 24, row-major) of the mines, in the order the shuffle drew them. */
export function placeMines(src: RandomSource, mines: number): number[] {
  assertMines(mines);
  return shuffleIndices(src, MINES_TILES, mines).slice(0, mines);
}

/** Throws unless 1 ≤ mines ≤ 24. */
export function assertMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < 1 || mines > MINES_TILES - 1) {
    throw new RangeError('mines must be 1 … 24');
  }
}

/** Exact multiplier after `safe` safe picks: 0.99 × C(25, k) / C(25 − m, k). */
export function minesMultiplier(mines: number, safe: number): Rational {
  assertMines(mines);
  if (!Number.isInteger(safe) || safe < 0 || safe > MINES_TILES - mines) {
    throw new RangeError('safe picks out of range');
  }
  return rat(
    BigInt(100 - MINES_EDGE_PERCENT) * binomial(MINES_TILES, safe),
    100n * binomial(MINES_TILES - mines, safe),
  );
}

/** Exact chance of surviving `safe` picks: C(25 − m, k) / C(25, k). */
export function minesSurvival(mines: number, safe: number): Rational {
  return rat(binomial(MINES_TILES - mines, safe), binomial(MINES_TILES, safe));
}

/** Cash-out payout in minor units: stake × multiplier rounded up (payout-rules.ts). */
export function minesPayout(mines: number, safe: number, stake: number): number {
  const m = minesMultiplier(mines, safe);
  return mulDiv(stake, m.n, m.d, 'ceil');
}

/** Exact RTP of the strategy "cash out after k safe picks" at a stake (≥ 0.99 through rounding up). */
export function minesRtp(mines: number, safe: number, stake: number): Rational {
  const p = minesSurvival(mines, safe);
  return rat(p.n * BigInt(minesPayout(mines, safe, stake)), p.d * BigInt(stake));
}

/** A mines round in progress; pure state transitions, no hidden randomness after placement. */
export interface MinesRound {
  mines: number;
  /** Mine positions (secret until the round ends). */
  minePositions: number[];
  /** Tiles revealed safe so far, in pick order. */
  picks: number[];
  status: 'playing' | 'busted' | 'cashed';
}

/** Starts a round: places the mines from the round's random source. */
export function startMines(src: RandomSource, mines: number): MinesRound {
  return { mines, minePositions: placeMines(src, mines), picks: [], status: 'playing' };
}

/** Reveals a tile; busts on a mine. Returns the new state. */
export function pickTile(round: MinesRound, tile: number): MinesRound {
  if (round.status !== 'playing') throw new Error('round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new RangeError('bad tile');
  if (round.picks.includes(tile)) throw new Error('tile already revealed');
  if (round.minePositions.includes(tile)) return { ...round, status: 'busted' };
  const picks = [...round.picks, tile];
  // Every safe tile found: the round ends and pays as a cash-out.
  const status = picks.length === MINES_TILES - round.mines ? 'cashed' : 'playing';
  return { ...round, picks, status };
}

/** Cashes out after at least one safe pick. */
export function cashOut(round: MinesRound, stake: number): { round: MinesRound; payout: number } {
  if (round.status === 'busted') throw new Error('round is over');
  if (round.picks.length === 0) throw new Error('pick at least one tile first');
  return {
    round: { ...round, status: 'cashed' },
    payout: minesPayout(round.mines, round.picks.length, stake),
  };
}

/**
 * The most safe picks a round at `stake` may reach without its payout passing `maxPayout`
 * (payouts grow with every pick). A round is cashed out automatically when it gets there; 0
 * means even one pick would pay more, and the bet is refused.
 */
export function minesCapPicks(mines: number, stake: number, maxPayout: number): number {
  let k = 0;
  while (k < MINES_TILES - mines && minesPayout(mines, k + 1, stake) <= maxPayout) k++;
  return k;
}
