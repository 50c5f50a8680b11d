/** A player's seed pair as the house studio reads it (its own file: the cache and the store both use it). */
export interface SeedRow {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  /** Null until the player's browser sends one. */
  clientSeed: string | null;
  nonce: number;
  kind: 'real' | 'fun';
}

/** The pair's seeds as a round is drawn from them: the browser's client seed is there. */
export interface DrawSeed extends SeedRow {
  clientSeed: string;
}
