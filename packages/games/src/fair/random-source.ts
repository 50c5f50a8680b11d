/**
 * A source of uniform 32-bit unsigned integers. The game engines draw everything through this
 * one interface: real play uses {@link FloatStream} (HMAC-SHA256, provably fair), simulations use
 * a fast seeded generator (`../sim/xoshiro.ts`). Both give the same engine code the same kind of
 * input, so a simulation exercises exactly the code that real play runs.
 */
export interface RandomSource {
  /** Next uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_32 = 4294967296;

/**
 * A uniform integer in [0, n) without bias, by rejection: a 32-bit value u is accepted when
 * u < n·floor(2^32 / n) (the largest multiple of n that fits) and mapped to u mod n; otherwise the
 * next value is drawn. Every residue then has exactly floor(2^32/n) preimages, so the result is
 * exactly uniform. The chance of a rejection is below n / 2^32 (under 1 in 100,000 for n ≤ 42,000),
 * so a round almost never consumes an extra float, but when it does the rule is deterministic and
 * any verifier reproduces it.
 */
export function uniformInt(src: RandomSource, n: number): number {
  if (!(n >= 1 && n <= TWO_32 && Number.isInteger(n))) throw new RangeError(`bad range ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const u = src.nextUint32();
    if (u < limit) return u % n;
  }
}

/**
 * An unbiased Fisher–Yates shuffle of 0..n-1 that fills positions from the front: for i = 0, 1, …
 * swap(a[i], a[i + uniformInt(n - i)]). Returns a new array. With `picks` < n it stops once the first
 * `picks` positions are final (a partial shuffle: a uniform ordered sample, enough to place m
 * mines among n tiles); with picks = n every one of the n! orders has probability exactly 1/n!.
 */
export function shuffleIndices(src: RandomSource, n: number, picks: number = n): number[] {
  return Array.from(shuffleInto(src, new Int32Array(n), picks));
}

/**
 * The same shuffle into a caller's buffer (length n), so simulations can reuse one buffer.
 * Fills `out` with 0..n-1 and shuffles it; returns `out`.
 */
export function shuffleInto(
  src: RandomSource,
  out: Int32Array,
  picks: number = out.length,
): Int32Array {
  const n = out.length;
  for (let i = 0; i < n; i++) out[i] = i;
  // Partial Fisher–Yates filling positions from the front: position i gets a uniform pick of the
  // not yet chosen items, so the first `picks` entries are a uniform random ordered sample.
  const last = Math.min(picks, n - 1);
  for (let i = 0; i < last; i++) {
    const j = i + uniformInt(src, n - i);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** Converts a 32-bit unsigned integer to a float in [0, 1): u / 2^32 (exact in a double). */
export function uint32ToFloat(u: number): number {
  return u / TWO_32;
}

const TWO_21 = 2097152;

/**
 * A uniform integer in [0, n) for n up to 2^53 without bias: 53 random bits (21 from one draw,
 * 32 from the next) by rejection above the largest multiple of n, as {@link uniformInt} does.
 */
export function uniformInt53(src: RandomSource, n: number): number {
  if (!(Number.isSafeInteger(n) && n >= 1)) throw new RangeError(`bad range ${n}`);
  if (n <= TWO_32) return uniformInt(src, n);
  const space = 2 ** 53;
  const limit = space - (space % n);
  for (;;) {
    const u = (src.nextUint32() % TWO_21) * TWO_32 + src.nextUint32();
    if (u < limit) return u % n;
  }
}
