import { API, ZAuditPage, ZAuditQuery, ZErrorResponse } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import { listAudit } from './audit.service.js';

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.admin.auditLog,
      {
        preHandler: requireAdmin(ctx.adminAuth, 'audit.read'),
        schema: {
          operationId: 'listAuditLog',
          summary: 'Search the audit log',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          querystring: ZAuditQuery,
          response: {
            200: ZAuditPage,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
          },
        },
      },
      async (request) => listAudit(ctx.db, request.query),
    );
  };
}
