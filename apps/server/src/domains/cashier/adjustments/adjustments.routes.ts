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
import type { AppContext } from '../../../app-context.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import { AdjustmentsService } from './adjustments.service.js';

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** Back office: manual adjustments (maker: cashier.manage; checker: cashier.approve). */
export function adjustmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new AdjustmentsService(ctx.db, ctx.settings, ctx.ledger, ctx.clock);
  return async (app) => {
    const read = requireAdmin(ctx.adminAuth, 'cashier.read');
    const manage = requireAdmin(ctx.adminAuth, 'cashier.manage');
    const approve = requireAdmin(ctx.adminAuth, 'cashier.approve');

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
      async (request) => service.list(request.query),
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
        reply.status(201).send(await service.create(request.body, actorOf(request))),
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
      async (request) => service.approve(request.params.id, request.body?.note, actorOf(request)),
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
      async (request) => service.reject(request.params.id, request.body?.note, actorOf(request)),
    );
  };
}
