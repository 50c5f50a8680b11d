import { bytesToHex, sha256Hex } from './hash';

/** A player's seed pair. `serverSeed` stays secret until rotated; its hash is shown before play. */
export interface SeedPair {
  /** 64 lowercase hex characters (32 random bytes); secret while active. */
  serverSeed: string;
  /** SHA-256 of `serverSeed` (hex of the UTF-8 text), published before the first round. */
  serverSeedHash: string;
  /** Chosen by the player or made by the player's browser, 1 to 64 printable characters. */
  clientSeed: string;
  /** Rounds already played with this pair; the next round uses this value. */
  nonce: number;
}

/** What the player learns when a pair is retired: the old secret, to verify every past round. */
export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Number of rounds played with the pair (nonces 0 … lastNonce-1 were used). */
  rounds: number;
}

const HEX64 = /^[0-9a-f]{64}$/;
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/**
 * Makes a server seed from 32 random bytes. The caller supplies the bytes (node:crypto
 * `randomBytes(32)` on the server, `crypto.getRandomValues` in a browser): this package has no
 * randomness of its own, so every function in it is a pure function of its inputs.
 */
export function serverSeedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new RangeError('a server seed is exactly 32 random bytes');
  return bytesToHex(bytes);
}

/**
 * A client seed from random bytes (the browser's `crypto.getRandomValues`, 16 of them): their
 * hex, which is always a valid client seed.
 */
export function clientSeedFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 8 || bytes.length > 32) throw new RangeError('8 to 32 random bytes');
  return bytesToHex(bytes);
}

/** The commitment shown before play: SHA-256 of the seed's hex text. */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return sha256Hex(serverSeed);
}

/** Throws unless `serverSeed` is 64 lowercase hex characters. */
export function assertServerSeed(serverSeed: string): void {
  if (!HEX64.test(serverSeed)) throw new RangeError('server seed must be 64 lowercase hex chars');
}

/** Throws unless the client seed is 1–64 printable ASCII characters without spaces or colons. */
export function assertClientSeed(clientSeed: string): void {
  if (!CLIENT_SEED.test(clientSeed) || clientSeed.includes(':')) {
    throw new RangeError('client seed must be 1-64 printable characters without ":"');
  }
}

/** A fresh pair from 32 random bytes and a client seed; the nonce starts at 0. */
export function createSeedPair(randomBytes32: Uint8Array, clientSeed: string): SeedPair {
  assertClientSeed(clientSeed);
  const serverSeed = serverSeedFromBytes(randomBytes32);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

/**
 * Rotates: reveals the current pair and starts a new one (new server seed from fresh bytes, the
 * client seed the player chose, nonce 0). The revealed seed hashes to the commitment shown before.
 */
export function rotateSeedPair(
  current: SeedPair,
  randomBytes32: Uint8Array,
  nextClientSeed: string = current.clientSeed,
): { revealed: RevealedSeed; next: SeedPair } {
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      rounds: current.nonce,
    },
    next: createSeedPair(randomBytes32, nextClientSeed),
  };
}

/** True when a revealed server seed matches the commitment published before play. */
export function verifyServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  return HEX64.test(serverSeed) && sha256Hex(serverSeed) === serverSeedHash.toLowerCase();
}
