import {
  EXCLUSIONS_API,
  ZAdminExclusion,
  ZApplyExclusionRequest,
  ZErrorResponse,
  ZExclusion,
  ZIdParams,
  ZMemberExclusions,
  ZMyExclusions,
  ZRequestLiftRequest,
  ZTakeExclusionRequest,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { ExclusionsService } from './exclusions.service.js';

export interface ExclusionsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  exclusions: ExclusionsService;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  423: ZErrorResponse,
};

const ZLiftParams = ZIdParams.extend({
  exclusionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The member's time-out and self-exclusion (member centre, "Responsible gaming"). */
export function exclusionsRoutes(deps: ExclusionsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const member = { tags: ['member'], security: [{ playerBearer: [] }] };

    app.get(
      EXCLUSIONS_API.member.exclusions,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'getMyExclusions',
          summary: "The member's time-outs and self-exclusions, and what is in force",
          response: { 200: ZMyExclusions, ...errors },
        },
      },
      async (request) => deps.exclusions.mine(currentPlayer(request).account.id),
    );

    app.post(
      EXCLUSIONS_API.member.exclusions,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'takeExclusion',
          summary: 'Take a time-out or self-exclusion: effective at once, signs out everywhere',
          body: ZTakeExclusionRequest,
          response: { 201: ZExclusion, ...errors },
        },
      },
      async (request, reply) => {
        const taken = await deps.exclusions.take(currentPlayer(request).account, request.body);
        return reply.status(201).send(taken);
      },
    );
  };
}

/** The member page's card: history, an operator's exclusion, a lift after the period. */
export function adminExclusionsRoutes(deps: ExclusionsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['admin'], security: [{ adminBearer: [] }] };
    const manage = requireAdmin(deps.adminAuth, 'responsible_gaming.manage');

    app.get(
      EXCLUSIONS_API.admin.exclusions,
      {
        preHandler: requireAdmin(deps.adminAuth, 'members.read'),
        schema: {
          ...base,
          operationId: 'listMemberExclusions',
          summary: "A member's time-outs and self-exclusions",
          params: ZIdParams,
          response: { 200: ZMemberExclusions, ...errors },
        },
      },
      async (request) => deps.exclusions.forMember(request.params.id),
    );

    app.post(
      EXCLUSIONS_API.admin.exclusions,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'applyExclusion',
          summary: 'Apply a time-out or self-exclusion for the member (audited)',
          params: ZIdParams,
          body: ZApplyExclusionRequest,
          response: { 201: ZAdminExclusion, ...errors },
        },
      },
      async (request, reply) => {
        const applied = await deps.exclusions.apply(
          request.params.id,
          request.body,
          actorOf(request),
        );
        return reply.status(201).send(applied);
      },
    );

    app.post(
      EXCLUSIONS_API.admin.lift,
      {
        preHandler: manage,
        schema: {
          ...base,
          operationId: 'requestExclusionLift',
          summary: 'Lift a self-exclusion after its period, effective after the cooling-off',
          params: ZLiftParams,
          body: ZRequestLiftRequest,
          response: { 200: ZAdminExclusion, ...errors },
        },
      },
      async (request) =>
        deps.exclusions.requestLift(
          request.params.id,
          request.params.exclusionId,
          request.body.reason,
          actorOf(request),
        ),
    );
  };
}
