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
import type { AppContext } from '../../../app-context.js';
import { ServerSecrets } from '../../../platform/server-secrets.js';
import { replyLogin } from '../player-auth/index.js';
import { OneClickLoginService } from './one-click.service.js';
import { TrialKeyring } from './trial-keyring.js';
import { TrialLoginService } from './trial-login.service.js';

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
export function quickLoginRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const oneClick = new OneClickLoginService(
    ctx.db,
    ctx.settings,
    ctx.accounts,
    ctx.playerAuth,
    ctx.botCheck,
  );
  const keyring = new TrialKeyring(new ServerSecrets(ctx.db));
  const trial = new TrialLoginService(
    ctx.db,
    ctx.settings,
    ctx.accounts,
    ctx.playerAuth,
    keyring,
    ctx.ledger,
  );

  return async (app) => {
    app.post(
      API.auth.oneClick,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'oneClickLogin',
          security: [],
          tags: ['auth'],
          summary: 'Open a member account with generated credentials (shown once) and sign in',
          body: ZOneClickLoginRequest,
          response: { 200: ZOneClickLoginResult, ...errors },
        },
      },
      async (request) => oneClick.login(request.body, requestMeta(request)),
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
      async () => keyring.publicKey(),
    );

    app.post(
      API.auth.trialLogin,
      {
        config: { rateLimit: ctx.loginRateLimit },
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
        replyLogin(reply, await trial.login(request.body, requestMeta(request))),
    );
  };
}
