import { IDENTITY_MATCHES_API, ZErrorResponse, ZIdParams, ZIdentityMatches } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { IdentityMatchesService } from './identity-matches.service.js';

export interface IdentityMatchesRoutesDeps {
  adminAuth: OperatorAuthenticator;
  identityMatches: IdentityMatchesService;
}

/** The member page's "Identity matches" card. */
export function identityMatchesRoutes(deps: IdentityMatchesRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      IDENTITY_MATCHES_API.admin.matches,
      {
        preHandler: requireAdmin(deps.adminAuth, 'members.read'),
        schema: {
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          operationId: 'listIdentityMatches',
          summary:
            "Details of the member's that matched an excluded or closed member, and the reverse",
          params: ZIdParams,
          response: { 200: ZIdentityMatches, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => ({ items: await deps.identityMatches.forMember(request.params.id) }),
    );
  };
}
