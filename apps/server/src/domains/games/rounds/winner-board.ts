import {
  DEFAULT_LANGUAGE,
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
import type { SettledWagerQueries, WinningWager } from '../../cashier/settled-wagers/index.js';

/** The board looks at rounds settled in this window (by the business clock). */
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** How long one category's board is served from memory before the database is asked again. */
const CACHE_MS = 5_000;

/** At most this many wins are read to fill a board whose games were mostly hidden since. */
const MAX_ASKED = 2_000;

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
  catalogue: Pick<Catalogue, 'findGame' | 'isPlayable'>;
  /** The settled-wager read model: the board reads play only there. */
  wagers: Pick<SettledWagerQueries, 'biggestWins'>;
  windowMs?: number;
  cacheMs?: number;
}

/**
 * The lobby's winner board (spec §9): the biggest wins of the settled-wager read model (real
 * money only, never trial accounts or voided wagers; visitors' demo play has no wagers) over the
 * last 7 days, the biggest first, at most 20, for all categories or one, only of games players
 * can still see (not hidden, delisted or of a disabled vendor; a game the catalogue does not know
 * stays). Names are
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
    const since = new Date(now - (this.deps.windowMs ?? WINDOW_MS));
    // The read model's biggest wins (real money, no trial accounts, not voided), of games
    // players can still find: asked for more than the board shows, and again for more when
    // hidden games took too many places.
    for (let asked = WINNER_BOARD_LIMIT * 3; ; asked *= 4) {
      const wins = await this.deps.wagers.biggestWins(since, category, asked);
      const shown: (WinningWager & { game: GameRecord | null })[] = [];
      for (const win of wins) {
        const game = await this.deps.catalogue.findGame(win.product, win.gameCode);
        if (game && !(await this.deps.catalogue.isPlayable(game.id))) continue;
        shown.push({ ...win, game });
        if (shown.length === WINNER_BOARD_LIMIT) break;
      }
      if (shown.length < WINNER_BOARD_LIMIT && wins.length === asked && asked < MAX_ASKED) {
        continue;
      }
      const jackpots = await this.jackpotWagers(shown);
      return shown.map((win) => ({
        customerName: maskUsername(win.username),
        gameCode: win.gameCode,
        game: win.game,
        winAmount: win.win,
        jackpot: jackpots.has(win.wagerId),
      }));
    }
  }

  /** The house wagers among `wins` that won the progressive jackpot (their win includes it). */
  private async jackpotWagers(wins: readonly WinningWager[]): Promise<Set<string>> {
    const house = wins.filter((w) => w.product === 'HOUSE').map((w) => w.wagerId);
    if (house.length === 0) return new Set();
    const rows = await queryRows<{ wager_id: string }>(
      this.deps.db,
      sql`SELECT 'H' || e.round_id AS wager_id FROM house_jackpot_events e
           WHERE e.kind = 'win' AND 'H' || e.round_id = ANY(${`{${house.join(',')}}`}::text[])`,
    );
    return new Set(rows.map((r) => r.wager_id));
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
