import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SessionLimit } from '../../identity/player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { TLimitPeriod } from '@lw/contracts';
import { periodBounds } from './limit-periods.js';
import { sessionMinutes } from './session-time.js';

/**
 * The session-time limit, checked at sign-in and at game launch (identity's `SessionLimit`
 * port): used up when the member's signed-in minutes of a period reach the limit; a launch that
 * finds it used up ends the member's sessions (and with them, by the `account.sessions_ended`
 * event, the game launches), until the period resets.
 */
export function sessionLimitCheck(deps: {
  db: Database;
  clock: Clock;
  settings: SettingsService;
  accounts: AccountsService;
}): SessionLimit {
  return {
    exceeded: async (accountId, options = {}) => {
      const limits = await queryRows<{ period: TLimitPeriod; amount: string }>(
        deps.db,
        sql`SELECT period, amount::text FROM member_limits
             WHERE account_id = ${accountId} AND kind = 'session' AND amount IS NOT NULL`,
      );
      if (limits.length === 0) return null;
      const now = deps.clock.now();
      const { timeZone } = await deps.settings.get('cashier');
      for (const limit of limits) {
        const { start, end } = periodBounds(now, limit.period, timeZone);
        if ((await sessionMinutes(deps.db, accountId, start, end)) < Number(limit.amount)) continue;
        if (options.endSessions) {
          await deps.db.transaction((tx) => deps.accounts.revokeSessions(accountId, tx));
          await deps.accounts.sessionsEnded(accountId);
        }
        return {
          limit: 'session',
          period: limit.period,
          remaining: 0,
          resetsAt: end.toISOString(),
        };
      }
      return null;
    },
  };
}
