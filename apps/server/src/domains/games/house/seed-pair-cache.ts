import type { DrawSeed } from './seed-rows.js';

/** Players whose pairs one process keeps at most (cleared whole beyond: a reload is one read). */
const MAX_PAIRS = 20_000;

/**
 * The fast path's copy of players' active seed pairs, with the next nonce to draw (issue 23: a
 * spin in two round trips). A copy, never the truth: the spin's statement advances the nonce
 * only when the row still holds this pair, this client seed and this nonce, so a stale copy
 * (another process's round, a rotation, a mines round) fails that statement and is read again.
 * One player's fast spins in this process take turns (`exclusive`), so they never race for
 * the same nonce here; across processes the statement's guard and the row lock decide.
 */
export class SeedPairCache {
  private readonly pairs = new Map<string, DrawSeed>();
  private readonly turns = new Map<string, Promise<unknown>>();

  get(playerKey: string): DrawSeed | undefined {
    return this.pairs.get(playerKey);
  }

  set(playerKey: string, pair: DrawSeed): void {
    if (this.pairs.size >= MAX_PAIRS) this.pairs.clear();
    this.pairs.set(playerKey, pair);
  }

  /** The round drawn at `pair.nonce` committed: the next one draws at nonce + 1. */
  advanced(playerKey: string, pair: DrawSeed): void {
    if (this.pairs.get(playerKey) === pair) this.set(playerKey, { ...pair, nonce: pair.nonce + 1 });
  }

  forget(playerKey: string): void {
    this.pairs.delete(playerKey);
  }

  /** Runs `fn` after the player's earlier fast spins of this process have finished. */
  exclusive<T>(playerKey: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(playerKey) ?? Promise.resolve();
    const mine = previous.then(fn, fn);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(playerKey, settled);
    void settled.then(() => {
      if (this.turns.get(playerKey) === settled) this.turns.delete(playerKey);
    });
    return mine;
  }
}
