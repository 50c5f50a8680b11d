import {
  ADMIN_HOUSE_API,
  HOUSE_VENDOR,
  ZAdminHouseGame,
  ZAdminHouseGameList,
  ZAdminHouseGameUpdate,
  ZAdminHouseRound,
  ZAdminHouseRoundList,
  ZAdminHouseRoundQuery,
  ZAdminHouseSeedList,
  ZAdminHouseSeedQuery,
  ZAdminJackpot,
  ZAdminJackpotHistory,
  ZAdminJackpotHistoryQuery,
  ZAdminJackpotUpdate,
  ZErrorResponse,
  ZHouseGameParams,
  ZHouseRoundParams,
} from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { CatalogueSync } from '../catalogue/index.js';
import type { HouseJackpot } from './house-jackpot.js';
import type { HouseLookup } from './house-lookup.js';
import type { HouseSettings } from './house-settings.js';

export interface HouseAdminRoutesDeps {
  houseSettings: HouseSettings;
  catalogueSync: Pick<CatalogueSync, 'syncVendor'>;
  houseLookup: HouseLookup;
  houseJackpot: HouseJackpot;
  adminAuth: OperatorAuthenticator;
}

const tags = ['admin'];
const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office of the house studio: games, jackpot, seed and round lookups. */
export function houseAdminRoutes(deps: HouseAdminRoutesDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const read = requireAdmin(deps.adminAuth, 'games.read');
    const manage = requireAdmin(deps.adminAuth, 'games.manage');

    app.get(
      ADMIN_HOUSE_API.games,
      {
        preHandler: read,
        schema: {
          operationId: 'listHouseGames',
          summary: 'The house games with their settings and declared RTP',
          tags,
          security,
          response: { 200: ZAdminHouseGameList, ...errors },
        },
      },
      async () => ({ list: await deps.houseSettings.adminGames() }),
    );

    app.patch(
      ADMIN_HOUSE_API.gamePattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateHouseGame',
          summary: 'Enable or disable a house game, set its bet limits',
          tags,
          security,
          params: ZHouseGameParams,
          body: ZAdminHouseGameUpdate,
          response: { 200: ZAdminHouseGame, ...errors },
        },
      },
      async (request) => {
        const game = await deps.houseSettings.updateGame(
          request.params.gameCode,
          request.body,
          actorOf(request),
        );
        // The lobby follows at once: a disabled game is delisted, a new minimum bet shown.
        await deps.catalogueSync.syncVendor(HOUSE_VENDOR).catch(() => undefined);
        return game;
      },
    );

    app.get(
      ADMIN_HOUSE_API.jackpot,
      {
        preHandler: read,
        schema: {
          operationId: 'getHouseJackpotAdmin',
          summary: 'The progressive jackpot: settings and pools',
          tags,
          security,
          response: { 200: ZAdminJackpot, ...errors },
        },
      },
      async () => {
        const { updatedAt, ...settings } = await deps.houseSettings.jackpot();
        return {
          settings,
          pools: await deps.houseJackpot.pools(),
          updatedAt: updatedAt?.toISOString() ?? null,
        };
      },
    );

    app.put(
      ADMIN_HOUSE_API.jackpot,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateHouseJackpot',
          summary: 'Change the progressive jackpot settings',
          tags,
          security,
          body: ZAdminJackpotUpdate,
          response: { 200: ZAdminJackpot, ...errors },
        },
      },
      async (request) => {
        await deps.houseSettings.updateJackpot(request.body, actorOf(request));
        const { updatedAt, ...settings } = await deps.houseSettings.jackpot();
        return {
          settings,
          pools: await deps.houseJackpot.pools(),
          updatedAt: updatedAt?.toISOString() ?? null,
        };
      },
    );

    app.get(
      ADMIN_HOUSE_API.jackpotHistory,
      {
        preHandler: read,
        schema: {
          operationId: 'listHouseJackpotHistory',
          summary: 'The pool history: wins and reseeds',
          tags,
          security,
          querystring: ZAdminJackpotHistoryQuery,
          response: { 200: ZAdminJackpotHistory, ...errors },
        },
      },
      async (request) => deps.houseLookup.jackpotHistory(request.query),
    );

    app.get(
      ADMIN_HOUSE_API.seeds,
      {
        preHandler: read,
        schema: {
          operationId: 'searchHouseSeeds',
          summary: 'Seed pairs of a member or with a server seed hash (disputes)',
          tags,
          security,
          querystring: ZAdminHouseSeedQuery,
          response: { 200: ZAdminHouseSeedList, ...errors },
        },
      },
      async (request) => deps.houseLookup.seeds(request.query),
    );

    app.get(
      ADMIN_HOUSE_API.rounds,
      {
        preHandler: read,
        schema: {
          operationId: 'searchHouseRounds',
          summary: 'House rounds by member, game, round id or server seed hash',
          tags,
          security,
          querystring: ZAdminHouseRoundQuery,
          response: { 200: ZAdminHouseRoundList, ...errors },
        },
      },
      async (request) => deps.houseLookup.adminRounds(request.query),
    );

    app.get(
      ADMIN_HOUSE_API.roundPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAdminHouseRound',
          summary: 'One house round with its outcome, seeds and player',
          tags,
          security,
          params: ZHouseRoundParams,
          response: { 200: ZAdminHouseRound, ...errors },
        },
      },
      async (request) => deps.houseLookup.adminRound(request.params.roundId),
    );
  };
}
