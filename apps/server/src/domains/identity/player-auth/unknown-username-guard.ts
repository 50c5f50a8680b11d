import type { TAccountPolicySettings } from '@lw/contracts';
import crypto from 'node:crypto';
import type { ExpiringCounter } from '../../../platform/expiring-counter.js';

/** How long a run of failures for an unknown name is remembered without a new one. */
const RUN_TTL_MS = 4 * 60 * 60_000;

/**
 * Failed sign-ins for usernames that do not exist, counted the way an account counts its own
 * (`AttemptGuard` on `failed_logins`, `locked_until`): the same places without a captcha, the same
 * lock, also under concurrent guesses. Otherwise those answers would tell an attacker which
 * usernames are real.
 */
export class UnknownUsernameGuard {
  constructor(private readonly counter: ExpiringCounter) {}

  /** Seconds left of the name's lock, 0 when not locked. */
  async lockedSeconds(username: string): Promise<number> {
    return Math.ceil((await this.counter.ttl(`lock:${keyOf(username)}`)) / 1000);
  }

  /** Takes the next place up to `limit` (atomic); null when every place is taken. */
  async claim(username: string, limit: number): Promise<number | null> {
    return this.counter.incrementBelow(`fail:${keyOf(username)}`, limit, RUN_TTL_MS);
  }

  /** Locks the name as maxFailedLogins would lock an account; the run starts again after it. */
  async lock(username: string, policy: TAccountPolicySettings): Promise<void> {
    const key = keyOf(username);
    await this.counter.set(`lock:${key}`, 1, policy.lockMinutes * 60_000);
    await this.counter.delete(`fail:${key}`);
  }
}

/** Hashed, so the store never holds the typed names. */
function keyOf(username: string): string {
  return crypto.createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}
