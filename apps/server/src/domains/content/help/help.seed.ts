import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { helpArticles, helpCategories } from '../../../db/schema/index.js';
import { SEED_HELP } from './help.seed-articles.js';
import { searchTextOf } from './help.service.js';

/**
 * Writes the default help centre into an empty one (first start); answers whether it did. An
 * advisory lock keeps two processes starting together from writing it twice.
 */
export async function seedHelpCentre(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lw:help-seed'))`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(helpCategories);
    if (n > 0) return false;
    for (const [c, category] of SEED_HELP.entries()) {
      const [row] = await tx
        .insert(helpCategories)
        .values({ title: category.title, sortOrder: (c + 1) * 10 })
        .returning({ id: helpCategories.id });
      await tx.insert(helpArticles).values(
        category.articles.map((article, a) => ({
          categoryId: row!.id,
          anchor: article.anchor,
          title: article.title,
          body: article.body,
          searchText: searchTextOf(article.title, article.body),
          sortOrder: (a + 1) * 10,
        })),
      );
    }
    return true;
  });
}
