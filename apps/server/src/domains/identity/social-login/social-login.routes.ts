import {
  API,
  ZErrorResponse,
  ZHandoverTicket,
  ZIdentityProviderList,
  ZIdentityProviderParams,
  ZLoginResponse,
  ZTicketLoginRequest,
  ZSocialLoginStartQuery,
} from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { replyLogin } from '../player-auth/index.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { IdentityProviders } from './identity-providers.js';
import type { SocialLoginService } from './social-login.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface SocialLoginRoutesDeps {
  config: Config;
  identityProviders: IdentityProviders;
  playerAuth: PlayerAuthenticator;
  socialLogin: SocialLoginService;
}

/**
 * This site's origin as the browser sees it: Fastify reads X-Forwarded-Proto/-Host only when
 * TRUST_PROXY trusts the proxy in front of us.
 */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function requestMeta(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : null,
    language: String(request.headers['accept-language'] ?? 'th').slice(0, 2),
  };
}

/** Social sign-in through OpenID Connect providers (spec §7 "Members and login"). */
export function socialLoginRoutes(deps: SocialLoginRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    app.get(
      API.auth.identityProviders,
      {
        schema: {
          operationId: 'listIdentityProviders',
          security: [],
          tags: ['auth'],
          summary: 'Enabled social sign-in providers in display order (empty when off)',
          response: { 200: ZIdentityProviderList },
        },
      },
      async () => ({ items: await deps.identityProviders.listEnabled() }),
    );

    app.get(
      API.auth.oidcStartPattern,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'startSocialLogin',
          security: [],
          tags: ['auth'],
          summary: 'Redirects (302) to the identity provider',
          params: ZIdentityProviderParams,
          querystring: ZSocialLoginStartQuery,
          response: { 302: z.undefined(), 403: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const location = await deps.socialLogin.start(
          request.params.id,
          request.query,
          originOf(request),
          request.log,
        );
        return reply.redirect(location, 302);
      },
    );

    app.get(
      API.auth.oidcCallbackPattern,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'socialLoginCallback',
          security: [],
          tags: ['auth'],
          summary:
            'The provider comes back here; redirects (302) to the site with loginTicket or loginError',
          params: ZIdentityProviderParams,
          response: { 302: z.undefined() },
        },
      },
      async (request, reply) => {
        const origin = originOf(request);
        const location = await deps.socialLogin.callback(
          request.params.id,
          new URL(request.url, origin),
          origin,
          requestMeta(request),
          request.log,
        );
        return reply.redirect(location, 302);
      },
    );

    app.post(
      API.auth.ticketLogin,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'ticketLogin',
          security: [],
          tags: ['auth'],
          summary:
            'Trades a one-time ticket (social sign-in redirect or ?token= hand-over) for a session',
          body: ZTicketLoginRequest,
          response: {
            200: ZLoginResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            423: ZErrorResponse,
            429: ZErrorResponse,
          },
        },
      },
      async (request, reply) =>
        replyLogin(
          reply,
          await deps.socialLogin.ticketLogin(request.body.ticket, requestMeta(request)),
        ),
    );

    app.post(
      API.auth.handoverTickets,
      {
        preHandler: requirePlayer(deps.playerAuth),
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'createHandoverTicket',
          tags: ['auth'],
          summary:
            'A one-time link (?token=, two minutes) that signs this account in on another device ' +
            'or app; the site trades it for a session with ticketLogin',
          security: [{ playerBearer: [] }],
          response: { 200: ZHandoverTicket, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => deps.socialLogin.handoverTicket(currentPlayer(request), originOf(request)),
    );
  };
}
