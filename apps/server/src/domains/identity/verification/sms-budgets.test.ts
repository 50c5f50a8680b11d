import { ADMIN_ALERTS_API, errorMessages, type TOperatorAlertList } from '@lw/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { auditLog, outboxMessages, verificationCodes } from '../../../db/schema/index.js';
import { numberPrefix } from '../phone-numbers/index.js';
import { BUDGET_WINDOW_MS } from './sms-budgets.js';
import { freshIp, sendSms, sendSmsInParallel, setModules } from './verification.test-kit.js';

describe('number prefixes', () => {
  it('is the dialing code and two national digits; an unknown code counts three digits', () => {
    expect(numberPrefix('+66812345678')).toBe('+6681');
    expect(numberPrefix('+66912345678')).toBe('+6691');
    expect(numberPrefix('+855961234567')).toBe('+85596');
    expect(numberPrefix('+8613812345678')).toBe('+8613');
    // +44 is not a market of ours: +447 is taken as the code, never merged with another.
    expect(numberPrefix('+447700900123')).toBe('+44770');
  });
});

/*
 * The hourly SMS budgets against SMS pumping (issue 22 item 8): the whole site's and each number
 * prefix's delivered SMS per clock hour, refused with SMS_HOURLY_LIMIT beyond them (nothing
 * sent), with an operator alert once per window when one is near or used up.
 */
