import type { TCrashBetStatus, TCrashPhase } from '@lw/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

/*
 * Rows of crash_rounds and crash_bets, read and changed with guarded statements: a phase moves
 * only from the phase it is expected in and a bet's status only from 'active' (or 'placing'), so
 * two processes doing the same step change a row once.
 */

export interface RoundRow {
  id: number;
  chainId: number;
  gameNumber: number;
  hash: string;
  crashPoint: number;
  phase: TCrashPhase;
  startsAt: Date;
  startedAt: Date | null;
  crashedAt: Date | null;
}

export type StoredBetStatus = TCrashBetStatus | 'placing';

export interface BetRow {
  id: number;
  roundId: number;
  accountId: number;
  accountType: number;
  username: string;
  requestId: string;
  amount: number;
  currency: string;
  autoCashOut: number | null;
  status: StoredBetStatus;
  cashedOutAt: number | null;
  win: number | null;
  settledAt: Date | null;
  createdAt: Date;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toRound(r: Record<string, unknown>): RoundRow {
  return {
    id: Number(r.id),
    chainId: Number(r.chain_id),
    gameNumber: Number(r.game_number),
    hash: r.hash as string,
    crashPoint: Number(r.crash_point),
    phase: r.phase as TCrashPhase,
    startsAt: date(r.starts_at)!,
    startedAt: date(r.started_at),
    crashedAt: date(r.crashed_at),
  };
}

export function toBet(r: Record<string, unknown>): BetRow {
  return {
    id: Number(r.id),
    roundId: Number(r.round_id),
    accountId: Number(r.account_id),
    accountType: Number(r.account_type),
    username: r.username as string,
    requestId: r.request_id as string,
    amount: Number(r.amount),
    currency: r.currency as string,
    autoCashOut: num(r.auto_cash_out),
    status: r.status as StoredBetStatus,
    cashedOutAt: num(r.cashed_out_at),
    win: num(r.win),
    settledAt: date(r.settled_at),
    createdAt: date(r.created_at)!,
  };
}

export const BET_COLUMNS = sql`b.id, b.round_id, b.account_id, a.type AS account_type, a.username,
  b.request_id, b.amount, b.currency, b.auto_cash_out, b.status, b.cashed_out_at, b.win,
  b.settled_at, b.created_at`;

const iso = (d: Date) => d.toISOString();

export class CrashStore {
  constructor(private readonly db: Database) {}

