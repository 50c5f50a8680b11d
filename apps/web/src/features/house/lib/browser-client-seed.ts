import { BROWSER_CLIENT_SEED_BYTES } from '@lw/contracts';
import { clientSeedFromBytes } from '@lw/games';

/**
 * A client seed made here, in the player's browser, from crypto.getRandomValues: the server
 * commits to its seed before it sees this one, so neither side alone chooses an outcome, even
 * when the player never touches the seed.
 */
export function browserClientSeed(): string {
  return clientSeedFromBytes(crypto.getRandomValues(new Uint8Array(BROWSER_CLIENT_SEED_BYTES)));
}
