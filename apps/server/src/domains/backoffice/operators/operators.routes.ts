import {
  API,
  ZCreateOperatorRequest,
  ZErrorResponse,
  ZOperator,
  ZOperatorIdParams,
  ZOperatorList,
  ZUpdateOperatorRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { OperatorsService } from './operators.service.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';

/** What these routes use. */
export interface OperatorsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  operators: OperatorsService;
}

const security = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export function operatorsRoutes(deps: OperatorsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireAdmin(deps.adminAuth, 'operators.manage');

    app.get(
      API.admin.operators,
      {
        preHandler: guard,
        schema: {
          operationId: 'listOperators',
          summary: 'List back-office operators',
          tags: ['admin'],
          security,
          response: { 200: ZOperatorList, ...errors },
        },
      },
      async () => ({ items: await deps.operators.list() }),
    );

    app.post(
      API.admin.operators,
      {
        preHandler: guard,
        schema: {
          operationId: 'createOperator',
          summary: 'Create a back-office operator',
          tags: ['admin'],
          security,
          body: ZCreateOperatorRequest,
          response: { 201: ZOperator, ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const created = await deps.operators.create(request.body, actorOf(request));
        return reply.status(201).send(created);
      },
    );

    app.patch(
      API.admin.operatorPattern,
      {
        preHandler: guard,
        schema: {
          operationId: 'updateOperator',
          summary: "Update an operator's role, status or password",
          tags: ['admin'],
          security,
          params: ZOperatorIdParams,
          body: ZUpdateOperatorRequest,
          response: { 200: ZOperator, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request) => deps.operators.update(request.params.id, request.body, actorOf(request)),
    );
  };
}
