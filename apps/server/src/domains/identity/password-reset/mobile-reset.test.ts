import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import {
  freshMobile,
  lastSms,
  sendSms,
  setModules,
  timePasses,
} from '../verification/verification.test-kit.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';

describe('forgot password by mobile', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setModules(t.app, admin);
    // Let member01's countdown pass between tests.
    await timePasses(t.app, 16 * 60_000);
  });

  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-by-mobile',
      payload: { countryDialingCode: '66', mobileNum: '0812345678', ...payload },
    });
  const resetCode = async () => {
    const sent = await sendSms(t.app, { purpose: 'resetPassword', mobileNum: '0812345678' });
    expect(sent.statusCode, sent.body).toBe(200);
    return (await lastSms(t.app, '+66812345678'))!.code;
  };

  it('sets the new password, ends old sessions and signs in', async () => {
    const old = await playerLogin(t.app, 'member01', 'member01pass');
    const code = await resetCode();

    const mismatch = await reset({
      verificationCode: code,
      newPassword: 'FreshPass77',
      confirmNewPassword: 'FreshPass78',
    });
    expect(mismatch.json().error.code).toBe('PASSWORD_MISMATCH');
    const weak = await reset({
      verificationCode: code,
      newPassword: 'password1',
      confirmNewPassword: 'password1',
    });
    expect(weak.json().error.code).toBe('PASSWORD_TOO_COMMON');

    const res = await reset({
      verificationCode: code,
      newPassword: 'FreshPass77',
      confirmNewPassword: 'FreshPass77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mustChangePassword: false,
      member: { account: 'member01' },
    });
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);

    const oldMe = await t.app.inject({ url: '/api/members/me', headers: old.headers });
    expect(oldMe.statusCode).toBe(401);
    await expect(playerLogin(t.app, 'member01', 'member01pass')).rejects.toThrow(/401/);
    expect((await playerLogin(t.app, 'member01', 'FreshPass77')).token).toBeTruthy();
    // The refused tries published nothing.
    expect(await publishedPayloads(t.app.services.db, 'account.password_changed')).toEqual([
      { accountId: expect.any(Number), by: 'mobile_reset' },
    ]);

    // Single use.
    const again = await reset({
      verificationCode: code,
      newPassword: 'OtherPass88',
      confirmNewPassword: 'OtherPass88',
    });
    expect(again.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('an unknown number gets the same answer to the send, no SMS, and SMS_CODE_INVALID', async () => {
    const m = freshMobile();
    const sent = await sendSms(t.app, { purpose: 'resetPassword', mobileNum: m.mobileNum });
    expect(sent.statusCode).toBe(200);
    expect(await lastSms(t.app, m.e164)).toBeNull();
    const res = await reset({
      mobileNum: m.mobileNum,
      verificationCode: '123456',
      newPassword: 'FreshPass77',
      confirmNewPassword: 'FreshPass77',
    });
    expect(res.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('refuses a code sent for another purpose', async () => {
    await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    const loginCode = (await lastSms(t.app, '+66812345678'))!.code;
    const res = await reset({
      verificationCode: loginCode,
      newPassword: 'FreshPass99',
      confirmNewPassword: 'FreshPass99',
    });
    expect(res.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('is FEATURE_DISABLED without login.forgotByMobile', async () => {
    await setModules(t.app, admin, { 'login.forgotByMobile': false });
    const res = await reset({
      verificationCode: '123456',
      newPassword: 'FreshPass77',
      confirmNewPassword: 'FreshPass77',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FEATURE_DISABLED');
  });
});
