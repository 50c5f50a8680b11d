import { ADMIN_AGENT_TREE_API, ZAgentTree, ZAgentTreeQuery, ZErrorResponse } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { AgentTreeService } from './agent-tree.service.js';

export interface AgentTreeRoutesDeps {
  adminAuth: OperatorAuthenticator;
  agentTree: AgentTreeService;
}

/** Back office: browse the agent tree (moves and locks are the accounts routes). */
export function agentTreeRoutes(deps: AgentTreeRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'members.read');
    app.get(
      ADMIN_AGENT_TREE_API.tree,
      {
        preHandler: read,
        schema: {
          operationId: 'getAgentTree',
          summary: 'One level of the agent tree, or a username search, with team counts',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          querystring: ZAgentTreeQuery,
          response: {
            200: ZAgentTree,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            404: ZErrorResponse,
          },
        },
      },
      async (request) => deps.agentTree.browse(request.query),
    );
  };
}
