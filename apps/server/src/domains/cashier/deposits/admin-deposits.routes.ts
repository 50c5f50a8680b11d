import {
  DEPOSIT_API,
  ZAdminDeposit,
  ZAdminDepositDetail,
  ZDepositQueuePage,
  ZDepositQueueQuery,
  ZErrorResponse,
  ZIdParams,
  ZRejectDepositRequest,
} from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Database } from '../../../db/client.js';
import type { Deposits } from './deposit-services.js';
import { actorOf, currentAdmin, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { Decider } from './deposit-decisions.js';
import { adminDeposit, depositDetail, listDepositQueue } from './deposit-queue.js';

/** What these routes use. */
export interface AdminDepositsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
  deposits: Deposits;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};

function operatorDecider(request: FastifyRequest): Decider {
  const operatorId = currentAdmin(request).operator.id;
  return { actor: actorOf(request), operatorId, ledgerActor: `operator:${operatorId}` };
}

/** Back office: the deposit queue with approve and reject. */
export function adminDepositsRoutes(deps: AdminDepositsRoutesDeps): FastifyPluginAsyncZod {
  const { decisions } = deps.deposits;
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');

    app.get(
      DEPOSIT_API.admin.deposits,
      {
        preHandler: read,
        schema: {
          operationId: 'listDepositQueue',
          summary: 'The deposit queue',
          tags: ['admin'],
          security,
          querystring: ZDepositQueueQuery,
          response: { 200: ZDepositQueuePage, ...errors },
        },
      },
      async (request) => listDepositQueue(deps.db, request.query),
    );

    app.get(
      DEPOSIT_API.admin.depositPattern,
      {
        preHandler: read,
        schema: {
          operationId: 'getAdminDeposit',
          summary: 'One deposit with its gateway callbacks',
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZAdminDepositDetail, ...errors },
        },
      },
      async (request) => depositDetail(deps.db, request.params.id),
    );

    app.post(
      DEPOSIT_API.admin.approveDepositPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'approveDeposit',
          tags: ['admin'],
          security,
          summary: 'Credits the member once; CONFLICT unless the deposit is pending',
          params: ZIdParams,
          response: { 200: ZAdminDeposit, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        await decisions.approve(request.params.id, operatorDecider(request));
        return adminDeposit(deps.db, request.params.id);
      },
    );

    app.post(
      DEPOSIT_API.admin.rejectDepositPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'rejectDeposit',
          summary: 'Reject a pending deposit',
          tags: ['admin'],
          security,
          params: ZIdParams,
          body: ZRejectDepositRequest,
          response: { 200: ZAdminDeposit, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        await decisions.reject(request.params.id, request.body.reason, operatorDecider(request));
        return adminDeposit(deps.db, request.params.id);
      },
    );
  };
}
