import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API } from '@lw/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeResponses } from './openapi-responses.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Visits every object in a JSON tree, parents before children. */
function visit(value: unknown, fn: (node: Json) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, fn);
  } else if (isObject(value)) {
    fn(value);
    for (const child of Object.values(value)) visit(child, fn);
  }
}

/**
 * Rewrites one schema into an equivalent form that generic tools read without complaint:
 * - a record over a fixed key set (zod's `z.record(enum, value)`: `propertyNames` + `required` +
 *   `additionalProperties`) also lists its required keys under `properties`, so `required`
 *   names defined properties;
 * - `anyOf` with an empty (match-anything) branch, as zod writes `unknown().nullable()`, is that
 *   empty schema.
 */
function tidySchema(node: Json): void {
  const names = node.required;
  if (
    isObject(node.propertyNames) &&
    Array.isArray(names) &&
    isObject(node.additionalProperties) &&
    node.properties === undefined
  ) {
    const each = node.additionalProperties;
    node.properties = Object.fromEntries(names.map((name) => [String(name), { ...each }]));
  }
  if (Array.isArray(node.anyOf) && node.anyOf.some((b) => isObject(b) && !Object.keys(b).length)) {
    delete node.anyOf;
  }
}

/**
 * The document as generic OpenAPI tools want it: schemas tidied (see tidySchema), responses
 * described (see describeResponses), and only the
 * component schemas some operation reaches. The zod transform emits an input and an output
 * variant of every named schema, and most of one side is never used.
 */
export function tidyOpenApiDocument<T extends object>(document: T): T {
  const doc = document as Json;
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  visit(doc, tidySchema);
  describeResponses(doc.paths);
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const queue: unknown[] = [doc.paths];
  while (queue.length) {
    visit(queue.pop(), (node) => {
      const ref = node.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(prefix)) return;
      const name = ref.slice(prefix.length);
      if (reached.has(name)) return;
      reached.add(name);
      queue.push(schemas[name]);
    });
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  return document;
}

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
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          adminBearer: { type: 'http', scheme: 'bearer', description: 'Operator session token' },
          playerBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'Member or agent session token',
          },
          houseSession: {
            type: 'apiKey',
            in: 'header',
            name: 'x-house-session',
            description: 'The launch session token of a house game page (what its launch answered)',
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
    transformObject: (document) => tidyOpenApiDocument(jsonSchemaTransformObject(document)),
  });
  app.get(API.openapi, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API.docs,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    // The UI needs its own inline bootstrap; swagger-ui adds the hashes to our CSP.
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own.
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    transformSpecificationClone: true,
  });
}
