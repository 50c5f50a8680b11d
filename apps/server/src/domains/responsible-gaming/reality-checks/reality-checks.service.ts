import { type TRealityCheck, type TRealityCheckSummary } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { realityCheckPreferences } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { SettledWagerQueries } from '../../cashier/settled-wagers/index.js';

/** A summary looks at most this far back: a game screen left open overnight starts again. */
const LONGEST_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * Reality checks (UKGC RTS 13, MGA PPD): the member's interval, and what a check shows — the time
 * since the game screen opened and the net result of the wagers settled since (from the
 * settled-wager read model, so every product counts the same way).
 */
export class RealityChecksService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settledWagers: Pick<SettledWagerQueries, 'memberTotalsSince'>,
    private readonly settings: Pick<SettingsService, 'get'>,
  ) {}

  /**
   * The member's interval among those the operator offers (`realityChecks` settings). A saved
   * choice the operator no longer offers gives way to the nearest shorter one offered (a check
   * never comes later than the member asked), or the shortest.
   */
  async get(accountId: number): Promise<TRealityCheck> {
    const [[row], offer] = await Promise.all([
      this.db
        .select({ intervalMinutes: realityCheckPreferences.intervalMinutes })
        .from(realityCheckPreferences)
        .where(eq(realityCheckPreferences.accountId, accountId)),
      this.settings.get('realityChecks'),
    ]);
    const choices = [...offer.intervals].sort((a, b) => a - b);
    const saved = row?.intervalMinutes;
    const intervalMinutes =
      saved === undefined
        ? offer.defaultMinutes
        : ([...choices].reverse().find((m) => m <= saved) ?? choices[0]!);
    return { intervalMinutes, chosen: row !== undefined, choices };
  }

  /** Saves the member's interval: one the operator offers, else VALIDATION_ERROR. */
  async set(accountId: number, intervalMinutes: number): Promise<TRealityCheck> {
    const { intervals } = await this.settings.get('realityChecks');
    if (!intervals.includes(intervalMinutes)) {
      throw new AppError('VALIDATION_ERROR', 'Not an interval offered', {
        issues: [{ path: ['intervalMinutes'], message: `one of ${intervals.join(', ')}` }],
      });
    }
    const updatedAt = this.clock.now();
    await this.db
      .insert(realityCheckPreferences)
      .values({ accountId, intervalMinutes, updatedAt })
      .onConflictDoUpdate({
        target: realityCheckPreferences.accountId,
        set: { intervalMinutes, updatedAt },
      });
    return this.get(accountId);
  }

  /**
   * Time played and the net result since `since` (the game screen's opening), clamped to the
   * last 24 hours and to now, so a client's clock cannot widen or invert the window.
   */
  async summary(accountId: number, since: Date): Promise<TRealityCheckSummary> {
    const now = this.clock.now();
    const from = new Date(
      Math.min(now.getTime(), Math.max(since.getTime(), now.getTime() - LONGEST_SESSION_MS)),
    );
    const totals = await this.settledWagers.memberTotalsSince(accountId, from);
    return {
      since: from.toISOString(),
      elapsedSeconds: Math.floor((now.getTime() - from.getTime()) / 1000),
      totals: totals.map((t) => ({ ...t, net: t.win - t.stake })),
    };
  }
}
