import { WALLET_API, ZAccountRecordPage, ZAccountRecordQuery, ZErrorResponse } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { AccountRecordsService } from './account-records.service.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';

/** What these routes use. */
export interface AccountRecordsRoutesDeps {
  accountRecords: AccountRecordsService;
  playerAuth: PlayerAuthenticator;
}

/** transactionHistory: the signed-in member's own ledger entries. */
export function accountRecordsRoutes(deps: AccountRecordsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      WALLET_API.records,
      {
        preHandler: requirePlayer(deps.playerAuth),
        schema: {
          operationId: 'listAccountRecords',
          tags: ['wallet'],
          security: [{ playerBearer: [] }],
          summary: 'Account records: every wallet entry, newest first, by type and date range',
          querystring: ZAccountRecordQuery,
          response: {
            200: ZAccountRecordPage,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
          },
        },
      },
      // Only ever the caller's own account: the id comes from the session, never the query.
      async (request) => deps.accountRecords.list(currentPlayer(request).account.id, request.query),
    );
  };
}
