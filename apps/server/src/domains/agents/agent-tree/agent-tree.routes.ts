import {
  ADMIN_AGENT_REPORT_API,
  ADMIN_AGENT_TREE_API,
  ADMIN_SELF_DEALING_API,
  ZAgentReport,
  ZAgentReportQuery,
  ZAgentSelfDealing,
  ZAgentTree,
  ZAgentTreeQuery,
  ZErrorResponse,
  ZIdParams,
  ZSelfDealingList,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { AgentReports } from './agent-report.js';
import type { AgentTreeService } from './agent-tree.service.js';
import type { SelfDealingFlags } from './self-dealing.js';

export interface AgentTreeRoutesDeps {
  adminAuth: OperatorAuthenticator;
  agentReports: AgentReports;
  agentTree: AgentTreeService;
  selfDealing: SelfDealingFlags;
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

    const errors = { 401: ZErrorResponse, 403: ZErrorResponse };
    app.get(
      ADMIN_SELF_DEALING_API.list,
      {
        preHandler: read,
        schema: {
          operationId: 'listSelfDealingAgents',
          summary:
            'Agents whose own devices, sign-in IPs or bank accounts appear inside their own subtree',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          response: { 200: ZSelfDealingList, ...errors },
        },
      },
      async () => deps.selfDealing.list(),
    );

    app.get(
      ADMIN_SELF_DEALING_API.agent,
      {
        preHandler: read,
        schema: {
          operationId: 'getAgentSelfDealing',
          summary:
            "One agent's self-dealing flags with the downline accounts that share each value",
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZIdParams,
          response: { 200: ZAgentSelfDealing, 400: ZErrorResponse, ...errors },
        },
      },
      async (request) => deps.selfDealing.ofAgent(request.params.id),
    );

    app.get(
      ADMIN_AGENT_REPORT_API.report,
      {
        preHandler: read,
        schema: {
          operationId: 'getAgentReport',
          summary: "One agent's team over business days: size, sign-ups, deposits, valid bets, P/L",
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZIdParams,
          querystring: ZAgentReportQuery,
          response: { 200: ZAgentReport, 400: ZErrorResponse, ...errors },
        },
      },
      async (request) => deps.agentReports.report(request.params.id, request.query),
    );
  };
}
