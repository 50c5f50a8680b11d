import { FUN_CURRENCY } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';

/** One member's (or everyone's) totals of one business day, product and currency. */
export interface WagerDayTotals {
  businessDay: string;
  accountId: number;
  product: string;
  currency: string;
  wagers: number;
  stake: number;
  validStake: number;
  win: number;
}

/** A product's totals of one business day and currency (reconciliation, reports). */
export type ProductDayTotals = Omit<WagerDayTotals, 'accountId'> & { members: number };

/** One wager as reconciliation compares it with a vendor's records. */
export interface ReconciledWager {
  wagerId: string;
  leg: number;
  accountId: number;
  stake: number;
  win: number;
  status: 'settled' | 'voided' | 'resettled';
}

/** A member's settled play since a moment, in one currency. */
export interface MemberTotals {
  currency: string;
  wagers: number;
  stake: number;
  win: number;
}

/** A product's wagers of one day counted from one side: how many, staked, won. */
export interface WagerSide {
  rounds: number;
  bet: number;
  win: number;
}

/** A winning wager for the lobby's winner board. */
export interface WinningWager {
  username: string;
  product: string;
  wagerId: string;
  gameCode: string;
  category: string;
  win: number;
  settledAt: Date;
}

/** accounts.type of trial players: their play never reaches the winner board. */
const TRIAL_TYPE = 4;
/** The ledger's play-money currency (trial wallets), besides the protocol's FUN. */
const PLAY_CURRENCY = 'PLAY';

/**
 * The valid stake of the member's wagers first settled since `since`: withdrawal turnover (the
 * cashier's `TurnoverSince` port), on the caller's database or transaction. Voided wagers and
 * play money count 0 by the definition of valid stake, so they need no filter here.
 */
