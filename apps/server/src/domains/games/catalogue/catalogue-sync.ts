import {
  errorMessages,
  VENDOR_API_PATHS,
  ZVendorErrorAnswer,
  ZVendorGamesAnswer,
  type TCatalogueSyncResult,
  type TVendorGame,
} from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { games } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { callVendor, type VendorConfig, type VendorsService } from '../vendors/index.js';
import { searchTextOf } from './game-record.js';

export interface SyncOptions {
  /** Games asked per page. */
  pageSize?: number;
  /** At most this many pages (a vendor claiming more is cut off with an error). */
  maxPages?: number;
  /** Per call. */
  callTimeoutMs?: number;
  /** The whole fetch. */
  totalTimeoutMs?: number;
}

class SyncFailure extends Error {}

type GameRow = typeof games.$inferSelect;

/**
 * Pulls each vendor's `/games` list into the catalogue. One vendor is one transaction: games are
 * upserted by (vendor, gameCode), vendor fields refreshed, games gone from the list unlisted, and
 * the operator's columns (hot, new, order, hidden, icon, names) never touched. A bad answer
 * (signature refused, garbage, timeout) changes nothing and is recorded as the sync result.
 */
export class CatalogueSync {
  private readonly running = new Map<string, Promise<TCatalogueSyncResult>>();
  /** Vendors that run inside this server (the house studio): their list, instead of /games. */
  private readonly inProcess = new Map<string, () => Promise<TVendorGame[]>>();

  constructor(
    private readonly db: Database,
    private readonly vendors: VendorsService,
    private readonly clock: Clock,
    private readonly onChanged: () => void,
    private readonly options: SyncOptions = {},
  ) {}

  /**
   * Syncs one vendor; a sync of it already running in this process is shared. An operator's
   * sync (with `actor`) is audited with its result.
   */
  async syncVendor(code: string, actor?: Actor): Promise<TCatalogueSyncResult> {
    let run = this.running.get(code);
    if (!run) {
      run = this.run(code).finally(() => this.running.delete(code));
      this.running.set(code, run);
    }
    const result = await run;
    if (actor) {
      await recordAudit(this.db, actor, {
        action: 'game_vendor.sync',
        targetType: 'game_vendor',
        targetId: code,
        after: result,
      });
    }
    return result;
  }

  /** Lists an in-process vendor's games from `list` (called at every sync) instead of HTTP. */
  registerInProcess(code: string, list: () => Promise<TVendorGame[]>): void {
    this.inProcess.set(code, list);
  }

  /** Syncs every enabled vendor, one after the other. */
  async syncAll(actor?: Actor): Promise<TCatalogueSyncResult[]> {
    const results: TCatalogueSyncResult[] = [];
    for (const vendor of await this.vendors.list()) {
      if (vendor.enabled) results.push(await this.syncVendor(vendor.code, actor));
    }
    return results;
  }

  private async run(code: string): Promise<TCatalogueSyncResult> {
    this.vendors.invalidate();
    const vendor = await this.vendors.get(code);
    if (!vendor) {
      throw new AppError('VENDOR_NOT_FOUND', errorMessages.VENDOR_NOT_FOUND.en, { vendor: code });
    }
    const at = this.clock.now().toISOString();
    let result: TCatalogueSyncResult;
    try {
      const list = await this.fetchAll(vendor);
      const counts = await this.apply(vendor.code, list);
      result = { vendor: code, at, ok: true, ...counts };
    } catch (err) {
      const message =
        err instanceof SyncFailure ? err.message : `sync failed: ${(err as Error).message}`;
      result = {
        vendor: code,
        at,
        ok: false,
        added: 0,
        updated: 0,
        removed: 0,
        error: message.slice(0, 500),
      };
    }
    await this.vendors.recordSync(result);
    if (result.ok) this.onChanged();
    return result;
  }

