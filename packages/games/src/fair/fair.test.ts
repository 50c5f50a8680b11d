import { createHmac, createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateHashChain, verifyChainLink, verifyNextGame, crashHashValue } from './crash-chain';
import { FloatStream, floats, ReplaySource } from './floats';
import { hmacSha256Hex, sha256Hex } from './hash';
import { shuffleIndices, uniformInt, uniformInt53, type RandomSource } from './random-source';
import { createSeedPair, hashServerSeed, rotateSeedPair, verifyServerSeed } from './seeds';

const SERVER = '3f1c2a9be4d85f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8';
const CLIENT = 'lucky-player-7';

/** Independent oracle: Stake's float generation written with node:crypto. */
function nodeFloats(server: string, client: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = createHmac('sha256', server).update(`${client}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(
        bytes[i]! / 256 +
          bytes[i + 1]! / 256 ** 2 +
          bytes[i + 2]! / 256 ** 3 +
          bytes[i + 3]! / 256 ** 4,
      );
    }
  }
  return out;
}

describe('provably fair floats', () => {
  it('match the node:crypto oracle for a known seed pair across several blocks', () => {
    expect(floats(SERVER, CLIENT, 42, 20)).toEqual(nodeFloats(SERVER, CLIENT, 42, 20));
  });

  it('are pinned for a known vector (regression: these numbers are published on /fairness)', () => {
    const f = floats(SERVER, CLIENT, 0, 2);
    const h = createHmac('sha256', SERVER).update(`${CLIENT}:0:0`).digest();
    expect(f[0]).toBe(h.readUInt32BE(0) / 2 ** 32);
    expect(f[1]).toBe(h.readUInt32BE(4) / 2 ** 32);
    expect(f.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('noble HMAC and SHA-256 equal node:crypto for random keys and messages (browser = server)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.string({ maxLength: 200 }),
        (key, msg) => {
          expect(hmacSha256Hex(key, msg)).toBe(createHmac('sha256', key).update(msg).digest('hex'));
          expect(sha256Hex(msg)).toBe(createHash('sha256').update(msg).digest('hex'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('floats equal the oracle for random seeds, client seeds and nonces', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.stringMatching(/^[a-zA-Z0-9_-]{1,32}$/),
        fc.nat(1_000_000),
        (bytes, client, nonce) => {
          const server = Buffer.from(bytes).toString('hex');
          expect(floats(server, client, nonce, 12)).toEqual(nodeFloats(server, client, nonce, 12));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a replay of the floats gives the same integers as the live stream', () => {
    const live = new FloatStream(SERVER, CLIENT, 7);
    const replay = new ReplaySource(floats(SERVER, CLIENT, 7, 10));
    for (let i = 0; i < 10; i++) expect(replay.nextUint32()).toBe(live.nextUint32());
  });
});

describe('seeds', () => {
  it('commit to the server seed, reveal it on rotation, and verify', () => {
    const bytes = new Uint8Array(32).map((_, i) => i * 7);
    const pair = createSeedPair(bytes, 'me');
    expect(pair.serverSeed).toBe(Buffer.from(bytes).toString('hex'));
    expect(pair.serverSeedHash).toBe(createHash('sha256').update(pair.serverSeed).digest('hex'));
    const { revealed, next } = rotateSeedPair(
      { ...pair, nonce: 12 },
      new Uint8Array(32).fill(9),
      'new',
    );
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'me',
      rounds: 12,
    });
    expect(next.nonce).toBe(0);
    expect(next.clientSeed).toBe('new');
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(verifyServerSeed(next.serverSeed, revealed.serverSeedHash)).toBe(false);
    expect(hashServerSeed(pair.serverSeed)).toBe(pair.serverSeedHash);
  });

  it('refuse bad inputs', () => {
    expect(() => createSeedPair(new Uint8Array(31), 'x')).toThrow();
    expect(() => createSeedPair(new Uint8Array(32), 'a:b')).toThrow();
    expect(() => createSeedPair(new Uint8Array(32), '')).toThrow();
    expect(() => hashServerSeed('XYZ')).toThrow();
  });
});

/** A source replaying fixed 32-bit values. */
const fixed = (values: number[]): RandomSource => {
  let i = 0;
  return { nextUint32: () => values[i++]! };
};

describe('unbiased integers', () => {
  it('reject values above the largest multiple of n and take the next draw', () => {
    const n = 10;
    const limit = 2 ** 32 - (2 ** 32 % n); // 4294967290
    expect(uniformInt(fixed([limit - 1]), n)).toBe((limit - 1) % n);
    expect(uniformInt(fixed([limit, 2 ** 32 - 1, 13]), n)).toBe(3);
  });

  it('give every residue exactly floor(2^32 / n) accepted preimages', () => {
    for (const n of [3, 7, 30, 10_000, 12_345]) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      expect(limit % n).toBe(0);
      expect(limit / n).toBe(Math.floor(2 ** 32 / n));
    }
  });

  it('53-bit draws combine two values and stay in range', () => {
    const src = new FloatStream(SERVER, CLIENT, 1);
    for (let i = 0; i < 200; i++) {
      const v = uniformInt53(src, 2 ** 52);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(2 ** 52);
    }
    expect(uniformInt53(fixed([0x1fffff, 0xffffffff, 5, 6]), 3 * 2 ** 50)).toBe(5 * 2 ** 32 + 6);
  });

  it('a full Fisher–Yates shuffle is a permutation and uniform over the 24 orders of 4 items', () => {
    const src = new FloatStream(SERVER, CLIENT, 99);
    const counts = new Map<string, number>();
    const N = 24_000;
    for (let i = 0; i < N; i++) {
      const p = shuffleIndices(src, 4);
      expect([...p].sort()).toEqual([0, 1, 2, 3]);
      counts.set(p.join(''), (counts.get(p.join('')) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    let chi = 0;
    for (const c of counts.values()) chi += (c - N / 24) ** 2 / (N / 24);
    expect(chi).toBeLessThan(41.64); // chi-square 23 df at alpha 0.01
  });
});

describe('crash hash chain', () => {
  const seed = 'aa'.repeat(32);
  const chain = generateHashChain(seed, 50);

  it('links every game to the published terminator and to its neighbours', () => {
    expect(chain.gameHashes).toHaveLength(50);
    chain.gameHashes.forEach((h, i) =>
      expect(verifyChainLink(h, i + 1, chain.terminator)).toBe(true),
    );
    expect(verifyChainLink(chain.gameHashes[3]!, 3, chain.terminator)).toBe(false);
    expect(verifyNextGame(chain.gameHashes[0]!, chain.gameHashes[1]!)).toBe(true);
    expect(verifyNextGame(chain.gameHashes[1]!, chain.gameHashes[0]!)).toBe(false);
    // The last game's hash is the terminating seed itself: nothing before it is ever revealed.
    expect(chain.gameHashes[49]).toBe(seed);
    expect(createHash('sha256').update(chain.gameHashes[0]!).digest('hex')).toBe(chain.terminator);
  });

  it('derives the 52-bit game value from HMAC(gameHash, salt)', () => {
    const h = chain.gameHashes[0]!;
    const hex = createHmac('sha256', h).update('salt').digest('hex').slice(0, 13);
    expect(crashHashValue(h, 'salt')).toBe(BigInt('0x' + hex));
  });
});
