import { WEB_MANIFEST_PATH, ZWebManifest, type TAllSettings } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { typedJsonResponse } from '../../../platform/openapi-responses.js';
import { buildWebManifest } from './web-manifest.js';

/** What these routes use. */
export interface PwaRoutesDeps {
  /** Only reads (the settings module provides it). */
  settings: { getAll(): Promise<TAllSettings> };
}

/** The player site's web manifest, built from the settings on each request. */
export function pwaRoutes(deps: PwaRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      WEB_MANIFEST_PATH,
      {
        schema: {
          operationId: 'getWebManifest',
          security: [],
          tags: ['system'],
          summary: "The installable site's web manifest (site name and language from settings)",
          response: {
            200: typedJsonResponse('application/manifest+json', ZWebManifest, 'The manifest'),
          },
        },
      },
      async (_request, reply) => {
        const settings = await deps.settings.getAll();
        // Revalidated on each use, so a renamed site reaches installed apps.
        reply.type('application/manifest+json').header('Cache-Control', 'no-cache');
        return buildWebManifest(settings);
      },
    );
  };
}
