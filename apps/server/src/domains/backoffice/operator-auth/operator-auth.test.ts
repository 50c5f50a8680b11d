import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../../../test/test-app.js';

describe('operator sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username, password } });

  async function createOperator(username: string, role: string, password = 'Operator-Pass-1') {
    const headers = await adminHeaders(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers,
      payload: { username, displayName: username, role, password },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  }

  it('signs in, answers a 256-bit opaque token and the role permissions, and stores only its hash', async () => {
    const res = await login('ADMIN ', TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.operator).toMatchObject({ username: 'admin', role: 'super_admin' });
    expect(body.permissions).toContain('operators.manage');
    const stored = await t.app.services.db.execute(sql`select token_hash from operator_sessions`);
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(body.token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const [u, p] of [
      ['admin', 'wrong-password-1'],
      ['nobody', 'whatever-123'],
    ] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('locks an account after 5 failed logins, even with the right password afterwards', async () => {
    await createOperator('locky', 'support');
    for (let i = 0; i < 4; i++)
      expect((await login('locky', 'bad-password-9')).json().error.code).toBe(
        'INVALID_CREDENTIALS',
      );
    const fifth = await login('locky', 'bad-password-9');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      details: { retryAfterSeconds: 900 },
    });
    expect((await login('locky', 'Operator-Pass-1')).json().error.code).toBe('ACCOUNT_LOCKED');
  });

  it('requires a session for admin routes and ends it on logout', async () => {
    expect((await t.app.inject({ url: '/api/admin/auth/session' })).json().error.code).toBe(
      'UNAUTHORIZED',
    );
    const headers = await adminHeaders(t.app);
    const session = await t.app.inject({ url: '/api/admin/auth/session', headers });
    expect(session.json().operator.username).toBe('admin');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers })).statusCode,
    ).toBe(204);
    const after = await t.app.inject({ url: '/api/admin/auth/session', headers });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const headers = await adminHeaders(t.app);
    await t.app.services.db.execute(
      sql`update operator_sessions set last_seen_at = now() - interval '31 minutes'`,
    );
    expect((await t.app.inject({ url: '/api/admin/auth/session', headers })).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const headers = await adminHeaders(t.app);
    await t.app.services.db.execute(
      sql`update operator_sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await t.app.inject({ url: '/api/admin/auth/session', headers })).statusCode).toBe(401);
  });

  it('changing the own password keeps this session and ends the others', async () => {
    await createOperator('changer', 'content', 'Changer-Pass-1');
    const first = await adminHeaders(t.app, 'changer', 'Changer-Pass-1');
    const second = await adminHeaders(t.app, 'changer', 'Changer-Pass-1');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: first,
      payload: { currentPassword: 'nope-nope-1', newPassword: 'Changer-Pass-2' },
    });
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: first,
      payload: { currentPassword: 'Changer-Pass-1', newPassword: 'short' },
    });
    expect(weak.json().error.code).toBe('VALIDATION_ERROR');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: first,
      payload: { currentPassword: 'Changer-Pass-1', newPassword: 'Changer-Pass-2' },
    });
    expect(ok.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/admin/auth/session', headers: first })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/auth/session', headers: second })).statusCode,
    ).toBe(401);
    expect((await login('changer', 'Changer-Pass-2')).statusCode).toBe(200);
  });

  it('a disabled operator cannot sign in and loses open sessions', async () => {
    const id = await createOperator('leaver', 'finance');
    const theirs = await adminHeaders(t.app, 'leaver', 'Operator-Pass-1');
    const headers = await adminHeaders(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operators/${id}`,
      headers,
      payload: { status: 'disabled' },
    });
    expect(res.json().status).toBe('disabled');
    expect(
      (await t.app.inject({ url: '/api/admin/auth/session', headers: theirs })).statusCode,
    ).toBe(401);
    expect((await login('leaver', 'Operator-Pass-1')).json().error.code).toBe('ACCOUNT_DISABLED');
  });
});

describe('per-IP sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('refuses the 4th attempt in a minute from one IP with TOO_MANY_REQUESTS, not from another IP', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'x-forwarded-for': ip },
        payload: { username: 'admin', password: 'wrong-password-1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.7')).statusCode).toBe(401);
    const limited = await attempt('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect((await attempt('198.51.100.8')).statusCode).toBe(401);
  });
});
