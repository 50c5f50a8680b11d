import {
  SHIPPED_LANGUAGES,
  ZHelpArticleInput,
  ZHelpCategoryInput,
  type TAdminHelpArticle,
  type TAdminHelpCategory,
  type THelpCentre,
  type THelpSearchHit,
  type TShippedLanguage,
} from '@lw/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { helpArticles, helpCategories } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import { htmlToText, sanitizeArticleHtml, searchForm } from './help-html.js';

type Texts = Record<string, string>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CategoryRow = typeof helpCategories.$inferSelect;
type ArticleRow = typeof helpArticles.$inferSelect;

/** How long another process's write may stay unseen by this process's cache. */
const CACHE_MS = 30_000;
const SEARCH_LIMIT = 20;

/** The site's default language, for texts missing in the reader's language. */
export type DefaultLanguage = () => Promise<string>;

/** The reader's language among the shipped ones (`zh-CN` -> zh); others read the default. */
function shipped(language: string): TShippedLanguage | null {
  const short = language.toLowerCase().slice(0, 2);
  return (SHIPPED_LANGUAGES as readonly string[]).includes(short)
    ? (short as TShippedLanguage)
    : null;
}

/** The text in `language`, else in the default language, else in any language that has one. */
export function pickText(texts: Texts, language: string, fallback: string): string {
  const chosen = shipped(language);
  if (chosen && texts[chosen]?.trim()) return texts[chosen]!;
  if (texts[fallback]?.trim()) return texts[fallback]!;
  return SHIPPED_LANGUAGES.map((l) => texts[l] ?? '').find((t) => t.trim()) ?? '';
}

function cleanBody(body: Texts): Texts {
  return Object.fromEntries(SHIPPED_LANGUAGES.map((l) => [l, sanitizeArticleHtml(body[l] ?? '')]));
}

function cleanTitle(title: Texts): Texts {
  return Object.fromEntries(SHIPPED_LANGUAGES.map((l) => [l, (title[l] ?? '').trim()]));
}

export function searchTextOf(title: Texts, body: Texts): string {
  return searchForm(
    SHIPPED_LANGUAGES.map((l) => `${title[l] ?? ''} ${htmlToText(body[l] ?? '')}`).join(' \n '),
  );
}

/** Plain text around the first place `needle` occurs in `text` (or its start). */
function excerptOf(text: string, needle: string): string {
  const at = searchForm(text).indexOf(needle);
  const start = Math.max(0, at < 0 ? 0 : at - 40);
  const slice = text.slice(start, start + 160).trim();
  return `${start > 0 ? '…' : ''}${slice}${start + 160 < text.length ? '…' : ''}`;
}

/**
 * The help centre: categories and articles per language, the players' view (cached per process
 * and language, dropped at once on a write here and within 30 s elsewhere) and the operators'.
 */
export class HelpService {
  private readonly cache = new Map<string, { at: number; value: THelpCentre }>();

  constructor(
    private readonly db: Database,
    private readonly defaultLanguage: DefaultLanguage,
  ) {}

