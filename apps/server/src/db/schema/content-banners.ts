import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Banners of every group (spec §3): the operator's image (an upload of ours or an https URL),
 * optional per-language images and titles, a link, an audience and a time window.
 * @owner content/banners
 */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** w_home, w_login, w_reg, w_leftmenu, w_forget. */
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    /** { th?, en?, zh? }: an image per language, the default when missing. */
    images: jsonb('images').$type<Record<string, string>>().notNull().default({}),
    /** { th?, en?, zh? }: the alt text / caption per language. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    /** none | internal | external. */
    linkType: text('link_type').notNull().default('none'),
    /** The route (internal) or the URL (external); '' for none. */
    linkTarget: text('link_target').notNull().default(''),
    /** visitors | members | all. */
    audience: text('audience').notNull().default('all'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_banners_group_idx').on(t.groupName, t.sortOrder),
    check(
      'content_banners_group_ck',
      sql`${t.groupName} in ('w_home', 'w_login', 'w_reg', 'w_leftmenu', 'w_forget')`,
    ),
    check('content_banners_link_ck', sql`${t.linkType} in ('none', 'internal', 'external')`),
    check('content_banners_audience_ck', sql`${t.audience} in ('visitors', 'members', 'all')`),
  ],
);

/**
 * Avatar icons operators uploaded (the built-in set is drawn by the server, not stored).
 * @owner content/avatars
 */
export const contentAvatars = pgTable('content_avatars', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** An upload of ours (/images/uploads/<sha256>.<ext>). */
  imageUrl: text('image_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