describe('hourly SMS budgets', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let smsDefaults: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    smsDefaults = (await t.app.inject({ url: '/api/admin/settings/sms', headers: admin })).json();
    await setModules(t.app, admin);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setSms({});
  });

  const setSms = async (patch: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: { ...smsDefaults, ...patch },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Puts the clock `msBefore` before the end of an hour no earlier test reached. */
  const freshHour = (msBefore: number) => {
    const now = t.clock.now().getTime();
    const nextHour = (Math.floor(now / BUDGET_WINDOW_MS) + 2) * BUDGET_WINDOW_MS;
    t.clock.set(new Date(nextHour - msBefore));
    return nextHour - BUDGET_WINDOW_MS;
  };
  let serial = 0;
  /** A fresh Thai number in range `+66<two>`: '0' + two + 7 digits. */
  const numberIn = (two: string) => {
    const national = `${two}${String(1_000_000 + serial++ * 7).slice(-7)}`;
    return { mobileNum: `0${national}`, e164: `+66${national}` };
  };
  const register = (n: { mobileNum: string }) =>
    sendSms(t.app, { purpose: 'register', mobileNum: n.mobileNum }, { ip: freshIp() });
  const codeOf = (r: { statusCode: number; body: string }) =>
    r.statusCode === 200 ? '200' : `${r.statusCode} ${JSON.parse(r.body).error.code}`;
  const tally = (responses: { statusCode: number; body: string }[]) => {
    const out: Record<string, number> = {};
    for (const r of responses) out[codeOf(r)] = (out[codeOf(r)] ?? 0) + 1;
    return out;
  };
  const smsCount = async () =>
    (
      await t.app.services.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.channel, 'sms'))
    )[0]!.n;
  const alerts = async () => {
    const res = await t.app.inject({ url: ADMIN_ALERTS_API.list, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TOperatorAlertList>();
  };
  const alertsOf = async (windowStart: number) =>
    (await alerts()).items.filter(
      (a) => a.params.windowStart === new Date(windowStart).toISOString(),
    );

  it('refuses the send past the global hourly budget with a translated error, sends nothing, and opens again in the next hour', async () => {
    // Two minutes before the hour ends (the test clock runs on in real time while sends go out).
    const windowStart = freshHour(120_000);
    await setSms({ hourlyLimit: 5, prefixHourlyLimit: 1000 });
    const before = await smsCount();
    for (const two of ['81', '82', '83', '84', '85']) {
      const res = await register(numberIn(two));
      expect(res.statusCode, res.body).toBe(200);
    }
    const refusedNumber = numberIn('86');
    const refused = await register(refusedNumber);
    expect(refused.statusCode).toBe(429);
    const error = refused.json().error;
    expect(error.code).toBe('SMS_HOURLY_LIMIT');
    expect(Object.keys(error.details)).toEqual(['retryAfterSeconds']);
    expect(error.details.retryAfterSeconds).toBeGreaterThan(100);
    expect(error.details.retryAfterSeconds).toBeLessThanOrEqual(120);
    for (const lang of ['en', 'zh', 'th'] as const) {
      expect(errorMessages.SMS_HOURLY_LIMIT[lang].length).toBeGreaterThan(10);
    }
    expect(await smsCount()).toBe(before + 5);
    const rows = await t.app.services.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, refusedNumber.e164));
    expect(rows).toEqual([]);

    // 100 s later it is still the same hour …
    t.clock.advance(100_000);
    expect(codeOf(await register(numberIn('87')))).toBe('429 SMS_HOURLY_LIMIT');
    // … and 25 s later the next one, whose budget is whole again.
    t.clock.advance(25_000);
    const next = await register(numberIn('88'));
    expect(next.statusCode, next.body).toBe(200);

    // One near alert (4 of 5 = 80 %) and one exhausted alert for that hour, however many sends
    // and refusals saw them.
    const raised = await alertsOf(windowStart);
    expect(raised.map((a) => `${a.kind} ${a.params.scope} ${a.params.used}`).sort()).toEqual([
      'sms.budget.exhausted global 5',
      'sms.budget.near global 4',
    ]);
    expect(await alertsOf(windowStart + BUDGET_WINDOW_MS)).toEqual([]);
  });

  it('holds the global budget under 100 parallel sends: exactly the budget goes out, one alert of each', async () => {
    const windowStart = freshHour(30 * 60_000);
    await setSms({ hourlyLimit: 10, prefixHourlyLimit: 1000 });
    const before = await smsCount();
    const numbers = Array.from({ length: 100 }, (_, i) => numberIn(String(60 + (i % 40))));
    const responses = await sendSmsInParallel(
      t.app,
      numbers.map((n) => ({ purpose: 'register', mobileNum: n.mobileNum })),
    );
    expect(tally(responses)).toEqual({ '200': 10, '429 SMS_HOURLY_LIMIT': 90 });
    expect((await smsCount()) - before).toBe(10);
    const raised = await alertsOf(windowStart);
    expect(raised.map((a) => a.kind).sort()).toEqual(['sms.budget.exhausted', 'sms.budget.near']);
  });

  it('holds a prefix budget under 100 parallel sends to one range; other ranges still get theirs', async () => {
    const windowStart = freshHour(30 * 60_000);
    await setSms({ hourlyLimit: 1000, prefixHourlyLimit: 7, budgetAlertPercent: 50 });
    const before = await smsCount();
    const responses = await sendSmsInParallel(
      t.app,
      Array.from({ length: 100 }, () => ({
        purpose: 'register',
        mobileNum: numberIn('95').mobileNum,
      })),
    );
    expect(tally(responses)).toEqual({ '200': 7, '429 SMS_HOURLY_LIMIT': 93 });
    expect((await smsCount()) - before).toBe(7);
    expect((await register(numberIn('96'))).statusCode).toBe(200);

    const raised = await alertsOf(windowStart);
    expect(
      raised.map((a) => `${a.kind} ${a.params.prefix} ${a.params.used}/${a.params.limit}`).sort(),
    ).toEqual(['sms.budget.exhausted +6695 7/7', 'sms.budget.near +6695 4/7']);
    // The next hour: the range's budget is whole again.
    t.clock.advance(30 * 60_000);
    expect((await register(numberIn('95'))).statusCode).toBe(200);
  });

  it('counts no silent answer: login codes to unknown numbers use no budget and raise no alert', async () => {
    const windowStart = freshHour(30 * 60_000);
    await setSms({ hourlyLimit: 2, prefixHourlyLimit: 1000 });
    const silent = await sendSmsInParallel(
      t.app,
      Array.from({ length: 20 }, (_, i) => ({
        purpose: 'login',
        mobileNum: numberIn(String(60 + i)).mobileNum,
      })),
    );
    expect(tally(silent)).toEqual({ '200': 20 });
    expect(await alertsOf(windowStart)).toEqual([]);
    expect((await register(numberIn('70'))).statusCode).toBe(200);
    expect((await register(numberIn('71'))).statusCode).toBe(200);
    // Spent: a silent answer is refused like a real one (it must not tell the two apart).
    expect(
      codeOf(await sendSms(t.app, { purpose: 'login', mobileNum: numberIn('72').mobileNum })),
    ).toBe('429 SMS_HOURLY_LIMIT');
  });

  it('keeps the budgets as audited, validated operator settings, and lets an operator acknowledge an alert once (audited)', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: { ...smsDefaults, hourlyLimit: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(smsDefaults).toMatchObject({
      hourlyLimit: 600,
      prefixHourlyLimit: 100,
      budgetAlertPercent: 80,
    });
    await setSms({ hourlyLimit: 1234 });
    const audits = await t.app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'sms'));
    expect(audits.some((a) => JSON.stringify(a.after).includes('1234'))).toBe(true);

    const list = await alerts();
    const open = list.items.find((a) => a.acknowledgedAt === null)!;
    expect(list.open).toBeGreaterThan(0);
    const acks = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: ADMIN_ALERTS_API.acknowledge(open.id),
          headers: admin,
        }),
      ),
    );
    expect(acks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(acks[0]!.json()).toMatchObject({ id: open.id, acknowledgedBy: 'admin' });
    expect((await alerts()).open).toBe(list.open - 1);
    const ackAudits = await t.app.services.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator_alert.acknowledge'),
          eq(auditLog.targetId, String(open.id)),
        ),
      );
    expect(ackAudits).toHaveLength(1);

    const missing = await t.app.inject({
      method: 'POST',
      url: ADMIN_ALERTS_API.acknowledge(999_999),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: ADMIN_ALERTS_API.list });
    expect(anonymous.statusCode).toBe(401);
  });
});
