import {
  WITHDRAWAL_API,
  ZAdminWithdrawal,
  ZErrorResponse,
  ZIdParams,
  ZPayWithdrawalRequest,
  ZRejectWithdrawalRequest,
  ZWithdrawalQueuePage,
  ZWithdrawalQueueQuery,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Database } from '../../../db/client.js';
import { bytesResponse } from '../../../platform/openapi-responses.js';
import type { WithdrawalOperationsService } from './withdrawal-operations.service.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import { PROOF_IMAGE_TYPES } from './proof-image.js';
import { withdrawalQueue } from './withdrawal-queue.js';

/** What these routes use. */
export interface AdminWithdrawalsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
  withdrawalOperations: WithdrawalOperationsService;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** Back office: the withdrawal queue and its lifecycle (cashier.read to look, manage to act). */
export function adminWithdrawalsRoutes(deps: AdminWithdrawalsRoutesDeps): FastifyPluginAsyncZod {
  const ops = deps.withdrawalOperations;
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');
    const action = (operationId: string, summary: string) => ({
      preHandler: manage,
      schema: {
        operationId,
        summary,
        tags: ['admin'],
        security,
        params: ZIdParams,
        response: { 200: ZAdminWithdrawal, ...errors },
      },
    });

    app.get(
      WITHDRAWAL_API.admin.withdrawals,
      {
        preHandler: read,
        schema: {
          operationId: 'listWithdrawals',
          summary: 'The withdrawal queue',
          tags: ['admin'],
          security,
          querystring: ZWithdrawalQueueQuery,
          response: { 200: ZWithdrawalQueuePage, ...errors },
        },
      },
      async (request) => withdrawalQueue(deps.db, request.query),
    );

    app.get(
      WITHDRAWAL_API.admin.withdrawal,
      {
        preHandler: read,
        schema: {
          operationId: 'getWithdrawal',
          summary: 'One withdrawal in detail',
          tags: ['admin'],
          security,
          params: ZIdParams,
          response: { 200: ZAdminWithdrawal, ...errors },
        },
      },
      async (request) => ops.get(request.params.id),
    );

    app.get(
      WITHDRAWAL_API.admin.withdrawalProof,
      {
        preHandler: read,
        schema: {
          operationId: 'getWithdrawalProof',
          tags: ['admin'],
          security,
          summary: 'The PNG or JPEG the member sent with "not received"',
          params: ZIdParams,
          response: { 200: bytesResponse(PROOF_IMAGE_TYPES, 'The image bytes') },
        },
      },
      async (request, reply) => {
        const proof = await ops.proof(request.params.id);
        return reply
          .header('content-type', proof.mime)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(proof.bytes);
      },
    );

    app.post(
      WITHDRAWAL_API.admin.withdrawalApprove,
      action('approveWithdrawal', 'requested -> approved'),
      async (request) => ops.approve(request.params.id, actorOf(request)),
    );

    app.post(
      WITHDRAWAL_API.admin.withdrawalReject,
      {
        preHandler: manage,
        schema: {
          ...action('rejectWithdrawal', 'requested or approved -> rejected, refunded').schema,
          body: ZRejectWithdrawalRequest,
        },
      },
      async (request) => ops.reject(request.params.id, request.body.reason, actorOf(request)),
    );

    app.post(
      WITHDRAWAL_API.admin.withdrawalCancelPayout,
      {
        preHandler: manage,
        schema: {
          ...action(
            'cancelWithdrawalPayout',
            'approved -> rejected (the payout cannot be made), refunded',
          ).schema,
          body: ZRejectWithdrawalRequest,
        },
      },
      async (request) => ops.cancelPayout(request.params.id, request.body.reason, actorOf(request)),
    );

    app.post(
      WITHDRAWAL_API.admin.withdrawalPay,
      {
        preHandler: manage,
        schema: {
          ...action('payWithdrawal', 'approved -> paid; the rest goes back to the wallet').schema,
          body: ZPayWithdrawalRequest,
        },
      },
      async (request) => ops.pay(request.params.id, request.body.amountReceived, actorOf(request)),
    );

    app.post(
      WITHDRAWAL_API.admin.withdrawalRepay,
      action('repayWithdrawal', 'not_received -> paid again, new confirmation deadline'),
      async (request) => ops.repay(request.params.id, actorOf(request)),
    );

    app.post(
      WITHDRAWAL_API.admin.withdrawalForceReceived,
      action('forceWithdrawalReceived', 'not_received -> received (forced, never refunded)'),
      async (request) => ops.forceReceived(request.params.id, actorOf(request)),
    );
  };
}
