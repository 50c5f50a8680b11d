import { hmacSha256 } from './hash';
import type { RandomSource } from './random-source';

/**
 * The provably fair byte stream, as the industry does it (Stake's scheme):
 * block(cursor) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`),
 * cursor = 0, 1, 2, … Each 32-byte block gives eight 4-byte groups; a group (b0, b1, b2, b3) is the
 * float b0/256 + b1/256² + b2/256³ + b3/256⁴ in [0, 1), which equals the big-endian 32-bit integer
 * u = b0·2²⁴ + b1·2¹⁶ + b2·2⁸ + b3 divided by 2³². The engines draw integers from u without bias
 * ({@link uniformInt}); a verifier recomputes everything from the three public inputs.
 */
export class FloatStream implements RandomSource {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private cursor: number;
  /** 32-bit values consumed so far (a round records it so auditors can replay exactly). */
  consumed = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
    startCursor = 0,
  ) {
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be >= 0');
    this.cursor = startCursor;
  }

  /** Next big-endian 32-bit value of the stream. */
  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = hmacSha256(this.serverSeed, `${this.clientSeed}:${this.nonce}:${this.cursor}`);
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset = o + 4;
    this.consumed += 1;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /** Next float in [0, 1). */
  nextFloat(): number {
    return this.nextUint32() / 4294967296;
  }
}

/** The first `count` floats of a round, exactly as Stake's `generateFloats` computes them. */
export function floats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  startCursor = 0,
): number[] {
  const s = new FloatStream(serverSeed, clientSeed, nonce, startCursor);
  return Array.from({ length: count }, () => s.nextFloat());
}

/** A random source that replays a fixed list of floats (what a verifier gets from a round log). */
export class ReplaySource implements RandomSource {
  private i = 0;
  constructor(private readonly values: readonly number[]) {}
  nextUint32(): number {
    const f = this.values[this.i++];
    if (f === undefined) throw new RangeError('replay source exhausted');
    return Math.floor(f * 4294967296) >>> 0;
  }
}
