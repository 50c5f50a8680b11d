import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { engagementDeposits, engagementWagers } from '../../../db/schema/index.js';

/** What a task counts. */
export interface TaskRule {
  kind: 'deposit' | 'bet' | 'rounds';
  category: string | null;
}

/** A member's day as the tasks read it: deposits, and valid stake and rounds per category. */
export interface MemberDay {
  deposits: number;
  byCategory: Map<string, { validStake: number; rounds: number }>;
}

/** Sums the member's rows of the day (a recomputation, every time: no counter to drift). */
export async function memberDay(db: Database, accountId: number, day: string): Promise<MemberDay> {
  const [deposited] = await db
    .select({ total: sql<string>`coalesce(sum(${engagementDeposits.amount}), 0)::text` })
    .from(engagementDeposits)
    .where(
      and(eq(engagementDeposits.accountId, accountId), eq(engagementDeposits.businessDay, day)),
    );
  const rows = await db
    .select({
      category: engagementWagers.category,
      validStake: sql<string>`sum(${engagementWagers.validStake})::text`,
      rounds: sql<string>`sum(${engagementWagers.rounds})::text`,
    })
    .from(engagementWagers)
    .where(and(eq(engagementWagers.accountId, accountId), eq(engagementWagers.businessDay, day)))
    .groupBy(engagementWagers.category);
  return {
    deposits: Number(deposited?.total ?? 0),
    byCategory: new Map(
      rows.map((r) => [r.category, { validStake: Number(r.validStake), rounds: Number(r.rounds) }]),
    ),
  };
}

/** A task's progress on the member's day. */
export function progressOf(task: TaskRule, day: MemberDay): number {
  if (task.kind === 'deposit') return day.deposits;
  let total = 0;
  for (const [category, figures] of day.byCategory) {
    if (task.category !== null && task.category !== category) continue;
    total += task.kind === 'bet' ? figures.validStake : figures.rounds;
  }
  return total;
}
