import {
  ADMIN_RISK_API,
  roleHasPermission,
  type TAdminPermission,
  type TRiskCaseAction,
  ZErrorResponse,
  ZOpenRiskCase,
  ZRiskCase,
  ZRiskCaseAction,
  ZRiskCaseList,
  ZRiskCaseParams,
  ZRiskCaseQuery,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import {
  actorOf,
  currentAdmin,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import type { RiskActions } from './risk-actions.js';
import type { RiskQueue } from './risk-queue.js';

export interface RiskRoutesDeps {
  adminAuth: OperatorAuthenticator;
  riskQueue: RiskQueue;
  riskActions: RiskActions;
}

/**
 * A step on the member needs, beside `risk.manage`, what the same step needs on its own page:
 * the queue is no way round a permission.
 */
const STEP_PERMISSION: Partial<Record<TRiskCaseAction['action'], TAdminPermission>> = {
  message: 'player-messages.send',
  limit: 'members.manage',
  time_out: 'responsible_gaming.manage',
  close_account: 'members.manage',
};

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
    app.post(
      ADMIN_RISK_API.cases,
      {
        preHandler: guard,
        schema: {
          operationId: 'openRiskCase',
          summary:
            "Open a case for a member by hand (a complaint, a call), or note on the member's active case",
          tags: ['admin'],
          security,
          body: ZOpenRiskCase,
          response: { 200: ZRiskCase, 201: ZRiskCase, 404: ZErrorResponse, ...errors },
        },
      },
      async (request, reply) => {
        const opened = await deps.riskQueue.open(request.body, actorOf(request));
        return reply.status(opened.created ? 201 : 200).send(opened.case);
      },
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
          summary:
            'A step on a risk case: assign to me, note, message the member, lower a limit, time-out, close the account, close the case (audited)',
          tags: ['admin'],
          security,
          params: ZRiskCaseParams,
          body: ZRiskCaseAction,
          response: { 200: ZRiskCase, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const needed = STEP_PERMISSION[request.body.action];
        if (needed && !roleHasPermission(currentAdmin(request).operator.role, needed)) {
          throw new AppError('FORBIDDEN', `This step also needs ${needed}`);
        }
        return deps.riskActions.act(request.params.id, request.body, actorOf(request));
      },
    );
  };
}
