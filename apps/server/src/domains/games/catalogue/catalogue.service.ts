import {
  BINGO_LANGUAGE,
  DEFAULT_LANGUAGE,
  errorMessages,
  GAMES_API,
  GAME_TYPES,
  SPECIAL_CLASSIFIES,
  ZAdminGameQuery,
  ZAdminGameUpdate,
  type TAdminGame,
  type TAdminGamePage,
  type TAdminGameQuery,
  type TAdminGameUpdate,
  type TFavouriteListResponse,
  type TGame,
  type TGameListFilters,
  type TGameListResponse,
  type TGameMenusResponse,
  type TGameType,
  type TVendorCategory,
  type TWinnerBoardQuery,
  type TWinnerEntry,
} from '@lw/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gameFavourites, gameRecentPlays, games, gameVendors } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { ExpiringCounter } from '../../../platform/expiring-counter.js';
import type { VendorDirectory } from '../vendors/index.js';
import { CatalogueIndex, type IndexedGame, type IndexVendor } from './catalogue-index.js';
import { MemberIdCache } from './member-id-cache.js';
import {
  gameNameIn,
  normalizeSearch,
  searchTextOf,
  toGameRecord,
  vendorNodeName,
  type GameRecord,
} from './game-record.js';

/**
 * Where the winner board's entries come from. Rounds implement it once they exist; until then
 * the board is empty. Entries carry masked names already.
 */
export interface WinnerSource {
  recentWinners(query: TWinnerBoardQuery): Promise<TWinnerEntry[]>;
  /** Drops what it keeps: a game or vendor changed (hidden, disabled), here or elsewhere. */
  forget?(): void;
}
export const NO_WINNERS: WinnerSource = { recentWinners: async () => [] };

/** The vendor logo URLs and names the catalogue shows; the vendors module provides them. */
export interface VendorShowcase {
  /** Vendors with the lobby's view of them (name, order, logo). */
  lobbyVendors(): Promise<{ code: string; name: string; sortOrder: number; logoUrl: string }[]>;
}

export interface CatalogueOptions {
  /** How long a snapshot is served before a cheap check looks for changes by other processes. */
  refreshMs?: number;
  /** Favourite adds and removes allowed per member per second (spec §9: one). */
  favouriteThrottleMs?: number;
  /** How long a member's favourite ids are kept in memory (default 30 s). */
  favouriteCacheMs?: number;
  /** How many members' favourite (and recent) ids are kept at most (least recently used first). */
  favouriteCacheSize?: number;
  /** How long a member's recent game ids are kept in memory (default 30 s; a launch drops them). */
  recentCacheMs?: number;
}

/** Who asks: a member (FAV/RECENT need one), or a visitor. */
export type Viewer = { accountId: number } | null;

/**
 * The catalogue as players and other modules read it: an in-memory index of every game, rebuilt
 * after each change in this process and, when another process changed the tables, within
 * `refreshMs`; favourites and recent plays are per member in the database.
 */
export class CatalogueService {
  private index: CatalogueIndex | null = null;
  private version = '';
  private checkedAt = 0;
  private loading: Promise<CatalogueIndex> | null = null;
  private checking: Promise<void> | null = null;
  private generation = 0;
  private winners: WinnerSource = NO_WINNERS;
  private preparedFavourites: ReturnType<CatalogueService['prepareFavourites']> | null = null;
  private preparedRecent: ReturnType<CatalogueService['prepareRecent']> | null = null;
  /** Members' favourite ids, newest first (FAV pages and the ids list). */
  private readonly favouriteCache: MemberIdCache;
  /** Members' recently launched game ids, most recent first (RECENT pages, the recent list). */
  private readonly recentCache: MemberIdCache;

  constructor(
    private readonly db: Database,
    private readonly vendors: VendorDirectory & VendorShowcase,
    private readonly clock: Clock,
    private readonly favouriteThrottle: ExpiringCounter,
    private readonly options: CatalogueOptions = {},
  ) {
    const maxMembers = options.favouriteCacheSize ?? 10_000;
    this.favouriteCache = new MemberIdCache(
      async (accountId) =>
        (await (this.preparedFavourites ??= this.prepareFavourites()).execute({ accountId })).map(
          (r) => r.id,
        ),
      { ttlMs: options.favouriteCacheMs ?? 30_000, maxMembers },
    );
    this.recentCache = new MemberIdCache(
      async (accountId) =>
        (await (this.preparedRecent ??= this.prepareRecent()).execute({ accountId })).map(
          (r) => r.id,
        ),
      { ttlMs: options.recentCacheMs ?? 30_000, maxMembers },
    );
  }

