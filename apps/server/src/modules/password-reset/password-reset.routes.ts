import { API, ZErrorResponse, ZForgotPasswordRequest, ZResetPasswordRequest } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';

const errors = { 400: ZErrorResponse, 429: ZErrorResponse };

/** Forgot password by e-mail (spec §4, §5, §7). */
export function passwordResetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const meta = (request: { ip: string; id: string; hostname: string }) => ({
      ip: request.ip,
      requestId: request.id,
      host: request.hostname,
    });

    app.post(
      API.auth.forgotPassword,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'requestPasswordReset',
          tags: ['auth'],
          summary:
            'E-mails a reset code and link when the username and e-mail match; always 204 (no account enumeration)',
          body: ZForgotPasswordRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await ctx.passwordReset.request(request.body, meta(request));
        return reply.status(204).send();
      },
    );

    app.post(
      API.auth.resetPassword,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'resetPassword',
          tags: ['auth'],
          summary: 'Sets a new password with the e-mailed code (and username) or link token',
          body: ZResetPasswordRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await ctx.passwordReset.reset(request.body, meta(request));
        return reply.status(204).send();
      },
    );
  };
}
