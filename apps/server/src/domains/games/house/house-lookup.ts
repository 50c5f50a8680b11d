import type {
  TAdminHouseRound,
  TAdminHouseRoundList,
  TAdminHouseSeedList,
  TAdminJackpotHistory,
  THouseRound,
  ZAdminHouseRoundQuery,
  ZAdminHouseSeedQuery,
  ZAdminJackpotHistoryQuery,
} from '@lw/contracts';
import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { roundNumber, toApiRound, type HouseRoundRow, type HouseRounds } from './house-rounds.js';
import type { SeedBox } from './seed-box.js';

/**
 * Reading house rounds back: a player's own round (betting records' detail and verify link) and
 * the back office's seed, round and jackpot lookups for disputes. Unfinished mines rounds never
 * show their mines; active server seeds never show at all, not even to operators.
 */
export class HouseLookup {
  constructor(
    private readonly db: Database,
    private readonly rounds: HouseRounds,
    private readonly box: SeedBox,
  ) {}

  /** A round of this player (by player key, or by account for betting records); else NOT_FOUND. */
  async playerRound(
    roundId: string,
    owner: { playerKey: string } | { accountId: number },
  ): Promise<THouseRound> {
    const id = roundNumber(roundId);
    const row = id === null ? null : await this.rounds.get(id);
    const mine =
      row &&
      row.status !== 'void' &&
      ('playerKey' in owner
        ? row.playerKey === owner.playerKey
        : row.accountId === owner.accountId);
    if (!mine) throw new AppError('NOT_FOUND', 'No such round');
    return toApiRound(row, null);
  }

  async adminRound(roundId: string): Promise<TAdminHouseRound> {
    const id = roundNumber(roundId);
    const [row] = id === null ? [] : await this.adminRows(sql`WHERE r.id = ${id}`, 1, 0);
    if (!row) throw new AppError('NOT_FOUND', 'No such round');
    return row;
  }

  async adminRounds(query: z.output<typeof ZAdminHouseRoundQuery>): Promise<TAdminHouseRoundList> {
    const conds: SQL[] = [sql`r.status <> 'void'`];
    if (query.username) {
      conds.push(sql`r.account_id = (SELECT id FROM accounts WHERE username = ${query.username})`);
    }
    if (query.gameCode) conds.push(sql`r.game_code = ${query.gameCode}`);
    if (query.roundId) conds.push(sql`r.id = ${roundNumber(query.roundId) ?? 0}`);
    if (query.serverSeedHash) conds.push(sql`s.server_seed_hash = ${query.serverSeedHash}`);
    const where = sql`WHERE ${sql.join(conds, sql` AND `)}`;
    const page = query.page;
    const size = query.pageSize;
    const [count] = await queryRows<{ n: unknown }>(
      this.db,
      sql`SELECT count(*) AS n FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id ${where}`,
    );
    const list = await this.adminRows(sql`${where} ORDER BY r.id DESC`, size, (page - 1) * size);
    return { list, total: Number(count?.n ?? 0) };
  }

  async seeds(query: z.output<typeof ZAdminHouseSeedQuery>): Promise<TAdminHouseSeedList> {
    const conds: SQL[] = [];
    if (query.username) {
      conds.push(sql`s.account_id = (SELECT id FROM accounts WHERE username = ${query.username})`);
    }
    if (query.serverSeedHash) conds.push(sql`s.server_seed_hash = ${query.serverSeedHash}`);
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT s.*, a.username FROM house_seeds s LEFT JOIN accounts a ON a.id = s.account_id
           WHERE ${sql.join(conds, sql` AND `)} ORDER BY s.id DESC LIMIT 100`,
    );
    return {
      list: await Promise.all(
        rows.map(async (r) => ({
          id: Number(r.id),
          accountId: r.account_id === null ? null : Number(r.account_id),
          username: (r.username as string | null) ?? null,
          kind: r.kind as 'real' | 'fun',
          serverSeedHash: r.server_seed_hash as string,
          serverSeed: r.active ? null : await this.box.open(r.server_seed as string),
          clientSeed: (r.client_seed as string | null) ?? null,
          nonce: Number(r.nonce),
          active: r.active === true,
          createdAt: iso(r.created_at)!,
          revealedAt: iso(r.revealed_at),
        })),
      ),
    };
  }

  async jackpotHistory(
    query: z.output<typeof ZAdminJackpotHistoryQuery>,
  ): Promise<TAdminJackpotHistory> {
    const page = query.page;
    const size = query.pageSize;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT e.*, a.username FROM house_jackpot_events e
            LEFT JOIN accounts a ON a.id = e.account_id
           ORDER BY e.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    );
    const [count] = await queryRows<{ n: unknown }>(
      this.db,
      sql`SELECT count(*) AS n FROM house_jackpot_events`,
    );
    return {
      list: rows.map((r) => ({
        at: iso(r.created_at)!,
        kind: r.kind as 'win' | 'reseed',
        currency: r.currency as string,
        amount: Number(r.amount),
        roundId: r.round_id === null ? null : `H${Number(r.round_id)}`,
        username: (r.username as string | null) ?? null,
      })),
      total: Number(count?.n ?? 0),
    };
  }

  private async adminRows(where: SQL, limit: number, offset: number): Promise<TAdminHouseRound[]> {
    const rows: HouseRoundRow[] = await this.rounds.select(
      this.db,
      sql`${where} LIMIT ${limit} OFFSET ${offset}`,
    );
    if (rows.length === 0) return [];
    const extra = await queryRows<{
      vendor_round_id: string;
      id: unknown;
      username: string | null;
    }>(
      this.db,
      sql`SELECT g.vendor_round_id, g.id, a.username
            FROM unnest(${`{${rows.map((r) => r.roundId).join(',')}}`}::text[]) AS v(rid)
            LEFT JOIN game_rounds g ON g.vendor = 'HOUSE' AND g.vendor_round_id = v.rid
            LEFT JOIN accounts a ON a.id = g.account_id`,
    );
    const byRound = new Map(
      extra.filter((e) => e.vendor_round_id).map((e) => [e.vendor_round_id, e]),
    );
    const names = await this.usernames(rows);
    return rows.map((r) => ({
      ...toApiRound(r, null),
      accountId: r.accountId,
      username: r.accountId === null ? null : (names.get(r.accountId) ?? null),
      gameRoundId: byRound.has(r.roundId) ? Number(byRound.get(r.roundId)!.id) : null,
    }));
  }

  private async usernames(rows: HouseRoundRow[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(rows.map((r) => r.accountId).filter((id): id is number => id !== null)),
    ];
    if (ids.length === 0) return new Map();
    const found = await queryRows<{ id: unknown; username: string }>(
      this.db,
      sql`SELECT id, username FROM accounts WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return new Map(found.map((f) => [Number(f.id), f.username]));
  }
}

function iso(v: unknown): string | null {
  return v === null || v === undefined ? null : new Date(v as string).toISOString();
}
