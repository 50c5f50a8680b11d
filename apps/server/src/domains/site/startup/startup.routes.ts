import { ZHealthResponse, ZPermissionResponse, ZSystemStatusResponse, API } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { TAllSettings } from '@lw/contracts';
import type { Database, DatabaseKind } from '../../../db/client.js';
import { decideAccess } from './access-policy.js';
import { buildPermission, buildSystemStatus } from './startup-config.js';

/** What these routes use. */
export interface StartupRoutesDeps {
  db: Database;
  databaseKind: DatabaseKind;
  /** Only reads (the settings module provides it; typed here so startup needs no import of it). */
  settings: { getAll(): Promise<TAllSettings> };
}

/** Public startup endpoints: no session needed. */
export function systemRoutes(deps: StartupRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.health,
      {
        schema: {
          operationId: 'getHealth',
          security: [],
          tags: ['system'],
          summary: 'Liveness and database probe',
          response: { 200: ZHealthResponse },
        },
      },
      async () => {
        try {
          await pingDatabase(deps.db);
        } catch {
          throw new AppError('SERVICE_UNAVAILABLE', 'Database not reachable');
        }
        return { status: 'ok' as const, database: deps.databaseKind };
      },
    );

    app.get(
      API.permission,
      {
        schema: {
          operationId: 'getPermission',
          security: [],
          tags: ['system'],
          summary: 'Startup configuration: system status, modules, languages, links',
          response: { 200: ZPermissionResponse },
        },
      },
      async (request, reply) => {
        const settings = await deps.settings.getAll();
        const decision = decideAccess(settings.maintenance, settings.region, request.ip);
        reply.header('Cache-Control', 'no-store');
        return buildPermission(settings, decision, request.ip, new Date());
      },
    );

    app.get(
      API.systemStatus,
      {
        schema: {
          operationId: 'getSystemStatus',
          security: [],
          tags: ['system'],
          summary: 'System status for this visitor: 0 normal, 1 maintenance, 2 region restricted',
          response: { 200: ZSystemStatusResponse },
        },
      },
      async (request, reply) => {
        const settings = await deps.settings.getAll();
        const decision = decideAccess(settings.maintenance, settings.region, request.ip);
        reply.header('Cache-Control', 'no-store');
        return buildSystemStatus(settings, decision, request.ip, new Date());
      },
    );
  };
}
