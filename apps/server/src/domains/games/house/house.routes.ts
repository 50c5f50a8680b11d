import {
  HOUSE_API,
  HOUSE_SESSION_HEADER,
  ZErrorResponse,
  ZHouseClientSeedRequest,
  ZHouseCurrentMines,
  ZHouseDiceRequest,
  ZHouseGameParams,
  ZHouseGameState,
  ZHouseJackpotResponse,
  ZHouseMinesCashOutRequest,
  ZHouseMinesRevealRequest,
  ZHouseMinesStartRequest,
  ZHouseRotateRequest,
  ZHouseRotateResponse,
  ZHouseRound,
  ZHouseRoundParams,
  ZHouseSeedHistory,
  ZHouseSeedHistoryQuery,
  ZHouseSeedPair,
  ZHouseSlotParams,
  ZHouseSpinRequest,
} from '@lw/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import { resolvedPerRequest } from '../../../platform/guards/authenticate-first.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { HouseJackpot } from './house-jackpot.js';
import type { HouseLookup } from './house-lookup.js';
import type { HouseMines } from './house-mines.js';
import type { HousePlay } from './house-play.js';
import type { HouseSeedHistory } from './house-seed-history.js';
import type { HouseSeeds } from './house-seeds.js';
import { sessionOfGame, type HouseSessions } from './house-session.js';

export interface HouseRoutesDeps {
  houseSessions: HouseSessions;
  housePlay: HousePlay;
  houseMines: HouseMines;
  houseSeeds: HouseSeeds;
  houseSeedHistory: HouseSeedHistory;
  houseLookup: HouseLookup;
  houseJackpot: HouseJackpot;
  playerAuth: PlayerAuthenticator;
}

