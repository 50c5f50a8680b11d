import {
  ZVendorBetsAnswer,
  type TFeedImportResult,
  type TReconciliationReport,
  type TReconciliationSummary,
  type TVendorBet,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { publish } from '../../../platform/events/publish.js';
import type { SettledWagerQueries } from '../../cashier/settled-wagers/index.js';
import type { Catalogue } from '../catalogue/index.js';
import { callVendor, type VendorConfig, type VendorDirectory } from '../vendors/index.js';

/**
 * The account a vendor's playerId names: transfer-mode vendors know members by username
 * (cashier/vendor-transfers), seamless ones by account id.
 */
function accountMatch(playerId: string) {
  return /^[1-9]\d{0,14}$/.test(playerId)
    ? sql`(a.id = ${Number(playerId)} OR a.username = ${playerId})`
    : sql`a.username = ${playerId}`;
}

interface ImportedRound {
  id: unknown;
  inserted: boolean;
  account_id: unknown;
  version: unknown;
  category: string;
  game_id: unknown;
}

/**
 * An imported round's outcome event: `wager.settled` (version 1, settled at the vendor's time)
 * when new, `wager.resettled` when the vendor's feed changed its amounts (settled now).
 */
function feedOutcome(
  vendor: string,
  currency: string,
  bet: TVendorBet,
  round: ImportedRound,
  now: Date,
) {
  const type = round.inserted ? ('wager.settled' as const) : ('wager.resettled' as const);
  return {
    type,
    key: `wager:${vendor}:${bet.roundId}:0`,
    payload: {
      product: vendor,
      wagerId: bet.roundId,
      leg: 0,
      accountId: Number(round.account_id),
      currency,
      category: round.category,
      gameCode: bet.gameCode,
      gameId: round.game_id === null ? null : Number(round.game_id),
      stake: bet.betAmount,
      win: bet.winAmount,
      status: 'settled' as const,
      settledAt: (round.inserted ? new Date(bet.time) : now).toISOString(),
      version: Number(round.version),
    },
  };
}

/** Pages of /bets read at most per import (a runaway vendor cannot keep us reading). */
const MAX_PAGES = 200;

export interface RoundsFeedDeps {
  db: Database;
  clock: Clock;
  /** The settled-wager read model: our side of a day and the ledger's. */
  settledWagers: Pick<SettledWagerQueries, 'productDayWagers' | 'productDays' | 'ledgerDay'>;
  vendors: Pick<VendorDirectory, 'get' | 'list'>;
  catalogue: Pick<Catalogue, 'findGame'>;
  operatorCode: string;
}

/**
 * Transfer-mode vendors' rounds come from their `/bets` feed (the platform never sees their
 * bets otherwise): imported idempotently into game_rounds (source 'feed'), keyed by the vendor's
 * round id. The same feed is one side of the daily reconciliation.
 */
export class RoundsFeed {
  constructor(private readonly deps: RoundsFeedDeps) {}

  /** Every page of a vendor's /bets for [from, to). */
  async fetchBets(
    vendor: VendorConfig,
    from: Date,
    to: Date,
  ): Promise<{ bets: TVendorBet[]; pages: number }> {
    const bets: TVendorBet[] = [];
    let pages = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const raw = await callVendor(
        vendor,
        '/bets',
        { from: from.toISOString(), to: to.toISOString(), page },
        { operatorCode: this.deps.operatorCode, timeoutMs: 15_000 },
      );
      const answer = ZVendorBetsAnswer.safeParse(raw);
      if (!answer.success) throw new Error(`/bets answered ${JSON.stringify(raw).slice(0, 200)}`);
      pages++;
      bets.push(...answer.data.bets);
      if (page >= answer.data.totalPages) break;
    }
    return { bets, pages };
  }

  /** Imports a vendor's /bets for [from, to): new rounds inserted, changed ones updated. */
  async importBets(vendorCode: string, from: Date, to: Date): Promise<TFeedImportResult> {
    const vendor = await this.deps.vendors.get(vendorCode);
    if (!vendor) throw new AppError('VENDOR_NOT_FOUND', 'No such vendor', { vendor: vendorCode });
    if (!vendor.betsFeed) {
      throw new AppError('VALIDATION_ERROR', 'This vendor has no bets feed', {
        reason: 'NO_BETS_FEED',
      });
    }
    const { bets, pages } = await this.fetchBets(vendor, from, to).catch((err: unknown) => {
      // The vendor's failure is not ours: the operator is told it could not be read, not a 500.
      throw new AppError('SERVICE_UNAVAILABLE', 'The vendor bets feed could not be read', {
        vendor: vendor.code,
        reason: err instanceof Error ? err.message.slice(0, 200) : String(err),
      });
    });
    let inserted = 0;
    let updated = 0;
    let unknownPlayers = 0;
    for (const bet of bets) {
      const game = await this.deps.catalogue.findGame(vendor.code, bet.gameCode);
      const row = await this.deps.db.transaction(async (tx) => {
        const [written] = await queryRows<ImportedRound>(
          tx,
          sql`INSERT INTO game_rounds (vendor, vendor_round_id, account_id, game_code, game_id,
              category, currency, bet, valid_bet, win, status, source, opened_at, settled_at,
              updated_at)
            SELECT ${vendor.code}, ${bet.roundId}, a.id, ${bet.gameCode}, ${game?.id ?? null},
              ${game?.gameType ?? ''}, ${vendor.currency}, ${bet.betAmount}, ${bet.validBet},
              ${bet.winAmount}, 'settled', 'feed', ${bet.time}::timestamptz,
              ${bet.time}::timestamptz, now()
              FROM accounts a WHERE ${accountMatch(bet.playerId)}
            ON CONFLICT (vendor, vendor_round_id, leg) DO UPDATE
              SET bet = excluded.bet, valid_bet = excluded.valid_bet, win = excluded.win,
                  version = game_rounds.version + 1, updated_at = now()
              WHERE game_rounds.source = 'feed'
                AND (game_rounds.bet, game_rounds.valid_bet, game_rounds.win)
                    IS DISTINCT FROM (excluded.bet, excluded.valid_bet, excluded.win)
            RETURNING id, (xmax = 0) AS inserted, account_id, version, category, game_id`,
        );
        // The read model hears the round as every wager: settled once, resettled on a change.
        if (written)
          await publish(
            tx,
            feedOutcome(vendor.code, vendor.currency, bet, written, this.deps.clock.now()),
          );
        return written;
      });
      if (!row) {
        // No such account, or nothing changed (a re-import).
        const [known] = await queryRows<{ id: unknown }>(
          this.deps.db,
          sql`SELECT id FROM accounts a WHERE ${accountMatch(bet.playerId)}`,
        );
        if (!known) unknownPlayers++;
        continue;
      }
      if (row.inserted) inserted++;
      else updated++;
    }
    return { vendor: vendor.code, pages, seen: bets.length, inserted, updated, unknownPlayers };
  }

  /** Imports the recent window of every enabled transfer-mode vendor (the periodic job). */
  async importRecent(now: Date, windowMs = 2 * 60 * 60 * 1000): Promise<TFeedImportResult[]> {
    const vendors = (await this.deps.vendors.list()).filter(
      (v) => v.enabled && v.walletMode === 'transfer',
    );
    const results: TFeedImportResult[] = [];
    for (const v of vendors) {
      results.push(await this.importBets(v.code, new Date(now.getTime() - windowMs), now));
    }
    return results;
  }

  /**
   * One vendor's business day [from, to): our settled wagers (the read model), the ledger's game
   * transfers of those wagers and, when the vendor has a feed, its /bets, with the rounds that
   * differ. A vendor without a feed (the
   * in-process HOUSE) is reconciled against the ledger only: no vendor call, no "fetch failed".
   */
  async reconcile(
    vendorCode: string,
    day: string,
    from: Date,
    to: Date,
  ): Promise<TReconciliationReport> {
    const vendor = await this.deps.vendors.get(vendorCode);
    if (!vendor) throw new AppError('VENDOR_NOT_FOUND', 'No such vendor', { vendor: vendorCode });
    return this.reconcileVendor(vendor, day, from, to);
  }

  /** Every vendor's day, one summary each (the vendors' order), asked of the vendors in parallel. */
  async reconcileDay(day: string, from: Date, to: Date): Promise<TReconciliationSummary[]> {
    const vendors = await this.deps.vendors.list();
    const reports = await Promise.all(vendors.map((v) => this.reconcileVendor(v, day, from, to)));
    return reports.map(({ differences: _listed, ...summary }) => summary);
  }

  private async reconcileVendor(
    vendor: VendorConfig,
    day: string,
    from: Date,
    to: Date,
  ): Promise<TReconciliationReport> {
    // Our side is the settled-wager read model: the day is the wagers' settlement day.
    const [ours, days, ledgerSide] = await Promise.all([
      this.deps.settledWagers.productDayWagers(vendor.code, day),
      this.deps.settledWagers.productDays(day, day, vendor.code),
      this.deps.settledWagers.ledgerDay(vendor.code, day),
    ]);
    let vendorBets: TVendorBet[] | null = null;
    let vendorError: string | null = null;
    if (vendor.betsFeed) {
      try {
        vendorBets = (await this.fetchBets(vendor, from, to)).bets;
      } catch (err) {
        vendorError = err instanceof Error ? err.message : String(err);
      }
    }
    // A voided wager moved nothing in the end, as the vendor's record of a cancelled round.
    const oursByRound = new Map(
      ours.map((w) => [
        w.leg === 0 ? w.wagerId : `${w.wagerId}:${w.leg}`,
        w.status === 'voided' ? { bet: 0, win: 0 } : { bet: w.stake, win: w.win },
      ]),
    );
    const sum = (xs: { bet: number; win: number }[]) => ({
      rounds: xs.length,
      bet: xs.reduce((a, x) => a + x.bet, 0),
      win: xs.reduce((a, x) => a + x.win, 0),
    });
    const oursSide = {
      rounds: days.reduce((a, d) => a + d.wagers, 0),
      bet: days.reduce((a, d) => a + d.stake, 0),
      win: days.reduce((a, d) => a + d.win, 0),
    };
    const differences: TReconciliationReport['differences'] = [];
    let differenceCount = 0;
    let vendorSide: TReconciliationReport['vendorFeed'] = null;
    if (vendorBets) {
      const theirs = new Map(
        vendorBets.map((b) => [b.roundId, { bet: b.betAmount, win: b.winAmount }]),
      );
      vendorSide = sum([...theirs.values()]);
      for (const id of new Set([...oursByRound.keys(), ...theirs.keys()])) {
        const a = oursByRound.get(id) ?? null;
        const b = theirs.get(id) ?? null;
        if (!a || !b || a.bet !== b.bet || a.win !== b.win) {
          differenceCount++;
          if (differences.length < 100) differences.push({ roundId: id, ours: a, vendor: b });
        }
      }
    }
    // Transfer-mode rounds never touch our game ledger (the money sits at the vendor).
    const ledgerAgrees =
      vendor.walletMode !== 'seamless' ||
      (ledgerSide.bet === oursSide.bet && ledgerSide.win === oursSide.win);
    const status: TReconciliationReport['status'] =
      vendorError !== null
        ? 'feed_failed'
        : differenceCount === 0 && ledgerAgrees
          ? 'balanced'
          : 'differences';
    return {
      vendor: vendor.code,
      vendorName: vendor.name,
      day,
      walletMode: vendor.walletMode,
      feed: vendor.betsFeed ? 'vendor' : 'none',
      ours: oursSide,
      ledger: ledgerSide,
      vendorFeed: vendorSide,
      vendorError,
      differenceCount,
      differences,
      status,
      balanced: status === 'balanced',
    };
  }
}
