import type { TAccountPolicySettings } from '@lw/contracts';
import crypto from 'node:crypto';
import type { ExpiringCounter } from '../../platform/expiring-counter.js';

/**
 * Failed sign-ins for usernames that do not exist, counted the way an account counts its own
 * (`failed_logins`, `locked_until`), so the answers — the captcha flag after a few failures, the
 * lock after more — are the same whether the username exists or not. Otherwise those answers
 * would tell an attacker which usernames are real.
 */
export class UnknownUsernameGuard {
  constructor(private readonly counter: ExpiringCounter) {}

  async state(username: string): Promise<{ failures: number; lockedSeconds: number }> {
    const key = keyOf(username);
    const [failures, lockMs] = await Promise.all([
      this.counter.get(`fail:${key}`),
      this.counter.ttl(`lock:${key}`),
    ]);
    return { failures, lockedSeconds: Math.ceil(lockMs / 1000) };
  }

  /** Counts a failure; answers whether it locks (as maxFailedLogins would lock an account). */
  async fail(
    username: string,
    policy: TAccountPolicySettings,
  ): Promise<{ failures: number; locked: boolean }> {
    const key = keyOf(username);
    const failures = await this.counter.increment(`fail:${key}`, policy.lockMinutes * 60_000 * 4);
    if (failures < policy.maxFailedLogins) return { failures, locked: false };
    await this.counter.delete(`fail:${key}`);
    await this.counter.set(`lock:${key}`, 1, policy.lockMinutes * 60_000);
    return { failures: 0, locked: true };
  }
}

/** Hashed, so the store never holds the typed names. */
function keyOf(username: string): string {
  return crypto.createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}
