import {
  API,
  ZErrorResponse,
  ZLoginResponse,
  ZRememberedDevice,
  ZRememberedLoginRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { PlayerAuthService } from './player-auth.service.js';
import { AppError } from '../../../platform/errors.js';
import { clearDeviceCookie, DEVICE_COOKIE, replyLogin } from './login-reply.js';
import { requestMeta } from '../../../platform/request-meta.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface RememberedDeviceRoutesDeps {
  config: Config;
  playerAuth: PlayerAuthService;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Remember me (spec §4 "Remember password"): the device cookie pre-fills and signs in. */
export function rememberedDeviceRoutes(deps: RememberedDeviceRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  const devices = deps.playerAuth.rememberedDevices;
  return async (app) => {
    app.get(
      API.auth.remembered,
      {
        schema: {
          operationId: 'getRememberedDevice',
          security: [],
          tags: ['auth'],
          summary: 'The username this browser is remembered for, or null',
          response: { 200: ZRememberedDevice },
        },
      },
      async (request, reply) => {
        const token = request.cookies[DEVICE_COOKIE];
        const account = await devices.accountOf(token);
        if (!account && token !== undefined) clearDeviceCookie(reply);
        return { username: account?.username ?? null };
      },
    );

    app.post(
      API.auth.rememberedLogin,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'rememberedLogin',
          security: [],
          tags: ['auth'],
          summary: 'Signs in with the remembered-device cookie; the cookie is replaced',
          body: ZRememberedLoginRequest,
          response: { 200: ZLoginResponse, ...errors, 423: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request, reply) => {
        try {
          const outcome = await deps.playerAuth.rememberedLogin(
            request.cookies[DEVICE_COOKIE],
            request.body.site,
            requestMeta(request),
          );
          return replyLogin(reply, outcome);
        } catch (err) {
          if (err instanceof AppError && err.code === 'UNAUTHORIZED') clearDeviceCookie(reply);
          throw err;
        }
      },
    );

    app.delete(
      API.auth.remembered,
      {
        schema: {
          operationId: 'forgetDevice',
          security: [],
          tags: ['auth'],
          summary: 'Forgets this browser: the device token is revoked and the cookie cleared',
          response: { 204: z.undefined() },
        },
      },
      async (request, reply) => {
        await devices.revoke(request.cookies[DEVICE_COOKIE]);
        clearDeviceCookie(reply);
        return reply.status(204).send();
      },
    );
  };
}
