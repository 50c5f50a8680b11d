import { ZErrorResponse } from '@lw/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

type Operation = OpenAPIV3_1.OperationObject;
type Schema = OpenAPIV3_1.SchemaObject;

/** The sessions a probe may carry, by security scheme (a limited operator for 403s). */
export interface ProbeSessions {
  admin: Record<string, string>;
  limitedAdmin: Record<string, string>;
  member: Record<string, string>;
  agent: Record<string, string>;
}

/** One request sent to one operation, and why. */
export interface Probe {
  operation: string;
  why: string;
  request: InjectOptions;
}

/** A path id that exists nowhere: the right format, so the lookup runs and finds nothing. */
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_INTEGER = '987654321';
/** A query that every route refuses before validation (a control character, see request-hygiene). */
const CONTROL_CHARACTER_QUERY = 'probe=%01';
/** A query that breaks the usual paging parameters. */
const BAD_PAGING_QUERY = 'page=-1&pageSize=bad';
const BAD_BODY = { unexpected: ['field'], amount: 'not a number', id: -1 };
/** A JSON body over the server's 1 MiB body limit. */
const OVERSIZE_BODY = JSON.stringify({ text: 'x'.repeat(1_100_000) });

const SAFE = new Set(['get', 'head', 'options']);

function pathParameters(op: Operation): OpenAPIV3_1.ParameterObject[] {
  return (op.parameters ?? []).filter(
    (p): p is OpenAPIV3_1.ParameterObject => !('$ref' in p) && p.in === 'path',
  );
}

/** A value of the parameter's format that names nothing (enum parameters: their first value). */
function unknownValue(schema: Schema | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.format === 'uuid') return UNKNOWN_UUID;
  if (schema?.type === 'integer' || schema?.type === 'number') return UNKNOWN_INTEGER;
  return 'unknown-probe-id';
}

function fillPath(path: string, op: Operation, value: (schema: Schema | undefined) => string) {
  const schemas = new Map(pathParameters(op).map((p) => [p.name, p.schema as Schema | undefined]));
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(value(schemas.get(name))),
  );
}

function schemesOf(op: Operation): Set<string> {
  return new Set((op.security ?? []).flatMap((requirement) => Object.keys(requirement)));
}

/** The session the operation asks for, or none (public operations, house sessions). */
function sessionFor(path: string, op: Operation, sessions: ProbeSessions) {
  const schemes = schemesOf(op);
  if (schemes.has('adminBearer')) return sessions.admin;
  if (schemes.has('playerBearer'))
    return path.includes('/agent') ? sessions.agent : sessions.member;
  return {};
}

/** The top-level schema of a JSON request body, `$ref` resolved. */
function requestBodySchema(doc: OpenAPIV3_1.Document, op: Operation): Schema | undefined {
  const body = op.requestBody;
  if (!body || '$ref' in body) return undefined;
  const schema = body.content?.['application/json']?.schema;
  if (schema && '$ref' in schema) {
    return doc.components?.schemas?.[schema.$ref.split('/').pop()!] as Schema | undefined;
  }
  return schema as Schema | undefined;
}

/**
 * The requests that provoke an operation's reachable answers without changing anything: a call
 * without a session; a signed-in call with malformed parameters, query and body (refused by a
 * control character before any handler runs); for reads and deletes, a signed-in call naming an
 * unknown id (for reads without parameters: the success answer); for back-office operations, a
 * call by an operator of the narrowest role; for player operations, a call by the other site's
 * account; with a bearer scheme, a token of no session; for operations with a body, one over
 * the size limit and one of a type no route takes. A changing operation runs its handler only
 * to delete an id that does not exist: each of its other requests is refused before.
 */
