import {
  AGENT_TEAM_API,
  ZErrorResponse,
  ZTeamMemberPage,
  ZTeamMemberQuery,
  ZTeamOverview,
  ZTeamPeriodQuery,
  ZTeamPl,
  ZTeamPlQuery,
  ZTeamTransactionPage,
  ZTeamTransactionQuery,
  ZTeamWagerPage,
  ZTeamWagerQuery,
} from '@lw/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { requirePlayer } from '../../../platform/guards/player-guard.js';
import { bytesResponse } from '../../../platform/openapi-responses.js';
import type { AgentScopes } from '../agent-scope/index.js';
import {
  EXPORT_PAGE,
  membersCsv,
  overviewCsv,
  plCsv,
  transactionsCsv,
  wagersCsv,
} from './team-csv.js';
import { checkExportSize, type TeamLists } from './team-lists.js';
import type { TeamReports } from './team-reports.js';

export interface TeamRoutesDeps {
  agentScopes: AgentScopes;
  playerAuth: PlayerAuthenticator;
  teamReports: TeamReports;
  teamLists: TeamLists;
}

const base = { tags: ['agent'], security: [{ playerBearer: [] }] };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const csv = bytesResponse(['text/csv'], 'The report as CSV (UTF-8 with a BOM)');

function sendCsv(reply: FastifyReply, name: string, text: string) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(Buffer.from(text, 'utf8'));
}

/**
 * The agent centre's team pages (issue 25 item 2). Thin: the guard, the scope of the signed-in
 * agent (403 NOT_AN_AGENT for a member), the service. A CSV goes through the same query and
 * the same scope as its page, with one page as large as an export may be.
 */
export function teamRoutes(deps: TeamRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const { agentScopes: scopes, teamReports: reports, teamLists: lists } = deps;

    app.get(
      AGENT_TEAM_API.overview,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'getAgentTeamOverview',
          summary: "Agent: my team's figures for a period, with a line per day",
          querystring: ZTeamPeriodQuery,
          response: { 200: ZTeamOverview, ...errors },
        },
      },
      async (request) => reports.overview(scopes.forRequest(request), request.query),
    );
    app.get(
      AGENT_TEAM_API.overviewCsv,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'exportAgentTeamOverview',
          summary: "Agent: my team's figures per day as CSV",
          querystring: ZTeamPeriodQuery,
          response: { 200: csv, ...errors },
        },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          'team-overview',
          overviewCsv(await reports.overview(scopes.forRequest(request), request.query)),
        ),
    );

    app.get(
      AGENT_TEAM_API.members,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'listAgentTeamMembers',
          summary: 'Agent: my downline, one level (drill down by parentId) or a search of all',
          querystring: ZTeamMemberQuery,
          response: { 200: ZTeamMemberPage, ...errors },
        },
      },
      async (request) => lists.members(scopes.forRequest(request), request.query),
    );
    app.get(
      AGENT_TEAM_API.membersCsv,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'exportAgentTeamMembers',
          summary: 'Agent: my downline as CSV (the same filter)',
          querystring: ZTeamMemberQuery,
          response: { 200: csv, ...errors },
        },
      },
      async (request, reply) => {
        const page = await lists.members(scopes.forRequest(request), {
          ...request.query,
          ...EXPORT_PAGE,
        });
        checkExportSize(page.total);
        return sendCsv(reply, 'team-members', membersCsv(page));
      },
    );

    app.get(
      AGENT_TEAM_API.wagers,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'listAgentTeamWagers',
          summary: "Agent: my team's settled wagers (member, product, category, period)",
          querystring: ZTeamWagerQuery,
          response: { 200: ZTeamWagerPage, ...errors },
        },
      },
      async (request) => lists.wagers(scopes.forRequest(request), request.query),
    );
    app.get(
      AGENT_TEAM_API.wagersCsv,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'exportAgentTeamWagers',
          summary: "Agent: my team's settled wagers as CSV (the same filter)",
          querystring: ZTeamWagerQuery,
          response: { 200: csv, ...errors },
        },
      },
      async (request, reply) => {
        const page = await lists.wagers(scopes.forRequest(request), {
          ...request.query,
          ...EXPORT_PAGE,
        });
        checkExportSize(page.total);
        return sendCsv(reply, 'team-wagers', wagersCsv(page));
      },
    );

    app.get(
      AGENT_TEAM_API.pl,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'getAgentTeamPl',
          summary: 'Agent: P/L per direct downline (its whole subtree) and per level, with totals',
          querystring: ZTeamPlQuery,
          response: { 200: ZTeamPl, ...errors },
        },
      },
      async (request) => reports.pl(scopes.forRequest(request), request.query),
    );
    app.get(
      AGENT_TEAM_API.plCsv,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'exportAgentTeamPl',
          summary: 'Agent: the P/L report as CSV (every downline, every level, totals)',
          querystring: ZTeamPlQuery,
          response: { 200: csv, ...errors },
        },
      },
      async (request, reply) => {
        const report = await reports.pl(scopes.forRequest(request), {
          ...request.query,
          ...EXPORT_PAGE,
        });
        checkExportSize(report.total);
        return sendCsv(reply, 'team-pl', plCsv(report));
      },
    );

    app.get(
      AGENT_TEAM_API.transactions,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'listAgentTeamTransactions',
          summary: "Agent: my team's ledger entries (member, type, period)",
          querystring: ZTeamTransactionQuery,
          response: { 200: ZTeamTransactionPage, ...errors },
        },
      },
      async (request) => lists.transactions(scopes.forRequest(request), request.query),
    );
    app.get(
      AGENT_TEAM_API.transactionsCsv,
      {
        preHandler: guard,
        schema: {
          ...base,
          operationId: 'exportAgentTeamTransactions',
          summary: "Agent: my team's ledger entries as CSV (the same filter)",
          querystring: ZTeamTransactionQuery,
          response: { 200: csv, ...errors },
        },
      },
      async (request, reply) => {
        const page = await lists.transactions(scopes.forRequest(request), {
          ...request.query,
          ...EXPORT_PAGE,
        });
        checkExportSize(page.total);
        return sendCsv(reply, 'team-transactions', transactionsCsv(page));
      },
    );
  };
}
