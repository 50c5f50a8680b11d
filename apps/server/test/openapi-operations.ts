import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** Every operation of the document with its method and path (of `methods` only, when given). */
export function operations(
  doc: OpenAPIV3_1.Document,
  methods: readonly HttpMethod[] = HTTP_METHODS,
) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ method, path, op }] : [];
    }),
  );
}

/**
 * Where the API moves money: every operation that changes something here must be listed in
 * money-operations.test.ts (how a repeat is kept safe) and money-gate-refusals.test.ts (what an
 * excluded or limited member meets).
 */
export const MONEY_AREAS = [
  /^\/api\/(wallet|cashier|house|payments)\//,
  /^\/api\/members\/me\/withdrawals/,
  /^\/api\/admin\/(adjustments|withdrawals|cashier\/deposits|house\/jackpot)/,
];

/**
 * The file's test app and its /api/openapi.json, made before its tests (call it inside
 * `describe`): read `api.doc` and `api.t` in the tests.
 */
export function openApiOfTestApp(): { doc: OpenAPIV3_1.Document; t: TestApp } {
  const api = {} as { doc: OpenAPIV3_1.Document; t: TestApp };
  beforeAll(async () => {
    api.t = await createTestApp();
    api.doc = (await api.t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(() => api.t?.close());
  return api;
}
