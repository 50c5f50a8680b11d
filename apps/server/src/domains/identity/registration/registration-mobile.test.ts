import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import {
  freshMobile,
  lastSms,
  lastSmsBody,
  sendSms,
  setModules,
  timePasses,
} from '../verification/verification.test-kit.js';

describe('registration by mobile, and SMS verification on username registration', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => setModules(t.app, admin, { 'register.mobilePassword': false }));

  /** Sends a register code to a fresh number and answers the number and the code. */
  const codeFor = async () => {
    const m = freshMobile();
    const sent = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
    expect(sent.statusCode, sent.body).toBe(200);
    return { ...m, code: (await lastSms(t.app, m.e164))!.code };
  };
  const registerMobile = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register/mobile',
      payload: { countryDialingCode: '+66', agreeTerms: true, ...payload },
    });
  const accountOf = async (username: string) =>
    (await t.app.services.db.select().from(accounts).where(eq(accounts.username, username)))[0]!;

  it('signs a member up by SMS alone: generated username, verified mobile, working token', async () => {
    const m = await codeFor();
    const res = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.member.account).toMatch(new RegExp(`^m${m.national.slice(-8)}\\d{2}$`));
    expect(body).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().account).toBe(body.member.account);
    const row = await accountOf(body.member.account);
    expect(row).toMatchObject({ mobile: m.national, countryDialingCode: '66', type: 0 });
    expect(row.mobileVerifiedAt).toBeInstanceOf(Date);
    const house = await t.app.services.accounts.house();
    expect(row.uplineId).toBe(house.id);

    // The code is spent; the number is now taken.
    const again = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(again.json().error.code).toBe('MOBILE_TAKEN');
    // Asking for a code does not tell a stranger the number is taken: the same answer as for a
    // free number, no code, and the owner is told instead.
    await timePasses(t.app, 61_000);
    const send = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toEqual({ expiredMinutes: 1, resendAfterSeconds: 60 });
    expect(await lastSmsBody(t.app, m.e164)).toContain('มีผู้พยายามสมัครสมาชิกด้วยหมายเลขนี้');
    const late = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(late.json().error.code).toBe('MOBILE_TAKEN');
  });

  it("refuses an excluded member's number neutrally (issue 24), before any code check", async () => {
    const m = await codeFor();
    const first = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(first.statusCode, first.body).toBe(200);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${first.json().member.id}/exclusions`,
      headers: admin,
      payload: { period: '6m', reason: 'member e-mail' },
    });
    expect(applied.statusCode).toBe(201);
    const again = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('REGISTRATION_REFUSED');
  });

  it('asks for a password when mobile registration with password is on', async () => {
    await setModules(t.app, admin);
    const m = await codeFor();
    const missing = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');
    const mismatch = await registerMobile({
      mobileNum: m.mobileNum,
      verificationCode: m.code,
      password: 'goodpass77',
      confirmPassword: 'goodpass78',
    });
    expect(mismatch.json().error.code).toBe('PASSWORD_MISMATCH');
    const weak = await registerMobile({
      mobileNum: m.mobileNum,
      verificationCode: m.code,
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(weak.json().error.code).toBe('PASSWORD_TOO_COMMON');
    // None of those refusals spent the code.
    const ok = await registerMobile({
      mobileNum: m.mobileNum,
      verificationCode: m.code,
      password: 'goodpass77',
      confirmPassword: 'goodpass77',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const login = await playerLogin(t.app, ok.json().member.account, 'goodpass77');
    expect(login.token).toBeTruthy();
  });

  it('places the member under the inviting agent; an unknown code is refused first', async () => {
    const agent = (await t.app.services.accounts.findByUsername('agent01'))!;
    const m = await codeFor();
    const bad = await registerMobile({
      mobileNum: m.mobileNum,
      verificationCode: m.code,
      affiliateCode: 'NOPE0000',
    });
    expect(bad.json().error.code).toBe('INVALID_INVITATION_CODE');
    const terms = await registerMobile({
      mobileNum: m.mobileNum,
      verificationCode: m.code,
      agreeTerms: false,
    });
    expect(terms.json().error.code).toBe('TERMS_NOT_ACCEPTED');
    const ok = await registerMobile({
      mobileNum: m.mobileNum,
      verificationCode: m.code,
      affiliateCode: agent.affiliateCode!,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await accountOf(ok.json().member.account)).uplineId).toBe(agent.id);
  });

  it('refuses a wrong code and an unknown number', async () => {
    const m = await codeFor();
    const wrong = m.code === '000000' ? '111111' : '000000';
    const res = await registerMobile({ mobileNum: m.mobileNum, verificationCode: wrong });
    expect(res.json().error.code).toBe('SMS_CODE_INVALID');
    const other = freshMobile();
    const none = await registerMobile({ mobileNum: other.mobileNum, verificationCode: m.code });
    expect(none.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('is FEATURE_DISABLED without register.mobile', async () => {
    const m = await codeFor();
    await setModules(t.app, admin, { 'register.mobile': false });
    const res = await registerMobile({ mobileNum: m.mobileNum, verificationCode: m.code });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FEATURE_DISABLED');
  });

  describe('username registration with SMS verification on', () => {
    let n = 0;
    const register = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: `smsuser${n++}`,
          password: 'goodpass77',
          confirmPassword: 'goodpass77',
          agreeTerms: true,
          countryDialingCode: '66',
          ...payload,
        },
      });

    it('requires the number and its code, and marks the number verified', async () => {
      await setModules(t.app, admin, { 'register.mobile': false });
      const m = await codeFor();
      expect((await register({})).json().error.code).toBe('PHONE_REQUIRED');
      expect((await register({ mobileNum: m.mobileNum })).json().error.code).toBe(
        'SMS_CODE_REQUIRED',
      );
      const wrong = m.code === '000000' ? '111111' : '000000';
      expect(
        (await register({ mobileNum: m.mobileNum, verificationCode: wrong })).json().error.code,
      ).toBe('SMS_CODE_INVALID');
      const ok = await register({ mobileNum: m.mobileNum, verificationCode: m.code });
      expect(ok.statusCode, ok.body).toBe(200);
      const row = await accountOf(ok.json().member.account);
      expect(row).toMatchObject({ mobile: m.national, countryDialingCode: '66' });
      expect(row.mobileVerifiedAt).toBeInstanceOf(Date);
    });

    it('without SMS verification the code is not asked and the number is not verified', async () => {
      await setModules(t.app, admin, { 'register.smsVerification': false });
      const ok = await register({});
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await accountOf(ok.json().member.account)).mobileVerifiedAt).toBeNull();
    });
  });
});
