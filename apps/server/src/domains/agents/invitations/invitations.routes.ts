import {
  AGENT_SITE_API,
  ZCreateInvitationLink,
  ZErrorResponse,
  ZIdParams,
  ZInvitationLink,
  ZInvitationLinkList,
  ZOpenDownlineAccount,
  ZOpenedDownlineAccount,
  ZUpdateInvitationLink,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { requirePlayer } from '../../../platform/guards/player-guard.js';
import type { AgentScopes } from '../agent-scope/index.js';
import type { AgentCaller, InvitationsService } from './invitations.service.js';

export interface InvitationsRoutesDeps {
  agentScopes: AgentScopes;
  invitations: InvitationsService;
  playerAuth: PlayerAuthenticator;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const agent = { tags: ['agent'], security: [{ playerBearer: [] }] };
/** Opening accounts hashes a password (argon2): limited per client. */
const openLimit = { max: 30, timeWindow: 60_000 };

function callerOf(request: FastifyRequest): AgentCaller {
  return { ip: request.ip, requestId: String(request.id) };
}

/** registerCenter: the agent's invitation links and the accounts it opens in its own subtree. */
export function invitationsRoutes(deps: InvitationsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const { agentScopes, invitations } = deps;

    app.get(
      AGENT_SITE_API.invitations,
      {
        preHandler: guard,
        schema: {
          ...agent,
          operationId: 'listInvitationLinks',
          summary: "The agent's invitation links with their sign-up counts, and its own code",
          response: { 200: ZInvitationLinkList, ...errors },
        },
      },
      async (request) => invitations.list(agentScopes.forRequest(request)),
    );

    app.post(
      AGENT_SITE_API.invitations,
      {
        preHandler: guard,
        schema: {
          ...agent,
          operationId: 'createInvitationLink',
          summary: 'A new named invitation link that opens member or agent accounts',
          body: ZCreateInvitationLink,
          response: { 201: ZInvitationLink, ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const link = await invitations.create(
          agentScopes.forRequest(request),
          request.body,
          callerOf(request),
        );
        return reply.status(201).send(link);
      },
    );

    app.patch(
      AGENT_SITE_API.invitation,
      {
        preHandler: guard,
        schema: {
          ...agent,
          operationId: 'updateInvitationLink',
          summary: "Rename, enable or disable one of the agent's own links",
          params: ZIdParams,
          body: ZUpdateInvitationLink,
          response: { 200: ZInvitationLink, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) =>
        invitations.update(
          agentScopes.forRequest(request),
          request.params.id,
          request.body,
          callerOf(request),
        ),
    );

    app.post(
      AGENT_SITE_API.downlineAccounts,
      {
        preHandler: guard,
        config: { rateLimit: openLimit },
        schema: {
          ...agent,
          operationId: 'openDownlineAccount',
          summary:
            'Open a member or agent account in the own downline; answers its one-time password',
          body: ZOpenDownlineAccount,
          response: {
            201: ZOpenedDownlineAccount,
            ...errors,
            409: ZErrorResponse,
            429: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const opened = await invitations.openAccount(
          agentScopes.forRequest(request),
          request.body,
          callerOf(request),
        );
        return reply.status(201).send(opened);
      },
    );
  };
}
