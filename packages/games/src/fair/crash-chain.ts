import { hmacSha256Hex, sha256Hex } from './hash';

/**
 * The shared-round hash chain (Bustabit's scheme, used by Stake's crash): from a secret
 * terminating seed h₀, h_{i+1} = SHA-256(h_i as hex text). The last hash h_n is published before
 * the first game; game 1 uses h_{n-1}, game 2 uses h_{n-2}, … so each game's hash is revealed only
 * after the game, and anyone can hash it forward to reach the published terminator: the operator
 * cannot choose any game's result after publishing.
 */
export interface HashChain {
  /** h_n, published in advance. */
  terminator: string;
  /** Game hashes in play order: gameHashes[k-1] is the hash of game k (= h_{n-k}). */
  gameHashes: string[];
}

/** Builds a chain of `length` games from a terminating seed (64 hex chars, kept secret). */
export function generateHashChain(terminatingSeed: string, length: number): HashChain {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be >= 1');
  const hashes: string[] = [terminatingSeed];
  for (let i = 0; i < length; i++) hashes.push(sha256Hex(hashes[i]!));
  const terminator = hashes[length]!;
  const gameHashes = hashes.slice(0, length).reverse();
  return { terminator, gameHashes };
}

/**
 * Verifies that `gameHash` is game number `gameNumber` (1-based) of the chain ending in
 * `terminator`: hashing it `gameNumber` times must give the terminator.
 */
export function verifyChainLink(gameHash: string, gameNumber: number, terminator: string): boolean {
  let h = gameHash.toLowerCase();
  for (let i = 0; i < gameNumber; i++) h = sha256Hex(h);
  return h === terminator.toLowerCase();
}

/** True when `nextGameHash` is the game after `gameHash` (its SHA-256 is the earlier hash). */
export function verifyNextGame(gameHash: string, nextGameHash: string): boolean {
  return sha256Hex(nextGameHash.toLowerCase()) === gameHash.toLowerCase();
}

/** E = 2^52: a crash result uses the first 52 bits (13 hex digits) of the salted hash. */
export const CRASH_E = 2n ** 52n;

/**
 * The 52-bit value behind a game: h = first 13 hex digits of HMAC-SHA256(key = gameHash,
 * message = salt). The salt (for example a Bitcoin block hash mined after the chain was
 * published) is fixed in advance so the operator could not pick a favourable chain.
 */
export function crashHashValue(gameHash: string, salt: string): bigint {
  return BigInt('0x' + hmacSha256Hex(gameHash, salt).slice(0, 13));
}
