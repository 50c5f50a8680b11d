import { API, ZErrorResponse, ZIdParams, ZLoginHistory } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthService } from './player-auth.service.js';

/** What these routes use. */
export interface AdminLoginHistoryRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthService;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

/** Back office: a member's or an agent's recent sign-ins (the account page's history tab). */
export function adminLoginHistoryRoutes(deps: AdminLoginHistoryRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'members.read');

    app.get(
      API.admin.accountLoginHistoryPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAccountLoginHistory',
          summary: "An account's recent sign-ins",
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZLoginHistory, ...errors },
        },
      },
      async (request) => ({ items: await deps.playerAuth.loginHistory(request.params.id, 100) }),
    );
  };
}
