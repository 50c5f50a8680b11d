import {
  API,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZLoginResponse,
  ZResetPasswordByMobileRequest,
  ZResetPasswordRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { PasswordResetService } from './password-reset.service.js';
import { replyLogin } from '../player-auth/index.js';
import { requestMeta } from '../../../platform/request-meta.js';
import type { MobilePasswordResetService } from './mobile-reset.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface PasswordResetRoutesDeps {
  config: Config;
  mobilePasswordReset: MobilePasswordResetService;
  passwordReset: PasswordResetService;
}

const errors = { 400: ZErrorResponse, 429: ZErrorResponse };

/** Forgot password by e-mail or by mobile (spec §4, §5, §7). */
export function passwordResetRoutes(deps: PasswordResetRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    const meta = (request: { ip: string; id: string; hostname: string }) => ({
      ip: request.ip,
      requestId: request.id,
      host: request.hostname,
    });

    app.post(
      API.auth.forgotPassword,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'requestPasswordReset',
          security: [],
          tags: ['auth'],
          summary:
            'E-mails a reset code and link when the username and e-mail match; always 204 (no account enumeration)',
          body: ZForgotPasswordRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.passwordReset.request(request.body, meta(request));
        return reply.status(204).send();
      },
    );

    app.post(
      API.auth.resetPasswordByMobile,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'resetPasswordByMobile',
          security: [],
          tags: ['auth'],
          summary:
            'Sets a new password with the SMS code (purpose resetPassword), ends old sessions, signs in',
          body: ZResetPasswordByMobileRequest,
          response: {
            200: ZLoginResponse,
            ...errors,
            403: ZErrorResponse,
            409: ZErrorResponse,
            423: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const outcome = await deps.mobilePasswordReset.reset(request.body, {
          ...requestMeta(request),
          requestId: request.id,
        });
        return replyLogin(reply, outcome);
      },
    );

    app.post(
      API.auth.resetPassword,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'resetPassword',
          security: [],
          tags: ['auth'],
          summary: 'Sets a new password with the e-mailed code (and username) or link token',
          body: ZResetPasswordRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.passwordReset.reset(request.body, meta(request));
        return reply.status(204).send();
      },
    );
  };
}
