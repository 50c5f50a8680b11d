import {
  API,
  ZErrorResponse,
  ZLoginResponse,
  ZOneClickLoginRequest,
  ZOneClickLoginResult,
  ZTrialKey,
  ZTrialLoginRequest,
} from '@lw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import { replyLogin } from '../player-auth/index.js';
import type { OneClickLoginService } from './one-click.service.js';
import type { TrialKeyring } from './trial-keyring.js';
import type { TrialLoginService } from './trial-login.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface QuickLoginRoutesDeps {
  config: Config;
  oneClickLogin: OneClickLoginService;
  trialKeyring: TrialKeyring;
  trialLogin: TrialLoginService;
}

const errors = {
  400: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** Who is asking, for the session, the login history and the per-IP caps. */
function requestMeta(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : null,
    language: String(request.headers['accept-language'] ?? 'th').slice(0, 2),
  };
}

/** One-click sign-up and free-play (trial) sign-in. */
export function quickLoginRoutes(deps: QuickLoginRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    app.post(
      API.auth.oneClick,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'oneClickLogin',
          security: [],
          tags: ['auth'],
          summary: 'Open a member account with generated credentials (shown once) and sign in',
          body: ZOneClickLoginRequest,
          response: { 200: ZOneClickLoginResult, ...errors },
        },
      },
      async (request) => deps.oneClickLogin.login(request.body, requestMeta(request)),
    );

    app.get(
      API.auth.trialKey,
      {
        schema: {
          operationId: 'getTrialKey',
          security: [],
          tags: ['auth'],
          summary: 'The RSA public key a free-play payload is encrypted with',
          response: { 200: ZTrialKey },
        },
      },
      async () => deps.trialKeyring.publicKey(),
    );

    app.post(
      API.auth.trialLogin,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'trialLogin',
          security: [],
          tags: ['auth'],
          summary: 'Free play: a new trial account signed in, for a fresh encrypted payload',
          body: ZTrialLoginRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request, reply) =>
        replyLogin(reply, await deps.trialLogin.login(request.body, requestMeta(request))),
    );
  };
}
