import {
  WITHDRAWAL_API,
  ZAdjustment,
  ZAdjustmentDecisionRequest,
  ZAdjustmentPage,
  ZAdjustmentQuery,
  ZCreateAdjustmentRequest,
  ZErrorResponse,
  ZIdParams,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { AdjustmentsService } from './adjustments.service.js';

/** What these routes use. */
export interface AdjustmentsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  adjustments: AdjustmentsService;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** Back office: manual adjustments (maker: cashier.manage; checker: cashier.approve). */
export function adjustmentsRoutes(deps: AdjustmentsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');
    const approve = requireAdmin(deps.adminAuth, 'cashier.approve');

    app.get(
      WITHDRAWAL_API.admin.adjustments,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdjustments',
          summary: 'List balance adjustments',
          tags: ['admin'],
          security,
          querystring: ZAdjustmentQuery,
          response: { 200: ZAdjustmentPage, ...errors },
        },
      },
      async (request) => deps.adjustments.list(request.query),
    );

    app.post(
      WITHDRAWAL_API.admin.adjustments,
      {
        preHandler: manage,
        schema: {
          operationId: 'createAdjustment',
          tags: ['admin'],
          security,
          summary: 'Posts at once up to the maker-checker threshold, else waits for approval',
          body: ZCreateAdjustmentRequest,
          response: { 201: ZAdjustment, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.adjustments.create(request.body, actorOf(request))),
    );

    app.post(
      WITHDRAWAL_API.admin.adjustmentApprove,
      {
        preHandler: approve,
        schema: {
          operationId: 'approveAdjustment',
          summary: 'Approve a pending balance adjustment (second operator)',
          tags: ['admin'],
          security,
          params: ZIdParams,
          body: ZAdjustmentDecisionRequest.optional(),
          response: { 200: ZAdjustment, ...errors },
        },
      },
      async (request) =>
        deps.adjustments.approve(request.params.id, request.body?.note, actorOf(request)),
    );

    app.post(
      WITHDRAWAL_API.admin.adjustmentReject,
      {
        preHandler: approve,
        schema: {
          operationId: 'rejectAdjustment',
          summary: 'Reject a pending balance adjustment',
          tags: ['admin'],
          security,
          params: ZIdParams,
          body: ZAdjustmentDecisionRequest.optional(),
          response: { 200: ZAdjustment, ...errors },
        },
      },
      async (request) =>
        deps.adjustments.reject(request.params.id, request.body?.note, actorOf(request)),
    );
  };
}
