import {
  DEFAULT_LANGUAGE,
  FUN_CURRENCY,
  WINNER_BOARD_LIMIT,
  type TWinnerBoardQuery,
  type TWinnerEntry,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import {
  gameNameIn,
  vendorNodeName,
  type Catalogue,
  type GameRecord,
  type WinnerSource,
} from '../catalogue/index.js';

/** accounts.type of trial players: their play money never reaches the board. */
const TRIAL_TYPE = 4;
/** The ledger's play-money currency (trial wallets); their rounds say FUN, this is a second guard. */
const PLAY_CURRENCY = 'PLAY';
/** The board looks at rounds settled in this window (by the business clock). */
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** How long one category's board is served from memory before the database is asked again. */
const CACHE_MS = 5_000;

interface WinnerRow {
  username: string;
  vendor: string;
  game_code: string;
  win: unknown;
  jackpot: boolean;
}

/** A winning round with its catalogue game (null when the catalogue does not know it). */
interface Winner {
  customerName: string;
  gameCode: string;
  game: GameRecord | null;
  winAmount: number;
  jackpot: boolean;
}

interface CachedBoard {
  at: number;
  rows: Promise<Winner[]>;
}

export interface WinnerBoardDeps {
  db: Database;
  clock: Clock;
  catalogue: Pick<Catalogue, 'findGame'>;
  windowMs?: number;
  cacheMs?: number;
}

/**
 * The lobby's winner board (spec §9): the biggest wins of settled real-money rounds (never FUN or
 * PLAY money, never trial accounts; visitors' demo play has no rounds) over the last 7 days, the
 * biggest first, at most 20, for all categories or one, only of games players can still see (not
 * hidden, delisted or of a disabled vendor; a game the catalogue does not know stays). Names are
 * masked (`me***01`); the game's name (in the asked language) and icon come from the catalogue.
 * Each category's rows are kept `CACHE_MS` (concurrent visitors share one query), so the lobby
 * never queries per visitor; the catalogue drops them when a game or vendor changes (`forget`).
 */
export class WinnerBoard implements WinnerSource {
  private readonly cache = new Map<string, CachedBoard>();

  constructor(private readonly deps: WinnerBoardDeps) {}

  /** Drops every kept board: the catalogue calls it when a game or vendor changed (hidden...). */
  forget(): void {
    this.cache.clear();
  }

  async recentWinners(query: TWinnerBoardQuery): Promise<TWinnerEntry[]> {
    const winners = await this.rowsOf(query.gameCategory);
    const language = (query.language ?? DEFAULT_LANGUAGE).toLowerCase();
    return winners
      .slice(0, query.limitNum)
      .map(({ customerName, gameCode, game, winAmount, jackpot }) => ({
        customerName,
        gameName: game ? gameNameIn(game, language) || vendorNodeName(game) || gameCode : gameCode,
        iconUrl: game?.iconUrl ?? '',
        winAmount,
        ...(jackpot ? { jackpot } : {}),
      }));
  }

  private rowsOf(category: string): Promise<Winner[]> {
    const now = this.deps.clock.now().getTime();
    const hit = this.cache.get(category);
    if (hit && now - hit.at < (this.deps.cacheMs ?? CACHE_MS) && now >= hit.at) return hit.rows;
    const entry: CachedBoard = { at: now, rows: this.load(category, now) };
    entry.rows.catch(() => {
      // A failed read is not kept: the next visitor asks again.
      if (this.cache.get(category) === entry) this.cache.delete(category);
    });
    this.cache.set(category, entry);
    return entry.rows;
  }

  private async load(category: string, now: number): Promise<Winner[]> {
    const since = new Date(now - (this.deps.windowMs ?? WINDOW_MS)).toISOString();
    // opened_at bounds the scan (game_rounds_time_idx); a round settles soon after it opens.
    const rows = await queryRows<WinnerRow>(
      this.deps.db,
      sql`SELECT a.username, r.vendor, r.game_code, r.win,
                 -- A house round that won the progressive jackpot (its win includes the pool).
                 (r.vendor = 'HOUSE' AND EXISTS (SELECT 1 FROM house_jackpot_events e
                    WHERE e.kind = 'win' AND 'H' || e.round_id = r.vendor_round_id)) AS jackpot
            FROM game_rounds r JOIN accounts a ON a.id = r.account_id
           WHERE r.status = 'settled' AND r.win > 0
             AND r.opened_at >= ${since}::timestamptz AND r.settled_at >= ${since}::timestamptz
             AND r.currency <> ${FUN_CURRENCY} AND r.currency <> ${PLAY_CURRENCY}
             AND a.type <> ${TRIAL_TYPE}
             -- Only games players can still find: not hidden or delisted, of an enabled vendor.
             AND NOT EXISTS (SELECT 1 FROM games g
                              WHERE g.vendor = r.vendor AND g.game_code = r.game_code
                                AND (g.hidden OR NOT g.listed))
             AND NOT EXISTS (SELECT 1 FROM game_vendors v WHERE v.code = r.vendor AND NOT v.enabled)
             ${category === 'ALL' ? sql`` : sql`AND r.category = ${category}`}
           ORDER BY r.win DESC, r.settled_at DESC, r.id DESC
           LIMIT ${WINNER_BOARD_LIMIT}`,
    );
    // The games are looked up once per load (a game the catalogue lost costs a query), so
    // visitors in any language are answered from memory.
    return Promise.all(
      rows.map(async (row) => ({
        customerName: maskUsername(row.username),
        gameCode: row.game_code,
        game: await this.deps.catalogue.findGame(row.vendor, row.game_code),
        winAmount: Number(row.win),
        jackpot: row.jackpot === true,
      })),
    );
  }
}

/**
 * A username as the board shows it: the first 2 and last 2 characters around 3 stars
 * (`member01` → `me***01`); shorter names keep less, so a short name is never shown whole.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  const keep = chars.length >= 7 ? 2 : chars.length >= 3 ? 1 : 0;
  if (keep === 0) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}