  // ------------------------------------------------------------------ other modules

  /** The game with this vendor code (listed or not, hidden or not), or null. Served from memory. */
  async findGame(vendor: string, gameCode: string): Promise<GameRecord | null> {
    const index = await this.current();
    const hit = index.find(vendor, gameCode);
    if (hit) return hit.record;
    // A game another process synced a moment ago: look in the table before saying no.
    const [row] = await this.db
      .select()
      .from(games)
      .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)));
    return row ? toGameRecord(row) : null;
  }

  /** The game with this nodeId, or null. */
  async getGame(nodeId: number): Promise<GameRecord | null> {
    const index = await this.current();
    const hit = index.byId.get(nodeId);
    if (hit) return hit.record;
    const [row] = await this.db.select().from(games).where(eq(games.id, nodeId));
    return row ? toGameRecord(row) : null;
  }

  /** Whether players may see and launch the game now (listed, not hidden, vendor enabled). */
  async isPlayable(nodeId: number): Promise<boolean> {
    return (await this.current()).byId.get(nodeId)?.visible ?? false;
  }

  /** Notes that the member launched the game (the recent list and the RECENT filter). */
  async recordLaunch(accountId: number, gameId: number): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insert(gameRecentPlays)
      .values({ accountId, gameId, lastPlayedAt: now, launches: 1 })
      .onConflictDoUpdate({
        target: [gameRecentPlays.accountId, gameRecentPlays.gameId],
        set: { lastPlayedAt: now, launches: sql`${gameRecentPlays.launches} + 1` },
      });
    this.recentCache.forget(accountId);
  }

  /** Rounds plug their winner board in here. */
  setWinnerSource(source: WinnerSource): void {
    this.winners = source;
  }

  /** Drops the in-memory index and the winner board's rows (after a change in this process). */
  invalidate(): void {
    this.index = null;
    this.generation += 1;
    this.winners.forget?.();
  }

  // ------------------------------------------------------------------ player lists

  async listGames(filters: TGameListFilters, viewer: Viewer): Promise<TGameListResponse> {
    const index = await this.current();
    const language = languageOf(filters.language);
    let memberIds: readonly number[] | null = null;
    if (filters.filter === 'FAV' || filters.filter === 'RECENT') {
      if (!viewer) throw new AppError('UNAUTHORIZED', errorMessages.UNAUTHORIZED.en);
      memberIds =
        filters.filter === 'FAV'
          ? await this.favouriteIdList(viewer.accountId)
          : await this.recentIdList(viewer.accountId);
    }
    const needle = filters.gameName ? normalizeSearch(filters.gameName) : '';
    const match = (g: IndexedGame) =>
      g.visible &&
      (!filters.gameType || g.category === filters.gameType) &&
      (!filters.vassalage || g.record.vendor === filters.vassalage) &&
      (!filters.gameClassify || g.record.gameClassify === filters.gameClassify) &&
      (filters.minBet === undefined || g.record.minBet >= filters.minBet) &&
      (filters.minLineNum === undefined || g.record.minLineNum >= filters.minLineNum) &&
      (filters.filter !== 'HOT' || g.record.isHot) &&
      (filters.filter !== 'NEW' || g.record.isNew) &&
      (needle === '' || g.search.includes(needle));

    let matched: IndexedGame[];
    if (memberIds) {
      // The member's own order: newest favourite or most recent play first.
      matched = memberIds
        .map((id) => index.byId.get(id))
        .filter((g): g is IndexedGame => !!g && match(g));
    } else {
      const key = JSON.stringify([
        filters.gameType,
        filters.vassalage,
        filters.gameClassify,
        needle,
        filters.minBet,
        filters.minLineNum,
        filters.filter,
      ]);
      matched = index.visibleMatching(
        key,
        { vendor: filters.vassalage, category: filters.gameType, needle: needle || undefined },
        match,
      );
    }
    const start = (filters.pageNo - 1) * filters.pageSize;
    const now = this.clock.now();
    return {
      games: matched
        .slice(start, start + filters.pageSize)
        .map((g) => this.present(index, g, language, now)),
      totalPages: Math.ceil(matched.length / filters.pageSize),
    };
  }

  async hotGames(query: {
    vassalage?: string | undefined;
    gameType?: TGameType | undefined;
    language?: string | undefined;
    limit: number;
  }): Promise<{ list: TGame[] }> {
    const index = await this.current();
    const language = languageOf(query.language);
    const now = this.clock.now();
    const list: TGame[] = [];
    for (const g of index.ordered) {
      if (list.length >= query.limit) break;
      if (!g.visible || !g.record.isHot) continue;
      if (query.vassalage && g.record.vendor !== query.vassalage) continue;
      if (query.gameType && g.category !== query.gameType) continue;
      list.push(this.present(index, g, language, now));
    }
    return { list };
  }

  async recentGames(
    accountId: number,
    query: {
      page: number;
      pageSize: number;
      gameType?: TGameType | undefined;
      vassalage?: string | undefined;
      language?: string | undefined;
    },
  ): Promise<{ list: TGame[]; totalPages: number }> {
    const result = await this.listGames(
      {
        filter: 'RECENT',
        pageNo: query.page,
        pageSize: query.pageSize,
        gameType: query.gameType,
        vassalage: query.vassalage,
        language: query.language,
      },
      { accountId },
    );
    return { list: result.games, totalPages: result.totalPages };
  }

  // ------------------------------------------------------------------ favourites

  async favouriteIds(accountId: number): Promise<{ ids: number[] }> {
    const index = await this.current();
    const ids = await this.favouriteIdList(accountId);
    return { ids: ids.filter((id) => index.byId.get(id)?.visible) };
  }

  async favouriteList(
    accountId: number,
    query: {
      pageNo: number;
      pageSize: number;
      gameType?: TGameType | undefined;
      vassalage?: string | undefined;
      language?: string | undefined;
    },
  ): Promise<TFavouriteListResponse> {
    const result = await this.listGames({ ...query, filter: 'FAV' }, { accountId });
    return { content: result.games, pageNum: query.pageNo, totalPages: result.totalPages };
  }

  /** Adds a favourite; one already there is left as it is (spec §4). Throttled per member. */
  async addFavourite(accountId: number, nodeId: number): Promise<{ ids: number[] }> {
    await this.throttleFavourites(accountId);
    const index = await this.current();
    if (!index.byId.get(nodeId)?.visible) {
      throw new AppError('GAME_NOT_FOUND', errorMessages.GAME_NOT_FOUND.en, { nodeId });
    }
    await this.db
      .insert(gameFavourites)
      .values({ accountId, gameId: nodeId, createdAt: this.clock.now() })
      .onConflictDoNothing();
    this.favouriteCache.forget(accountId);
    return this.favouriteIds(accountId);
  }

  /** Removes a favourite (none there: nothing to do). Throttled per member. */
  async removeFavourite(accountId: number, nodeId: number): Promise<{ ids: number[] }> {
    await this.throttleFavourites(accountId);
    await this.db
      .delete(gameFavourites)
      .where(and(eq(gameFavourites.accountId, accountId), eq(gameFavourites.gameId, nodeId)));
    this.favouriteCache.forget(accountId);
    return this.favouriteIds(accountId);
  }

  private async throttleFavourites(accountId: number): Promise<void> {
    const windowMs = this.options.favouriteThrottleMs ?? 1000;
    const taken = await this.favouriteThrottle.incrementBelow(`fav:${accountId}`, 1, windowMs);
    if (taken === null) {
      const left = await this.favouriteThrottle.ttl(`fav:${accountId}`);
      throw new AppError('TOO_MANY_REQUESTS', 'Favourites change at most once a second', {
        retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)),
      });
    }
  }

  // Prepared once (on first use): the member's lists are read on every FAV/RECENT page.
  private prepareFavourites() {
    return this.db
      .select({ id: gameFavourites.gameId })
      .from(gameFavourites)
      .where(eq(gameFavourites.accountId, sql.placeholder('accountId')))
      .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
      .prepare('catalogue_favourite_ids');
  }

  private prepareRecent() {
    return this.db
      .select({ id: gameRecentPlays.gameId })
      .from(gameRecentPlays)
      .where(eq(gameRecentPlays.accountId, sql.placeholder('accountId')))
      .orderBy(desc(gameRecentPlays.lastPlayedAt))
      .limit(500)
      .prepare('catalogue_recent_ids');
  }

  /** The member's favourite ids, newest first (cached: see MemberIdCache). */
  private favouriteIdList(accountId: number): Promise<readonly number[]> {
    return this.favouriteCache.get(accountId);
  }

  /** The member's recently launched game ids, most recent first (cached: see MemberIdCache). */
  private recentIdList(accountId: number): Promise<readonly number[]> {
    return this.recentCache.get(accountId);
  }

  // ------------------------------------------------------------------ categories and menus

  /**
   * Vendor categories (spec §3): per category the vendor cards in strip order and the classify
   * list with the vendors offering each. Jackpot and mini classifies lead the RNG list; the
   * BINGO category exists only when TY is offered.
   */
  async vendorCategories(
    language: string | undefined,
    offeredLanguages: string[],
    only?: string,
  ): Promise<{ categories: TVendorCategory[] }> {
    const index = await this.current();
    const now = this.clock.now();
    const lang = languageOf(language);
    const bingo = offeredLanguages.map((l) => l.toLowerCase()).includes(BINGO_LANGUAGE);
    const categories: TVendorCategory[] = [];
    const wanted = [...GAME_TYPES, ...(bingo ? ['BINGO' as const] : [])];
    for (const category of wanted) {
      if (only && only !== category) continue;
      const inCategory = (g: IndexedGame) =>
        g.visible &&
        (category === 'BINGO'
          ? g.record.gameClassify.toUpperCase() === SPECIAL_CLASSIFIES.bingo
          : g.category === category);
      const vendorsHere = new Map<string, IndexedGame[]>();
      const classifies = new Map<string, Set<string>>();
      for (const g of index.ordered) {
        if (!inCategory(g)) continue;
        const list = vendorsHere.get(g.record.vendor) ?? [];
        list.push(g);
        vendorsHere.set(g.record.vendor, list);
        if (g.record.gameClassify) {
          const set = classifies.get(g.record.gameClassify) ?? new Set<string>();
          set.add(g.record.vendor);
          classifies.set(g.record.gameClassify, set);
        }
      }
      if (vendorsHere.size === 0) continue;
      const cards = [...index.vendors.values()]
        .filter((v) => vendorsHere.has(v.code))
        .map((v) => {
          const list = vendorsHere.get(v.code)!;
          const popup = category !== 'BINGO' && index.isVassalage(v.code, category);
          return {
            vassalage: v.code,
            displayName: v.name,
            largeIcon: v.logoUrl,
            maintenance: v.inMaintenance(now),
            isGame: popup ? ('VASSALAGE' as const) : ('' as const),
            gameCount: list.length,
            nodeId: popup ? null : (list[0]?.record.id ?? null),
          };
        });
      const special = [SPECIAL_CLASSIFIES.jackpot, SPECIAL_CLASSIFIES.mini] as string[];
      const gameClassify = [...classifies.entries()]
        .filter(
          ([classify]) =>
            category === 'BINGO' || classify.toUpperCase() !== SPECIAL_CLASSIFIES.bingo || bingo,
        )
        .sort(([a], [b]) => {
          const ra = special.indexOf(a.toUpperCase());
          const rb = special.indexOf(b.toUpperCase());
          if (ra !== rb) return (ra < 0 ? 99 : ra) - (rb < 0 ? 99 : rb);
          return a.localeCompare(b);
        })
        .map(([classify, set]) => ({
          classify,
          vendors: cards.map((c) => c.vassalage).filter((code) => set.has(code)),
        }));
      categories.push({ gameCategory: category, cards, gameClassify });
    }
    void lang;
    return { categories };
  }

  async menus(offeredLanguages: string[]): Promise<TGameMenusResponse> {
    const { categories } = await this.vendorCategories(undefined, offeredLanguages);
    return {
      gameMenus: categories.map((c) => ({
        gameCategory: c.gameCategory,
        vendors: c.cards.map((card) => ({
          vassalage: card.vassalage,
          displayName: card.displayName,
          maintenance: card.maintenance,
        })),
      })),
    };
  }

  async winnerBoard(query: TWinnerBoardQuery): Promise<{ list: TWinnerEntry[] }> {
    return { list: (await this.winners.recentWinners(query)).slice(0, query.limitNum) };
  }

  // ------------------------------------------------------------------ back office

  async adminGames(input: TAdminGameQuery): Promise<TAdminGamePage> {
    const q = ZAdminGameQuery.parse(input);
    const index = await this.current();
    const needle = q.q ? normalizeSearch(q.q) : '';
    const matched = index.ordered.filter(
      (g) =>
        (!q.vendor || g.record.vendor === q.vendor) &&
        (!q.gameType || g.record.gameType === q.gameType) &&
        (q.state === 'all' ||
          (q.state === 'visible' && g.record.listed && !g.record.hidden) ||
          (q.state === 'hidden' && g.record.hidden) ||
          (q.state === 'unlisted' && !g.record.listed)) &&
        (needle === '' || g.search.includes(needle)),
    );
    const start = (q.page - 1) * q.pageSize;
    const ids = matched.slice(start, start + q.pageSize).map((g) => g.record.id);
    const rows =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(games)
            .where(
              sql`${games.id} = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::bigint[]`)})`,
            );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      items: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentAdmin(row)] : [];
      }),
      total: matched.length,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async updateGame(id: number, input: TAdminGameUpdate, actor: Actor): Promise<TAdminGame> {
    const patch = ZAdminGameUpdate.parse(input);
    const before = await this.gameRow(id);
    const customNames = patch.customNames === undefined ? before.customNames : patch.customNames;
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(games)
        .set({
          ...(patch.hidden !== undefined && { hidden: patch.hidden }),
          ...(patch.hotOverride !== undefined && { hotOverride: patch.hotOverride }),
          ...(patch.newOverride !== undefined && { newOverride: patch.newOverride }),
          ...(patch.sortOrder !== undefined && { sortOrder: patch.sortOrder }),
          ...(patch.customNames !== undefined && { customNames: patch.customNames }),
          searchText: searchTextOf(before.names, customNames, before.gameCode),
          updatedAt: this.clock.now(),
        })
        .where(eq(games.id, id))
        .returning();
      await recordAudit(tx as unknown as Database, actor, {
        action: 'game.update',
        targetType: 'game',
        targetId: String(id),
        before: overridesOf(before),
        after: patch,
      });
      return updated!;
    });
    this.invalidate();
    return presentAdmin(row);
  }

  /** Sets (or with null clears) the operator's icon of a game. */
  async setIcon(id: number, url: string | null, actor: Actor): Promise<TAdminGame> {
    const before = await this.gameRow(id);
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(games)
        .set({ customIconUrl: url, updatedAt: this.clock.now() })
        .where(eq(games.id, id))
        .returning();
      await recordAudit(tx as unknown as Database, actor, {
        action: url ? 'game.icon.upload' : 'game.icon.remove',
        targetType: 'game',
        targetId: String(id),
        before: { customIconUrl: before.customIconUrl },
        after: { customIconUrl: url },
      });
      return updated!;
    });
    this.invalidate();
    return presentAdmin(row);
  }

  private async gameRow(id: number) {
    const [row] = await this.db.select().from(games).where(eq(games.id, id));
    if (!row) throw new AppError('GAME_NOT_FOUND', errorMessages.GAME_NOT_FOUND.en, { id });
    return row;
  }

  // ------------------------------------------------------------------ the index

  private present(index: CatalogueIndex, g: IndexedGame, language: string, now: Date): TGame {
    const r = g.record;
    const gameName = gameNameIn(r, language);
    const nodeName = vendorNodeName(r);
    return {
      nodeId: r.id,
      gameCode: r.gameCode,
      gameType: g.category!,
      vassalage: r.vendor,
      gameClassify: r.gameClassify,
      gameName,
      nodeName,
      displayName: gameName || nodeName,
      iconUrl: r.iconUrl,
      showIcon: r.customIconUrl ?? GAMES_API.gameArt(r.vendor, r.gameCode, 'small', language),
      lagerIcon: r.customIconUrl ?? GAMES_API.gameArt(r.vendor, r.gameCode, 'large', language),
      isHot: r.isHot ? 1 : 0,
      isNew: r.isNew ? 1 : 0,
      supportPlay: r.supportPlay,
      isGame: index.isVassalage(r.vendor, g.category) ? 'VASSALAGE' : '',
      minBet: r.minBet,
      minLineNum: r.minLineNum,
      maintenance: index.vendors.get(r.vendor)?.inMaintenance(now) ?? false,
    };
  }

  /** The index, loading it when absent; a stale one is served while a check runs behind it. */
  async current(): Promise<CatalogueIndex> {
    if (this.index) {
      if (Date.now() - this.checkedAt > (this.options.refreshMs ?? 2000)) {
        this.checking ??= this.checkForChanges().finally(() => {
          this.checking = null;
        });
      }
      return this.index;
    }
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Waits for any background check (tests and the bench use it). */
  async settled(): Promise<void> {
    await this.checking;
    await this.loading;
  }

  private async versionNow(): Promise<string> {
    const [row] = await this.db
      .select({
        games: sql<string>`(select count(*) || ':' || coalesce(max(${games.updatedAt})::text, '') from ${games})`,
        vendors: sql<string>`(select count(*) || ':' || coalesce(max(${gameVendors.updatedAt})::text, '') from ${gameVendors})`,
      })
      .from(sql`(select 1) as one`);
    return `${row?.games}|${row?.vendors}`;
  }

  private async checkForChanges(): Promise<void> {
    try {
      const version = await this.versionNow();
      this.checkedAt = Date.now();
      if (version !== this.version) {
        this.index = await this.load();
        // Another process changed games or vendors (hidden, disabled): the board follows.
        this.winners.forget?.();
      }
    } catch {
      // The next read tries again; the stale index keeps serving.
    }
  }

  private async load(): Promise<CatalogueIndex> {
    const generation = this.generation;
    const version = await this.versionNow();
    const [rows, vendors, showcase] = await Promise.all([
      this.db.select().from(games),
      this.vendors.list(),
      this.vendors.lobbyVendors(),
    ]);
    const shown = new Map(showcase.map((v) => [v.code, v]));
    const indexVendors: IndexVendor[] = vendors.map((v) => ({
      code: v.code,
      name: shown.get(v.code)?.name ?? v.name,
      enabled: v.enabled,
      sortOrder: shown.get(v.code)?.sortOrder ?? 0,
      logoUrl: shown.get(v.code)?.logoUrl ?? '',
      inMaintenance: (now: Date) => v.inMaintenance(now),
    }));
    const searchById = new Map(
      rows.map((r) => [r.id, r.searchText || searchTextOf(r.names, r.customNames, r.gameCode)]),
    );
    const index = new CatalogueIndex(
      rows.map(toGameRecord),
      indexVendors,
      (record) => searchById.get(record.id) ?? '',
    );
    if (generation === this.generation) {
      this.index = index;
      this.version = version;
      this.checkedAt = Date.now();
    }
    return index;
  }
}

function languageOf(language: string | undefined): string {
  return (language ?? DEFAULT_LANGUAGE).toLowerCase();
}

function overridesOf(row: typeof games.$inferSelect) {
  return {
    hidden: row.hidden,
    hotOverride: row.hotOverride,
    newOverride: row.newOverride,
    sortOrder: row.sortOrder,
    customNames: row.customNames,
  };
}

export function presentAdmin(row: typeof games.$inferSelect): TAdminGame {
  const record = toGameRecord(row);
  return {
    id: row.id,
    vendor: row.vendor,
    gameCode: row.gameCode,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    names: row.names,
    customNames: row.customNames,
    iconUrl: record.iconUrl,
    customIconUrl: row.customIconUrl,
    listed: row.listed,
    hidden: row.hidden,
    vendorHot: row.vendorHot,
    hotOverride: row.hotOverride,
    vendorNew: row.vendorNew,
    newOverride: row.newOverride,
    sortOrder: row.sortOrder,
    minBet: row.minBet,
    minLineNum: row.minLineNum,
    supportPlay: row.supportPlay,
    syncedAt: row.syncedAt.toISOString(),
  };
}
