import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { BoardPeriod } from './leaderboard-periods.js';

/** One place of a ranking. */
export interface RankedMember {
  rank: number;
  accountId: number;
  username: string;
  validStake: number;
  reachedAt: Date;
}

/**
 * The ranking of a period: valid stake per member over the period's business days (one
 * category or all), ties to the member who reached the figure first: the settlement time of
 * the last wager that added to it. Summed from `engagement_wagers` every time, so a void or
 * resettle before the freeze moves the ranking as a recomputation would. Answers the first
 * `limit` places and the place of `accountId` (when ranked).
 */
export async function rankPeriod(
  db: Database,
  board: { category: string | null },
  period: BoardPeriod,
  limit: number,
  accountId: number | null = null,
): Promise<RankedMember[]> {
  const rows = await queryRows<{
    rank: string;
    account_id: string;
    username: string;
    total: string;
    reached_at: string | Date;
  }>(
    db,
    sql`WITH totals AS (
          SELECT account_id, sum(valid_stake) AS total,
                 max(settled_at) FILTER (WHERE valid_stake > 0) AS reached_at
            FROM engagement_wagers
           WHERE business_day BETWEEN ${period.firstDay}::date AND ${period.lastDay}::date
             AND (${board.category}::text IS NULL OR category = ${board.category}::text)
           GROUP BY account_id
          HAVING sum(valid_stake) > 0
        ), ranked AS (
          SELECT t.*, row_number() OVER (ORDER BY total DESC, reached_at ASC, account_id ASC) AS rank
            FROM totals t
        )
        SELECT r.rank, r.account_id, a.username, r.total, r.reached_at
          FROM ranked r JOIN accounts a ON a.id = r.account_id
         WHERE r.rank <= ${limit} OR r.account_id = ${accountId ?? 0}
         ORDER BY r.rank`,
  );
  return rows.map((r) => ({
    rank: Number(r.rank),
    accountId: Number(r.account_id),
    username: r.username,
    validStake: Number(r.total),
    reachedAt: new Date(r.reached_at),
  }));
}
