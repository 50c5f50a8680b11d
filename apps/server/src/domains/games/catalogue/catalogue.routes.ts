import {
  ADMIN_GAMES_API,
  GAMES_API,
  ZAdminGame,
  ZAdminGamePage,
  ZAdminGameQuery,
  ZAdminGameUpdate,
  ZCatalogueSyncAllResult,
  ZCatalogueSyncResult,
  ZErrorResponse,
  ZFavouriteIds,
  ZFavouriteListQuery,
  ZFavouriteListResponse,
  ZFavouriteRequest,
  ZGameListQuery,
  ZGameListResponse,
  ZGameMenusQuery,
  ZGameMenusResponse,
  ZHotGamesQuery,
  ZHotGamesResponse,
  ZIdParams,
  ZRecentGamesQuery,
  ZRecentGamesResponse,
  ZVendorCategoriesQuery,
  ZVendorCategoriesResponse,
  ZVendorCodeParams,
  ZWinnerBoardQuery,
  ZWinnerBoardResponse,
  ZGameArtParams,
  ZGameArtQuery,
} from '@lw/contracts';
import { gameArtSvg } from '@lw/game-art';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import {
  acceptImageUploads,
  cachedImageResponses,
  GENERATED,
  sendCached,
  uploadedImage,
  type ImageStore,
} from '../art/index.js';
import type { CatalogueSync } from './catalogue-sync.js';
import type { CatalogueService } from './catalogue.service.js';
import { gameNameIn, vendorNodeName } from './game-record.js';

const adminSecurity = [{ adminBearer: [] }];
const playerSecurity = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

export interface CatalogueRouteDeps {
  catalogue: CatalogueService;
  catalogueSync: CatalogueSync;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  images: ImageStore;
  /** The languages the site offers (bingo needs TY). */
  offeredLanguages: () => Promise<string[]>;
}

