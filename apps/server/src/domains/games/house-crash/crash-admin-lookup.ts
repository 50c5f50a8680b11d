import type { TAdminCrashBet, TAdminCrashRoundList, ZAdminCrashRoundQuery } from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database } from '../../../db/client.js';
import { presentRound } from './crash-present.js';
import { BET_COLUMNS, toBet, toRound } from './crash-store.js';

/**
 * The back office's crash lookup for disputes: rounds by member, game number or game hash, with
 * their bets under the members' real names. A round still betting or running keeps its hash and
 * crash point hidden, and a hash search matches ended rounds only, so the chain's next results
 * never leave the server, not even to operators.
 */
export class CrashAdminLookup {
  constructor(private readonly db: Database) {}

  async rounds(query: z.output<typeof ZAdminCrashRoundQuery>): Promise<TAdminCrashRoundList> {
    const conds: SQL[] = [sql`TRUE`];
    const member =
      query.username === undefined
        ? null
        : sql`(SELECT id FROM accounts WHERE username = ${query.username})`;
    if (member) {
      conds.push(
        sql`r.id IN (SELECT round_id FROM crash_bets
                      WHERE account_id = ${member} AND status <> 'placing')`,
      );
    }
    if (query.gameNumber !== undefined) conds.push(sql`r.game_number = ${query.gameNumber}`);
    if (query.hash !== undefined) {
      conds.push(sql`r.hash = ${query.hash} AND r.phase IN ('crashed', 'refunded')`);
    }
    const where = sql`WHERE ${sql.join(conds, sql` AND `)}`;
    const size = query.pageSize;
    const [count] = await queryRows<{ n: unknown }>(
      this.db,
      sql`SELECT count(*) AS n FROM crash_rounds r ${where}`,
    );
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT r.* FROM crash_rounds r ${where}
           ORDER BY r.id DESC LIMIT ${size} OFFSET ${(query.page - 1) * size}`,
    );
    const rounds = rows.map(toRound);
    const bets = await this.bets(
      rounds.map((r) => r.id),
      member,
    );
    return {
      list: rounds.map((r) => ({ ...presentRound(r), bets: bets.get(r.id) ?? [] })),
      total: Number(count?.n ?? 0),
    };
  }

  /** The bets of these rounds by round (only the member's when `member` is given). */
  private async bets(
    roundIds: number[],
    member: SQL | null,
  ): Promise<Map<number, TAdminCrashBet[]>> {
    const byRound = new Map<number, TAdminCrashBet[]>();
    if (roundIds.length === 0) return byRound;
    const whose = member ? sql`AND b.account_id = ${member}` : sql``;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.round_id = ANY(${`{${roundIds.join(',')}}`}::bigint[])
             AND b.status <> 'placing' ${whose}
           ORDER BY b.amount DESC, b.id`,
    );
    for (const bet of rows.map(toBet)) {
      if (bet.status === 'placing') continue; // excluded by the query; narrows the type
      const list = byRound.get(bet.roundId) ?? [];
      list.push({
        betId: bet.id,
        accountId: bet.accountId,
        username: bet.username,
        amount: bet.amount,
        currency: bet.currency,
        autoCashOut: bet.autoCashOut,
        status: bet.status,
        cashedOutAt: bet.cashedOutAt,
        win: bet.win,
        createdAt: bet.createdAt.toISOString(),
      });
      byRound.set(bet.roundId, list);
    }
    return byRound;
  }
}
