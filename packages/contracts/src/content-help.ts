import { z } from 'zod';
import { SHIPPED_LANGUAGES, type TShippedLanguage } from './localized.js';
import { zText } from './text.js';

/**
 * The help centre (spec §1 help centre, §2 helpModal and `/help#term`, §7 "GET help (lang, device
 * WEB)"): categories and articles written per language in the back office, each article reachable
 * by its anchor.
 */
export const HELP_API = {
  /** getHelpCentre (GET) with ZHelpQuery -> ZHelpCentre: every enabled article in one language. */
  centre: '/api/help',
  /** searchHelp (GET) with ZHelpSearchQuery -> ZHelpSearchResult. */
  search: '/api/help/search',
  admin: {
    /** listHelpCategories (GET) -> ZAdminHelpCategoryList; createHelpCategory (POST). */
    categories: '/api/admin/help/categories',
    /** updateHelpCategory (PUT), deleteHelpCategory (DELETE). */
    categoryPattern: '/api/admin/help/categories/:id',
    category: (id: number) => `/api/admin/help/categories/${id}`,
    /** listHelpArticles (GET) -> ZAdminHelpArticleList; createHelpArticle (POST). */
    articles: '/api/admin/help/articles',
    /** updateHelpArticle (PUT), deleteHelpArticle (DELETE). */
    articlePattern: '/api/admin/help/articles/:id',
    article: (id: number) => `/api/admin/help/articles/${id}`,
  },
} as const;

/** Longest stored HTML body of one language (a long article is a few KB). */
export const HELP_BODY_MAX = 60_000;
/** Longest search needle. */
export const HELP_SEARCH_MAX = 80;

/** An anchor: `/help#deposit`. Lower-case letters, digits and dashes. */
export const ZHelpAnchor = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and dashes (at most 63)');

const localized = (max: number) =>
  z.object(
    Object.fromEntries(SHIPPED_LANGUAGES.map((l) => [l, zText().max(max)])) as Record<
      TShippedLanguage,
      ReturnType<typeof zText>
    >,
  );
const atLeastOne = (text: Record<string, string>) => Object.values(text).some((v) => v.trim());

/** A title in TH/EN/ZH; an empty language falls back to the site's default language. */
export const ZHelpTitle = localized(200)
  .refine(atLeastOne, { message: 'a title in at least one language' })
  .meta({ id: 'HelpTitle' });
export type THelpTitle = z.infer<typeof ZHelpTitle>;

/** Operator HTML per language (sanitized on save and on render). */
export const ZHelpBody = localized(HELP_BODY_MAX).meta({ id: 'HelpBody' });
export type THelpBody = z.infer<typeof ZHelpBody>;

/** The language a player reads in (any two-letter code; unknown ones fall back). */
const ZHelpLanguage = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2}(-[a-zA-Z]{2,4})?$/)
  .default('th');

export const ZHelpQuery = z.object({
  lang: ZHelpLanguage,
  /** The spec's device; only WEB exists. */
  device: z.enum(['WEB']).default('WEB'),
});
export type THelpQuery = z.input<typeof ZHelpQuery>;

export const ZHelpSearchQuery = z.object({
  lang: ZHelpLanguage,
  q: zText().trim().min(1).max(HELP_SEARCH_MAX),
});
export type THelpSearchQuery = z.input<typeof ZHelpSearchQuery>;

/** One article as a player reads it, in one language. */
export const ZHelpArticle = z
  .object({
    id: z.number().int(),
    anchor: z.string(),
    categoryId: z.number().int(),
    title: z.string(),
    /** Sanitized HTML; clients sanitize again before rendering. */
    html: z.string(),
  })
  .meta({ id: 'HelpArticle' });
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const ZHelpCategory = z
  .object({
    id: z.number().int(),
    title: z.string(),
    articles: z.array(ZHelpArticle),
  })
  .meta({ id: 'HelpCategory' });
export type THelpCategory = z.infer<typeof ZHelpCategory>;

export const ZHelpCentre = z
  .object({
    /** The language the texts are in (after fallback per text). */
    language: z.string(),
    categories: z.array(ZHelpCategory),
  })
  .meta({ id: 'HelpCentre' });
export type THelpCentre = z.infer<typeof ZHelpCentre>;

export const ZHelpSearchHit = z
  .object({
    id: z.number().int(),
    anchor: z.string(),
    categoryId: z.number().int(),
    title: z.string(),
    /** Plain text around the first match. */
    excerpt: z.string(),
  })
  .meta({ id: 'HelpSearchHit' });
export type THelpSearchHit = z.infer<typeof ZHelpSearchHit>;

export const ZHelpSearchResult = z
  .object({ items: z.array(ZHelpSearchHit) })
  .meta({ id: 'HelpSearchResult' });
export type THelpSearchResult = z.infer<typeof ZHelpSearchResult>;

// ---- back office ----

export const ZHelpCategoryInput = z
  .object({
    title: ZHelpTitle,
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'HelpCategoryRequest' });
export type THelpCategoryInput = z.input<typeof ZHelpCategoryInput>;

export const ZAdminHelpCategory = z
  .object({
    id: z.number().int(),
    title: ZHelpTitle,
    sortOrder: z.number().int(),
    enabled: z.boolean(),
    articleCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminHelpCategory' });
export type TAdminHelpCategory = z.infer<typeof ZAdminHelpCategory>;

export const ZAdminHelpCategoryList = z
  .object({ items: z.array(ZAdminHelpCategory) })
  .meta({ id: 'AdminHelpCategoryList' });

export const ZHelpArticleInput = z
  .object({
    categoryId: z.number().int().positive().max(2_147_483_647),
    anchor: ZHelpAnchor,
    title: ZHelpTitle,
    body: ZHelpBody,
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'HelpArticleRequest' });
export type THelpArticleInput = z.input<typeof ZHelpArticleInput>;

export const ZAdminHelpArticle = z
  .object({
    id: z.number().int(),
    categoryId: z.number().int(),
    anchor: z.string(),
    title: ZHelpTitle,
    body: ZHelpBody,
    sortOrder: z.number().int(),
    enabled: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminHelpArticle' });
export type TAdminHelpArticle = z.infer<typeof ZAdminHelpArticle>;

export const ZAdminHelpArticleList = z
  .object({ items: z.array(ZAdminHelpArticle) })
  .meta({ id: 'AdminHelpArticleList' });