  /** Every enabled article of enabled categories, in order, in `language` (with fallback). */
  async centre(language: string): Promise<THelpCentre> {
    const fallback = await this.fallbackLanguage();
    const key = `${shipped(language) ?? fallback}`;
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const categories = await this.db
      .select()
      .from(helpCategories)
      .where(eq(helpCategories.enabled, true))
      .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id));
    const articles = await this.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.enabled, true))
      .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id));
    const value: THelpCentre = {
      language: key,
      categories: categories
        .map((c) => ({
          id: c.id,
          title: pickText(c.title, key, fallback),
          articles: articles
            .filter((a) => a.categoryId === c.id)
            .map((a) => ({
              id: a.id,
              anchor: a.anchor,
              categoryId: a.categoryId,
              title: pickText(a.title, key, fallback),
              html: pickText(a.body, key, fallback),
            })),
        }))
        .filter((c) => c.articles.length > 0),
    };
    this.cache.set(key, { at: Date.now(), value });
    return value;
  }

  /**
   * Articles whose title or body, in any of the three languages, contains `query` (case-folded).
   * `position` takes the needle literally, so `%` and `_` are plain characters.
   */
  async search(language: string, query: string): Promise<THelpSearchHit[]> {
    const needle = searchForm(query.trim());
    if (!needle) return [];
    const fallback = await this.fallbackLanguage();
    const rows = await this.db
      .select({
        id: helpArticles.id,
        anchor: helpArticles.anchor,
        categoryId: helpArticles.categoryId,
        title: helpArticles.title,
        body: helpArticles.body,
      })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(
        and(
          eq(helpArticles.enabled, true),
          eq(helpCategories.enabled, true),
          sql`position(${needle} in ${helpArticles.searchText}) > 0`,
        ),
      )
      .orderBy(asc(helpCategories.sortOrder), asc(helpArticles.sortOrder), asc(helpArticles.id))
      .limit(SEARCH_LIMIT);
    return rows.map((row) => {
      const title = pickText(row.title, language, fallback);
      const text = htmlToText(pickText(row.body, language, fallback));
      return {
        id: row.id,
        anchor: row.anchor,
        categoryId: row.categoryId,
        title,
        excerpt: excerptOf(text, needle),
      };
    });
  }

  // ---- back office ----

  async listCategories(): Promise<TAdminHelpCategory[]> {
    const rows = await this.db
      .select({ category: helpCategories, articles: count(helpArticles.id) })
      .from(helpCategories)
      .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
      .groupBy(helpCategories.id)
      .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id));
    return rows.map((r) => presentCategory(r.category, r.articles));
  }

  async createCategory(
    input: z.input<typeof ZHelpCategoryInput>,
    actor: Actor,
  ): Promise<TAdminHelpCategory> {
    const value = ZHelpCategoryInput.parse(input);
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(helpCategories)
        .values({ ...value, title: cleanTitle(value.title) })
        .returning();
      await recordAudit(tx, actor, {
        action: 'help.category.create',
        targetType: 'help_category',
        targetId: String(created!.id),
        after: created,
      });
      return created!;
    });
    this.dropCache();
    return presentCategory(row, 0);
  }

  async updateCategory(
    id: number,
    input: z.input<typeof ZHelpCategoryInput>,
    actor: Actor,
  ): Promise<TAdminHelpCategory> {
    const value = ZHelpCategoryInput.parse(input);
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(helpCategories)
        .where(eq(helpCategories.id, id))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'No such help category');
      const [after] = await tx
        .update(helpCategories)
        .set({ ...value, title: cleanTitle(value.title), updatedAt: sql`now()` })
        .where(eq(helpCategories.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'help.category.update',
        targetType: 'help_category',
        targetId: String(id),
        before,
        after,
      });
      return after!;
    });
    this.dropCache();
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(helpArticles)
      .where(eq(helpArticles.categoryId, id));
    return presentCategory(row, n);
  }

  /** Deletes an empty category (articles must be moved or deleted first: 409). */
  async deleteCategory(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(helpCategories)
        .where(eq(helpCategories.id, id))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'No such help category');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(helpArticles)
        .where(eq(helpArticles.categoryId, id));
      if (n > 0) throw new AppError('CONFLICT', 'The category still holds articles');
      await tx.delete(helpCategories).where(eq(helpCategories.id, id));
      await recordAudit(tx, actor, {
        action: 'help.category.delete',
        targetType: 'help_category',
        targetId: String(id),
        before,
      });
    });
    this.dropCache();
  }

  async listArticles(): Promise<TAdminHelpArticle[]> {
    const rows = await this.db
      .select()
      .from(helpArticles)
      .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sortOrder), asc(helpArticles.id));
    return rows.map(presentArticle);
  }

  async createArticle(
    input: z.input<typeof ZHelpArticleInput>,
    actor: Actor,
  ): Promise<TAdminHelpArticle> {
    const value = ZHelpArticleInput.parse(input);
    const row = await this.anchorGuard(
      this.db.transaction(async (tx) => {
        await this.assertCategory(tx, value.categoryId);
        await this.assertAnchorFree(tx, value.anchor, null);
        const [created] = await tx.insert(helpArticles).values(articleValues(value)).returning();
        await recordAudit(tx, actor, {
          action: 'help.article.create',
          targetType: 'help_article',
          targetId: String(created!.id),
          after: auditView(created!),
        });
        return created!;
      }),
    );
    this.dropCache();
    return presentArticle(row);
  }

  async updateArticle(
    id: number,
    input: z.input<typeof ZHelpArticleInput>,
    actor: Actor,
  ): Promise<TAdminHelpArticle> {
    const value = ZHelpArticleInput.parse(input);
    const row = await this.anchorGuard(
      this.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(helpArticles)
          .where(eq(helpArticles.id, id))
          .for('update');
        if (!before) throw new AppError('NOT_FOUND', 'No such help article');
        await this.assertCategory(tx, value.categoryId);
        await this.assertAnchorFree(tx, value.anchor, id);
        const [after] = await tx
          .update(helpArticles)
          .set({ ...articleValues(value), updatedAt: sql`now()` })
          .where(eq(helpArticles.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'help.article.update',
          targetType: 'help_article',
          targetId: String(id),
          before: auditView(before),
          after: auditView(after!),
        });
        return after!;
      }),
    );
    this.dropCache();
    return presentArticle(row);
  }

  async deleteArticle(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
      if (!before) throw new AppError('NOT_FOUND', 'No such help article');
      await recordAudit(tx, actor, {
        action: 'help.article.delete',
        targetType: 'help_article',
        targetId: String(id),
        before: auditView(before),
      });
    });
    this.dropCache();
  }

  /** Forgets every cached language (after any write). */
  dropCache(): void {
    this.cache.clear();
  }

  /** Two writers racing for one anchor: the loser gets the same 409 as a plain duplicate. */
  private async anchorGuard<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (err) {
      if (uniqueConstraintOf(err) === 'help_articles_anchor_uq') {
        throw new AppError('CONFLICT', 'Another article has this anchor', { field: 'anchor' });
      }
      throw err;
    }
  }

  private async fallbackLanguage(): Promise<string> {
    return shipped(await this.defaultLanguage()) ?? 'th';
  }

  private async assertCategory(db: Tx, id: number): Promise<void> {
    const [row] = await db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(eq(helpCategories.id, id));
    if (!row)
      throw new AppError('VALIDATION_ERROR', 'No such help category', { field: 'categoryId' });
  }

  private async assertAnchorFree(db: Tx, anchor: string, self: number | null): Promise<void> {
    const [taken] = await db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(
        self === null
          ? eq(helpArticles.anchor, anchor)
          : and(eq(helpArticles.anchor, anchor), ne(helpArticles.id, self)),
      );
    if (taken)
      throw new AppError('CONFLICT', 'Another article has this anchor', { field: 'anchor' });
  }
}

/** The columns of an article from the operator's input: sanitized HTML and its search text. */
function articleValues(value: z.output<typeof ZHelpArticleInput>) {
  const title = cleanTitle(value.title);
  const body = cleanBody(value.body);
  return {
    categoryId: value.categoryId,
    anchor: value.anchor,
    title,
    body,
    searchText: searchTextOf(title, body),
    sortOrder: value.sortOrder,
    enabled: value.enabled,
  };
}

/** An article for the audit log: without the derived search text. */
function auditView(row: ArticleRow) {
  const { searchText: _searchText, ...rest } = row;
  return rest;
}

function presentCategory(row: CategoryRow, articleCount: number): TAdminHelpCategory {
  return {
    id: row.id,
    title: row.title as TAdminHelpCategory['title'],
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    articleCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentArticle(row: ArticleRow): TAdminHelpArticle {
  return {
    id: row.id,
    categoryId: row.categoryId,
    anchor: row.anchor,
    title: row.title as TAdminHelpArticle['title'],
    body: row.body as TAdminHelpArticle['body'],
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}
