import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 built from the zod route schemas, at /api/openapi.json, docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LuckyWay platform API',
        version: '1.0.0',
        description:
          'Player site, agent centre and back-office API. Errors always have the shape ' +
          '`{ "error": { "code", "message", "details?" } }`; clients translate `code`.',
      },
      components: {
        securitySchemes: {
          adminBearer: { type: 'http', scheme: 'bearer', description: 'Operator session token' },
          playerBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'Member or agent session token',
          },
        },
      },
      tags: [
        { name: 'system', description: 'Health, startup configuration and system status' },
        { name: 'auth', description: 'Registration and sign-in of members and agents' },
        { name: 'member', description: "The signed-in member's own data" },
        {
          name: 'admin',
          description: 'Back office: operators, members and agents, settings, audit log',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    // The UI needs its own inline bootstrap; swagger-ui adds the hashes to our CSP.
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own.
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    transformSpecificationClone: true,
  });
}
