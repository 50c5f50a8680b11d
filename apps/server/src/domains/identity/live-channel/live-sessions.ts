import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, accountSessions } from '../../../db/schema/index.js';
import { sessionIsLive } from '../../../platform/session-clock.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { SessionChecker } from '../../../platform/live-hub.js';

/**
 * Which sessions are still live, read without touching them: an open page must not keep a
 * session alive past its idle time on its own (only real requests do).
 */
export function liveSessionChecker(db: Database, settings: SettingsService): SessionChecker {
  return async (tokenHashes) => {
    if (tokenHashes.length === 0) return new Set();
    const [policy, rows] = await Promise.all([
      settings.get('accountPolicy'),
      db
        .select({
          tokenHash: accountSessions.tokenHash,
          lastSeenAt: accountSessions.lastSeenAt,
          expiresAt: accountSessions.expiresAt,
          status: accounts.status,
        })
        .from(accountSessions)
        .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
        .where(
          and(inArray(accountSessions.tokenHash, tokenHashes), isNull(accountSessions.revokedAt)),
        ),
    ]);
    const now = Date.now();
    return new Set(
      rows
        .filter((r) => r.status === 'active' && sessionIsLive(r, policy.sessionIdleMinutes, now))
        .map((r) => r.tokenHash),
    );
  };
}
