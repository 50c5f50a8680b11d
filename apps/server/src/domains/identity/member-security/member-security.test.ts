import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts, siteSettings } from '../../../db/schema/index.js';

const PASSWORD = 'secret99x';

describe('member security centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = async (username: string, extra: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
        ...extra,
      },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const overview = async (headers: Record<string, string>) =>
    (await call('GET', '/api/members/me/security', headers)).json();
  const setPayment = (
    headers: Record<string, string>,
    current: string,
    next: string,
    confirm = next,
  ) =>
    call('POST', '/api/members/me/payment-password', headers, {
      currentPassword: current,
      newPaymentPassword: next,
      confirmPaymentPassword: confirm,
    });
  const accountRow = async (username: string) =>
    (await t.app.services.db.select().from(accounts).where(eq(accounts.username, username)))[0]!;

  it('shows the overview to members only', async () => {
    const headers = await register('secure01', {
      email: 'secure01@example.com',
      mobileNum: '0812345690',
      countryDialingCode: '66',
    });
    expect(await overview(headers)).toEqual({
      mobileMasked: '81****690',
      countryDialingCode: '66',
      emailMasked: 's***@example.com',
      hasPaymentPassword: false,
      authenticatorBound: false,
      rememberedDevices: 0,
    });
    expect((await call('GET', '/api/members/me/security', {})).statusCode).toBe(401);
    const trial = await register('trialish');
    await t.app.services.db
      .update(accounts)
      .set({ type: 4 })
      .where(eq(accounts.username, 'trialish'));
    const refused = await call('GET', '/api/members/me/security', trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    expect((await setPayment(trial, PASSWORD, '246810')).json().error.code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
  });

  it('sets the payment password with the login password, then changes it with itself', async () => {
    const headers = await register('payer01');
    expect((await setPayment(headers, 'wrongpass1', '246810')).json().error.code).toBe(
      'WRONG_PASSWORD',
    );
    expect((await setPayment(headers, PASSWORD, '246810', '246811')).json().error.code).toBe(
      'PASSWORD_MISMATCH',
    );
    // The default rule: exactly 6 digits.
    const bad = await setPayment(headers, PASSWORD, '24ab10');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: ['newPaymentPassword'], patternId: 6, min: 6, max: 6 }] },
    });
    expect((await setPayment(headers, PASSWORD, '24681')).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await setPayment(headers, PASSWORD, '246810')).statusCode).toBe(204);
    expect((await overview(headers)).hasPaymentPassword).toBe(true);
    const stored = (await accountRow('payer01')).paymentPasswordHash!;
    expect(stored).toMatch(/^\$argon2id\$/);

    // Now the current payment password is the proof, not the login password.
    expect((await setPayment(headers, PASSWORD, '135790')).json().error.code).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    expect((await setPayment(headers, '246810', '135790')).statusCode).toBe(204);
    expect((await setPayment(headers, '246810', '111222')).json().error.code).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    expect((await setPayment(headers, '135790', '111222')).statusCode).toBe(204);
  });

  it('refuses payment passwords a thief tries first: runs, repeats, birthday, mobile', async () => {
    const headers = await register('weakpay01', {
      mobileNum: '0812345691',
      countryDialingCode: '66',
    });
    await t.app.services.db
      .update(accounts)
      .set({ birthday: '1990-07-15' })
      .where(eq(accounts.username, 'weakpay01'));
    for (const weak of ['123456', '987654', '000000', '121212', '150790', '150733', '812345']) {
      const res = await setPayment(headers, PASSWORD, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().error.code, weak).toBe('PAYMENT_PASSWORD_TOO_WEAK');
    }
    expect((await accountRow('weakpay01')).paymentPasswordHash).toBeNull();
    expect((await setPayment(headers, PASSWORD, '583920')).statusCode).toBe(204);
  });

  it('locks changing the payment password after five wrong current ones; a right one then fails too', async () => {
    const headers = await register('paylock01');
    expect((await setPayment(headers, PASSWORD, '583920')).statusCode).toBe(204);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setPayment(headers, String(700_001 + i * 13), '482913')),
    );
    const codes = answers.map((r) => r.json().error.code as string);
    expect(codes.filter((c) => c === 'WRONG_PAYMENT_PASSWORD')).toHaveLength(4);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(16);
    const right = await setPayment(headers, '583920', '482913');
    expect(right.statusCode).toBe(423);
    expect(right.json().error.code).toBe('PAYMENT_PASSWORD_LOCKED');
    // The login password, asked when changing it, is counted with the sign-in failures too.
    const change = (oldPassword: string) =>
      call('POST', '/api/members/me/password', headers, {
        oldPassword,
        newPassword: 'another99x',
        confirmNewPassword: 'another99x',
      });
    const wrongLogin = await Promise.all(Array.from({ length: 10 }, () => change('not-mine-1')));
    const loginCodes = wrongLogin.map((r) => r.json().error.code as string);
    expect(loginCodes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(4);
    expect(loginCodes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(6);
    expect((await change(PASSWORD)).json().error.code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses a payment password equal to the login password', async () => {
    // A rule loose enough that the login password would pass it.
    await t.app.services.db
      .update(siteSettings)
      .set({
        value: sql`jsonb_set(${siteSettings.value}, '{fields,paymentPassword}', ${JSON.stringify({
          shown: false,
          required: false,
          patternId: 0,
          min: 6,
          max: 20,
          acceptedPattern: '*',
        })}::jsonb)`,
      })
      .where(eq(siteSettings.section, 'registration'));
    const headers = await register('payer02');
    const same = await setPayment(headers, PASSWORD, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.code).toBe('SAME_PASSWORD');
    expect((await setPayment(headers, PASSWORD, 'another-one')).statusCode).toBe(204);
  });

  it('binds an authenticator after a confirmed code and unbinds it with a current code', async () => {
    const headers = await register('authuser');
    const start = await call('POST', '/api/members/me/authenticator', headers);
    expect(start.statusCode).toBe(200);
    const setup = start.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/LuckyWay:authuser');
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('LuckyWay');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    // Kept encrypted and only pending until confirmed.
    const pending = await accountRow('authuser');
    expect(pending.totpSecret).toBeNull();
    expect(pending.totpPendingSecret).toMatch(/^v1\./);
    expect(pending.totpPendingSecret).not.toContain(setup.secret);
    expect((await overview(headers)).authenticatorBound).toBe(false);

    const current = await generate({ secret: setup.secret });
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', '/api/members/me/authenticator/confirm', headers, {
      code: wrong,
    });
    expect(refused.json().error.code).toBe('TOTP_INVALID');
    const confirmed = await call('POST', '/api/members/me/authenticator/confirm', headers, {
      code: current,
    });
    expect(confirmed.statusCode).toBe(204);
    const bound = await accountRow('authuser');
    expect(bound.totpSecret).toBe(pending.totpPendingSecret);
    expect(bound.totpPendingSecret).toBeNull();
    expect((await overview(headers)).authenticatorBound).toBe(true);
    expect((await call('POST', '/api/members/me/authenticator', headers)).statusCode).toBe(409);

    const unbindWrong = await call('DELETE', '/api/members/me/authenticator', headers, {
      code: wrong,
    });
    expect(unbindWrong.json().error.code).toBe('TOTP_INVALID');
    expect((await overview(headers)).authenticatorBound).toBe(true);
    const unbind = await call('DELETE', '/api/members/me/authenticator', headers, {
      code: await generate({ secret: setup.secret }),
    });
    expect(unbind.statusCode).toBe(204);
    expect((await overview(headers)).authenticatorBound).toBe(false);
    // Nothing pending: a confirm without a new start fails.
    const late = await call('POST', '/api/members/me/authenticator/confirm', headers, {
      code: await generate({ secret: setup.secret }),
    });
    expect(late.json().error.code).toBe('TOTP_INVALID');
  });

  it('counts remembered devices', async () => {
    await register('devices1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'devices1', password: PASSWORD, remember: true },
    });
    const headers = { authorization: `Bearer ${res.json().token}` };
    expect((await overview(headers)).rememberedDevices).toBe(1);
  });
});
