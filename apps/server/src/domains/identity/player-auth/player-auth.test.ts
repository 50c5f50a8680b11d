import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';

describe('player sign-in and sessions', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const login = (
    username: string,
    password: string,
    site?: 'member' | 'agent',
    ip = '203.113.0.9',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
      payload: { username, password, ...(site ? { site } : {}) },
    });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/members/me', headers });
  const idOf = async (username: string) =>
    (await t.app.inject({ url: `/api/admin/accounts?q=${username}`, headers: admin })).json()
      .items[0].id as number;
  const register = async (username: string, password = 'secret99x') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password, confirmPassword: password, agreeTerms: true },
    });
    expect(res.statusCode).toBe(200);
  };

  it('signs in with a trimmed, case-blind username; first login is flagged once', async () => {
    await register('firsttimer');
    // Registration itself was the first sign-in.
    const res = await login('  FirstTimer ', 'secret99x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstTimeLogin: false,
      mustChangePassword: false,
      passwordExpired: false,
    });
    const fresh = await login('member01', 'member01pass');
    expect(fresh.json().firstTimeLogin).toBe(true);
    expect((await login('member01', 'member01pass')).json().firstTimeLogin).toBe(false);
  });

  it('answers member info and public state for the session, and nothing without one', async () => {
    const { headers } = await playerLogin(t.app, 'member01', 'member01pass');
    expect((await me(headers)).json()).toMatchObject({
      account: 'member01',
      nickname: 'Lucky Member',
      type: 0,
    });
    const state = (await t.app.inject({ url: '/api/members/me/public-state', headers })).json();
    expect(state).toEqual({
      balance: 0,
      currencySymbol: '$',
      hasVip: true,
      vipLabelName: null,
      vipRankLevel: null,
      availablePromoCount: 0,
      unreadMessage: 0,
    });
    expect((await me({})).json().error.code).toBe('UNAUTHORIZED');
    expect((await me({ authorization: 'Bearer not-a-real-token-at-all-123' })).statusCode).toBe(
      401,
    );
  });

  it('forces a password change for the default weak password', async () => {
    const res = (await login('newbie01', 'Lw123456')).json();
    expect(res.mustChangePassword).toBe(true);
  });

  it('lets a session that must change its password do nothing else until it does', async () => {
    const res = (await login('newbie01', 'Lw123456')).json();
    const headers = { authorization: `Bearer ${res.token}` };
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    // Reading its own info and balance is allowed (the header shows them behind the dialog).
    expect((await call('GET', '/api/members/me')).statusCode).toBe(200);
    expect((await call('GET', '/api/members/me/public-state')).statusCode).toBe(200);
    expect((await call('GET', '/api/wallet/balance')).statusCode).toBe(200);
    const refused = [
      await call('POST', '/api/members/me/payment-password', {
        currentPassword: 'Lw123456',
        newPaymentPassword: '583920',
        confirmPaymentPassword: '583920',
      }),
      await call('POST', '/api/wallet/upline-transfers', {
        amount: 10_000,
        paymentPassword: '583920',
        requestId: '2f1c7c3e-6a51-4a3e-9d0b-3f0f1f6b9a01',
      }),
      await call('GET', '/api/members/me/security'),
      await call('GET', '/api/members/me/bank-accounts'),
      await call('GET', '/api/members/me/withdrawals/info'),
      await call('POST', '/api/auth/sms-code', {
        purpose: 'bindMobile',
        mobileNum: '0812345699',
        countryDialingCode: '66',
      }),
    ];
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const changed = await call('POST', '/api/members/me/password', {
      oldPassword: 'Lw123456',
      newPassword: 'freshpass42',
      confirmNewPassword: 'freshpass42',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    // The same session may now act.
    expect((await call('GET', '/api/members/me/security')).statusCode).toBe(200);
  });

  it('keeps members off the agent site and lets agents in on both', async () => {
    const refused = await login('member01', 'member01pass', 'agent');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_AN_AGENT');
    expect((await login('agent01', 'agent01pass', 'agent')).json().member.type).toBe(1);
    expect((await login('agent01', 'agent01pass', 'member')).statusCode).toBe(200);
  });

  it('locks the account after 5 wrong passwords, also for the right one, and records every attempt', async () => {
    await register('bruteme');
    for (let i = 0; i < 3; i++)
      expect((await login('bruteme', 'wrongpass1')).json().error.code).toBe('INVALID_CREDENTIALS');
    // From the third failure on, each attempt needs a captcha (answered right here).
    const withCaptcha = async (password: string) => {
      const { captchaId } = await t.app.services.captcha.issue({
        text: 'ACDEF',
        png: Buffer.from(''),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '203.113.0.9', 'user-agent': 'vitest' },
        payload: { username: 'bruteme', password, captchaId, captcha: 'acdef' },
      });
    };
    expect((await withCaptcha('wrongpass1')).json().error.code).toBe('INVALID_CREDENTIALS');
    const locked = await withCaptcha('wrongpass1');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.details.retryAfterSeconds).toBe(900);
    expect((await login('bruteme', 'secret99x')).json().error.code).toBe('ACCOUNT_LOCKED');
    const history = (
      await t.app.inject({
        url: `/api/admin/accounts/${await idOf('bruteme')}/login-history`,
        headers: admin,
      })
    ).json();
    expect(history.items.slice(0, 6).map((h: { failure: string | null }) => h.failure)).toEqual([
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    expect(history.items[0]).toMatchObject({
      ip: '203.113.0.9',
      countryCode: 'TH',
      userAgent: 'vitest',
      success: false,
    });
  });

  it('ends the session on logout, after idle time and after the absolute lifetime', async () => {
    const a = await playerLogin(t.app, 'member01', 'member01pass');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.headers }))
        .statusCode,
    ).toBe(204);
    expect((await me(a.headers)).statusCode).toBe(401);

    const b = await playerLogin(t.app, 'member01', 'member01pass');
    await t.app.services.db.execute(
      sql`update account_sessions set last_seen_at = now() - interval '31 minutes'`,
    );
    expect((await me(b.headers)).statusCode).toBe(401);

    const c = await playerLogin(t.app, 'member01', 'member01pass');
    await t.app.services.db.execute(
      sql`update account_sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await me(c.headers)).statusCode).toBe(401);
  });

  it('changing the password keeps this session, ends the others and checks the rules', async () => {
    await register('changer1', 'firstpass1');
    const keep = await playerLogin(t.app, 'changer1', 'firstpass1');
    const other = await playerLogin(t.app, 'changer1', 'firstpass1');
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/members/me/password',
        headers: keep.headers,
        payload,
      });
    expect(
      (
        await change({
          oldPassword: 'nope',
          newPassword: 'nextpass22',
          confirmNewPassword: 'nextpass22',
        })
      ).json().error.code,
    ).toBe('WRONG_PASSWORD');
    expect(
      (
        await change({
          oldPassword: 'firstpass1',
          newPassword: 'nextpass22',
          confirmNewPassword: 'nextpass23',
        })
      ).json().error.code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      (
        await change({
          oldPassword: 'firstpass1',
          newPassword: 'firstpass1',
          confirmNewPassword: 'firstpass1',
        })
      ).json().error.code,
    ).toBe('SAME_PASSWORD');
    expect(
      (
        await change({
          oldPassword: 'firstpass1',
          newPassword: 'abc123',
          confirmNewPassword: 'abc123',
        })
      ).json().error.code,
    ).toBe('PASSWORD_TOO_COMMON');
    const pattern = await change({
      oldPassword: 'firstpass1',
      newPassword: 'onlyletters',
      confirmNewPassword: 'onlyletters',
    });
    expect(pattern.json().error.details.issues[0]).toMatchObject({
      path: ['newPassword'],
      patternId: 5,
    });
    expect(
      (
        await change({
          oldPassword: 'firstpass1',
          newPassword: 'nextpass22',
          confirmNewPassword: 'nextpass22',
        })
      ).statusCode,
    ).toBe(204);
    expect((await me(keep.headers)).statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(401);
    expect((await login('changer1', 'firstpass1')).statusCode).toBe(401);
    expect((await login('changer1', 'nextpass22')).statusCode).toBe(200);
  });

  it('reports an expired password when expiry is on', async () => {
    await register('oldtimer');
    await t.app.services.db.execute(
      sql`update accounts set password_changed_at = now() - interval '100 days' where username = 'oldtimer'`,
    );
    const modules = (
      await t.app.inject({ url: '/api/admin/settings/modules', headers: admin })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/modules',
      headers: admin,
      payload: { enabled: { ...modules.enabled, 'login.passwordExpiry': false } },
    });
    expect((await login('oldtimer', 'secret99x')).json().passwordExpired).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/modules',
      headers: admin,
      payload: { enabled: { ...modules.enabled, 'login.passwordExpiry': true } },
    });
    expect((await login('oldtimer', 'secret99x')).json().passwordExpired).toBe(true);
  });

  it('lists the own sign-ins, newest first', async () => {
    const { headers } = await playerLogin(t.app, 'agent01', 'agent01pass');
    const items = (await t.app.inject({ url: '/api/members/me/login-history', headers })).json()
      .items;
    expect(items[0]).toMatchObject({ site: 'member', method: 'password', success: true });
  });
});
