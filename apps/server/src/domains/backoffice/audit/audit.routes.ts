import { API, ZAuditPage, ZAuditQuery, ZErrorResponse } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { Database } from '../../../db/client.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import { listAudit } from './audit.service.js';

/** What these routes use. */
export interface AuditRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
}

export function auditRoutes(deps: AuditRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.admin.auditLog,
      {
        preHandler: requireAdmin(deps.adminAuth, 'audit.read'),
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
      async (request) => listAudit(deps.db, request.query),
    );
  };
}
