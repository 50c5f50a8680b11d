import { describe, expect, it } from 'vitest';
import { openApiOfTestApp, operations } from './openapi-operations.js';
import { adminHeaders } from './test-app.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Every operation that needs a session refuses a caller without one first (401), whatever the
 * body, query or path: the guard runs before the body is parsed and validated, so an anonymous
 * caller gets no field list and no body is parsed for it.
 */
describe('authentication before validation', () => {
  const api = openApiOfTestApp();

  it('answers 401 to an anonymous call with a bad body on every guarded operation', async () => {
    // Only a session will do: no anonymous alternative ({}) among the requirements.
    const guarded = operations(api.doc, METHODS).filter(
      ({ op }) => !!op.security?.length && op.security.every((r) => Object.keys(r).length > 0),
    );
    expect(guarded.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      guarded.map(async ({ method, path }) => {
        const url = `${path.replace(/\{\w+\}/g, 'x')}?page=-1&pageSize=bad`;
        const res = await api.t.app.inject({
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
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/admin/adjustments',
      headers: await adminHeaders(api.t.app),
      payload: { accountId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
