import {
  ENGAGEMENT_API,
  ZActiveRequest,
  ZCreateRedEnvelopeCampaign,
  ZErrorResponse,
  ZIdParams,
  ZRedEnvelopeCampaign,
  ZRedEnvelopeGrab,
  ZRedEnvelopeState,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import { ZNoBody } from '../../../platform/openapi-responses.js';
import type { RedEnvelopes } from './red-envelopes.service.js';

export interface RedEnvelopesRoutesDeps {
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  redEnvelopes: RedEnvelopes;
}

const member = { tags: ['engagement'], security: [{ playerBearer: [] }] };
const admin = { tags: ['admin'], security: [{ adminBearer: [] }] };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Red envelopes: the member's windows and grab; the back office's campaigns. */
export function redEnvelopesRoutes(deps: RedEnvelopesRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const envelopes = deps.redEnvelopes;

    app.get(
      ENGAGEMENT_API.member.redEnvelopes,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'listRedEnvelopes',
          summary: "Running campaigns' current or next window and the member's envelopes",
          response: { 200: ZRedEnvelopeState, ...errors },
        },
      },
      async (request) => envelopes.state(currentPlayer(request).account.id),
    );

    app.post(
      ENGAGEMENT_API.member.grabRedEnvelope,
      {
        preHandler: guard,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          ...member,
          operationId: 'grabRedEnvelope',
          summary:
            "Opens the member's envelope of the open window (one per window, within the pool)",
          params: ZIdParams,
          response: { 200: ZRedEnvelopeGrab, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request) => envelopes.grab(currentPlayer(request).account.id, request.params.id),
    );

    app.get(
      ENGAGEMENT_API.admin.redEnvelopes,
      {
        preHandler: requireAdmin(deps.adminAuth, 'cashier.read'),
        schema: {
          ...admin,
          operationId: 'listRedEnvelopeCampaigns',
          summary: 'Red-envelope campaigns with what they paid',
          response: { 200: z.array(ZRedEnvelopeCampaign), ...errors },
        },
      },
      async () => envelopes.list(),
    );

    app.post(
      ENGAGEMENT_API.admin.redEnvelopes,
      {
        preHandler: requireAdmin(deps.adminAuth, 'cashier.manage'),
        schema: {
          ...admin,
          operationId: 'createRedEnvelopeCampaign',
          summary: 'Creates a red-envelope campaign',
          body: ZCreateRedEnvelopeCampaign,
          response: { 201: ZRedEnvelopeCampaign, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await envelopes.create(request.body, actorOf(request))),
    );

    app.post(
      ENGAGEMENT_API.admin.redEnvelopeActive,
      {
        preHandler: requireAdmin(deps.adminAuth, 'cashier.manage'),
        schema: {
          ...admin,
          operationId: 'setRedEnvelopeCampaignActive',
          summary: 'Pauses or resumes a red-envelope campaign',
          params: ZIdParams,
          body: ZActiveRequest,
          response: { 204: ZNoBody, ...errors },
        },
      },
      async (request, reply) => {
        await envelopes.setActive(request.params.id, request.body.active, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
