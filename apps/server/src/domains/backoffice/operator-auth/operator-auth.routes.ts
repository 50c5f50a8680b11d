import {
  API,
  ZAdminLoginRequest,
  ZAdminLoginResponse,
  ZAdminSession,
  ZChangeOwnPasswordRequest,
  ZErrorResponse,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { AdminAuthService } from './operator-auth.service.js';
import { actorOf, currentAdmin, requireAdmin } from '../../../platform/guards/admin-guard.js';
import { sessionOf } from './operator-auth.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface AdminAuthRoutesDeps {
  adminAuth: AdminAuthService;
  config: Config;
}

const security = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export function adminAuthRoutes(deps: AdminAuthRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    app.post(
      API.admin.login,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'adminLogin',
          security: [],
          tags: ['admin'],
          summary: 'Operator sign-in; answers a bearer token',
          body: ZAdminLoginRequest,
          response: {
            200: ZAdminLoginResponse,
            ...errors,
            423: ZErrorResponse,
            429: ZErrorResponse,
          },
        },
      },
      async (request) =>
        deps.adminAuth.login(request.body.username, request.body.password, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          requestId: request.id,
        }),
    );

    app.post(
      API.admin.logout,
      {
        preHandler: requireAdmin(deps.adminAuth),
        schema: {
          operationId: 'adminLogout',
          summary: 'End the operator session',
          tags: ['admin'],
          security,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.adminAuth.logout(currentAdmin(request).tokenHash, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      API.admin.session,
      {
        preHandler: requireAdmin(deps.adminAuth),
        schema: {
          operationId: 'getAdminSession',
          summary: "The signed-in operator's session",
          tags: ['admin'],
          security,
          response: { 200: ZAdminSession, ...errors },
        },
      },
      async (request) => sessionOf(currentAdmin(request).operator),
    );

    app.post(
      API.admin.password,
      {
        preHandler: requireAdmin(deps.adminAuth),
        schema: {
          operationId: 'changeAdminPassword',
          summary: "Change the signed-in operator's password",
          tags: ['admin'],
          security,
          body: ZChangeOwnPasswordRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        const admin = currentAdmin(request);
        await deps.adminAuth.changeOwnPassword(
          admin.operator,
          request.body.currentPassword,
          request.body.newPassword,
          actorOf(request),
          admin.tokenHash,
        );
        return reply.status(204).send();
      },
    );
  };
}
