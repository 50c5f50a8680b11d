import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Every operation that needs a session refuses a caller without one first (401), whatever the
 * body, query or path: the guard runs before the body is parsed and validated, so an anonymous
 * caller gets no field list and no body is parsed for it.
 */
describe('authentication before validation', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('answers 401 to an anonymous call with a bad body on every guarded operation', async () => {
    const guarded = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const op = item?.[method];
        // Only a session will do: no anonymous alternative ({}) among the requirements.
        const needsSession =
          !!op?.security?.length && op.security.every((r) => Object.keys(r).length > 0);
        return needsSession ? [{ method, path }] : [];
      }),
    );
    expect(guarded.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      guarded.map(async ({ method, path }) => {
        const url = `${path.replace(/\{\w+\}/g, 'x')}?page=-1&pageSize=bad`;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' || method === 'delete'
            ? {}
            : { payload: { unexpected: ['field'], amount: 'not a number' } }),
        });
        return `${res.statusCode} ${method.toUpperCase()} ${path}`;
      }),
    );
    expect(answers.filter((a) => !a.startsWith('401 '))).toEqual([]);
  });

  it('still validates the body of a signed-in call', async () => {
    const { adminHeaders } = await import('./test-app.js');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/adjustments',
      headers: await adminHeaders(t.app),
      payload: { accountId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
