import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

/** One round as every reader sees it (amounts in minor units). */
export interface RoundView {
  id: number;
  vendor: string;
  vendorRoundId: string;
  accountId: number;
  gameCode: string;
  gameId: number | null;
  category: string;
  currency: string;
  bet: number;
  validBet: number;
  win: number;
  /** win - bet, from the player's side. */
  profit: number;
  status: 'open' | 'settled' | 'rolled_back' | 'voided';
  /** wager: written by the wager core (cashier/wagers: the house studio's rounds). */
  source: 'seamless' | 'feed' | 'wager';
  openedAt: Date;
  settledAt: Date | null;
}

/**
 * What to read. Times select on the round's opening time, [from, to). Real-money readers pass
 * `excludeFun` so that trial play money never counts (turnover, rebates, VIP).
 */
export interface RoundFilter {
  accountId?: number;
  /** Accounts by username prefix match is the caller's job: pass ids. */
  accountIds?: number[];
  vendor?: string;
  category?: string;
  status?: RoundView['status'] | RoundView['status'][];
  source?: RoundView['source'];
  gameCode?: string;
  vendorRoundId?: string;
  from?: Date;
  to?: Date;
  /** Select on the settling time instead (reports of "what settled that day"). */
  bySettledAt?: boolean;
  excludeFun?: boolean;
}

export interface RoundTotals {
  rounds: number;
  bet: number;
  validBet: number;
  win: number;
  profit: number;
}

export interface RoundPage {
  list: RoundView[];
  total: number;
  totals: RoundTotals;
}

interface RoundRow {
  id: unknown;
  vendor: string;
  vendor_round_id: string;
  account_id: unknown;
  game_code: string;
  game_id: unknown;
  category: string;
  currency: string;
  bet: unknown;
  valid_bet: unknown;
  win: unknown;
  status: RoundView['status'];
  source: RoundView['source'];
  opened_at: unknown;
  settled_at: unknown;
}

const COLUMNS = sql.raw(`id, vendor, vendor_round_id, account_id, game_code, game_id, category,
  currency, bet, valid_bet, win, status, source, opened_at, settled_at`);

/**
 * Game rounds, one row per round as its product wrote it: the betting records, a round's detail
 * with its wallet calls and the back office's rounds search. Figures of play (profit and loss,
 * turnover, reconciliation) come from the settled-wager read model instead.
 */
export class RoundsService {
  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------------ queries

  /** Rounds matching `filter`, newest first, a page of them, with the totals of all matches. */
  async query(filter: RoundFilter, page = 1, pageSize = 20): Promise<RoundPage> {
    const where = whereOf(filter);
    const [list, totals] = await Promise.all([
      queryRows<RoundRow>(
        this.db,
        sql`SELECT ${COLUMNS} FROM game_rounds WHERE ${where}
             ORDER BY opened_at DESC, id DESC
             LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      ),
      this.totals(filter),
    ]);
    return { list: list.map(toView), total: totals.rounds, totals };
  }

  /** Totals of the rounds matching `filter` (profit = win - bet, the player's side). */
  async totals(filter: RoundFilter): Promise<RoundTotals> {
    const [row] = await queryRows<{ rounds: number; bet: string; valid_bet: string; win: string }>(
      this.db,
      sql`SELECT count(*)::int AS rounds, coalesce(sum(bet), 0)::text AS bet,
                 coalesce(sum(valid_bet), 0)::text AS valid_bet, coalesce(sum(win), 0)::text AS win
            FROM game_rounds WHERE ${whereOf(filter)}`,
    );
    const bet = Number(row?.bet ?? 0);
    const win = Number(row?.win ?? 0);
    return {
      rounds: row?.rounds ?? 0,
      bet,
      validBet: Number(row?.valid_bet ?? 0),
      win,
      profit: win - bet,
    };
  }

  /** One round, or null. */
  async get(roundId: number): Promise<RoundView | null> {
    const [round] = await this.byIds([roundId]);
    return round ?? null;
  }

  /** The wallet calls that built a round (round detail). */
  async transactionsOf(roundId: number): Promise<
    {
      id: number;
      transactionId: string;
      kind: string;
      amount: number;
      rolledBackBy: string | null;
      at: Date;
    }[]
  > {
    const rows = await queryRows<{
      id: unknown;
      transaction_id: string;
      kind: string;
      amount: unknown;
      rolled_back_by: string | null;
      created_at: unknown;
    }>(
      this.db,
      sql`SELECT id, transaction_id, kind, amount, rolled_back_by, created_at
            FROM game_wallet_transactions WHERE round_id = ${roundId} ORDER BY id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      transactionId: r.transaction_id,
      kind: r.kind,
      amount: Number(r.amount),
      rolledBackBy: r.rolled_back_by,
      at: new Date(r.created_at as string),
    }));
  }

  private async byIds(ids: number[]): Promise<RoundView[]> {
    const rows = await queryRows<RoundRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM game_rounds WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return rows.map(toView);
  }
}

function whereOf(f: RoundFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const time = sql.raw(f.bySettledAt ? 'settled_at' : 'opened_at');
  if (f.accountId !== undefined) parts.push(sql`account_id = ${f.accountId}`);
  if (f.accountIds) parts.push(sql`account_id = ANY(${`{${f.accountIds.join(',')}}`}::bigint[])`);
  if (f.vendor) parts.push(sql`vendor = ${f.vendor}`);
  if (f.category) parts.push(sql`category = ${f.category}`);
  if (f.gameCode) parts.push(sql`game_code = ${f.gameCode}`);
  if (f.vendorRoundId) parts.push(sql`vendor_round_id = ${f.vendorRoundId}`);
  if (f.source) parts.push(sql`source = ${f.source}`);
  if (f.status) {
    const list = Array.isArray(f.status) ? f.status : [f.status];
    parts.push(sql`status = ANY(${`{${list.join(',')}}`}::text[])`);
  }
  if (f.from) parts.push(sql`${time} >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`${time} < ${f.to.toISOString()}::timestamptz`);
  if (f.excludeFun) parts.push(sql`currency <> 'FUN'`);
  return sql.join(parts, sql` AND `);
}

function toView(r: RoundRow): RoundView {
  const bet = Number(r.bet);
  const win = Number(r.win);
  return {
    id: Number(r.id),
    vendor: r.vendor,
    vendorRoundId: r.vendor_round_id,
    accountId: Number(r.account_id),
    gameCode: r.game_code,
    gameId: r.game_id === null ? null : Number(r.game_id),
    category: r.category,
    currency: r.currency,
    bet,
    validBet: Number(r.valid_bet),
    win,
    profit: win - bet,
    status: r.status,
    source: r.source,
    openedAt: new Date(r.opened_at as string),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at as string),
  };
}
