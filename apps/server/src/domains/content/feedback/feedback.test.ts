import { TRIAL_ACCOUNT_TYPE, countWords } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { accounts, auditLog } from '../../../db/schema/index.js';
import { startOfDay } from '../../../platform/clock.js';
import { atNoon, createMember, operator } from '../../cashier/withdrawals/cashier-test-kit.js';

type Headers = { authorization: string };

describe('feedback', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    atNoon(t);
  });
  afterAll(() => t.close());

  const submit = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/feedback', headers, payload });
  const adminCall = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers = admin,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const SETTINGS = {
    minWords: 3,
    maxWords: 12,
    dailyLimit: 3,
    questionTypes: [
      { code: 'deposit', label: { th: 'ฝากเงิน', en: 'Deposit', zh: '存款' }, enabled: true },
      { code: 'old', label: { th: 'เก่า', en: 'Old', zh: '旧' }, enabled: false },
    ],
  };

  it('counts Thai and Chinese words by dictionary, not by spaces', () => {
    expect(countWords('ฝากเงินไม่เข้าบัญชี')).toBeGreaterThanOrEqual(3);
    expect(countWords('我的存款没有到账')).toBeGreaterThanOrEqual(3);
    expect(countWords('My deposit, did not arrive!')).toBe(5);
    expect(countWords('   ')).toBe(0);
    expect(countWords('!!! ...')).toBe(0);
  });

  it('answers the form rules: enabled question types and bounds', async () => {
    expect((await adminCall('PUT', '/api/admin/feedback/settings', SETTINGS)).statusCode).toBe(200);
    const config = (await t.app.inject({ url: '/api/feedback/config' })).json();
    expect(config).toEqual({
      minWords: 3,
      maxWords: 12,
      dailyLimit: 3,
      questionTypes: [{ code: 'deposit', label: SETTINGS.questionTypes[0]!.label }],
    });
    const bad = await adminCall('PUT', '/api/admin/feedback/settings', {
      ...SETTINGS,
      minWords: 20,
    });
    expect(bad.statusCode).toBe(400);
    const [entry] = (await t.app.services.db.select().from(auditLog)).filter(
      (a) => a.action === 'feedback.settings.update',
    );
    expect(entry?.operatorUsername).toBe('admin');
  });

  it('keeps the content within the word bounds (Thai text) and validates type and contact', async () => {
    const m = await createMember(t, 'fbwords01');
    const tooShort = await submit(m.headers, { questionType: 'deposit', content: 'ฝากเงิน' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.details).toMatchObject({
      reason: 'FEEDBACK_WORD_COUNT',
      min: 3,
      max: 12,
    });
    const tooLong = await submit(m.headers, {
      questionType: 'deposit',
      content: 'ฝากเงินไม่เข้าบัญชี '.repeat(6),
    });
    expect(tooLong.json().error.details.reason).toBe('FEEDBACK_WORD_COUNT');
    expect(tooLong.json().error.details.words).toBeGreaterThan(12);

    const disabledType = await submit(m.headers, {
      questionType: 'old',
      content: 'ฝากเงินไม่เข้าบัญชีค่ะ',
    });
    expect(disabledType.json().error.details.reason).toBe('FEEDBACK_QUESTION_TYPE');
    const badContact = await submit(m.headers, {
      questionType: 'deposit',
      content: 'ฝากเงินไม่เข้าบัญชีค่ะ',
      contact: '<b>x</b>',
    });
    expect(badContact.statusCode).toBe(400);

    const ok = await submit(m.headers, {
      questionType: 'deposit',
      content: 'ฝากเงินไม่เข้าบัญชีค่ะ',
      contact: 'LINE: somchai_01',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'open', reply: null, contact: 'LINE: somchai_01' });
  });

  it('refuses bad input with 400/401, never a 500', async () => {
    const m = await createMember(t, 'fbbad01');
    for (const payload of [
      {},
      { questionType: 'deposit' },
      { questionType: 'deposit', content: 'a\u0000b c d' },
      { questionType: 'DEPOSIT!', content: 'one two three' },
      { questionType: 'deposit', content: 'x'.repeat(5001) },
      { questionType: 'deposit', content: 'one two three', contact: 'y'.repeat(101) },
      { questionType: 'deposit', content: 42 },
    ]) {
      expect(
        (await submit(m.headers, payload)).statusCode,
        JSON.stringify(payload).slice(0, 60),
      ).toBe(400);
    }
    const valid = { questionType: 'deposit', content: 'one two three' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/feedback', payload: valid })).statusCode,
    ).toBe(401);
    for (const url of [
      '/api/admin/feedback?status=nope',
      '/api/admin/feedback?from=2026-13',
      '/api/admin/feedback?page=0',
      '/api/admin/feedback/99999999999999999999',
    ]) {
      expect((await adminCall('GET', url)).statusCode, url).toBe(400);
    }
    expect((await adminCall('GET', '/api/admin/feedback/999999')).statusCode).toBe(404);
    expect((await adminCall('POST', '/api/admin/feedback/1/reply', { reply: '' })).statusCode).toBe(
      400,
    );
  });

  it('refuses trial accounts with the real-account message', async () => {
    const m = await createMember(t, 'fbtrial01');
    await t.app.services.db
      .update(accounts)
      .set({ type: TRIAL_ACCOUNT_TYPE })
      .where(eq(accounts.id, m.id));
    const res = await submit(m.headers, { questionType: 'deposit', content: 'one two three four' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('holds the daily limit under 100 parallel submissions, and a new day starts over', async () => {
    const m = await createMember(t, 'fblimit01');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        submit(m.headers, { questionType: 'deposit', content: `parallel feedback number ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(97);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.details).toMatchObject({
      reason: 'FEEDBACK_DAILY_LIMIT',
      limit: 3,
    });
    const mine = (await t.app.inject({ url: '/api/feedback', headers: m.headers })).json();
    expect(mine.items).toHaveLength(3);

    // Tomorrow in the operator's time zone (the clock stands at noon): allowed again.
    t.clock.set(new Date(startOfDay(t.clock.now(), TEST_TIME_ZONE).getTime() + 36 * 3_600_000));
    const next = await submit(m.headers, { questionType: 'deposit', content: 'a new day here' });
    expect(next.statusCode).toBe(201);
    atNoon(t);
  });

  it('lists with filters, replies (the member sees it), closes; needs feedback.answer', async () => {
    const m = await createMember(t, 'fbreply01');
    const other = await createMember(t, 'fbreply02');
    const sent = (
      await submit(m.headers, { questionType: 'deposit', content: 'my deposit is missing today' })
    ).json();
    await submit(other.headers, { questionType: 'deposit', content: 'another member writes here' });

    const page = (
      await adminCall('GET', '/api/admin/feedback?member=FBREPLY01&status=open')
    ).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: sent.id, username: 'fbreply01', wordCount: 5 });
    const day = new Date(t.clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const byDay = (
      await adminCall('GET', `/api/admin/feedback?from=${day}&to=${day}&questionType=deposit`)
    ).json();
    expect(byDay.items.map((i: { id: number }) => i.id)).toContain(sent.id);
    const before = (
      await adminCall('GET', '/api/admin/feedback?from=2000-01-01&to=2000-01-02')
    ).json();
    expect(before.total).toBe(0);

    const marketing = await operator(t, 'fbcontent', 'content');
    expect(
      (await adminCall('GET', '/api/admin/feedback', undefined, marketing.headers)).statusCode,
    ).toBe(403);
    const support = await operator(t, 'fbsupport', 'support');
    const publish = vi.spyOn(t.app.services.live, 'publish');
    const replied = await adminCall(
      'POST',
      `/api/admin/feedback/${sent.id}/reply`,
      { reply: 'We found it: <b>credited</b> now.' },
      support.headers,
    );
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ status: 'replied', repliedBy: 'fbsupport' });
    // The member's open pages hear it.
    expect(publish).toHaveBeenCalledWith(m.id, { type: 'feedback.replied', feedbackId: sent.id });
    publish.mockRestore();

    const mine = (await t.app.inject({ url: '/api/feedback', headers: m.headers })).json();
    expect(mine.items[0]).toMatchObject({
      id: sent.id,
      status: 'replied',
      reply: 'We found it: <b>credited</b> now.',
    });
    // The other member never sees it.
    const theirs = (await t.app.inject({ url: '/api/feedback', headers: other.headers })).json();
    expect(theirs.items.map((i: { id: number }) => i.id)).not.toContain(sent.id);

    const closed = await adminCall(
      'POST',
      `/api/admin/feedback/${sent.id}/close`,
      undefined,
      support.headers,
    );
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(
      (await adminCall('POST', `/api/admin/feedback/${sent.id}/reply`, { reply: 'again' }))
        .statusCode,
    ).toBe(409);
    const actions = (await t.app.services.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['feedback.reply', 'feedback.close']));
  });
});