  async latestRound(): Promise<RoundRow | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT * FROM crash_rounds ORDER BY id DESC LIMIT 1`,
    );
    return row ? toRound(row) : null;
  }

  async round(id: number): Promise<RoundRow | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT * FROM crash_rounds WHERE id = ${id}`,
    );
    return row ? toRound(row) : null;
  }

  /**
   * The next game of the chain; null when another process created it first, or when `fence`
   * (the scheduler's leader lease) no longer holds.
   */
  async createRound(
    input: {
      chainId: number;
      gameNumber: number;
      hash: string;
      crashPoint: number;
      startsAt: Date;
    },
    fence: SQL = sql`TRUE`,
  ): Promise<RoundRow | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`INSERT INTO crash_rounds (chain_id, game_number, hash, crash_point, phase, starts_at)
          SELECT ${input.chainId}, ${input.gameNumber}, ${input.hash}, ${input.crashPoint},
            'betting', ${iso(input.startsAt)}::timestamptz
          WHERE ${fence}
          ON CONFLICT (chain_id, game_number) DO NOTHING RETURNING *`,
    );
    return row ? toRound(row) : null;
  }

  /**
   * Moves a round from `from` to `to`; null when it was not in `from` any more, or when `fence`
   * (the scheduler's leader lease) no longer holds.
   */
  async movePhase(
    id: number,
    from: TCrashPhase,
    to: TCrashPhase,
    set: SQL,
    fence: SQL = sql`TRUE`,
  ): Promise<RoundRow | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`UPDATE crash_rounds SET phase = ${to}, ${set}
           WHERE id = ${id} AND phase = ${from} AND ${fence} RETURNING *`,
    );
    return row ? toRound(row) : null;
  }

  async recentRounds(limit: number): Promise<RoundRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT * FROM crash_rounds WHERE phase IN ('crashed', 'refunded')
           ORDER BY id DESC LIMIT ${limit}`,
    );
    return rows.map(toRound);
  }

  async betsOfRound(roundId: number): Promise<BetRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.round_id = ${roundId} AND b.status <> 'placing' ORDER BY b.amount DESC, b.id`,
    );
    return rows.map(toBet);
  }

  async betsOfAccount(accountId: number, limit: number): Promise<BetRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.account_id = ${accountId} AND b.status <> 'placing'
           ORDER BY b.id DESC LIMIT ${limit}`,
    );
    return rows.map(toBet);
  }

  async betByRequest(accountId: number, requestId: string): Promise<BetRow | null> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.account_id = ${accountId} AND b.request_id = ${requestId}`,
    );
    return rows[0] ? toBet(rows[0]) : null;
  }

  async betOf(roundId: number, accountId: number): Promise<BetRow | null> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.round_id = ${roundId} AND b.account_id = ${accountId}`,
    );
    return rows[0] ? toBet(rows[0]) : null;
  }

  /** A new bet in 'placing'; null when the member already has a bet in the round. */
  async insertBet(input: {
    roundId: number;
    accountId: number;
    requestId: string;
    amount: number;
    currency: string;
    autoCashOut: number | null;
    at: Date;
  }): Promise<number | null> {
    const [row] = await queryRows<{ id: unknown }>(
      this.db,
      sql`INSERT INTO crash_bets (round_id, account_id, request_id, amount, currency,
            auto_cash_out, status, created_at, updated_at)
          VALUES (${input.roundId}, ${input.accountId}, ${input.requestId}, ${input.amount},
            ${input.currency}, ${input.autoCashOut}, 'placing', ${iso(input.at)}::timestamptz,
            ${iso(input.at)}::timestamptz)
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    return row ? Number(row.id) : null;
  }

  async deleteBet(id: number): Promise<void> {
    await queryRows(this.db, sql`DELETE FROM crash_bets WHERE id = ${id} AND status = 'placing'`);
  }

  /** 'placing' -> 'active' once the ledger took the stake. */
  async activate(id: number): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`UPDATE crash_bets SET status = 'active' WHERE id = ${id} AND status = 'placing'
          RETURNING id`,
    );
    return rows.length === 1;
  }

  /**
   * Cashes out active bets at `multiplier`, or at their own automatic target when that is lower
   * (an auto cash-out is paid exactly at its target). `onlyAutoAtMost` restricts it to bets
   * whose target is reached; `accountId` to one member. Answers the changed bets.
   */
  async cashOut(input: {
    roundId: number;
    multiplier: number;
    at: Date;
    accountId?: number;
    onlyAutoAtMost?: number;
  }): Promise<number[]> {
    const who = input.accountId === undefined ? sql`` : sql`AND account_id = ${input.accountId}`;
    const auto =
      input.onlyAutoAtMost === undefined
        ? sql``
        : sql`AND auto_cash_out IS NOT NULL AND auto_cash_out <= ${input.onlyAutoAtMost}`;
    const rows = await queryRows<{ id: unknown }>(
      this.db,
      sql`UPDATE crash_bets
             SET status = 'cashed_out',
                 cashed_out_at = LEAST(COALESCE(auto_cash_out, ${input.multiplier}), ${input.multiplier}),
                 -- rounded up to a minor unit, as @lw/games' crashCashOutPayout (99 % at every stake)
                 win = (amount * LEAST(COALESCE(auto_cash_out, ${input.multiplier}),
                          ${input.multiplier}) + 99) / 100,
                 updated_at = ${iso(input.at)}::timestamptz
           WHERE round_id = ${input.roundId} AND status = 'active' ${who} ${auto}
           RETURNING id`,
    );
    return rows.map((r) => Number(r.id));
  }

  /** The lowest automatic target among the round's active bets (null when none has one). */
  async lowestActiveTarget(roundId: number): Promise<number | null> {
    const [row] = await queryRows<{ target: unknown }>(
      this.db,
      sql`SELECT min(auto_cash_out) AS target FROM crash_bets
           WHERE round_id = ${roundId} AND status = 'active'`,
    );
    return num(row?.target);
  }

  /** Every still active bet of a crashed round loses. */
  async bustActive(roundId: number, at: Date): Promise<number[]> {
    const rows = await queryRows<{ id: unknown }>(
      this.db,
      sql`UPDATE crash_bets SET status = 'lost', win = 0, updated_at = ${iso(at)}::timestamptz
           WHERE round_id = ${roundId} AND status = 'active' RETURNING id`,
    );
    return rows.map((r) => Number(r.id));
  }

  /** Active (and stuck placing) bets of a round that could not be played get their stake back. */
  async refundOpen(roundId: number, at: Date): Promise<number[]> {
    const rows = await queryRows<{ id: unknown }>(
      this.db,
      sql`UPDATE crash_bets SET status = 'refunded', win = NULL, updated_at = ${iso(at)}::timestamptz
           WHERE round_id = ${roundId} AND status IN ('active', 'placing') RETURNING id`,
    );
    return rows.map((r) => Number(r.id));
  }

  /** 'placing' bets older than `before`: their request died between the row and the ledger. */
  async refundStuckPlacing(before: Date, at: Date): Promise<number[]> {
    const rows = await queryRows<{ id: unknown }>(
      this.db,
      sql`UPDATE crash_bets SET status = 'refunded', updated_at = ${iso(at)}::timestamptz
           WHERE status = 'placing' AND created_at < ${iso(before)}::timestamptz RETURNING id`,
    );
    return rows.map((r) => Number(r.id));
  }

  /** Decided bets whose ledger call has not been confirmed, last changed before `before`. */
  async unsettled(ids: number[] | null, before: Date | null): Promise<BetRow[]> {
    const which = ids === null ? sql`` : sql`AND b.id = ANY(${`{${ids.join(',')}}`}::bigint[])`;
    const when = before === null ? sql`` : sql`AND b.updated_at < ${iso(before)}::timestamptz`;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.settled_at IS NULL AND b.status IN ('cashed_out', 'lost', 'refunded')
           ${which} ${when} ORDER BY b.id LIMIT 500`,
    );
    return rows.map(toBet);
  }

  async markSettled(id: number, at: Date): Promise<void> {
    await queryRows(
      this.db,
      sql`UPDATE crash_bets SET settled_at = ${iso(at)}::timestamptz
           WHERE id = ${id} AND settled_at IS NULL`,
    );
  }

  async betsByIds(ids: number[]): Promise<BetRow[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${BET_COLUMNS} FROM crash_bets b JOIN accounts a ON a.id = b.account_id
           WHERE b.id = ANY(${`{${ids.join(',')}}`}::bigint[]) ORDER BY b.id`,
    );
    return rows.map(toBet);
  }
}
