import type { TMatchedReason } from '@lw/contracts';
import { eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { RestrictedAccounts } from './ports.js';

/**
 * Excluded or closed by the account row: disabled (closed), or a time-out or self-exclusion set
 * (`play_restriction`, kept until an operator's lift) or still running (`play_restricted_until`).
 * The partial index `accounts_restricted_idx` holds these rows.
 */
export const accountRestrictions: RestrictedAccounts = {
  async list(at: Date, db: Database): Promise<Map<number, TMatchedReason>> {
    const rows = await db
      .select({ id: accounts.id, status: accounts.status })
      .from(accounts)
      .where(
        or(
          eq(accounts.status, 'disabled'),
          isNotNull(accounts.playRestriction),
          gt(accounts.playRestrictedUntil, at),
        ),
      );
    return new Map(
      rows.map((r) => [r.id, r.status === 'disabled' ? 'closed' : 'excluded'] as const),
    );
  },
};