  private async fetchAll(vendor: VendorConfig): Promise<TVendorGame[]> {
    const local = this.inProcess.get(vendor.code);
    if (local) return local();
    if (!vendor.secret) throw new SyncFailure('the vendor secret cannot be opened; replace it');
    const pageSize = this.options.pageSize ?? 200;
    const maxPages = this.options.maxPages ?? 200;
    const deadline = Date.now() + (this.options.totalTimeoutMs ?? 60_000);
    const byCode = new Map<string, TVendorGame>();
    let totalPages = 1;
    for (let page = 1; page <= totalPages; page++) {
      if (page > maxPages) throw new SyncFailure(`more than ${maxPages} pages`);
      const left = deadline - Date.now();
      if (left <= 0) throw new SyncFailure('the vendor took too long');
      let answer: unknown;
      try {
        answer = await callVendor(
          vendor,
          VENDOR_API_PATHS.games,
          { page, pageSize },
          {
            operatorCode: this.vendors.operatorCode,
            timeoutMs: Math.min(this.options.callTimeoutMs ?? 15_000, left),
          },
        );
      } catch (err) {
        throw new SyncFailure(`vendor call failed: ${(err as Error).message}`);
      }
      const refused = ZVendorErrorAnswer.safeParse(answer);
      if (refused.success) throw new SyncFailure(`vendor answered ${refused.data.status}`);
      const parsed = ZVendorGamesAnswer.safeParse(answer);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SyncFailure(
          `invalid /games answer on page ${page}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        );
      }
      totalPages = parsed.data.totalPages;
      for (const game of parsed.data.games) {
        if (!byCode.has(game.gameCode)) byCode.set(game.gameCode, game);
      }
    }
    return [...byCode.values()];
  }

  private async apply(
    vendor: string,
    list: TVendorGame[],
  ): Promise<{ added: number; updated: number; removed: number }> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // Two processes syncing one vendor take turns.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue-sync:${vendor}`}))`);
      const existing = new Map<string, GameRow>(
        (await tx.select().from(games).where(eq(games.vendor, vendor))).map((r) => [r.gameCode, r]),
      );
      const inserts: (typeof games.$inferInsert)[] = [];
      let updated = 0;
      for (const game of list) {
        const fields = vendorFields(game);
        const row = existing.get(game.gameCode);
        if (!row) {
          inserts.push({
            vendor,
            gameCode: game.gameCode,
            ...fields,
            listed: true,
            searchText: searchTextOf(fields.names, null, game.gameCode),
            firstSeenAt: now,
            syncedAt: now,
            updatedAt: now,
          });
          continue;
        }
        existing.delete(game.gameCode);
        if (!row.listed || changed(row, fields)) {
          await tx
            .update(games)
            .set({
              ...fields,
              listed: true,
              searchText: searchTextOf(fields.names, row.customNames, row.gameCode),
              syncedAt: now,
              updatedAt: now,
            })
            .where(eq(games.id, row.id));
          updated += 1;
        }
      }
      for (let i = 0; i < inserts.length; i += 500) {
        await tx.insert(games).values(inserts.slice(i, i + 500));
      }
      // What is left was not in the list: unlisted (kept for rounds, favourites, history).
      const gone = [...existing.values()].filter((r) => r.listed).map((r) => r.id);
      if (gone.length > 0) {
        await tx
          .update(games)
          .set({ listed: false, updatedAt: now })
          .where(
            sql`${games.id} = ANY(${sql.raw(`ARRAY[${gone.map(Number).join(',')}]::bigint[]`)})`,
          );
      }
      return { added: inserts.length, updated, removed: gone.length };
    });
  }
}

/** The columns a sync owns, from the vendor's entry. */
function vendorFields(game: TVendorGame) {
  return {
    gameType: game.gameType.toUpperCase(),
    gameClassify: game.gameClassify,
    names: game.gameName,
    vendorIconUrl: game.iconUrl,
    vendorLargeIconUrl: game.largeIconUrl,
    minBet: game.minBet,
    minLineNum: game.minLineNum,
    supportPlay: game.supportPlay,
    vendorHot: game.isHot === 1,
    vendorNew: game.isNew === 1,
  };
}

function changed(row: GameRow, f: ReturnType<typeof vendorFields>): boolean {
  return (
    row.gameType !== f.gameType ||
    row.gameClassify !== f.gameClassify ||
    JSON.stringify(sortKeys(row.names)) !== JSON.stringify(sortKeys(f.names)) ||
    row.vendorIconUrl !== f.vendorIconUrl ||
    row.vendorLargeIconUrl !== f.vendorLargeIconUrl ||
    row.minBet !== f.minBet ||
    row.minLineNum !== f.minLineNum ||
    row.supportPlay !== f.supportPlay ||
    row.vendorHot !== f.vendorHot ||
    row.vendorNew !== f.vendorNew
  );
}

function sortKeys(o: Record<string, string>): [string, string][] {
  return Object.entries(o).sort(([a], [b]) => a.localeCompare(b));
}
