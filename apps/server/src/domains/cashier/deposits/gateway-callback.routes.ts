import {
  DEPOSIT_API,
  ZErrorResponse,
  ZGatewayCallbackReceipt,
  ZGatewayParams,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deposits } from './deposit-services.js';
import { errorBody } from '../../../platform/errors.js';

/** What these routes use. */
export interface GatewayCallbackRoutesDeps {
  deposits: Deposits;
}

/**
 * The gateways' webhook. The gateway protocol only reads the status: 200 means "received, stop
 * retrying" (with `{ received: true, outcome }`); a refused signature answers 401 in the API's one
 * error shape (`UNAUTHORIZED`, `details.outcome`), and the gateway retries or gives up.
 * Registered as its own encapsulated plugin: its JSON parser keeps the raw string, because the
 * HMAC is computed over the exact bytes sent, not over re-serialised JSON.
 */
export function gatewayCallbackRoutes(deps: GatewayCallbackRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      DEPOSIT_API.gatewayCallbackPattern,
      {
        schema: {
          operationId: 'receiveGatewayCallback',
          security: [],
          tags: ['payments'],
          summary: 'Signed payment result from a gateway (HMAC over the raw body)',
          params: ZGatewayParams,
          response: {
            200: ZGatewayCallbackReceipt,
            400: ZErrorResponse,
            401: ZErrorResponse,
            415: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const result = await deps.deposits.callbacks.receive(
          request.params.gatewayId,
          raw,
          request.headers,
          request.ip,
        );
        if (!result.accepted) {
          return reply.status(401).send(
            errorBody('UNAUTHORIZED', 'Callback signature refused', {
              outcome: result.outcome,
            }),
          );
        }
        return { received: true as const, outcome: result.outcome };
      },
    );
  };
}
