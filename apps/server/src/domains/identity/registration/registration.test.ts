import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('registration by username', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let registrationDefaults: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    registrationDefaults = (
      await t.app.inject({ url: '/api/admin/settings/registration', headers: admin })
    ).json();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: admin,
      payload: registrationDefaults,
    });
  });

  let n = 0;
  const fresh = () => `user${Date.now() % 100000}${n++}`;
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { agreeTerms: true, ...payload },
    });
  const valid = () => ({
    username: fresh(),
    password: 'goodpass77',
    confirmPassword: 'goodpass77',
  });

  it('serves the field rules, with username and passwords always shown and required', async () => {
    const s = (await t.app.inject({ url: '/api/auth/register-settings' })).json();
    expect(s.usernameRegistration).toBe(true);
    expect(s.fields.username).toMatchObject({
      shown: true,
      required: true,
      patternId: 1,
      min: 4,
      max: 16,
    });
    expect(s.fields.confirmPassword.required).toBe(true);
    expect(s.birthdayMinAge).toBe(21);
    const rules = (await t.app.inject({ url: '/api/auth/validation-rules' })).json();
    expect(rules.rules.password.patternId).toBe(5);
    const countries = (await t.app.inject({ url: '/api/auth/country-codes' })).json();
    expect(countries.default).toBe('66');
    expect(countries.items).toContainEqual(
      expect.objectContaining({ countryCode: 'TH', phoneDigits: { min: 9, max: 9 } }),
    );
  });

  it('signs the new member in, under the house agent, and the token works', async () => {
    const body = valid();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: false,
      member: { account: body.username, type: 0 },
    });
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${result.token}` },
    });
    expect(me.json().account).toBe(body.username);
    const detail = (
      await t.app.inject({ url: `/api/admin/accounts/${result.member.id}`, headers: admin })
    ).json();
    expect(detail.uplineUsername).toBe('house');
    expect(detail.depth).toBe(1);
  });

  it('places the member under the agent of a valid invitation code, refuses an unknown one', async () => {
    const agent = (
      await t.app.inject({ url: '/api/admin/accounts?q=agent01', headers: admin })
    ).json().items[0];
    const code = (
      await t.app.inject({ url: `/api/admin/accounts/${agent.id}`, headers: admin })
    ).json().affiliateCode;
    expect(
      (await t.app.inject({ url: `/api/auth/affiliates/${code.toLowerCase()}` })).json(),
    ).toEqual({
      valid: true,
      agentNickname: 'Agent One',
    });
    expect((await t.app.inject({ url: '/api/auth/affiliates/NOPE1234' })).json().valid).toBe(false);
    const ok = (await register({ ...valid(), affiliateCode: code })).json();
    const detail = (
      await t.app.inject({ url: `/api/admin/accounts/${ok.member.id}`, headers: admin })
    ).json();
    expect(detail.uplineChain.map((c: { username: string }) => c.username)).toEqual([
      'house',
      'agent01',
    ]);
    const bad = await register({ ...valid(), affiliateCode: 'NOPE1234' });
    expect(bad.json().error.code).toBe('INVALID_INVITATION_CODE');
  });

  it('reports every field that breaks its rule, with pattern id and bounds, and creates nothing', async () => {
    const username = '9lives';
    const res = await register({
      username,
      password: 'short',
      confirmPassword: 'other1',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.details.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ['username'],
          code: 'pattern',
          patternId: 1,
          min: 4,
          max: 16,
        }),
        expect.objectContaining({ path: ['password'], code: 'tooShort', patternId: 5 }),
        expect.objectContaining({ path: ['email'], code: 'pattern', patternId: 3 }),
        expect.objectContaining({ path: ['confirmPassword'], code: 'mismatch' }),
      ]),
    );
    expect(
      (await t.app.inject({ url: `/api/admin/accounts?q=${username}`, headers: admin })).json()
        .total,
    ).toBe(0);
  });

  it('checks Thai real names with the configured pattern (17: Thai or English letters)', async () => {
    const ok = await register({ ...valid(), payeeName: 'สมชาย ใจดี' });
    expect(ok.statusCode).toBe(200);
    const bad = await register({ ...valid(), payeeName: 'สมชาย123' });
    expect(bad.json().error.details.issues[0]).toMatchObject({
      path: ['payeeName'],
      patternId: 17,
    });
  });

  it('refuses common passwords, missing terms, duplicates and wrong mobile lengths', async () => {
    const common = await register({
      ...valid(),
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(common.json().error.code).toBe('PASSWORD_TOO_COMMON');
    expect((await register({ ...valid(), agreeTerms: false })).json().error.code).toBe(
      'TERMS_NOT_ACCEPTED',
    );
    const first = valid();
    expect(
      (await register({ ...first, mobileNum: '0898765432', email: 'Same@Mail.com' })).statusCode,
    ).toBe(200);
    expect((await register({ ...first })).json().error.code).toBe('USERNAME_TAKEN');
    expect((await register({ ...valid(), mobileNum: '898765432' })).json().error.code).toBe(
      'MOBILE_TAKEN',
    );
    expect((await register({ ...valid(), email: 'same@mail.com' })).json().error.code).toBe(
      'EMAIL_TAKEN',
    );
    const shortMobile = await register({ ...valid(), mobileNum: '0812' });
    expect(shortMobile.json().error.details.issues[0].path).toEqual(['mobileNum']);
  });

  it('requires the birthday to be at least 21 years ago when the field is shown', async () => {
    const fields = {
      ...(registrationDefaults.fields as object),
      birthday: {
        shown: true,
        required: true,
        patternId: 11,
        min: 10,
        max: 10,
        acceptedPattern: '*',
      },
    };
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: admin,
      payload: { ...registrationDefaults, fields },
    });
    const today = new Date();
    const twenty = `${today.getUTCFullYear() - 20}-01-01`;
    expect((await register({ ...valid(), birthday: twenty })).json().error.code).toBe(
      'AGE_RESTRICTED',
    );
    expect((await register({ ...valid() })).json().error.details.issues[0]).toMatchObject({
      path: ['birthday'],
      code: 'required',
    });
    expect(
      (await register({ ...valid(), birthday: '1990-02-30' })).json().error.details.issues[0].code,
    ).toBe('pattern');
    expect((await register({ ...valid(), birthday: '1990-02-28' })).statusCode).toBe(200);

    // Birthdays turn over at midnight in the operator's time zone (Bangkok), not at UTC midnight:
    // half an hour into 5 March in Bangkok it is still 4 March in UTC.
    t.clock.set(new Date('2026-03-05T00:30:00+07:00'));
    expect((await register({ ...valid(), birthday: '2005-03-06' })).json().error.code).toBe(
      'AGE_RESTRICTED',
    );
    expect((await register({ ...valid(), birthday: '2005-03-05' })).statusCode).toBe(200);
    t.clock.set(new Date());
  });

  it('ignores hidden fields and credits a valid referral code', async () => {
    const referrer = (await register(valid())).json();
    const detail = (
      await t.app.inject({ url: `/api/admin/accounts/${referrer.member.id}`, headers: admin })
    ).json();
    const res = (
      await register({
        ...valid(),
        referralCode: detail.referralCode,
        qqNum: '12345',
        wechat: 'hidden-field',
      })
    ).json();
    const invited = (
      await t.app.inject({ url: `/api/admin/accounts/${res.member.id}`, headers: admin })
    ).json();
    expect(invited.profile).toEqual({});
    const stale = await register({ ...valid(), referralCode: 'ZZZZZZZZ' });
    expect(stale.statusCode).toBe(200);
  });
});
