import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { accounts, outboxMessages, verificationCodes } from '../../../db/schema/index.js';
import { startOfNextDay } from '../../../platform/clock.js';
import type { AppError } from '../../../platform/errors.js';
import { normalizeMobile, parseMobile } from '../phone-numbers/phone.js';
import {
  freshIp,
  freshMobile,
  lastSms,
  lastSmsBody,
  numbersInFreshBlock,
  sendSms,
  sendSmsInParallel,
  setModules,
  timePasses,
} from './verification.test-kit.js';

describe('mobile numbers', () => {
  it('normalises to E.164 and checks the digits per country', () => {
    expect(normalizeMobile('+66', '081-234 5678')).toBe('+66812345678');
    expect(normalizeMobile('66', '812345678')).toBe('+66812345678');
    expect(normalizeMobile('+66', '+66 81 234 5678')).toBe('+66812345678');
    expect(parseMobile('84', '0912345678')).toEqual({
      e164: '+84912345678',
      dialingCode: '84',
      national: '912345678',
    });
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as AppError).code;
      }
      return 'ok';
    };
    expect(code(() => normalizeMobile('66', ''))).toBe('PHONE_REQUIRED');
    expect(code(() => normalizeMobile('66', '   '))).toBe('PHONE_REQUIRED');
    expect(code(() => normalizeMobile('999', '812345678'))).toBe('INVALID_PHONE');
    expect(code(() => normalizeMobile('66', '81234567'))).toBe('INVALID_PHONE');
    expect(code(() => normalizeMobile('66', '8123456789'))).toBe('INVALID_PHONE');
    expect(code(() => normalizeMobile('66', '81234567a'))).toBe('INVALID_PHONE');
    expect(code(() => normalizeMobile('66', '+84 912345678'))).toBe('INVALID_PHONE');
  });
});

