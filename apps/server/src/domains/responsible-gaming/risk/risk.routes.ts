import {
  ADMIN_RISK_API,
  ZErrorResponse,
  ZRiskCase,
  ZRiskCaseAction,
  ZRiskCaseList,
  ZRiskCaseParams,
  ZRiskCaseQuery,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { RiskQueue } from './risk-queue.js';

export interface RiskRoutesDeps {
  adminAuth: OperatorAuthenticator;
  riskQueue: RiskQueue;
}

/** Back office: the risk queue (markers of harm), a case and its steps. */
export function riskRoutes(deps: RiskRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireAdmin(deps.adminAuth, 'risk.manage');
    const security = [{ adminBearer: [] }];
    const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
    app.get(
      ADMIN_RISK_API.cases,
      {
        preHandler: guard,
        schema: {
          operationId: 'listRiskCases',
          summary:
            'The risk queue: active (or open, assigned, closed) cases, oldest or riskiest first',
          tags: ['admin'],
          security,
          querystring: ZRiskCaseQuery,
          response: { 200: ZRiskCaseList, ...errors },
        },
      },
      async (request) => deps.riskQueue.list(request.query),
    );
    app.get(
      ADMIN_RISK_API.casePattern,
      {
        preHandler: guard,
        schema: {
          operationId: 'getRiskCase',
          summary: 'A risk case: its markers with their figures, and its history',
          tags: ['admin'],
          security,
          params: ZRiskCaseParams,
          response: { 200: ZRiskCase, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) => deps.riskQueue.get(request.params.id),
    );
    app.post(
      ADMIN_RISK_API.actionsPattern,
      {
        preHandler: guard,
        schema: {
          operationId: 'updateRiskCase',
          summary: 'Assign a risk case to me, add a note, or close it with an outcome (audited)',
          tags: ['admin'],
          security,
          params: ZRiskCaseParams,
          body: ZRiskCaseAction,
          response: { 200: ZRiskCase, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) => deps.riskQueue.act(request.params.id, request.body, actorOf(request)),
    );
  };
}