const tags = ['house'];
const security = [{ houseSession: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  423: ZErrorResponse,
};
const describe = (summary: string) =>
  `${summary}. Needs the launch session token in the ${HOUSE_SESSION_HEADER} header.`;

/** The house studio's player API: seeds, play, rounds, the jackpot counter. */
export function houseRoutes(deps: HouseRoutesDeps): FastifyPluginAsync {
  const token = (request: FastifyRequest) => {
    const value = request.headers[HOUSE_SESSION_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  // Resolved by the route's guard before the body is read, then read again by the handler.
  const houseSession = resolvedPerRequest((request) => deps.houseSessions.resolve(token(request)));
  const session = houseSession.of;
  // A round is read with the session header, or by the member signed in with a bearer token.
  const roundReader = resolvedPerRequest(async (request) => {
    if (token(request)) return { playerKey: (await session(request)).playerKey };
    const bearer = bearerToken(request);
    const member = bearer ? await deps.playerAuth.authenticate(bearer) : null;
    if (!member) throw new AppError('UNAUTHORIZED', 'Not signed in or session expired');
    return { accountId: member.account.id };
  });
  const sessionFor = async (request: FastifyRequest, gameCode: string) =>
    sessionOfGame(await session(request), gameCode);
  // Spins and rolls check the session in their own statements: a cached copy saves a trip.
  const playSession = resolvedPerRequest((request) =>
    deps.houseSessions.resolveCached(token(request)),
  );
  const playSessionFor = async (request: FastifyRequest, gameCode: string) =>
    sessionOfGame(await playSession.of(request), gameCode);

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      HOUSE_API.gamePattern,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'getHouseGame',
          summary: describe('A house game: limits, bet levels, balance, seeds, open round'),
          tags,
          security,
          params: ZHouseGameParams,
          response: { 200: ZHouseGameState, ...errors },
        },
      },
      async (request) => deps.housePlay.state(await sessionFor(request, request.params.gameCode)),
    );

    app.get(
      HOUSE_API.seeds,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'getHouseSeeds',
          summary: describe('The active seed pair (the server seed as its SHA-256)'),
          tags,
          security,
          response: { 200: ZHouseSeedPair, ...errors },
        },
      },
      async (request) => deps.houseSeeds.current(await session(request)),
    );

    app.get(
      HOUSE_API.seedHistory,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'getHouseSeedHistory',
          summary: describe(
            'The revealed seed pairs of this player, newest first, with their rounds and verify links',
          ),
          tags,
          security,
          querystring: ZHouseSeedHistoryQuery,
          response: { 200: ZHouseSeedHistory, ...errors },
        },
      },
      async (request) => deps.houseSeedHistory.list(await session(request), request.query),
    );

    app.put(
      HOUSE_API.clientSeed,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'setHouseClientSeed',
          summary: describe(
            "Set the client seed of the active pair (the browser's, before the pair's first round)",
          ),
          tags,
          security,
          body: ZHouseClientSeedRequest,
          response: { 200: ZHouseSeedPair, ...errors },
        },
      },
      async (request) =>
        deps.houseSeeds.setClientSeed(await session(request), request.body.clientSeed),
    );

    app.post(
      HOUSE_API.rotate,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'rotateHouseSeeds',
          summary: describe('Reveal the server seed and start a new pair'),
          tags,
          security,
          body: ZHouseRotateRequest,
          response: { 200: ZHouseRotateResponse, ...errors },
        },
      },
      async (request) => deps.houseSeeds.rotate(await session(request), request.body.clientSeed),
    );

    app.post(
      HOUSE_API.spinPattern,
      {
        preHandler: playSession.guard,
        schema: {
          operationId: 'spinHouseSlot',
          summary: describe('Spin a house slot (free spins included in the round)'),
          tags,
          security,
          params: ZHouseSlotParams,
          body: ZHouseSpinRequest,
          response: { 200: ZHouseRound, ...errors },
        },
      },
      async (request) =>
        deps.housePlay.spin(
          await playSessionFor(request, request.params.gameCode),
          request.params.gameCode,
          request.body,
        ),
    );

    app.post(
      HOUSE_API.dice,
      {
        preHandler: playSession.guard,
        schema: {
          operationId: 'rollHouseDice',
          summary: describe('Roll the dice'),
          tags,
          security,
          body: ZHouseDiceRequest,
          response: { 200: ZHouseRound, ...errors },
        },
      },
      async (request) => deps.housePlay.roll(await playSessionFor(request, 'dice'), request.body),
    );

    app.post(
      HOUSE_API.minesStart,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'startHouseMines',
          summary: describe('Start a mines round (the stake is taken now)'),
          tags,
          security,
          body: ZHouseMinesStartRequest,
          response: { 200: ZHouseRound, ...errors },
        },
      },
      async (request) => deps.houseMines.start(await sessionFor(request, 'mines'), request.body),
    );

    app.post(
      HOUSE_API.minesReveal,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'revealHouseMinesTile',
          summary: describe('Reveal a tile of the open mines round'),
          tags,
          security,
          body: ZHouseMinesRevealRequest,
          response: { 200: ZHouseRound, ...errors },
        },
      },
      async (request) =>
        deps.houseMines.reveal(
          await sessionFor(request, 'mines'),
          request.body.roundId,
          request.body.tile,
        ),
    );

    app.post(
      HOUSE_API.minesCashOut,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'cashOutHouseMines',
          summary: describe('Cash out the open mines round'),
          tags,
          security,
          body: ZHouseMinesCashOutRequest,
          response: { 200: ZHouseRound, ...errors },
        },
      },
      async (request) =>
        deps.houseMines.cashOut(await sessionFor(request, 'mines'), request.body.roundId),
    );

    app.get(
      HOUSE_API.minesCurrent,
      {
        preHandler: houseSession.guard,
        schema: {
          operationId: 'getHouseMinesCurrent',
          summary: describe('The open mines round, if any'),
          tags,
          security,
          response: { 200: ZHouseCurrentMines, ...errors },
        },
      },
      async (request) => ({
        round: await deps.houseMines.current(await sessionFor(request, 'mines')),
      }),
    );

    app.get(
      HOUSE_API.roundPattern,
      {
        preHandler: roundReader.guard,
        schema: {
          operationId: 'getHouseRound',
          summary:
            'A house round with its full outcome and verify data (the session header, or a member bearer token)',
          tags,
          security: [{ houseSession: [] }, { playerBearer: [] }],
          params: ZHouseRoundParams,
          response: { 200: ZHouseRound, ...errors },
        },
      },
      async (request) =>
        deps.houseLookup.playerRound(request.params.roundId, await roundReader.of(request)),
    );

    app.get(
      HOUSE_API.jackpot,
      {
        schema: {
          operationId: 'getHouseJackpot',
          summary: 'The progressive jackpot pool of the house slots (the lobby counter)',
          tags,
          security: [],
          response: { 200: ZHouseJackpotResponse },
        },
      },
      async () => deps.houseJackpot.publicView(),
    );
  };
}