export async function validStakeSince(
  db: Pick<Database, 'execute'>,
  accountId: number,
  since: Date,
): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db as Database,
    sql`SELECT coalesce(sum(valid_stake), 0)::text AS total FROM settled_wagers
         WHERE account_id = ${accountId} AND settled_at >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}

const num = (v: unknown) => Number(v);

/**
 * What readers ask of the settled-wager read model: turnover, daily totals per member or
 * product, a product's wagers of a day (reconciliation), the biggest wins (winner board).
 * Days are business days (`YYYY-MM-DD`, the operator's time zone), ranges inclusive.
 */
export class SettledWagerQueries {
  constructor(private readonly db: Database) {}

  validStakeSince(accountId: number, since: Date): Promise<number> {
    return validStakeSince(this.db, accountId, since);
  }

  /** A member's totals per day, product and currency, newest day first. */
  async memberDays(accountId: number, fromDay: string, toDay: string): Promise<WagerDayTotals[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT to_char(business_day, 'YYYY-MM-DD') AS business_day, account_id, product,
                 currency, wagers, stake, valid_stake, win
            FROM wager_days
           WHERE account_id = ${accountId}
             AND business_day BETWEEN ${fromDay}::date AND ${toDay}::date AND wagers <> 0
           ORDER BY business_day DESC, product, currency`,
    );
    return rows.map((r) => ({
      businessDay: String(r.business_day),
      accountId: num(r.account_id),
      product: String(r.product),
      currency: String(r.currency),
      wagers: num(r.wagers),
      stake: num(r.stake),
      validStake: num(r.valid_stake),
      win: num(r.win),
    }));
  }

  /** Every product's totals per day and currency (one product's when given), newest first. */
  async productDays(fromDay: string, toDay: string, product?: string): Promise<ProductDayTotals[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT to_char(business_day, 'YYYY-MM-DD') AS business_day, product, currency,
                 count(*) FILTER (WHERE wagers <> 0)::int AS members,
                 sum(wagers)::text AS wagers, sum(stake)::text AS stake,
                 sum(valid_stake)::text AS valid_stake, sum(win)::text AS win
            FROM wager_days
           WHERE business_day BETWEEN ${fromDay}::date AND ${toDay}::date
             ${product === undefined ? sql`` : sql`AND product = ${product}`}
           GROUP BY business_day, product, currency
          HAVING sum(wagers) <> 0
           ORDER BY business_day DESC, product, currency`,
    );
    return rows.map((r) => ({
      businessDay: String(r.business_day),
      product: String(r.product),
      currency: String(r.currency),
      members: num(r.members),
      wagers: num(r.wagers),
      stake: num(r.stake),
      validStake: num(r.valid_stake),
      win: num(r.win),
    }));
  }

  /** A product's wagers of one business day, voided ones too (reconciliation's "ours" side). */
  async productDayWagers(product: string, day: string): Promise<ReconciledWager[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT wager_id, leg, account_id, stake, win, status FROM settled_wagers
           WHERE business_day = ${day}::date AND product = ${product}
           ORDER BY wager_id, leg`,
    );
    return rows.map((r) => ({
      wagerId: String(r.wager_id),
      leg: num(r.leg),
      accountId: num(r.account_id),
      stake: num(r.stake),
      win: num(r.win),
      status: r.status as ReconciledWager['status'],
    }));
  }

  /**
   * The ledger's transfers of a product's wagers of one business day (reconciliation's ledger
   * side): the wagers counted, the stakes net of voids (bet and rollback), the wins.
   */
  async ledgerDay(product: string, day: string): Promise<WagerSide> {
    const [row] = await queryRows<{ rounds: number; bet: string; win: string }>(
      this.db,
      sql`SELECT count(DISTINCT t.reference)::int AS rounds,
                 coalesce(sum(e.amount) FILTER (WHERE t.reason IN ('bet', 'rollback')), 0)::text AS bet,
                 coalesce(-sum(e.amount) FILTER (WHERE t.reason = 'win'), 0)::text AS win
            FROM ledger_transfers t
            JOIN ledger_entries e ON e.transfer_id = t.id
            JOIN ledger_accounts a ON a.id = e.account_id
           WHERE a.owner_type = 'system' AND a.purpose = 'game_result'
             AND (a.vendor = ${product} OR a.vendor LIKE ${`${product}#%`})
             AND t.reference IN (
               SELECT 'round:' || product || ':' || wager_id
                        || CASE WHEN leg = 0 THEN '' ELSE ':' || leg END
                 FROM settled_wagers WHERE business_day = ${day}::date AND product = ${product})`,
    );
    return { rounds: row?.rounds ?? 0, bet: Number(row?.bet ?? 0), win: Number(row?.win ?? 0) };
  }

  /**
   * The biggest real-money wins first settled since `since` (never play money, never trial
   * accounts), of one category or all ('ALL'): the winner board's rows before the catalogue
   * drops games players cannot see.
   */
  async biggestWins(since: Date, category: string, limit: number): Promise<WinningWager[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT a.username, w.product, w.wager_id, w.game_code, w.category, w.win, w.settled_at
            FROM settled_wagers w JOIN accounts a ON a.id = w.account_id
           WHERE w.status <> 'voided' AND w.win > 0
             AND w.settled_at >= ${since.toISOString()}::timestamptz
             AND w.currency <> ${FUN_CURRENCY} AND w.currency <> ${PLAY_CURRENCY}
             AND a.type <> ${TRIAL_TYPE}
             ${category === 'ALL' ? sql`` : sql`AND w.category = ${category}`}
           ORDER BY w.win DESC, w.settled_at DESC, w.product, w.wager_id, w.leg
           LIMIT ${limit}`,
    );
    return rows.map((r) => ({
      username: String(r.username),
      product: String(r.product),
      wagerId: String(r.wager_id),
      gameCode: String(r.game_code),
      category: String(r.category),
      win: num(r.win),
      settledAt: new Date(r.settled_at as string),
    }));
  }

  /**
   * A member's wagers first settled since `since`, per currency, voided ones left out: a
   * reality check's "net result since you started playing".
   */
  async memberTotalsSince(accountId: number, since: Date): Promise<MemberTotals[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT currency, count(*)::int AS wagers, sum(stake)::text AS stake,
                 sum(win)::text AS win
            FROM settled_wagers
           WHERE account_id = ${accountId} AND settled_at >= ${since.toISOString()}::timestamptz
             AND status <> 'voided'
           GROUP BY currency
           ORDER BY currency`,
    );
    return rows.map((r) => ({
      currency: String(r.currency),
      wagers: num(r.wagers),
      stake: num(r.stake),
      win: num(r.win),
    }));
  }
}
