import {
  errorMessages,
  type TAdminBonus,
  type TAdminBonusPage,
  type TAdminBonusQuery,
  type TBonusExplain,
} from '@lw/contracts';
import { and, count, desc, eq, sum } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, bonusContributions, bonuses } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { bonusBalance } from './bonus-endings.js';
import { bonusView, type BonusRow } from './bonus-view.js';

/** The most contribution rows an explain lists (the latest first); the sum covers them all. */
export const EXPLAIN_ROW_LIMIT = 200;

/** The back office's bonus list and a bonus's explain (progress recomputed from its rows). */
export class BonusAdminQueries {
  constructor(private readonly db: Database) {}

  async list(query: TAdminBonusQuery): Promise<TAdminBonusPage> {
    const where = and(
      query.username ? eq(accounts.username, query.username) : undefined,
      query.status ? eq(bonuses.status, query.status) : undefined,
    );
    const rows = await this.db
      .select({ bonus: bonuses, username: accounts.username })
      .from(bonuses)
      .innerJoin(accounts, eq(accounts.id, bonuses.accountId))
      .where(where)
      .orderBy(desc(bonuses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: count() })
      .from(bonuses)
      .innerJoin(accounts, eq(accounts.id, bonuses.accountId))
      .where(where);
    const items = await Promise.all(rows.map((r) => this.admin(r.bonus, r.username)));
    return { items, total };
  }

  async explain(id: number): Promise<TBonusExplain> {
    const [found] = await this.db
      .select({ bonus: bonuses, username: accounts.username })
      .from(bonuses)
      .innerJoin(accounts, eq(accounts.id, bonuses.accountId))
      .where(eq(bonuses.id, id));
    if (!found) throw new AppError('BONUS_NOT_FOUND', errorMessages.BONUS_NOT_FOUND.en);
    const rows = await this.db
      .select()
      .from(bonusContributions)
      .where(eq(bonusContributions.bonusId, id))
      .orderBy(desc(bonusContributions.changedAt))
      .limit(EXPLAIN_ROW_LIMIT);
    const [{ total } = { total: null }] = await this.db
      .select({ total: sum(bonusContributions.contribution) })
      .from(bonusContributions)
      .where(eq(bonusContributions.bonusId, id));
    return {
      bonus: await this.admin(found.bonus, found.username),
      rows: rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() })),
      recomputed: Number(total ?? 0),
      rowLimit: EXPLAIN_ROW_LIMIT,
    };
  }

  private async admin(row: BonusRow, username: string): Promise<TAdminBonus> {
    const balance =
      row.status === 'active' ? await bonusBalance(this.db, row.accountId, row.currency) : 0;
    return { ...bonusView(row, balance), username };
  }
}