export function probesOf(
  doc: OpenAPIV3_1.Document,
  method: string,
  path: string,
  op: Operation,
  sessions: ProbeSessions,
): Probe[] {
  const operation = `${method.toUpperCase()} ${path} (${op.operationId})`;
  const verb = method.toUpperCase() as InjectOptions['method'];
  const safe = SAFE.has(method);
  const unknownPath = fillPath(path, op, unknownValue);
  const badPath = fillPath(path, op, () => 'x');
  const own = sessionFor(path, op, sessions);
  const refused = (url: string) => `${url}?${CONTROL_CHARACTER_QUERY}`;
  const probes: Probe[] = [
    {
      operation,
      why: 'anonymous',
      request: { method: verb, url: safe ? unknownPath : refused(unknownPath) },
    },
    {
      operation,
      why: 'control character in the query',
      request: {
        method: verb,
        url: `${badPath}?${BAD_PAGING_QUERY}&${CONTROL_CHARACTER_QUERY}`,
        headers: own,
        ...(safe ? {} : { payload: BAD_BODY }),
      },
    },
  ];
  if (safe) {
    probes.push(
      {
        operation,
        why: 'malformed parameters and query',
        request: { method: verb, url: `${badPath}?${BAD_PAGING_QUERY}`, headers: own },
      },
      {
        operation,
        why: 'unknown id or success',
        request: { method: verb, url: unknownPath, headers: own },
      },
    );
  } else {
    probes.push(
      {
        operation,
        why: 'oversize body',
        request: {
          method: verb,
          url: unknownPath,
          headers: { ...own, 'content-type': 'application/json' },
          payload: OVERSIZE_BODY,
        },
      },
      {
        operation,
        why: 'unsupported content type',
        request: {
          method: verb,
          url: unknownPath,
          headers: { ...own, 'content-type': 'application/xml' },
          payload: '<probe/>',
        },
      },
    );
  }
  if (!safe && (requestBodySchema(doc, op)?.required ?? []).length > 0) {
    probes.push({
      operation,
      why: 'invalid body',
      request: { method: verb, url: unknownPath, headers: own, payload: BAD_BODY },
    });
  }
  const enumParameter = pathParameters(op).some((p) => (p.schema as Schema | undefined)?.enum);
  if (method === 'delete' && pathParameters(op).length > 0 && !enumParameter) {
    probes.push({
      operation,
      why: 'unknown id',
      request: { method: verb, url: unknownPath, headers: own },
    });
  }
  const schemes = schemesOf(op);
  if (schemes.has('adminBearer') || schemes.has('playerBearer')) {
    probes.push({
      operation,
      why: 'a session that does not exist',
      request: {
        method: verb,
        url: safe ? unknownPath : refused(unknownPath),
        headers: { authorization: 'Bearer not-a-session' },
      },
    });
  }
  const other = schemes.has('adminBearer')
    ? sessions.limitedAdmin
    : schemes.has('playerBearer')
      ? own === sessions.agent
        ? sessions.member
        : sessions.agent
      : undefined;
  if (other) {
    probes.push({
      operation,
      why: 'a session without the right',
      request: { method: verb, url: safe ? unknownPath : refused(unknownPath), headers: other },
    });
  }
  return probes;
}

/** A GET operation's path as a pattern of concrete addresses (`/api/x/{id}` -> `^/api/x/[^/]+$`). */
function addressPattern(path: string): RegExp {
  const literal = path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/?#]+')}$`);
}

/** Every string in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Reads of real things: the addresses of GET operations that answers link to (an avatar's image,
 * a game's art), each probed once with the operation's session. A new linked route is followed
 * without a line here.
 */
export function linkProbes(
  doc: OpenAPIV3_1.Document,
  answers: { body: unknown }[],
  sessions: ProbeSessions,
): { probe: Probe; op: Operation }[] {
  const reads = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    item?.get && /\{\w+\}/.test(path)
      ? [{ path, op: item.get, pattern: addressPattern(path) }]
      : [],
  );
  const links = new Set(
    answers.flatMap(({ body }) => stringsOf(body)).filter((s) => s.startsWith('/')),
  );
  return [...links].flatMap((link) => {
    const address = link.split('?')[0]!;
    const read = reads.find(({ pattern }) => pattern.test(address));
    if (!read) return [];
    const operation = `GET ${read.path} (${read.op.operationId})`;
    const headers = sessionFor(read.path, read.op, sessions);
    return [
      { probe: { operation, why: `link ${link}`, request: { url: link, headers } }, op: read.op },
    ];
  });
}

/** The same read again with the ETag it answered: a 304 the operation must declare. */
export function revalidationProbe(probe: Probe, etag: string): Probe {
  const headers = { ...(probe.request.headers as Record<string, string>), 'if-none-match': etag };
  return { ...probe, why: `${probe.why}, If-None-Match`, request: { ...probe.request, headers } };
}

/** The declared response of an operation for a status (exact, then `4XX`, then `default`). */
function declaredResponse(op: Operation, status: number) {
  const responses = op.responses ?? {};
  const found =
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return found && !('$ref' in found) ? found : undefined;
}

/**
 * What is wrong with one answer against the operation's declaration: a 5xx, an undeclared status,
 * a content type the status does not declare (an empty body: a status declared without content),
 * an error body not in the one error shape. Empty when it conforms. A JSON body that does not
 * match its status's declared schema needs no check here: the route's serializer refuses it,
 * and the answer is a 500.
 */
export function mismatchesOf(probe: Probe, op: Operation, res: LightMyRequestResponse): string[] {
  const at = `${probe.operation} [${probe.why}] answered ${res.statusCode}`;
  if (res.statusCode >= 500) return [`${at}: a server error: ${res.body.slice(0, 200)}`];
  const declared = declaredResponse(op, res.statusCode);
  if (!declared) return [`${at}: status not declared`];
  const contentType = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const declaredTypes = Object.keys(declared.content ?? {});
  const problems: string[] = [];
  if (res.rawPayload.length === 0) {
    if (declaredTypes.length > 0) problems.push(`${at}: empty body, declared ${declaredTypes}`);
  } else if (!declaredTypes.includes(contentType)) {
    problems.push(`${at}: content type ${contentType || '(none)'}, declared ${declaredTypes}`);
  }
  if (res.statusCode >= 400 && contentType === 'application/json') {
    if (!ZErrorResponse.safeParse(res.json()).success) {
      problems.push(`${at}: not the error shape: ${res.body.slice(0, 200)}`);
    }
  }
  return problems;
}
