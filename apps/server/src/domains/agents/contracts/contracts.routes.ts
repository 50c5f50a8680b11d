import {
  AGENT_CONTRACTS_API,
  ZAdminContractGiveRequest,
  ZAdminContractQuery,
  ZAdminSettleRequest,
  ZAdminSettleResponse,
  ZAgentBill,
  ZAgentBillExplain,
  ZAgentBillList,
  ZAgentBillQuery,
  ZAgentContract,
  ZAgentContractList,
  ZAgentContractsOverview,
  ZBillActionRequest,
  ZContractAcceptRequest,
  ZContractOfferRequest,
  ZErrorResponse,
  ZIdParams,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { requirePlayer } from '../../../platform/guards/player-guard.js';
import type { AgentScopes } from '../agent-scope/index.js';
import type { ContractsService } from './contracts.service.js';
import type { SettlementService } from './settlement.service.js';

/** What these routes use. */
export interface ContractsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  agentScopes: AgentScopes;
  agentContracts: ContractsService;
  agentSettlement: SettlementService;
}

const agentSecurity = [{ playerBearer: [] }];
const adminSecurity = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const writeErrors = { ...errors, 404: ZErrorResponse, 409: ZErrorResponse };

/** The agent centre's contract calls and the back office's contracts and bills. */
export function contractsRoutes(deps: ContractsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');
    const give = requireAdmin(deps.adminAuth, 'members.manage');
    const contracts = deps.agentContracts;
    const settlement = deps.agentSettlement;
    const scope = (request: Parameters<AgentScopes['forRequest']>[0]) =>
      deps.agentScopes.forRequest(request);
    const tags = ['agent'];

    app.get(
      AGENT_CONTRACTS_API.mine,
      {
        preHandler: guard,
        schema: {
          operationId: 'getAgentContracts',
          tags,
          security: agentSecurity,
          summary: 'Agent: every contract kind in one call (active, pending offer, offers made)',
          response: { 200: ZAgentContractsOverview, ...errors },
        },
      },
      async (request) => contracts.overview(scope(request)),
    );

    app.get(
      AGENT_CONTRACTS_API.offers,
      {
        preHandler: guard,
        schema: {
          operationId: 'listAgentContractOffers',
          tags,
          security: agentSecurity,
          summary: 'Agent: contracts I offered to my direct downlines, with their status',
          response: { 200: ZAgentContractList, ...errors },
        },
      },
      async (request) => ({ items: await contracts.offersOf(scope(request)) }),
    );

    app.post(
      AGENT_CONTRACTS_API.offer,
      {
        preHandler: guard,
        schema: {
          operationId: 'offerAgentContract',
          tags,
          security: agentSecurity,
          summary: 'Agent: offer a contract to a direct downline agent (at most my own rates)',
          body: ZContractOfferRequest,
          response: { 200: ZAgentContract, ...writeErrors },
        },
      },
      async (request) => contracts.offer(scope(request), request.body),
    );

    app.post(
      AGENT_CONTRACTS_API.accept,
      {
        preHandler: guard,
        schema: {
          operationId: 'acceptAgentContract',
          tags,
          security: agentSecurity,
          summary:
            'Agent: accept an offer (409 CONTRACT_CASCADE_REQUIRED names downline contracts it would end)',
          params: ZIdParams,
          body: ZContractAcceptRequest,
          response: { 200: ZAgentContract, ...writeErrors },
        },
      },
      async (request) =>
        contracts.accept(
          scope(request).agent,
          request.params.id,
          request.body.confirmCascade === true,
        ),
    );

    app.post(
      AGENT_CONTRACTS_API.reject,
      {
        preHandler: guard,
        schema: {
          operationId: 'rejectAgentContract',
          tags,
          security: agentSecurity,
          summary: 'Agent: reject an offer',
          params: ZIdParams,
          response: { 200: ZAgentContract, ...writeErrors },
        },
      },
      async (request) => contracts.reject(scope(request).agent, request.params.id),
    );

    app.post(
      AGENT_CONTRACTS_API.terminate,
      {
        preHandler: guard,
        schema: {
          operationId: 'terminateAgentContract',
          tags,
          security: agentSecurity,
          summary:
            "Agent: end my contract or one I gave (the subtree's contracts of the kind end too)",
          params: ZIdParams,
          response: { 200: ZAgentContract, ...writeErrors },
        },
      },
      async (request) => contracts.terminate(scope(request).agent, request.params.id),
    );

    app.get(
      AGENT_CONTRACTS_API.bills,
      {
        preHandler: guard,
        schema: {
          operationId: 'listAgentBills',
          tags,
          security: agentSecurity,
          summary: "Agent: my bills and my direct downlines' bills I pay",
          querystring: ZAgentBillQuery.omit({ agent: true }),
          response: { 200: ZAgentBillList, ...errors },
        },
      },
      async (request) => ({ items: await settlement.billsOf(scope(request), request.query) }),
    );

    app.get(
      AGENT_CONTRACTS_API.billExplain,
      {
        preHandler: guard,
        schema: {
          operationId: 'explainAgentBill',
          tags,
          security: agentSecurity,
          summary: 'Agent: a bill recomputed from the wagers with its formula',
          params: ZIdParams,
          response: { 200: ZAgentBillExplain, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => settlement.explain(scope(request), request.params.id),
    );

    app.get(
      AGENT_CONTRACTS_API.adminContracts,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminAgentContracts',
          tags: ['admin'],
          security: adminSecurity,
          summary: 'Agent contracts by kind, status and holder',
          querystring: ZAdminContractQuery,
          response: { 200: ZAgentContractList, ...errors },
        },
      },
      async (request) => ({ items: await contracts.listForOperators(request.query) }),
    );

    app.post(
      AGENT_CONTRACTS_API.adminGive,
      {
        preHandler: give,
        schema: {
          operationId: 'giveAgentContract',
          tags: ['admin'],
          security: adminSecurity,
          summary: 'Give a top agent its contract (active at once, paid by the platform; audited)',
          body: ZAdminContractGiveRequest,
          response: { 200: ZAgentContract, ...writeErrors },
        },
      },
      async (request) => contracts.give(actorOf(request), request.body),
    );

    app.post(
      AGENT_CONTRACTS_API.adminTerminate,
      {
        preHandler: give,
        schema: {
          operationId: 'terminateAdminAgentContract',
          tags: ['admin'],
          security: adminSecurity,
          summary: "End a contract and its subtree's contracts of the kind (audited)",
          params: ZIdParams,
          response: { 200: ZAgentContract, ...writeErrors },
        },
      },
      async (request) => contracts.operatorTerminate(actorOf(request), request.params.id),
    );

    app.get(
      AGENT_CONTRACTS_API.adminBills,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminAgentBills',
          tags: ['admin'],
          security: adminSecurity,
          summary: 'Agent contract bills by kind, status and agent',
          querystring: ZAgentBillQuery,
          response: { 200: ZAgentBillList, ...errors },
        },
      },
      async (request) => ({ items: await settlement.listForOperators(request.query) }),
    );

    app.get(
      AGENT_CONTRACTS_API.adminBillExplain,
      {
        preHandler: read,
        schema: {
          operationId: 'explainAdminAgentBill',
          tags: ['admin'],
          security: adminSecurity,
          summary: 'A bill recomputed from the wagers with its formula',
          params: ZIdParams,
          response: { 200: ZAgentBillExplain, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => settlement.explain(null, request.params.id),
    );

    app.post(
      AGENT_CONTRACTS_API.adminBillAction,
      {
        preHandler: manage,
        schema: {
          operationId: 'actOnAgentBill',
          tags: ['admin'],
          security: adminSecurity,
          summary: 'Hold, reject or re-issue a bill (audited; a re-issue pays what is left)',
          params: ZIdParams,
          body: ZBillActionRequest,
          response: { 200: ZAgentBill, ...writeErrors },
        },
      },
      async (request) =>
        settlement.operatorAction(
          actorOf(request),
          request.params.id,
          request.body.action,
          request.body.note,
        ),
    );

    app.post(
      AGENT_CONTRACTS_API.adminSettle,
      {
        preHandler: manage,
        schema: {
          operationId: 'settleAgentContracts',
          tags: ['admin'],
          security: adminSecurity,
          summary:
            'Settle (or finish settling) one ended period of a kind; already-made bills stay',
          body: ZAdminSettleRequest,
          response: { 200: ZAdminSettleResponse, ...writeErrors },
        },
      },
      async (request) => {
        const { kind, period, at } = request.body;
        return settlement.settle(kind, await settlement.periodAt(period, new Date(at)));
      },
    );
  };
}