describe('SMS codes and SMS sign-in', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let smsDefaults: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    smsDefaults = (await t.app.inject({ url: '/api/admin/settings/sms', headers: admin })).json();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setModules(t.app, admin);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: smsDefaults,
    });
  });

  const smsLogin = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/sms',
      payload: { countryDialingCode: '+66', ...payload },
    });
  /** member01's number is used by many tests: let its countdown and send window pass. */
  const rested = () => timePasses(t.app, 16 * 60_000);
  const codeRows = (e164: string) =>
    t.app.services.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, e164));
  const setSms = (patch: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: { ...smsDefaults, ...patch },
    });
  /**
   * Puts the clock `msBefore` before the end of its tomorrow in the operator's time zone, a day
   * no earlier test reached (the clock only moves forward here): that day's quota use is 0
   * whatever time of day the suite runs.
   */
  const freshDay = (msBefore = 12 * 3_600_000) => {
    const tomorrow = startOfNextDay(t.clock.now(), TEST_TIME_ZONE);
    const end = startOfNextDay(tomorrow, TEST_TIME_ZONE);
    t.clock.set(new Date(end.getTime() - msBefore));
  };
  const smsCount = async () =>
    (
      await t.app.services.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.channel, 'sms'))
    )[0]!.n;
  const statuses = (responses: { statusCode: number; body: string }[]) => {
    const tally: Record<string, number> = {};
    for (const r of responses) {
      const key = r.statusCode === 200 ? '200' : `${r.statusCode} ${JSON.parse(r.body).error.code}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    return tally;
  };

  it('signs member01 in by SMS end to end; the token works; the code works once', async () => {
    const sent = await sendSms(t.app, { purpose: 'login', mobileNum: '081-234-5678' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ expiredMinutes: 1, resendAfterSeconds: 60 });
    const sms = (await lastSms(t.app, '+66812345678'))!;
    expect(sms.body).toContain('LuckyWay');
    expect(sms.body).toContain('1 นาที');
    // Only a keyed hash is stored.
    const [row] = await codeRows('+66812345678');
    expect(JSON.stringify(row)).not.toContain(sms.code);

    const res = await smsLogin({ mobileNum: '0812345678', verificationCode: sms.code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ mustChangePassword: false, member: { account: 'member01' } });
    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().account).toBe('member01');

    const again = await smsLogin({ mobileNum: '0812345678', verificationCode: sms.code });
    expect(again.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('writes the text in the language asked for', async () => {
    const m = freshMobile();
    await t.app.services.verificationCodes.issue({
      channel: 'sms',
      destination: m.e164,
      purpose: 'register',
      ip: freshIp(),
      language: 'en',
    });
    expect((await lastSms(t.app, m.e164))!.body).toMatch(
      /^\[LuckyWay\] Your verification code is \d{6}\. It expires in 1 minute\./,
    );
    const z = freshMobile();
    await t.app.services.verificationCodes.issue({
      channel: 'sms',
      destination: z.e164,
      purpose: 'register',
      ip: freshIp(),
      language: 'zh-CN',
    });
    expect((await lastSms(t.app, z.e164))!.body).toContain('【LuckyWay】您的验证码是');
  });

  it('answers an unknown number the same but sends nothing (login and reset)', async () => {
    const m = freshMobile();
    for (const purpose of ['login', 'resetPassword']) {
      const res = await sendSms(t.app, { purpose, mobileNum: m.mobileNum });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ expiredMinutes: 1, resendAfterSeconds: 60 });
    }
    expect(await lastSms(t.app, m.e164)).toBeNull();
    const rows = await codeRows(m.e164);
    expect(rows.map((r) => r.delivered)).toEqual([false, false]);
    // Guessing a code for it fails like a wrong code.
    const res = await smsLogin({ mobileNum: m.mobileNum, verificationCode: '123456' });
    expect(res.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('refuses a second code during the countdown, with the seconds left', async () => {
    await rested();
    const first = await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    expect(first.statusCode).toBe(200);
    const again = await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('SMS_COUNTDOWN');
    const wait = again.json().error.details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    // Another purpose has its own countdown.
    expect(
      (await sendSms(t.app, { purpose: 'resetPassword', mobileNum: '0812345678' })).statusCode,
    ).toBe(200);
    await timePasses(t.app, 61_000);
    expect((await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' })).statusCode).toBe(
      200,
    );
  });

  it('the countdown follows sms.codeExpiredMinutes', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: { ...smsDefaults, codeExpiredMinutes: 3 },
    });
    const m = freshMobile();
    const res = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
    expect(res.json()).toEqual({ expiredMinutes: 3, resendAfterSeconds: 180 });
    const [row] = await codeRows(m.e164);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(180_000);
    expect((await lastSms(t.app, m.e164))!.body).toContain('3 นาที');
  });

  it('lets one IP send at most once per second', async () => {
    const ip = freshIp();
    const a = await sendSms(
      t.app,
      { purpose: 'register', mobileNum: freshMobile().mobileNum },
      { ip },
    );
    expect(a.statusCode).toBe(200);
    const b = await sendSms(
      t.app,
      { purpose: 'register', mobileNum: freshMobile().mobileNum },
      { ip },
    );
    expect(b.statusCode).toBe(429);
    expect(b.json().error).toMatchObject({
      code: 'SMS_COUNTDOWN',
      details: { retryAfterSeconds: 1 },
    });
    // Another client is not held up.
    const other = await sendSms(t.app, { purpose: 'register', mobileNum: freshMobile().mobileNum });
    expect(other.statusCode).toBe(200);
    await timePasses(t.app, 1_001);
    const c = await sendSms(
      t.app,
      { purpose: 'register', mobileNum: freshMobile().mobileNum },
      { ip },
    );
    expect(c.statusCode).toBe(200);
  });

  it('locks a number for 5 minutes after 5 sends within 15 minutes', async () => {
    const m = freshMobile();
    for (let i = 0; i < 5; i++) {
      const res = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
      expect(res.statusCode, res.body).toBe(200);
      await timePasses(t.app, 61_000);
    }
    // 5 sends over about 5 minutes; the 6th within 15 minutes is refused for 5 minutes.
    await timePasses(t.app, 60_000);
    const sixth = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('TOO_MANY_REQUESTS');
    // 5 minutes from the last counted send (2 minutes ago) -> about 3 minutes left.
    const wait = sixth.json().error.details.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(175);
    expect(wait).toBeLessThanOrEqual(180);
    // Refusals are not counted, and the lock holds for every purpose of that number.
    expect(
      (await sendSms(t.app, { purpose: 'login', mobileNum: m.mobileNum })).json().error.code,
    ).toBe('TOO_MANY_REQUESTS');
    await timePasses(t.app, 181_000);
    expect((await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum })).statusCode).toBe(
      200,
    );
  });

  it('answers retryAfterSeconds 300 right after the 5th send', async () => {
    const m = freshMobile();
    for (let i = 0; i < 5; i++) {
      await t.app.services.verificationCodes.issue({
        channel: 'sms',
        destination: m.e164,
        purpose: 'register',
        ip: freshIp(),
        language: 'th',
      });
      await timePasses(t.app, 61_000);
    }
    await timePasses(t.app, -61_000);
    const res = await sendSms(t.app, { purpose: 'login', mobileNum: m.mobileNum });
    expect(res.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(res.json().error.details.retryAfterSeconds).toBeGreaterThanOrEqual(299);
    expect(res.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(300);
  });

  it('locks an IP after 10 sends within 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await sendSms(
        t.app,
        { purpose: 'register', mobileNum: freshMobile().mobileNum },
        { ip },
      );
      expect(res.statusCode, res.body).toBe(200);
      await timePasses(t.app, 1_001);
    }
    const res = await sendSms(
      t.app,
      { purpose: 'register', mobileNum: freshMobile().mobileNum },
      { ip },
    );
    expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(res.json().error.details.retryAfterSeconds).toBeGreaterThan(290);
  });

  it('stops at the daily SMS quota of the whole site, a day being midnight to midnight in the operator time zone', async () => {
    // 23:59 in Bangkok is 16:59 UTC: a quota counted from UTC midnight would still be spent at
    // 00:01 Bangkok time.
    freshDay(60_000);
    await setSms({ dailyLimit: 1 });
    const send = () => sendSms(t.app, { purpose: 'register', mobileNum: freshMobile().mobileNum });
    expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect(over.statusCode).toBe(503);
    expect(over.json().error.code).toBe('SMS_QUOTA_EXCEEDED');
    await timePasses(t.app, 2 * 60_000);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(503);
  });

  it('holds the daily quota under 100 parallel sends: exactly the quota goes out', async () => {
    freshDay();
    await setSms({ dailyLimit: 10 });
    const before = await smsCount();
    const numbers = Array.from({ length: 100 }, () => numbersInFreshBlock(1)[0]!);
    const responses = await sendSmsInParallel(
      t.app,
      numbers.map((n) => ({ purpose: 'register', mobileNum: n.mobileNum })),
    );
    expect(statuses(responses)).toEqual({ '200': 10, '503 SMS_QUOTA_EXCEEDED': 90 });
    expect((await smsCount()) - before).toBe(10);
  });

  it('counts only delivered SMS against the quota: 100 silent answers use none of it', async () => {
    freshDay();
    await setSms({ dailyLimit: 1 });
    // Login codes for 100 unknown numbers, from 100 addresses: answered, nothing sent.
    const unknown = Array.from({ length: 100 }, () => numbersInFreshBlock(1)[0]!);
    const before = await smsCount();
    const silent = await sendSmsInParallel(
      t.app,
      unknown.map((n) => ({ purpose: 'login', mobileNum: n.mobileNum })),
    );
    expect(statuses(silent)).toEqual({ '200': 100 });
    expect(await smsCount()).toBe(before);
    // The one SMS of the day still goes out to a real registration …
    const m = freshMobile();
    const real = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
    expect(real.statusCode, real.body).toBe(200);
    expect(await lastSms(t.app, m.e164)).not.toBeNull();
    // … and then the quota is spent, for silent answers too (they must answer alike).
    const after = await sendSms(t.app, { purpose: 'register', mobileNum: freshMobile().mobileNum });
    expect(after.json().error.code).toBe('SMS_QUOTA_EXCEEDED');
    const silentAfter = await sendSms(t.app, {
      purpose: 'login',
      mobileNum: numbersInFreshBlock(1)[0]!.mobileNum,
    });
    expect(silentAfter.json().error.code).toBe('SMS_QUOTA_EXCEEDED');
  });

  it('limits silent answers to one number block under 100 parallel requests, for known numbers too', async () => {
    await rested();
    // member01 is +66812345678: 100 unknown numbers of its block (+6681234….), 100 addresses.
    const block = Array.from({ length: 100 }, (_, i) => `081234${String(i).padStart(4, '0')}`);
    const responses = await sendSmsInParallel(
      t.app,
      block.map((mobileNum) => ({ purpose: 'login', mobileNum })),
    );
    expect(statuses(responses)).toEqual({ '200': 10, '429 TOO_MANY_REQUESTS': 90 });
    const rows = await t.app.services.db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          like(verificationCodes.destination, '+6681234%'),
          eq(verificationCodes.delivered, false),
        ),
      );
    expect(rows[0]!.n).toBe(10);
    // The block is locked for login and reset codes whether the number has an account or not,
    // so the answer tells nothing: member01 gets no code either.
    const smsBefore = await smsCount();
    for (const purpose of ['login', 'resetPassword']) {
      const known = await sendSms(t.app, { purpose, mobileNum: '0812345678' });
      expect(known.json().error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      expect(known.json().error.details.retryAfterSeconds).toBeGreaterThan(290);
    }
    expect(await smsCount()).toBe(smsBefore);
    // Five minutes later the block opens again.
    await timePasses(t.app, 5 * 60_000 + 1_000);
    expect((await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' })).statusCode).toBe(
      200,
    );
    expect(await smsCount()).toBe(smsBefore + 1);
  });

  it('limits silent answers from one IP, for known numbers too', async () => {
    await rested();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await sendSms(
        t.app,
        { purpose: 'resetPassword', mobileNum: numbersInFreshBlock(1)[0]!.mobileNum },
        { ip },
      );
      expect(res.statusCode, res.body).toBe(200);
      await timePasses(t.app, 1_001);
    }
    // The 6th silent answer from that address within 15 minutes is refused, and so is a login
    // code for a known number: 100 requests at once, every one refused, nothing sent.
    const smsBefore = await smsCount();
    const bodies = Array.from({ length: 100 }, (_, i) => ({
      purpose: 'login',
      mobileNum: i === 0 ? '0812345678' : numbersInFreshBlock(1)[0]!.mobileNum,
    }));
    const responses = await sendSmsInParallel(
      t.app,
      bodies,
      bodies.map(() => ip),
    );
    expect(statuses(responses)).toEqual({ '429 TOO_MANY_REQUESTS': 100 });
    expect(await smsCount()).toBe(smsBefore);
    // Registration codes (never silent) from that address are not held up by it.
    const reg = await sendSms(
      t.app,
      { purpose: 'register', mobileNum: freshMobile().mobileNum },
      { ip },
    );
    expect(reg.statusCode, reg.body).toBe(200);
  });

  it('kills a code after 5 wrong answers, even for the right one', async () => {
    await rested();
    await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    const { code } = (await lastSms(t.app, '+66812345678'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await smsLogin({ mobileNum: '812345678', verificationCode: wrong });
      expect(res.json().error.code).toBe('SMS_CODE_INVALID');
    }
    const right = await smsLogin({ mobileNum: '812345678', verificationCode: code });
    expect(right.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('refuses an expired code and a missing one', async () => {
    await rested();
    await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    const { code } = (await lastSms(t.app, '+66812345678'))!;
    const missing = await smsLogin({ mobileNum: '812345678', verificationCode: ' ' });
    expect(missing.json().error.code).toBe('SMS_CODE_REQUIRED');
    await timePasses(t.app, 60_001);
    const late = await smsLogin({ mobileNum: '812345678', verificationCode: code });
    expect(late.json().error.code).toBe('SMS_CODE_EXPIRED');
  });

  it('spends a code once when two requests use it at the same time', async () => {
    const m = freshMobile();
    const codes = t.app.services.verificationCodes;
    await codes.issue({
      channel: 'sms',
      destination: m.e164,
      purpose: 'bindMobile',
      ip: freshIp(),
      language: 'th',
    });
    const { code } = (await lastSms(t.app, m.e164))!;
    const consume = () =>
      codes.consume({ channel: 'sms', destination: m.e164, purpose: 'bindMobile', code });
    const results = await Promise.allSettled([consume(), consume(), consume()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(((r as PromiseRejectedResult).reason as AppError).code).toBe('SMS_CODE_INVALID');
    }
  });

  it('a failed send is SMS_SEND_FAILED and holds no countdown', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: {
        ...smsDefaults,
        provider: 'http',
        http: { ...(smsDefaults.http as object), url: 'http://127.0.0.1:9/nothing-listens' },
      },
    });
    const m = freshMobile();
    const res = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('SMS_SEND_FAILED');
    const [failed] = await t.app.services.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, m.e164), eq(outboxMessages.status, 'failed')));
    expect(failed).toBeDefined();
    expect(await codeRows(m.e164)).toHaveLength(0);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: smsDefaults,
    });
    expect((await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum })).statusCode).toBe(
      200,
    );
  });

  it('each purpose is off unless its module is on', async () => {
    const m = freshMobile().mobileNum;
    const refused = async (purpose: string) =>
      (await sendSms(t.app, { purpose, mobileNum: m })).json().error?.code;

    await setModules(t.app, admin, { 'login.smsCode': false });
    expect(await refused('login')).toBe('FEATURE_DISABLED');
    expect(
      (await smsLogin({ mobileNum: '812345678', verificationCode: '123456' })).json().error.code,
    ).toBe('FEATURE_DISABLED');
    // A child counts only when its parent is on.
    await setModules(t.app, admin, { login: false });
    expect(await refused('login')).toBe('FEATURE_DISABLED');
    expect(await refused('resetPassword')).toBe('FEATURE_DISABLED');
    await setModules(t.app, admin, { 'login.forgotByMobile': false });
    expect(await refused('resetPassword')).toBe('FEATURE_DISABLED');
    await setModules(t.app, admin, { 'register.mobile': false, 'register.smsVerification': false });
    expect(await refused('register')).toBe('FEATURE_DISABLED');
    await setModules(t.app, admin, { 'register.mobile': false });
    expect(await refused('register')).toBeUndefined();
  });

  it('requires a solved bot check before sending', async () => {
    const m = freshMobile();
    for (const botCheck of [undefined, 'garbage']) {
      const res = await sendSms(t.app, { purpose: 'register', mobileNum: m.mobileNum, botCheck });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BOT_CHECK_FAILED');
    }
    expect(await lastSms(t.app, m.e164)).toBeNull();
  });

  it('checks the number: missing, unknown country, wrong length', async () => {
    const code = async (body: Record<string, string>) =>
      (await sendSms(t.app, { purpose: 'register', mobileNum: '', ...body })).json().error.code;
    expect(await code({ mobileNum: '' })).toBe('PHONE_REQUIRED');
    expect(await code({ mobileNum: '0812345678', countryDialingCode: '999' })).toBe(
      'INVALID_PHONE',
    );
    expect(await code({ mobileNum: '08123' })).toBe('INVALID_PHONE');
  });

  it('answers a register code for a number in use exactly as for a free one, and tells its owner', async () => {
    await rested();
    await t.app.services.db
      .update(accounts)
      .set({ language: 'en' })
      .where(eq(accounts.username, 'member01'));
    const free = freshMobile();
    const smsBefore = await smsCount();
    const forFree = await sendSms(t.app, { purpose: 'register', mobileNum: free.mobileNum });
    const forTaken = await sendSms(t.app, { purpose: 'register', mobileNum: '0812345678' });
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(forTaken.statusCode).toBe(200);
    expect(forTaken.body).toBe(forFree.body);
    // No code for the taken number: its owner is told, in the account's language.
    expect(await smsCount()).toBe(smsBefore + 2);
    const notice = (await lastSmsBody(t.app, '+66812345678'))!;
    expect(notice).toMatch(/^\[LuckyWay\] Someone tried to sign up with this number/);
    expect(notice).not.toMatch(/\d{6}/);
    // Asking again answers like a free number does: the countdown.
    const again = await sendSms(t.app, { purpose: 'register', mobileNum: '0812345678' });
    const againFree = await sendSms(t.app, { purpose: 'register', mobileNum: free.mobileNum });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe(againFree.json().error.code);
    // Thai by default.
    await t.app.services.db
      .update(accounts)
      .set({ language: 'th' })
      .where(eq(accounts.username, 'member01'));
    await timePasses(t.app, 61_000);
    await sendSms(t.app, { purpose: 'register', mobileNum: '0812345678' });
    expect(await lastSmsBody(t.app, '+66812345678')).toMatch(/^\[LuckyWay\] มีผู้พยายามสมัครสมาชิก/);
  });

  it('applies the sign-in refusals: agent site, disabled account', async () => {
    await rested();
    await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    const agent = await smsLogin({
      mobileNum: '812345678',
      verificationCode: (await lastSms(t.app, '+66812345678'))!.code,
      site: 'agent',
    });
    expect(agent.json().error.code).toBe('NOT_AN_AGENT');

    await t.app.services.db
      .update(accounts)
      .set({ status: 'disabled' })
      .where(eq(accounts.username, 'member01'));
    await rested();
    await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    const disabled = await smsLogin({
      mobileNum: '812345678',
      verificationCode: (await lastSms(t.app, '+66812345678'))!.code,
    });
    expect(disabled.json().error.code).toBe('ACCOUNT_DISABLED');
    await t.app.services.db
      .update(accounts)
      .set({ status: 'active' })
      .where(eq(accounts.username, 'member01'));
  });

  it('never forces the password change on SMS sign-in', async () => {
    await t.app.services.db
      .update(accounts)
      .set({ mustChangePassword: true })
      .where(eq(accounts.username, 'member01'));
    await rested();
    await sendSms(t.app, { purpose: 'login', mobileNum: '0812345678' });
    const res = await smsLogin({
      mobileNum: '812345678',
      verificationCode: (await lastSms(t.app, '+66812345678'))!.code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(false);
  });
});
