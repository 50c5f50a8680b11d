import {
  WALLET_API,
  ZAdminPullPage,
  ZAdminPullQuery,
  ZErrorResponse,
  ZIdParams,
  ZPullConfirmRequest,
  ZPullList,
  ZPullRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { AppError } from '../../../platform/errors.js';
import { errorMessages, isAgentType } from '@lw/contracts';
import type { DownlinePullsService } from './downline-pulls.service.js';

/** What these routes use. */
export interface DownlinePullsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  downlinePulls: DownlinePullsService;
  playerAuth: PlayerAuthenticator;
}

const playerSecurity = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const decisionErrors = {
  ...errors,
  404: ZErrorResponse,
  409: ZErrorResponse,
  423: ZErrorResponse,
  429: ZErrorResponse,
};
/** Payment-password guesses are slow (argon2) and limited per client, as for transfers. */
const decisionRateLimit = { max: 30, timeWindow: 60_000 };

/** Members answer their pull requests; agents follow theirs; operators list them all. */
export function downlinePullsRoutes(deps: DownlinePullsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const pulls = deps.downlinePulls;

    app.get(
      WALLET_API.pullRequests,
      {
        preHandler: guard,
        schema: {
          operationId: 'listMyPullRequests',
          tags: ['wallet'],
          security: playerSecurity,
          summary: "Agents' requests to take money from my wallet (pending first)",
          response: { 200: ZPullList, ...errors },
        },
      },
      async (request) => pulls.listForMember(currentPlayer(request).account.id),
    );

    app.post(
      WALLET_API.pullRequestConfirm,
      {
        preHandler: guard,
        config: { rateLimit: decisionRateLimit },
        schema: {
          operationId: 'confirmPullRequest',
          tags: ['wallet'],
          security: playerSecurity,
          summary:
            'Confirm a pull request with my payment password: the money moves once (idempotent on the request)',
          params: ZIdParams,
          body: ZPullConfirmRequest,
          response: { 200: ZPullRequest, ...decisionErrors },
        },
      },
      async (request) =>
        pulls.confirm(
          currentPlayer(request).account,
          request.params.id,
          request.body.paymentPassword,
          { ip: request.ip },
        ),
    );

    app.post(
      WALLET_API.pullRequestDecline,
      {
        preHandler: guard,
        schema: {
          operationId: 'declinePullRequest',
          tags: ['wallet'],
          security: playerSecurity,
          summary: 'Decline a pull request: nothing moves',
          params: ZIdParams,
          response: { 200: ZPullRequest, ...decisionErrors },
        },
      },
      async (request) =>
        pulls.decline(currentPlayer(request).account, request.params.id, { ip: request.ip }),
    );

    app.get(
      WALLET_API.agentPulls,
      {
        preHandler: guard,
        schema: {
          operationId: 'listAgentPulls',
          tags: ['wallet'],
          security: playerSecurity,
          summary: 'Agent: my pulls from the downline and their status',
          response: { 200: ZPullList, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        if (!isAgentType(account.type)) {
          throw new AppError('NOT_AN_AGENT', errorMessages.NOT_AN_AGENT.en);
        }
        return pulls.listForAgent(account.id);
      },
    );

    app.get(
      WALLET_API.adminPulls,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminPulls',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          summary: "Agents' pulls from their downlines (requests, confirmations, direct pulls)",
          querystring: ZAdminPullQuery,
          response: { 200: ZAdminPullPage, ...errors },
        },
      },
      async (request) => pulls.listForOperators(request.query),
    );
  };
}
