/*
 * Hashing and a seeded generator: every choice the art makes comes from the game's identity, so
 * the same game gives the same bytes on every server (its ETag never changes by accident).
 */

/** FNV-1a, 32 bits: a small, stable hash for colours and layout (not for security). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A deterministic generator (mulberry32) with the few helpers the art needs. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max), rounded to one decimal (short, stable SVG numbers). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: string): Rng {
  let state = hash32(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => round(min + next() * (max - min)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** One decimal: enough precision for a 100-unit drawing, and the same text everywhere. */
export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
