import {
  diceReference,
  crashReference,
  minesReference,
  type ReferenceBet,
} from '../originals/reference-bets';
import { machineFor } from '../slots/play';
import { SLOT_TITLES } from '../slots/titles';
import { Xoshiro128 } from './xoshiro';

/** Every game the RTP tool knows: the slot titles and the originals. */
export const GAME_IDS = [...Object.keys(SLOT_TITLES), 'dice', 'mines', 'crash'] as const;

/** The reference bet of an original. */
export function referenceBet(game: string): ReferenceBet {
  if (game === 'dice') return diceReference();
  if (game === 'mines') return minesReference();
  if (game === 'crash') return crashReference();
  throw new RangeError(`unknown original ${game}`);
}

/** Sums of a simulation, per unit stake. */
export interface SimulationTotals {
  rounds: number;
  sum: number;
  sumSquares: number;
  /** Wall-clock milliseconds spent in the loop. */
  ms: number;
  /** CPU milliseconds of this thread in the loop (wall clock where the OS does not say). */
  cpuMs: number;
  /** Slots, when asked: how often each paid-spin win (credits) occurred. */
  baseWins?: Map<number, number>;
}

/**
 * CPU time of the calling thread in ms (Linux /proc/thread-self/stat, 100 Hz ticks), or null.
 * Node 20 has no per-thread CPU clock; wall time would count the time other processes on a shared
 * machine take, so the speed figure uses this when available.
 */
function threadCpuMs(): number | null {
  try {
    // A dynamic lookup keeps this module importable in a browser (it is only used in Node).
    const fs = (
      globalThis as { process?: { getBuiltinModule?: (m: string) => unknown } }
    ).process?.getBuiltinModule?.('node:fs') as
      { readFileSync(p: string, e: string): string } | undefined;
    if (!fs) return null;
    const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Simulates `rounds` rounds of a game with the fast xoshiro128** source (not the HMAC stream:
 * simulations need speed; the HMAC stream's uniformity is tested on its own). Returns the sum and
 * sum of squares of the win per unit stake.
 */
export function simulate(
  game: string,
  rounds: number,
  seed: number,
  collectBaseWins = false,
): SimulationTotals {
  const rng = new Xoshiro128(seed);
  let sum = 0;
  let sumSquares = 0;
  let baseWins: Map<number, number> | undefined;
  const t0 = performance.now();
  const c0 = threadCpuMs();
  const title = SLOT_TITLES[game];
  if (title) {
    const m = machineFor(title);
    const bc = title.betCredits;
    // Sum in credits (integers, exact up to 2^53) and convert once at the end.
    let credits = 0;
    let squares = 0;
    const hist = collectBaseWins ? new Map<number, number>() : null;
    for (let i = 0; i < rounds; i++) {
      const w = m.playRound(rng);
      credits += w;
      squares += w * w;
      if (hist) hist.set(m.lastBaseWin, (hist.get(m.lastBaseWin) ?? 0) + 1);
    }
    if (hist) baseWins = hist;
    sum = credits / bc;
    sumSquares = squares / (bc * bc);
  } else {
    const ref = referenceBet(game);
    for (let i = 0; i < rounds; i++) {
      const w = ref.sample(rng);
      sum += w;
      sumSquares += w * w;
    }
  }
  const ms = performance.now() - t0;
  const c1 = threadCpuMs();
  const cpuMs = c0 !== null && c1 !== null && c1 > c0 ? c1 - c0 : ms;
  return baseWins
    ? { rounds, sum, sumSquares, ms, cpuMs, baseWins }
    : { rounds, sum, sumSquares, ms, cpuMs };
}
