import {
  ADMIN_HOUSE_CRASH_API,
  ZAdminCrashRoundList,
  ZAdminCrashRoundQuery,
  ZErrorResponse,
} from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, type OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { CrashAdminLookup } from './crash-admin-lookup.js';

export interface CrashAdminRoutesDeps {
  crashAdminLookup: CrashAdminLookup;
  adminAuth: OperatorAuthenticator;
}

/** Back office of crash: the round and bet lookup for disputes. */
export function crashAdminRoutes(deps: CrashAdminRoutesDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      ADMIN_HOUSE_CRASH_API.rounds,
      {
        preHandler: requireAdmin(deps.adminAuth, 'games.read'),
        schema: {
          operationId: 'searchCrashRounds',
          summary: 'Crash rounds with their bets by member, game number or game hash (disputes)',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          querystring: ZAdminCrashRoundQuery,
          response: {
            200: ZAdminCrashRoundList,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
          },
        },
      },
      (request) => deps.crashAdminLookup.rounds(request.query),
    );
  };
}
