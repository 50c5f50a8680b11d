import {
  LIMIT_API,
  ZErrorResponse,
  ZLimitParams,
  ZMemberLimits,
  ZSetLimitRequest,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import { AppError } from '../../../platform/errors.js';
import type { LimitsService } from './limits.service.js';

export interface AdminLimitsRoutesDeps {
  limits: LimitsService;
  adminAuth: OperatorAuthenticator;
}

const security = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const ZMemberParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A member's limits on the member page; an operator may lower one at once (audited). */
export function adminLimitsRoutes(deps: AdminLimitsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      LIMIT_API.admin.member,
      {
        preHandler: requireAdmin(deps.adminAuth, 'members.read'),
        schema: {
          operationId: 'getMemberLimits',
          summary: "A member's limits, pending changes, usage this period and history",
          tags: ['admin'],
          security,
          params: ZMemberParams,
          response: { 200: ZMemberLimits, ...errors },
        },
      },
      async (request) => deps.limits.ofMember(request.params.id),
    );

    app.put(
      LIMIT_API.admin.lower,
      {
        preHandler: requireAdmin(deps.adminAuth, 'members.manage'),
        schema: {
          operationId: 'lowerMemberLimit',
          summary: "Lower (or set) a member's limit, at once; audited",
          tags: ['admin'],
          security,
          params: ZMemberParams.extend(ZLimitParams.shape),
          body: ZSetLimitRequest,
          response: { 200: ZMemberLimits, ...errors },
        },
      },
      async (request) => {
        const { id, kind, period } = request.params;
        if (request.body.amount === null) {
          throw new AppError('VALIDATION_ERROR', 'An operator may lower a limit, not remove it', {
            issues: [{ path: ['amount'], message: 'required' }],
          });
        }
        return deps.limits.lowerByOperator(id, kind, period, request.body.amount, actorOf(request));
      },
    );
  };
}
