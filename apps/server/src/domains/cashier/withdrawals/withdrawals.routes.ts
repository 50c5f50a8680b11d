import {
  MAX_PROOF_IMAGE_BYTES,
  WITHDRAWAL_API,
  ZCreateWithdrawalRequest,
  ZErrorResponse,
  ZIdParams,
  ZMyWithdrawal,
  ZMyWithdrawalPage,
  ZMyWithdrawalQuery,
  ZNotReceivedRequest,
  ZWithdrawInfo,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { WithdrawalsService } from './withdrawals.service.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface WithdrawalsRoutesDeps {
  config: Config;
  playerAuth: PlayerAuthenticator;
  withdrawals: WithdrawalsService;
}

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
/** Base64 of a 5 MB image is 6.7 MB, plus room for the JSON around it. */
const PROOF_BODY_LIMIT = Math.ceil((MAX_PROOF_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** The member's withdraw page and withdrawal records. */
export function withdrawalsRoutes(deps: WithdrawalsRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  const service = deps.withdrawals;
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);

    app.get(
      WITHDRAWAL_API.member.withdrawInfo,
      {
        preHandler: guard,
        schema: {
          operationId: 'getWithdrawInfo',
          summary: 'Withdrawal limits, balance and payout accounts',
          tags: ['member'],
          security,
          response: { 200: ZWithdrawInfo, ...errors },
        },
      },
      async (request) => service.info(currentPlayer(request).account),
    );

    app.get(
      WITHDRAWAL_API.member.withdrawals,
      {
        preHandler: guard,
        schema: {
          operationId: 'listMyWithdrawals',
          summary: "The signed-in player's withdrawals",
          tags: ['member'],
          security,
          querystring: ZMyWithdrawalQuery,
          response: { 200: ZMyWithdrawalPage, ...errors },
        },
      },
      async (request) => service.listMine(currentPlayer(request).account.id, request.query),
    );

    app.post(
      WITHDRAWAL_API.member.withdrawals,
      {
        preHandler: guard,
        // The payment password is a secret: the sign-in limit keeps guessing slow.
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'createWithdrawal',
          tags: ['member'],
          security,
          summary: 'Requests a withdrawal; the amount is held at once',
          body: ZCreateWithdrawalRequest,
          response: { 200: ZMyWithdrawal, ...errors, 429: ZErrorResponse },
        },
      },
      async (request) => service.request(currentPlayer(request).account, request.body),
    );

    app.post(
      WITHDRAWAL_API.member.withdrawalReceived,
      {
        preHandler: guard,
        schema: {
          operationId: 'confirmWithdrawalReceived',
          summary: 'Confirm a paid withdrawal was received',
          tags: ['member'],
          security,
          params: ZIdParams,
          response: { 200: ZMyWithdrawal, ...errors },
        },
      },
      async (request) =>
        service.confirmReceived(currentPlayer(request).account.id, request.params.id),
    );

    app.post(
      WITHDRAWAL_API.member.withdrawalNotReceived,
      {
        preHandler: guard,
        bodyLimit: PROOF_BODY_LIMIT,
        schema: {
          operationId: 'reportWithdrawalNotReceived',
          tags: ['member'],
          security,
          summary: 'Not received, with a PNG or JPEG proof image (base64, at most 5 MB)',
          params: ZIdParams,
          body: ZNotReceivedRequest,
          response: { 200: ZMyWithdrawal, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
        },
      },
      async (request) =>
        service.reportNotReceived(
          currentPlayer(request).account.id,
          request.params.id,
          request.body,
        ),
    );
  };
}
