import type { SlotSymbol, SlotTitle } from './types';

const n = { en: 'x', zh: 'x', th: 'x' };
const sym = (
  id: string,
  kind: SlotSymbol['kind'],
  pays: number[],
  wildMultiplier?: number,
): SlotSymbol =>
  wildMultiplier ? { id, kind, pays, name: n, wildMultiplier } : { id, kind, pays, name: n };

/** A 3-line test title with short strips: small enough to brute-force whole rounds. */
export function tinyLinesTitle(over: Partial<SlotTitle> = {}): SlotTitle {
  return {
    id: 'tiny-lines',
    name: n,
    theme: n,
    mode: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [0, 1, 2, 1, 0],
    ],
    betCredits: 3,
    betMultiples: [1, 2],
    symbols: [
      sym('W', 'wild', [0, 0, 0, 20, 50, 100]),
      sym('S', 'scatter', []),
      sym('A', 'regular', [0, 0, 0, 5, 10, 40]),
      sym('B', 'regular', [0, 0, 1, 2, 4, 8]),
    ],
    reels: {
      base: [
        ['A', 'B'],
        ['B', 'W'],
        ['A', 'S'],
        ['B', 'A'],
        ['S', 'B'],
      ],
      free: [
        ['A', 'S'],
        ['W', 'B'],
        ['A', 'B'],
        ['S', 'A'],
        ['B', 'A'],
      ],
    },
    scatter: {
      pays: [0, 0, 1, 2, 5, 10],
      freeSpins: [0, 0, 1, 2, 2, 2],
      retrigger: [0, 0, 1, 1, 1, 1],
    },
    freeSpins: { winMultiplier: 2, maxSpins: 3 },
    maxWinMultiple: 100_000,
    declared: { rtp: 0, standardDeviation: 0, hitFrequency: 0 },
    rules: {},
    ...over,
  };
}

/** A 243-ways test title with multiplier wilds and cascades on short strips. */
export function tinyCascadeTitle(): SlotTitle {
  return {
    ...tinyLinesTitle(),
    id: 'tiny-cascade',
    mode: 'ways',
    lines: [],
    betCredits: 10,
    symbols: [
      sym('W', 'wild', [], 2),
      sym('S', 'scatter', []),
      sym('A', 'regular', [0, 0, 0, 5, 10, 40]),
      sym('B', 'regular', [0, 0, 0, 1, 2, 4]),
      sym('C', 'regular', [0, 0, 0, 1, 1, 2]),
    ],
    reels: {
      base: [
        ['A', 'B', 'C'],
        ['B', 'W', 'C'],
        ['A', 'S'],
        ['B', 'A', 'C'],
        ['S', 'B', 'C'],
      ],
      free: [
        ['A', 'S', 'B'],
        ['W', 'B'],
        ['A', 'B', 'C'],
        ['S', 'A'],
        ['B', 'A', 'C'],
      ],
    },
    scatter: {
      pays: [0, 0, 1, 2, 5, 10],
      freeSpins: [0, 0, 1, 2, 2, 2],
      retrigger: [0, 0, 1, 1, 1, 1],
    },
    freeSpins: { winMultiplier: 1, maxSpins: 3 },
    cascade: { baseLadder: [1, 2, 3], freeLadder: [2, 4], maxSteps: 50 },
  };
}
