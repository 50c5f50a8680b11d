import { API } from '@lw/contracts';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../src/domains/cashier/wallet/wallet-test-kit.js';
import { houseSession } from '../src/domains/games/house/house-test-kit.js';
import { adminHeaders, createTestApp, type TestApp } from './test-app.js';

/** Issue 8, items 3 and 4: what no client can send gets a 400 in the one error shape, never a 500. */
describe('request hygiene', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const refusedAsControlCharacter = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: { issues: [expect.objectContaining({ code: 'control_character' })] },
      },
    });
  };

  it('refuses a NUL in the places the probe found (path, query, body), with nothing stored', async () => {
    refusedAsControlCharacter(await t.app.inject({ url: '/api/auth/affiliates/%00' }));
    for (const url of [API.auth.login, API.auth.forgotPassword]) {
      refusedAsControlCharacter(
        await t.app.inject({
          method: 'POST',
          url,
          payload: { username: 'member\u000001', password: 'x', site: 'member' },
        }),
      );
    }
    refusedAsControlCharacter(
      await t.app.inject({ url: '/api/admin/accounts?q=%00', headers: admin }),
    );
    refusedAsControlCharacter(
      await t.app.inject({ url: '/api/admin/audit-log?action=a%00b', headers: admin }),
    );
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: admin,
      payload: {
        username: 'nuloperator',
        displayName: 'Bad\u0000Name',
        role: 'support',
        password: 'Operator-pass-1',
      },
    });
    refusedAsControlCharacter(operator);
    const list = await t.app.inject({ url: '/api/admin/operators', headers: admin });
    expect(list.body).not.toContain('nuloperator');
  });

  it('answers no operation of the API with a 500 for a NUL in any parameter or body', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    }>();
    // Each call signed in the way its operation asks (sessions are checked before the body is
    // read), so that what is tested is the NUL, not a missing session.
    await createAccount(t.app, { username: 'nulplayer' });
    const player = await signIn(t.app, 'nulplayer');
    const house = (
      await houseSession(t.app, { accountId: null, gameCode: 'dice', currency: 'FUN' })
    ).headers;
    const signedInFor = (security: Record<string, unknown>[] = []) => {
      const schemes = security.flatMap((r) => Object.keys(r));
      if (schemes.includes('adminBearer') || schemes.length === 0) return admin;
      return schemes.includes('playerBearer') ? player : house;
    };
    let tried = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const url = path.replace(/\{[^}]+\}/g, '%00') + '?q=%00';
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: signedInFor(operation.security),
          ...(method === 'get' || method === 'delete' ? {} : { payload: { text: 'a\u0000b' } }),
        });
        expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
        expect(res.json().error.code, `${method} ${path}`).toBe('VALIDATION_ERROR');
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(80);
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { username: 'nobody\there', password: 'line\nbreak', site: 'member' },
    });
    expect(res.json().error.code).not.toBe('VALIDATION_ERROR');
  });

  it('answers a malformed percent escape in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/auth/affiliates/%ff' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers an address longer than the header limit in the error shape (real socket)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/system/status?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Request headers too large' },
    });
  });
});
