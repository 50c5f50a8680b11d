import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One language's title and sanitized HTML content. */
export interface AnnouncementTextColumn {
  title: string;
  content: string;
}

/**
 * Announcements, notices and popups (spec §3, §4, §7). Texts per shipped language (jsonb keyed
 * th/en/zh, HTML sanitized before it is stored); audiences are tags (`visitor`, `member`,
 * `agent`, later `vip:<level>`) matched against the viewer's; the window is read with the
 * business clock, so status is derived, never stored.
 * @owner content/announcements
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** B, PL, PU, PR or H (see the contract). */
    type: text('type').notNull(),
    texts: jsonb('texts').$type<Record<'th' | 'en' | 'zh', AnnouncementTextColumn>>().notNull(),
    audiences: text('audiences').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Popups only: A, B or F. */
    execution: text('execution'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_type_idx').on(t.type, t.id),
    index('announcements_live_idx').on(t.enabled, t.endsAt),
  ],
);
