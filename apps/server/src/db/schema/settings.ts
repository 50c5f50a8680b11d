import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per settings section (see SETTINGS_SECTIONS in contracts); value validated on write.
 * @owner site/settings
 */
export const siteSettings = pgTable('site_settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  /** Bumped on every write; lets caches and clients notice a change. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
