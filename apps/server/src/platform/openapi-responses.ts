import { ZErrorResponse } from '@lw/contracts';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { guardStatuses } from './guards/authenticate-first.js';

/** Methods whose body Fastify parses: a body can be too large (413) or of a type it cannot parse (415). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route answers by construction, whatever its handler does:
 * - 400 on every route: the control-character check (`refuseControlCharacters`) reads the query
 *   of every route, and a malformed address is refused before any route runs its code;
 * - its guards' statuses (`authenticationHook`): 401 without a session, 403 without the right;
 * - 404 with path parameters (the named thing may not exist);
 * - 413 and 415 on methods with a body;
 * - 429 with a rate limit (`config.rateLimit`).
 * 500 is never declared: nothing a client sends should cause one.
 */
function standardErrorStatuses(route: RouteOptions): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses = new Set([400, ...guardStatuses(route)]);
  if (route.schema?.params || route.url.includes('/:')) statuses.add(404);
  if (methods.some((method) => BODY_METHODS.has(method.toUpperCase()))) {
    statuses.add(413).add(415);
  }
  if (route.config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * onRoute hook: each documented route also declares its standard error statuses (above) with the
 * one error body, beside what the route declares itself (which wins). Declared in the route's
 * response schema, the error bodies are checked against the schema as they are sent, as every
 * declared body is. A new object, so routes sharing one response map stay apart.
 */
export function declareStandardResponses(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const standard = Object.fromEntries(
    standardErrorStatuses(route).map((status) => [status, ZErrorResponse]),
  );
  route.schema = { ...schema, response: { ...standard, ...(schema.response as object) } };
}

/**
 * Raw bytes: a binary string in OpenAPI. Handlers send them as a Buffer or a string, which
 * Fastify writes as they are (no serializer runs), hence the type.
 */
const ZBytes = z.file() as unknown as z.ZodType<Buffer | string>;

/**
 * A response of raw bytes of one of `types` (images, proofs), as the route's declaration for
 * its status: `200: bytesResponse(['image/png'], 'The image')`.
 */
export function bytesResponse(types: readonly string[], description: string) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: ZBytes }])),
  };
}

/** A JSON body sent with a content type of its own (the web manifest's). */
export function typedJsonResponse(type: string, schema: z.ZodType, description: string) {
  return { description, content: { [type]: { schema } } };
}

/** A status answered without a body (204, 302, 304). */
export const ZNoBody = z.undefined();

/** What each status means across the API, for responses whose route gives no description. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  302: 'A redirect to the Location header',
  304: 'Not modified: the If-None-Match ETag is still current; no body',
  400:
    'Malformed or invalid request (VALIDATION_ERROR with details.issues, MALFORMED_JSON, ' +
    'BAD_REQUEST) or a rule of the operation refused it',
  401: 'No valid session (UNAUTHORIZED) or wrong credentials',
  403: 'The session may not do this (FORBIDDEN, PASSWORD_CHANGE_REQUIRED, ...)',
  404: 'Not found (NOT_FOUND or the code of what is missing)',
  409: 'Conflicts with the current state',
  413: 'The body is too large (PAYLOAD_TOO_LARGE)',
  415: 'The body is of a type this operation does not take (UNSUPPORTED_MEDIA_TYPE)',
  423: 'Locked (ACCOUNT_LOCKED, PAYMENT_PASSWORD_LOCKED)',
  429: 'Too many requests (TOO_MANY_REQUESTS with details.retryAfterSeconds, ...)',
  451: 'Not available in the caller’s region',
  502: 'An upstream service failed',
  503: 'Temporarily unavailable',
};

const DEFAULT_DESCRIPTION = 'Default Response';

type Json = Record<string, unknown>;

/** Gives every response that has only @fastify/swagger's placeholder description its status's. */
export function describeResponses(paths: unknown): void {
  for (const item of Object.values((paths ?? {}) as Record<string, Json>)) {
    for (const op of Object.values(item)) {
      const responses = (op as { responses?: Record<string, { description?: string }> }).responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const meaning = STATUS_DESCRIPTIONS[status];
        if (meaning && response.description === DEFAULT_DESCRIPTION) response.description = meaning;
      }
    }
  }
}
