import { mulDiv } from '@lw/contracts';
import type { Rng } from '../catalogue/prng.js';

/** A weighted multiplier table: [multiplier x100, weight]. */
export type PayTable = readonly (readonly [number, number])[];

/** Slot spin: returns 96 % (0.5x·20 % + 1x·10 % + 2x·8 % + 5x·4 % + 10x·1.5 % + 25x·0.4 % + 100x·0.15 %). */
export const SLOT_TABLE: PayTable = [
  [0, 55_950],
  [50, 20_000],
  [100, 10_000],
  [200, 8_000],
  [500, 4_000],
  [1000, 1_500],
  [2500, 400],
  [10_000, 150],
];

/** Fish shot: returns 96 % (a miss, or a catch worth 2x to 100x the shot). */
export const FISH_TABLE: PayTable = [
  [0, 69_720],
  [200, 20_000],
  [300, 6_000],
  [500, 3_000],
  [1000, 800],
  [2000, 350],
  [5000, 100],
  [10_000, 30],
];

/** Expected return of a table (0.96 for both above). */
export function expectedReturn(table: PayTable): number {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  return table.reduce((sum, [m, w]) => sum + (m / 100) * w, 0) / total;
}

export function drawMultiplier(rng: Rng, table: PayTable): number {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [m, w] of table) {
    roll -= w;
    if (roll < 0) return m;
  }
  return table[table.length - 1]![0];
}

/** stake x multiplier/100 in whole minor units (rounded down: never pays a fraction). */
export const payout = (stake: number, multiplierX100: number) =>
  mulDiv(stake, multiplierX100, 100, 'floor');

/** A card 1 (ace) to 13 (king). */
export const drawRank = (rng: Rng) => rng.int(1, 13);
export const baccaratValue = (rank: number) => (rank >= 10 ? 0 : rank);
export const RANK_LABEL = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUITS = ['♠', '♥', '♦', '♣'];
