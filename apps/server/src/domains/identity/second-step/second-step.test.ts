import { desc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { accounts, loginHistory, outboxMessages, siteSettings } from '../../../db/schema/index.js';

const HOME_IP = '198.51.100.10';
const TRAVEL_IP = '203.0.113.77';
const PASSWORD = 'secret99x';

describe('unregistered-IP second step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const setPolicy = (methods: string[]) =>
    t.app.services.db
      .update(siteSettings)
      .set({
        value: sql`${siteSettings.value} || ${JSON.stringify({ newIpSecondStep: methods })}::jsonb`,
      })
      .where(eq(siteSettings.section, 'accountPolicy'));

  const register = async (username: string, extra: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': HOME_IP },
      payload: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>();
  };
  const login = (username: string, ip: string, remember = false, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
      payload: { username, password, remember },
    });
  const verify = (ticket: string, method: string, answer: string, ip = TRAVEL_IP) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/second-step/verify',
      headers: { 'x-forwarded-for': ip },
      payload: { ticket, method, answer },
    });
  const ticketOf = async (username: string, ip = TRAVEL_IP) => {
    const res = await login(username, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secondStep, res.body).toBeDefined();
    return body.secondStep as { ticket: string; methods: string[] };
  };

  it('asks nothing while the policy is empty, even from a new IP', async () => {
    await setPolicy([]);
    await register('calmuser', { payeeName: 'Calm User' });
    const res = await login('calmuser', TRAVEL_IP);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('asks from a new IP, not from the register IP nor from an IP already used', async () => {
    await setPolicy(['sms', 'email', 'payeeName', 'totp']);
    await register('traveller', {
      payeeName: 'Somchai Jaidee',
      email: 'Traveller@Example.com',
      mobileNum: '0812345670',
      countryDialingCode: '66',
    });
    expect((await login('traveller', HOME_IP)).json().token).toEqual(expect.any(String));

    const res = await login('traveller', TRAVEL_IP);
    expect(res.statusCode).toBe(200);
    const { secondStep } = res.json();
    expect(secondStep).toMatchObject({
      // No authenticator bound: totp is not offered.
      methods: ['sms', 'email', 'payeeName'],
      mobileMasked: '81****670',
      emailMasked: 'T***@Example.com',
      reason: 'newIp',
    });
    expect(secondStep.ticket).toMatch(/^[\w-]{43}$/);
    const minutesLeft = (Date.parse(secondStep.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(res.json().token).toBeUndefined();

    // Passing the step from this IP makes it a known one.
    const passed = await verify(secondStep.ticket, 'payeeName', '  somchai   JAIDEE ');
    expect(passed.statusCode, passed.body).toBe(200);
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${passed.json().token}` },
    });
    expect(me.json().account).toBe('traveller');
    expect((await login('traveller', TRAVEL_IP)).json().token).toEqual(expect.any(String));
  });

  it('does not challenge a first login, nor an account without any usable method', async () => {
    await setPolicy(['sms', 'payeeName']);
    // Seeded account with every method bound, but no register IP and no sign-in yet.
    const first = await login('member01', TRAVEL_IP, false, 'member01pass');
    expect(first.json().token).toEqual(expect.any(String));
    const second = await login('member01', '203.0.113.99', false, 'member01pass');
    expect(second.json().secondStep.methods).toEqual(['sms', 'payeeName']);
    await register('nomethods');
    const res = await login('nomethods', TRAVEL_IP);
    expect(res.json().token).toEqual(expect.any(String));
    // Only the operator's methods count: e-mail is bound but not in the policy.
    await register('mailonly', { email: 'mailonly@example.com' });
    expect((await login('mailonly', '203.0.113.5')).json().token).toEqual(expect.any(String));
  });

  it('refuses a wrong payee name and records it; the right one signs in', async () => {
    await setPolicy(['payeeName']);
    await register('payee01', { payeeName: 'Anong Srisuk' });
    const { ticket, methods } = await ticketOf('payee01');
    expect(methods).toEqual(['payeeName']);
    const wrong = await verify(ticket, 'payeeName', 'Anong Somebody');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'PAYEE_NAME_MISMATCH',
      details: { attemptsLeft: 4 },
    });
    expect((await verify(ticket, 'sms', '123456')).json().error.code).toBe('SECOND_STEP_INVALID');
    const right = await verify(ticket, 'payeeName', 'anong srisuk');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      token: expect.any(String),
      member: { account: 'payee01' },
    });

    const [account] = await t.app.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'payee01'));
    const history = await t.app.services.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.accountId, account!.id))
      .orderBy(desc(loginHistory.id))
      .limit(2);
    expect(history.map((h) => [h.method, h.success, h.failure, h.ip])).toEqual([
      ['password', true, null, TRAVEL_IP],
      ['secondStep:payeeName', false, 'PAYEE_NAME_MISMATCH', TRAVEL_IP],
    ]);
  });

  it('kills the challenge at the 5th wrong answer', async () => {
    await setPolicy(['payeeName']);
    await register('guesser', { payeeName: 'Real Name' });
    const { ticket } = await ticketOf('guesser');
    for (let left = 4; left >= 1; left--) {
      const res = await verify(ticket, 'payeeName', 'Wrong Name');
      expect(res.json().error).toMatchObject({
        code: 'PAYEE_NAME_MISMATCH',
        details: { attemptsLeft: left },
      });
    }
    expect((await verify(ticket, 'payeeName', 'Wrong Name')).json().error.code).toBe(
      'SECOND_STEP_EXPIRED',
    );
    expect((await verify(ticket, 'payeeName', 'Real Name')).json().error.code).toBe(
      'SECOND_STEP_EXPIRED',
    );
    expect((await verify('no-such-ticket', 'payeeName', 'Real Name')).json().error.code).toBe(
      'SECOND_STEP_EXPIRED',
    );
  });

  it('a ticket signs in once, even with two verifies at the same time', async () => {
    await setPolicy(['payeeName']);
    await register('racer', { payeeName: 'Fast Runner' });
    const { ticket } = await ticketOf('racer');
    const results = await Promise.all([
      verify(ticket, 'payeeName', 'Fast Runner'),
      verify(ticket, 'payeeName', 'Fast Runner'),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().error.code).toBe(
      'SECOND_STEP_EXPIRED',
    );
    const sessions = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`select count(*)::int as n from account_sessions s join accounts a on a.id = s.account_id
          where a.username = 'racer' and s.ip = ${TRAVEL_IP}`,
    );
    expect(sessions).toEqual([{ n: 1 }]);
  });

  it('accepts a real authenticator code and refuses a wrong one', async () => {
    await setPolicy(['totp', 'payeeName']);
    const { token } = await register('totpuser', { payeeName: 'Totp User' });
    const headers = { authorization: `Bearer ${token}` };
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/authenticator',
      headers: { ...headers, 'x-forwarded-for': HOME_IP },
    });
    const { secret } = setup.json<{ secret: string }>();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/authenticator/confirm',
      headers,
      payload: { code: await generate({ secret }) },
    });
    expect(confirm.statusCode).toBe(204);

    const { ticket, methods } = await ticketOf('totpuser');
    expect(methods).toEqual(['totp', 'payeeName']);
    const current = await generate({ secret });
    const wrongCode = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify(ticket, 'totp', wrongCode)).json().error.code).toBe('TOTP_INVALID');
    expect((await verify(ticket, 'totp', 'abcdef')).json().error.code).toBe('TOTP_INVALID');
    // The step before still counts (clock drift).
    const previous = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    const res = await verify(ticket, 'totp', previous);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('sends an SMS code to the bound mobile and signs in with it', async () => {
    await setPolicy(['sms', 'email']);
    await register('smsuser', { mobileNum: '0812345671', countryDialingCode: '66' });
    const { ticket, methods } = await ticketOf('smsuser');
    expect(methods).toEqual(['sms']);
    const emailSend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-step/send',
      payload: { ticket, method: 'email' },
    });
    expect(emailSend.json().error.code).toBe('SECOND_STEP_INVALID');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-step/send',
      headers: { 'x-forwarded-for': TRAVEL_IP },
      payload: { ticket, method: 'sms' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ expiredMinutes: expect.any(Number) });
    const [message] = await t.app.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, '+66812345671'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(ticket, 'sms', wrong)).json().error).toMatchObject({
      code: 'SMS_CODE_INVALID',
      details: { attemptsLeft: 4 },
    });
    const res = await verify(ticket, 'sms', code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member.account).toBe('smsuser');
  });

  it('does not ask again when the sign-in itself was an SMS code to the bound mobile', async () => {
    await setPolicy(['payeeName']);
    await register('smsproven', {
      payeeName: 'Sms Proven',
      mobileNum: '0812345673',
      countryDialingCode: '66',
    });
    const [account] = await t.app.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'smsproven'));
    const meta = { ip: TRAVEL_IP, userAgent: null };
    const options = { mustChangePassword: false };
    // A password from a new IP is asked; the IP only becomes known once a sign-in succeeds.
    const byPassword = await t.app.services.playerAuth.completeLogin(
      account!,
      'member',
      'password',
      meta,
      options,
    );
    expect(byPassword.response).toMatchObject({ secondStep: { methods: ['payeeName'] } });
    for (const method of ['sms', 'resetPassword']) {
      const outcome = await t.app.services.playerAuth.completeLogin(
        account!,
        'member',
        method,
        meta,
        options,
      );
      expect(outcome.response).toMatchObject({ token: expect.any(String) });
    }
  });

  it('carries remember me through the step: the device cookie comes with the session', async () => {
    await setPolicy(['payeeName']);
    await register('keepme', { payeeName: 'Keep Me' });
    const res = await login('keepme', TRAVEL_IP, true);
    expect(res.headers['set-cookie']).toBeUndefined();
    const passed = await verify(res.json().secondStep.ticket, 'payeeName', 'Keep Me');
    expect(passed.statusCode).toBe(200);
    expect(String(passed.headers['set-cookie'])).toMatch(/^lw_device=[\w-]{43};.*HttpOnly/);
  });

  it('asks the SMS step after a social sign-in when the provider wants it', async () => {
    await setPolicy([]);
    await register('socialite', { mobileNum: '0812345672', countryDialingCode: '66' });
    const [account] = await t.app.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'socialite'));
    const meta = { ip: HOME_IP, userAgent: null };
    const outcome = await t.app.services.playerAuth.completeLogin(
      account!,
      'member',
      'social:test',
      meta,
      { mustChangePassword: false, requireSms: true },
    );
    expect(outcome.response).toMatchObject({
      secondStep: { methods: ['sms'], reason: 'providerSms' },
    });
    expect(outcome.response).toMatchObject({ secondStep: { bindMobile: false } });
  });

  it('binds a mobile during the provider SMS step when the account has none', async () => {
    await setPolicy([]);
    await register('nomobile');
    await register('hasmobile', { mobileNum: '0812345674', countryDialingCode: '66' });
    const [bare] = await t.app.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'nomobile'));
    const meta = { ip: HOME_IP, userAgent: null };
    const outcome = await t.app.services.playerAuth.completeLogin(
      bare!,
      'member',
      'social:test',
      meta,
      {
        mustChangePassword: false,
        requireSms: true,
      },
    );
    const step = (outcome.response as { secondStep: { ticket: string; bindMobile: boolean } })
      .secondStep;
    expect(step).toMatchObject({ bindMobile: true, mobileMasked: null });
    const send = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/second-step/send',
        headers: { 'x-forwarded-for': HOME_IP },
        payload: { ticket: step.ticket, method: 'sms', ...body },
      });
    expect((await send({})).json().error.code).toBe('PHONE_REQUIRED');
    // Another account's number cannot be taken over this way.
    const taken = await send({ countryDialingCode: '66', mobileNum: '0812345674' });
    expect(taken.json().error.code).toBe('MOBILE_TAKEN');
    const sent = await send({ countryDialingCode: '66', mobileNum: '0812345675' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await t.app.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, '+66812345675'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-step/verify',
      headers: { 'x-forwarded-for': HOME_IP },
      payload: {
        ticket: step.ticket,
        method: 'sms',
        answer: code,
        countryDialingCode: '66',
        mobileNum: '0812345675',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().member.mobileMasked).toEqual(expect.stringContaining('675'));
    const [bound] = await t.app.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, 'nomobile'));
    expect(bound).toMatchObject({ mobile: '812345675', countryDialingCode: '66' });
    expect(bound!.mobileVerifiedAt).toBeInstanceOf(Date);
  });
});