/** The lobby's game lists, favourites, categories, the game art, and the back office's games. */
export function catalogueRoutes(deps: CatalogueRouteDeps): FastifyPluginAsyncZod {
  const { catalogue } = deps;
  return async (app) => {
    const player = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'games.read');
    const manage = requireAdmin(deps.adminAuth, 'games.manage');
    acceptImageUploads(app);

    app.get(
      GAMES_API.list,
      {
        // FAV and RECENT are the member's own: those filters need a session, the others none.
        preHandler: async function (request, reply) {
          const { filter } = request.query as { filter?: string };
          if (filter === 'FAV' || filter === 'RECENT') await player.call(this, request, reply);
        },
        schema: {
          operationId: 'listGames',
          summary:
            'The game list: by category, vendor, classify, name, slot filter, NEW/HOT/FAV/RECENT',
          tags: ['games'],
          security: [{}, ...playerSecurity],
          querystring: ZGameListQuery,
          response: { 200: ZGameListResponse, ...errors },
        },
      },
      async (request) =>
        catalogue.listGames(
          request.query,
          request.player ? { accountId: request.player.account.id } : null,
        ),
    );

    app.get(
      GAMES_API.hot,
      {
        schema: {
          operationId: 'listHotGames',
          summary: 'Hot games',
          tags: ['games'],
          security: [],
          querystring: ZHotGamesQuery,
          response: { 200: ZHotGamesResponse, 400: ZErrorResponse },
        },
      },
      async (request) => catalogue.hotGames(request.query),
    );

    app.get(
      GAMES_API.recent,
      {
        preHandler: player,
        schema: {
          operationId: 'listRecentGames',
          summary: "The member's recently played games",
          tags: ['games'],
          security: playerSecurity,
          querystring: ZRecentGamesQuery,
          response: { 200: ZRecentGamesResponse, ...errors },
        },
      },
      async (request) => {
        const page = await catalogue.recentGames(currentPlayer(request).account.id, request.query);
        // Spec §3: the older top-level form and the newer one nested under `value`.
        return { ...page, value: page };
      },
    );

    app.get(
      GAMES_API.favouriteIds,
      {
        preHandler: player,
        schema: {
          operationId: 'listFavouriteGameIds',
          summary: "The member's favourite game ids",
          tags: ['games'],
          security: playerSecurity,
          response: { 200: ZFavouriteIds, ...errors },
        },
      },
      async (request) => catalogue.favouriteIds(currentPlayer(request).account.id),
    );

    app.get(
      GAMES_API.favourites,
      {
        preHandler: player,
        schema: {
          operationId: 'listFavouriteGames',
          summary: "The member's favourite games",
          tags: ['games'],
          security: playerSecurity,
          querystring: ZFavouriteListQuery,
          response: { 200: ZFavouriteListResponse, ...errors },
        },
      },
      async (request) => catalogue.favouriteList(currentPlayer(request).account.id, request.query),
    );

    app.post(
      GAMES_API.favourites,
      {
        preHandler: player,
        schema: {
          operationId: 'addFavouriteGame',
          summary: 'Add a favourite (one already there stays; at most one change a second)',
          tags: ['games'],
          security: playerSecurity,
          body: ZFavouriteRequest,
          response: { 200: ZFavouriteIds, ...errors, 429: ZErrorResponse },
        },
      },
      async (request) =>
        catalogue.addFavourite(currentPlayer(request).account.id, request.body.nodeId),
    );

    app.delete(
      GAMES_API.favourites,
      {
        preHandler: player,
        schema: {
          operationId: 'removeFavouriteGame',
          summary: 'Remove a favourite (at most one change a second)',
          tags: ['games'],
          security: playerSecurity,
          querystring: ZFavouriteRequest,
          response: { 200: ZFavouriteIds, ...errors, 429: ZErrorResponse },
        },
      },
      async (request) =>
        catalogue.removeFavourite(currentPlayer(request).account.id, request.query.nodeId),
    );

    app.get(
      GAMES_API.vendorCategories,
      {
        schema: {
          operationId: 'listVendorCategories',
          summary: 'Vendor categories: per category the vendor cards and classify lists',
          tags: ['games'],
          security: [],
          querystring: ZVendorCategoriesQuery,
          response: { 200: ZVendorCategoriesResponse, 400: ZErrorResponse },
        },
      },
      async (request) =>
        catalogue.vendorCategories(
          request.query.language,
          await deps.offeredLanguages(),
          request.query.gameCategory,
        ),
    );

    app.get(
      GAMES_API.menus,
      {
        schema: {
          operationId: 'getGameMenus',
          summary: 'The category menu with each category’s vendors',
          tags: ['games'],
          security: [],
          querystring: ZGameMenusQuery,
          response: { 200: ZGameMenusResponse, 400: ZErrorResponse },
        },
      },
      async () => catalogue.menus(await deps.offeredLanguages()),
    );

    app.get(
      GAMES_API.winners,
      {
        schema: {
          operationId: 'getWinnerBoard',
          summary: 'The winner board (masked names)',
          tags: ['games'],
          security: [],
          querystring: ZWinnerBoardQuery,
          response: { 200: ZWinnerBoardResponse, 400: ZErrorResponse },
        },
      },
      async (request) => catalogue.winnerBoard(request.query),
    );

    app.get(
      GAMES_API.gameArtPattern,
      {
        schema: {
          operationId: 'getGameArt',
          summary: "A game's generated art (SVG); ?size=large for the large icon",
          tags: ['images'],
          security: [],
          params: ZGameArtParams,
          querystring: ZGameArtQuery,
          response: {
            ...cachedImageResponses(['image/svg+xml'], 'The SVG image'),
            404: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const { vendor, file } = request.params;
        const gameCode = file.endsWith('.svg') ? file.slice(0, -4) : '';
        const game = gameCode ? await catalogue.findGame(vendor, gameCode) : null;
        if (!game) throw new AppError('NOT_FOUND', 'No such game');
        const svg = gameArtSvg({
          vendor: game.vendor,
          gameCode: game.gameCode,
          // The accessible name in the page's language (the card's caption), else the vendor's.
          name: request.query.lang ? gameNameIn(game, request.query.lang) : vendorNodeName(game),
          // The theme (a dragon, cards, a temple…) is read from every name, the operator's too.
          names: [...Object.values(game.names), ...Object.values(game.customNames ?? {})],
          gameType: game.gameType,
          gameClassify: game.gameClassify,
          size: request.query.size,
        });
        return sendCached(request, reply, svg, 'image/svg+xml; charset=utf-8', GENERATED);
      },
    );

    // ---------------------------------------------------------------- back office

    app.get(
      ADMIN_GAMES_API.games,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminGames',
          summary: 'Search the catalogue (every game, hidden and unlisted too)',
          tags: ['admin'],
          security: adminSecurity,
          querystring: ZAdminGameQuery,
          response: { 200: ZAdminGamePage, ...errors },
        },
      },
      async (request) => catalogue.adminGames(request.query),
    );

    app.patch(
      ADMIN_GAMES_API.gamePattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateAdminGame',
          summary: "Change a game's overrides (hidden, hot, new, order, names)",
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          body: ZAdminGameUpdate,
          response: { 200: ZAdminGame, ...errors },
        },
      },
      async (request) => catalogue.updateGame(request.params.id, request.body, actorOf(request)),
    );

    app.put(
      ADMIN_GAMES_API.gameIconPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'uploadGameIcon',
          summary: 'Upload a game icon (the body is a PNG, JPEG or WebP image, at most 1 MB)',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          response: { 200: ZAdminGame, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
        },
      },
      async (request) => {
        if (!(await catalogue.getGame(request.params.id))) {
          throw new AppError('GAME_NOT_FOUND', 'No such game', { id: request.params.id });
        }
        const { bytes, type } = uploadedImage(request);
        const url = await deps.images.put(bytes, type);
        return catalogue.setIcon(request.params.id, url, actorOf(request));
      },
    );

    app.delete(
      ADMIN_GAMES_API.gameIconPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deleteGameIcon',
          summary: 'Go back to the generated game art',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          response: { 200: ZAdminGame, ...errors },
        },
      },
      async (request) => catalogue.setIcon(request.params.id, null, actorOf(request)),
    );

    app.post(
      ADMIN_GAMES_API.vendorSyncPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'syncGameVendor',
          summary: "Sync one vendor's catalogue now; answers the result",
          tags: ['admin'],
          security: adminSecurity,
          params: ZVendorCodeParams,
          response: { 200: ZCatalogueSyncResult, ...errors },
        },
      },
      async (request) => deps.catalogueSync.syncVendor(request.params.code, actorOf(request)),
    );

    app.post(
      ADMIN_GAMES_API.syncAll,
      {
        preHandler: manage,
        schema: {
          operationId: 'syncAllGameVendors',
          summary: 'Sync every enabled vendor now',
          tags: ['admin'],
          security: adminSecurity,
          response: { 200: ZCatalogueSyncAllResult, ...errors },
        },
      },
      async (request) => ({ results: await deps.catalogueSync.syncAll(actorOf(request)) }),
    );
  };
}
