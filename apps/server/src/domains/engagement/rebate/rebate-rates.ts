import type { TRebateRate } from '@lw/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { rebateRates } from '../../../db/schema/index.js';

/** The rate table in memory: a member's rate is the row of the highest level at or below theirs. */
export class RateTable {
  private readonly byCategory = new Map<string, TRebateRate[]>();

  constructor(readonly rates: TRebateRate[]) {
    for (const r of [...rates].sort((a, b) => b.level - a.level)) {
      const list = this.byCategory.get(r.category) ?? [];
      list.push(r);
      this.byCategory.set(r.category, list);
    }
  }

  /** The rate of a level in a category; none (0 %) when no row at or below the level has it. */
  rateOf(level: number, category: string): { rateBps: number; dailyCap: number | null } {
    const row = this.byCategory.get(category)?.find((r) => r.level <= level);
    return row ? { rateBps: row.rateBps, dailyCap: row.dailyCap } : { rateBps: 0, dailyCap: null };
  }
}

export async function loadRates(db: Database): Promise<RateTable> {
  const rows = await db
    .select({
      level: rebateRates.level,
      category: rebateRates.category,
      rateBps: rebateRates.rateBps,
      dailyCap: rebateRates.dailyCap,
    })
    .from(rebateRates)
    .orderBy(asc(rebateRates.level), asc(rebateRates.category));
  return new RateTable(rows);
}

/** Replaces the whole table in one transaction (what the operator's editor saves). */
export async function saveRates(db: Database, rates: TRebateRate[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rebateRates);
    if (rates.length > 0) {
      await tx.insert(rebateRates).values(rates.map((r) => ({ ...r, updatedAt: sql`now()` })));
    }
  });
}
