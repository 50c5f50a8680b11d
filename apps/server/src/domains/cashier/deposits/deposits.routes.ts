import {
  DEPOSIT_API,
  ZCreateDepositRequest,
  ZDepositInstructions,
  ZDepositPage,
  ZErrorResponse,
  ZIdParams,
  ZMyDepositsQuery,
  ZPaymentMethodList,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { PaymentMethodsService } from '../payment-methods/index.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { Deposits } from './deposit-services.js';
import { currentPlayer } from '../../../platform/guards/player-guard.js';
import { requireRealMoneyPlayer } from './member-guard.js';

/** What these routes use. */
export interface DepositsRoutesDeps {
  deposits: Deposits;
  paymentMethods: PaymentMethodsService;
  playerAuth: PlayerAuthenticator;
}

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/**
 * This site's origin as the browser sees it (Fastify reads X-Forwarded-* only behind a trusted
 * proxy): the gateway's callback and return URLs are built on it.
 */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** depositv2: payment methods, making a deposit, the member's deposit history. */
export function depositsRoutes(deps: DepositsRoutesDeps): FastifyPluginAsyncZod {
  const { service } = deps.deposits;
  return async (app) => {
    const guard = requireRealMoneyPlayer(deps.playerAuth);

    app.get(
      DEPOSIT_API.member.paymentMethods,
      {
        preHandler: guard,
        schema: {
          operationId: 'listPaymentMethods',
          summary: 'The enabled deposit payment methods, in display order',
          tags: ['member'],
          security,
          response: { 200: ZPaymentMethodList, ...errors },
        },
      },
      async () => ({ items: await deps.paymentMethods.memberMethods() }),
    );

    app.post(
      DEPOSIT_API.member.deposits,
      {
        preHandler: guard,
        schema: {
          operationId: 'createDeposit',
          tags: ['member'],
          security,
          summary: 'Creates a deposit (same requestId: the same deposit) with how to pay it',
          body: ZCreateDepositRequest,
          response: {
            200: ZDepositInstructions,
            ...errors,
            409: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) =>
        service.create(currentPlayer(request).account.id, request.body, {
          origin: originOf(request),
        }),
    );

    app.get(
      DEPOSIT_API.member.deposits,
      {
        preHandler: guard,
        schema: {
          operationId: 'listMyDeposits',
          summary: "The signed-in player's deposits",
          tags: ['member'],
          security,
          querystring: ZMyDepositsQuery,
          response: { 200: ZDepositPage, ...errors },
        },
      },
      async (request) => service.listMine(currentPlayer(request).account.id, request.query),
    );

    app.get(
      DEPOSIT_API.member.depositPattern,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMyDeposit',
          summary: 'One of my deposits, with its instructions while pending',
          tags: ['member'],
          security,
          params: ZIdParams,
          response: { 200: ZDepositInstructions, ...errors },
        },
      },
      async (request) => service.getMine(currentPlayer(request).account.id, request.params.id),
    );
  };
}
