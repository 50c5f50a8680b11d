import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

const PASSWORD = 'secret99x';

describe('remember me (device token cookie)', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const register = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ member: { id: number } }>().member.id;
  };
  const loginRemembered = (username: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, remember: true },
    });
  /** The device token a response set, or undefined. */
  const deviceCookie = <C extends { name: string }>(res: { cookies: C[] }) =>
    res.cookies.find((c) => c.name === 'lw_device');
  const remembered = (token?: string) =>
    t.app.inject({
      url: '/api/auth/remembered',
      ...(token ? { cookies: { lw_device: token } } : {}),
    });
  const signInWith = (token: string, site: 'member' | 'agent' = 'member') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/remembered',
      cookies: { lw_device: token },
      payload: { site },
    });
  /** A cleared cookie comes back empty with an expiry in the past. */
  const expectCleared = (res: { cookies: { name: string; value: string; expires?: Date }[] }) => {
    const cookie = deviceCookie(res);
    expect(cookie?.value).toBe('');
    expect(cookie!.expires!.getTime()).toBeLessThan(Date.now());
  };

  it('sets an httpOnly device cookie for a day, only when asked', async () => {
    await register('keeper1');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'keeper1', password: PASSWORD },
    });
    expect(deviceCookie(plain)).toBeUndefined();
    const res = await loginRemembered('keeper1');
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
    expect(deviceCookie(res)).toMatchObject({
      value: expect.stringMatching(/^[\w-]{43}$/),
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 86_400,
    });
    // The password never goes into a cookie.
    expect(String(res.headers['set-cookie'])).not.toContain(PASSWORD);
  });

  it('answers the remembered username; an unknown cookie answers null and is cleared', async () => {
    await register('keeper2');
    const token = deviceCookie(await loginRemembered('keeper2'))!.value;
    expect((await remembered(token)).json()).toEqual({ username: 'keeper2' });
    const none = await remembered();
    expect(none.json()).toEqual({ username: null });
    expect(deviceCookie(none)).toBeUndefined();
    const bogus = await remembered('x'.repeat(43));
    expect(bogus.json()).toEqual({ username: null });
    expectCleared(bogus);
  });

  it('signs in with the cookie and replaces it; the old one no longer works', async () => {
    await register('keeper3');
    const first = deviceCookie(await loginRemembered('keeper3'))!.value;
    const res = await signInWith(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), member: { account: 'keeper3' } });
    const next = deviceCookie(res)!.value;
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(first);
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().account).toBe('keeper3');

    const replay = await signInWith(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHORIZED');
    expectCleared(replay);
    expect((await remembered(first)).json()).toEqual({ username: null });
    expect((await remembered(next)).json()).toEqual({ username: 'keeper3' });
  });

  it('applies the site rules and the account status like a password sign-in', async () => {
    const id = await register('keeper4');
    const token = deviceCookie(await loginRemembered('keeper4'))!.value;
    const agentSite = await signInWith(token, 'agent');
    expect(agentSite.json().error.code).toBe('NOT_AN_AGENT');
    // Refused without spending it: the member site still works.
    expect((await remembered(token)).json()).toEqual({ username: 'keeper4' });
    const lock = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${id}/status`,
      headers: admin,
      payload: { status: 'locked', reason: 'test' },
    });
    expect(lock.statusCode).toBe(200);
    // Locking revoked the device token.
    expect((await signInWith(token)).json().error.code).toBe('UNAUTHORIZED');
  });

  it('forgetting the device revokes the token and clears the cookie', async () => {
    await register('keeper5');
    const token = deviceCookie(await loginRemembered('keeper5'))!.value;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/remembered',
      cookies: { lw_device: token },
    });
    expect(res.statusCode).toBe(204);
    expectCleared(res);
    expect((await remembered(token)).json()).toEqual({ username: null });
    expect((await signInWith(token)).statusCode).toBe(401);
  });

  it('a password change and an operator "end sessions" revoke remembered devices', async () => {
    await register('keeper6');
    const res = await loginRemembered('keeper6');
    const token = deviceCookie(res)!.value;
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'nextpass22',
        confirmNewPassword: 'nextpass22',
      },
    });
    expect(change.statusCode).toBe(204);
    expect((await remembered(token)).json()).toEqual({ username: null });

    const id = await register('keeper7');
    const again = deviceCookie(await loginRemembered('keeper7'))!.value;
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${id}/sessions/end`,
      headers: admin,
    });
    expect(end.statusCode).toBe(204);
    expect((await signInWith(again)).json().error.code).toBe('UNAUTHORIZED');
  });

  it('marks the device cookie Secure on HTTPS, also behind a trusted proxy, and not otherwise', async () => {
    await register('securecookie');
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const viaProxy = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'member01', password: 'member01pass', remember: true },
      });
      expect(deviceCookie(viaProxy)).toMatchObject({ httpOnly: true, secure: true });
    } finally {
      await behindProxy.close();
    }
    // Without TRUST_PROXY a forwarded header proves nothing; plain HTTP gets no Secure flag.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'securecookie', password: PASSWORD, remember: true },
    });
    expect(deviceCookie(spoofed)?.secure).toBeFalsy();
  });
});
