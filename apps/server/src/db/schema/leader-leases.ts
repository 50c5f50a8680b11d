import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs a singleton loop now (platform/leader-lease.ts). `token` goes up by one whenever the
 * lease changes hands: the holder's writes check it, so a holder that paused past its lease and
 * woke after another took over writes nothing.
 * @owner platform/leader-lease
 */
export const leaderLeases = pgTable('leader_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  token: bigint('token', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
