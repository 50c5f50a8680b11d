import type { TBotChallenge } from '@lw/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * Finds the proof-of-work solution of a signed challenge (WebCrypto PBKDF2) and answers the
 * `botCheck` payload the server expects: base64 of `{ challenge, solution }`. Null on timeout.
 */
export async function solveBotChallenge(challenge: TBotChallenge): Promise<string | null> {
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    timeout: 60_000,
  });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
