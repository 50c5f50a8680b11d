import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * A member's chosen reality-check interval (responsible-gaming/reality-checks). No row: the
 * default interval is in force and the member has not chosen yet.
 * @owner responsible-gaming/reality-checks
 */
export const realityCheckPreferences = pgTable('reality_check_preferences', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  intervalMinutes: smallint('interval_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
