import type { TBotChallenge } from '@lw/contracts';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { botCheckSpent } from '../../../db/schema/index.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';

/** How long a challenge may be solved and used. */
export const BOT_CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt; the work is `cost` times the counter the client must find. */
const COST = 1000;

export interface BotCheckOptions {
  /** BOT_CHECK_SECRET; without it a random key stored in the database. */
  secret?: string | undefined;
  /** The counter to find lies between half of this and this (BOT_CHECK_MAX_NUMBER). */
  maxNumber: number;
}

/**
 * Proof-of-work bot check (altcha v2). The challenge is signed and the expected key is signed
 * too (deterministic mode), so verifying is two HMACs, not the client's work again. A solved
 * challenge is spent once: its signature is kept in the database until it expires.
 */
export class BotCheckService {
  private keys: Promise<{ signature: string; key: string }> | null = null;

  constructor(
    private readonly db: Database,
    private readonly secrets: ServerSecrets,
    private readonly options: BotCheckOptions,
  ) {}

  async challenge(now = new Date()): Promise<TBotChallenge> {
    const keys = await this.hmacKeys();
    const max = this.options.maxNumber;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(Math.max(1, Math.floor(max / 2)), max),
      deriveKey,
      expiresAt: new Date(now.getTime() + BOT_CHALLENGE_TTL_MS),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
    return challenge as TBotChallenge;
  }

  /** True for a genuine, unexpired, correct solution never used before (then it is spent). */
  async verify(payload: string | undefined, now = new Date()): Promise<boolean> {
    const decoded = payload ? decodePayload(payload) : null;
    if (!decoded) return false;
    const keys = await this.hmacKeys();
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.key,
      });
      verified = result.verified;
    } catch {
      // A malformed challenge (wrong algorithm, bad numbers) is simply not a solution.
      verified = false;
    }
    if (!verified || !decoded.challenge.signature) return false;
    const expiresAt = new Date(
      (decoded.challenge.parameters.expiresAt ?? 0) * 1000 || now.getTime() + BOT_CHALLENGE_TTL_MS,
    );
    await this.db.delete(botCheckSpent).where(lt(botCheckSpent.expiresAt, now));
    const spent = await this.db
      .insert(botCheckSpent)
      .values({ signature: decoded.challenge.signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: botCheckSpent.signature });
    return spent.length === 1;
  }

  private hmacKeys(): Promise<{ signature: string; key: string }> {
    this.keys ??= (async () => {
      const root = this.options.secret ?? (await this.secrets.get('bot-check'));
      const derive = (label: string) =>
        crypto.createHmac('sha256', root).update(label).digest('base64url');
      return { signature: derive('altcha-challenge'), key: derive('altcha-derived-key') };
    })();
    this.keys.catch(() => (this.keys = null));
    return this.keys;
  }
}

/** The widget's payload: base64 of `{ challenge, solution }` JSON. */
function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as { challenge?: unknown; solution?: unknown };
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') {
      return null;
    }
    const c = challenge as Challenge;
    const s = solution as Solution;
    if (!c.parameters || typeof c.parameters !== 'object' || typeof c.signature !== 'string') {
      return null;
    }
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    return { challenge: c, solution: s };
  } catch {
    return null;
  }
}
