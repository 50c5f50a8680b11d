import {
  ADMIN_GAME_ROUNDS_API,
  GAME_ROUNDS_API,
  ZAdminRoundsQuery,
  ZAdminRoundsResponse,
  ZBettingRecordsQuery,
  ZBettingRecordsResponse,
  ZErrorResponse,
  ZFeedImportRequest,
  ZFeedImportResult,
  ZProfitQuery,
  ZProfitResponse,
  ZReconciliationDay,
  ZReconciliationDayQuery,
  ZReconciliationQuery,
  ZReconciliationReport,
  ZRoundDetail,
  ZRoundDetailQuery,
  type TRoundRecord,
  ZIdParams,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { requireAdmin, type OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import type { Clock } from '../../../platform/clock.js';
import { gameNameIn, type Catalogue } from '../catalogue/index.js';
import type { SettledWagerQueries } from '../../cashier/settled-wagers/index.js';
import { profitAndLoss } from './profit-and-loss.js';
import type { RoundsFeed } from './rounds-feed.js';
import { periodOf, startOfNamedDay } from './rounds-period.js';
import type { RoundView, RoundsService } from './rounds.service.js';
import { startOfNextDay } from '../../../platform/clock.js';

export interface RoundsRoutesDeps {
  db: Database;
  clock: Clock;
  rounds: RoundsService;
  roundsFeed: RoundsFeed;
  /** The settled-wager read model: profit and loss. */
  settledWagers: Pick<SettledWagerQueries, 'memberDays'>;
  catalogue: Pick<Catalogue, 'findGame'>;
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  /** The operator's time zone (cashier settings). */
  timeZone: () => Promise<string>;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Betting records and profit and loss (players); rounds search and reconciliation (operators). */
export function roundsRoutes(deps: RoundsRoutesDeps): FastifyPluginAsync {
  const present = async (round: RoundView, language: string): Promise<TRoundRecord> => {
    const game = await deps.catalogue.findGame(round.vendor, round.gameCode);
    return {
      id: round.id,
      vendor: round.vendor,
      vendorRoundId: round.vendorRoundId,
      gameCode: round.gameCode,
      nodeId: round.gameId,
      gameName: game ? gameNameIn(game, language) : round.gameCode,
      category: round.category,
      currency: round.currency,
      bet: round.bet,
      validBet: round.validBet,
      win: round.win,
      profit: round.profit,
      status: round.status,
      source: round.source,
      openedAt: round.openedAt.toISOString(),
      settledAt: round.settledAt?.toISOString() ?? null,
    };
  };
  const detail = async (round: RoundView, language: string) => ({
    ...(await present(round, language)),
    accountId: round.accountId,
    transactions: (await deps.rounds.transactionsOf(round.id)).map((t) => ({
      transactionId: t.transactionId,
      kind: t.kind,
      amount: t.amount,
      rolledBackBy: t.rolledBackBy,
      at: t.at.toISOString(),
    })),
  });

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const player = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'games.read');

    app.get(
      GAME_ROUNDS_API.records,
      {
        preHandler: player,
        schema: {
          operationId: 'listBettingRecords',
          summary: 'Betting records (personalHistoryCopy): rounds with filters, presets, totals',
          tags: ['games'],
          security: [{ playerBearer: [] }],
          querystring: ZBettingRecordsQuery,
          response: { 200: ZBettingRecordsResponse, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        const q = request.query;
        const period = periodOf(q, deps.clock.now(), await deps.timeZone());
        const page = await deps.rounds.query(
          {
            accountId: account.id,
            from: period.from,
            to: period.to,
            ...(q.vendor ? { vendor: q.vendor } : {}),
            ...(q.category ? { category: q.category } : {}),
            ...(q.status ? { status: q.status } : {}),
          },
          q.page,
          q.pageSize,
        );
        return {
          // Game names in the site's language when it says, else the account's.
          list: await Promise.all(page.list.map((r) => present(r, q.language ?? account.language))),
          total: page.total,
          totals: page.totals,
          from: period.fromDay,
          to: period.toDay,
        };
      },
    );

    app.get(
      GAME_ROUNDS_API.recordPattern,
      {
        preHandler: player,
        schema: {
          operationId: 'getBettingRecord',
          summary: "One of the member's rounds, with its wallet calls",
          tags: ['games'],
          security: [{ playerBearer: [] }],
          params: ZIdParams,
          querystring: ZRoundDetailQuery,
          response: { 200: ZRoundDetail, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        const round = await deps.rounds.get(request.params.id);
        // Another member's round does not exist for this one.
        if (!round || round.accountId !== account.id) {
          throw new AppError('NOT_FOUND', 'No such round');
        }
        return detail(round, request.query.language ?? account.language);
      },
    );

    app.get(
      GAME_ROUNDS_API.profit,
      {
        preHandler: player,
        schema: {
          operationId: 'getProfitAndLoss',
          summary:
            'Profit and loss (personalProfit): settled wagers per business day and vendor, with totals',
          tags: ['games'],
          security: [{ playerBearer: [] }],
          querystring: ZProfitQuery,
          response: { 200: ZProfitResponse, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        const period = periodOf(request.query, deps.clock.now(), await deps.timeZone());
        const { days, totals } = profitAndLoss(
          await deps.settledWagers.memberDays(account.id, period.fromDay, period.toDay),
          request.query.vendor,
        );
        return { days, totals, from: period.fromDay, to: period.toDay };
      },
    );

    app.get(
      ADMIN_GAME_ROUNDS_API.rounds,
      {
        preHandler: read,
        schema: {
          operationId: 'searchGameRounds',
          summary: 'Search game rounds (player, vendor, category, status, game, round id, period)',
          tags: ['admin-games'],
          security: [{ adminBearer: [] }],
          querystring: ZAdminRoundsQuery,
          response: { 200: ZAdminRoundsResponse, ...errors },
        },
      },
      async (request) => {
        const q = request.query;
        const period = periodOf(q, deps.clock.now(), await deps.timeZone());
        let accountId: number | undefined;
        if (q.username) {
          const [row] = await queryRows<{ id: unknown }>(
            deps.db,
            sql`SELECT id FROM accounts WHERE username = ${q.username.toLowerCase()}`,
          );
          accountId = row ? Number(row.id) : -1;
        }
        const page = await deps.rounds.query(
          {
            from: period.from,
            to: period.to,
            ...(accountId !== undefined ? { accountId } : {}),
            ...(q.vendor ? { vendor: q.vendor } : {}),
            ...(q.category ? { category: q.category } : {}),
            ...(q.status ? { status: q.status } : {}),
            ...(q.gameCode ? { gameCode: q.gameCode } : {}),
            ...(q.roundId ? { vendorRoundId: q.roundId } : {}),
            ...(q.source ? { source: q.source } : {}),
          },
          q.page,
          q.pageSize,
        );
        const ids = [...new Set(page.list.map((r) => r.accountId))];
        const names = new Map(
          (
            await queryRows<{ id: unknown; username: string }>(
              deps.db,
              sql`SELECT id, username FROM accounts WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
            )
          ).map((r) => [Number(r.id), r.username]),
        );
        return {
          list: await Promise.all(
            page.list.map(async (r) => ({
              ...(await present(r, 'en')),
              accountId: r.accountId,
              username: names.get(r.accountId) ?? '',
            })),
          ),
          total: page.total,
          totals: page.totals,
          from: period.fromDay,
          to: period.toDay,
        };
      },
    );

    app.get(
      ADMIN_GAME_ROUNDS_API.roundPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAdminGameRound',
          summary: 'One round with its wallet calls',
          tags: ['admin-games'],
          security: [{ adminBearer: [] }],
          params: ZIdParams,
          response: { 200: ZRoundDetail, ...errors },
        },
      },
      async (request) => {
        const round = await deps.rounds.get(request.params.id);
        if (!round) throw new AppError('NOT_FOUND', 'No such round');
        return detail(round, 'en');
      },
    );

    app.get(
      ADMIN_GAME_ROUNDS_API.reconciliation,
      {
        preHandler: read,
        schema: {
          operationId: 'getReconciliation',
          summary: "One vendor's day: our rounds and ledger against the vendor's /bets",
          tags: ['admin-games'],
          security: [{ adminBearer: [] }],
          querystring: ZReconciliationQuery,
          response: { 200: ZReconciliationReport, ...errors },
        },
      },
      async (request) => {
        const timeZone = await deps.timeZone();
        const from = startOfNamedDay(request.query.day, timeZone);
        const to = startOfNextDay(from, timeZone);
        return deps.roundsFeed.reconcile(request.query.vendor, request.query.day, from, to);
      },
    );

    app.get(
      ADMIN_GAME_ROUNDS_API.reconciliationDay,
      {
        preHandler: read,
        schema: {
          operationId: 'getReconciliationDay',
          summary: "Every vendor's reconciliation of one business day (operator time zone)",
          tags: ['admin-games'],
          security: [{ adminBearer: [] }],
          querystring: ZReconciliationDayQuery,
          response: { 200: ZReconciliationDay, ...errors },
        },
      },
      async (request) => {
        const timeZone = await deps.timeZone();
        const from = startOfNamedDay(request.query.day, timeZone);
        const to = startOfNextDay(from, timeZone);
        return {
          day: request.query.day,
          timeZone,
          from: from.toISOString(),
          to: to.toISOString(),
          rows: await deps.roundsFeed.reconcileDay(request.query.day, from, to),
        };
      },
    );

    app.post(
      ADMIN_GAME_ROUNDS_API.feedImport,
      {
        preHandler: requireAdmin(deps.adminAuth, 'games.manage'),
        schema: {
          operationId: 'importVendorBets',
          summary: "Import a transfer-mode vendor's /bets into the rounds (idempotent)",
          tags: ['admin-games'],
          security: [{ adminBearer: [] }],
          body: ZFeedImportRequest,
          response: { 200: ZFeedImportResult, ...errors, 503: ZErrorResponse },
        },
      },
      async (request) =>
        deps.roundsFeed.importBets(
          request.body.vendor,
          new Date(request.body.from),
          new Date(request.body.to),
        ),
    );
  };
}
