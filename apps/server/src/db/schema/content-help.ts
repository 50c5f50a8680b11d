import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The help centre (content/help): categories and articles written per language (th, en, zh).
 * Titles and bodies are `{ th, en, zh }` JSON; bodies hold HTML sanitized on save.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * @owner content/help
 */
export const helpCategories = pgTable('help_categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** { th, en, zh }; an empty language falls back to the site's default language. */
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * @owner content/help
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'restrict' }),
    /** `/help#<anchor>` opens the article. */
    anchor: text('anchor').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    /** { th, en, zh } sanitized HTML. */
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    /**
     * Lower-cased plain text of every language's title and body: search is a `position` in it,
     * which PGlite and PostgreSQL both answer alike (no text-search dictionary for Thai anyway).
     */
    searchText: text('search_text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_articles_anchor_uq').on(t.anchor),
    index('help_articles_category_idx').on(t.categoryId, t.sortOrder),
  ],
);
