import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TIME_ZONE, type TestApp } from '../../../../test/test-app.js';
import { startOfNextDay } from '../../../platform/clock.js';
import {
  PAYMENT_PASSWORD,
  createMember,
  expectLedgerVerified,
  fund,
  setCashier,
  type Headers,
} from './cashier-test-kit.js';

describe('withdrawal daily limits follow the operator day on the app clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setCashier(t, { withdrawal: { dailyCount: 1, dailyAmount: 50_000 } });
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const payer = async (username: string) => {
    const m = await createMember(t, username, {
      realName: 'Somchai Jaidee',
      paymentPassword: PAYMENT_PASSWORD,
    });
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/bank-accounts',
      headers: m.headers,
      payload: { bankCode: 'SCB', accountNumber: '9876543210', accountName: 'Somchai Jaidee' },
    });
    expect(bank.statusCode).toBe(201);
    await fund(t, m.id, 200_000);
    return { headers: m.headers, bankAccountId: bank.json().id as number };
  };
  const withdraw = (p: { headers: Headers; bankAccountId: number }, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/members/me/withdrawals',
      headers: p.headers,
      payload: {
        amount,
        bankAccountId: p.bankAccountId,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: crypto.randomUUID(),
      },
    });
  const info = async (p: { headers: Headers }) =>
    (await t.app.inject({ url: '/api/members/me/withdrawals/info', headers: p.headers })).json<{
      usedCountToday: number;
      usedAmountToday: number;
    }>();

  it('a new day begins at midnight in the cashier time zone (Bangkok), not at UTC midnight', async () => {
    const p = await payer('tzday01');
    // 23:58 in Bangkok is 16:58 UTC; three minutes later it is a new day in Bangkok and still
    // the same day in UTC.
    const tomorrow = startOfNextDay(t.clock.now(), TEST_TIME_ZONE);
    t.clock.set(new Date(startOfNextDay(tomorrow, TEST_TIME_ZONE).getTime() - 2 * 60_000));
    expect((await withdraw(p, 30_000)).statusCode).toBe(200);
    const again = await withdraw(p, 10_000);
    expect(again.json().error).toMatchObject({
      code: 'WITHDRAWAL_DAILY_COUNT_EXCEEDED',
      details: { limit: 1, used: 1 },
    });
    expect(await info(p)).toMatchObject({ usedCountToday: 1, usedAmountToday: 30_000 });

    t.clock.advance(3 * 60_000);
    expect(await info(p)).toMatchObject({ usedCountToday: 0, usedAmountToday: 0 });
    const nextDay = await withdraw(p, 40_000);
    expect(nextDay.statusCode, nextDay.body).toBe(200);
    expect(await info(p)).toMatchObject({ usedCountToday: 1, usedAmountToday: 40_000 });
  });

  it('counts the day in UTC when the time zone setting is unknown, instead of failing', async () => {
    const p = await payer('tzday02');
    await setCashier(t, { timeZone: 'Mars/Olympus' });
    try {
      // A minute before a UTC midnight no earlier test reached, then a minute after it.
      const utcMidnight = startOfNextDay(t.clock.now(), 'UTC');
      t.clock.set(new Date(utcMidnight.getTime() + 24 * 3_600_000 - 60_000));
      expect((await withdraw(p, 20_000)).statusCode).toBe(200);
      expect((await withdraw(p, 20_000)).json().error.code).toBe('WITHDRAWAL_DAILY_COUNT_EXCEEDED');
      t.clock.advance(2 * 60_000);
      expect((await withdraw(p, 20_000)).statusCode).toBe(200);
    } finally {
      await setCashier(t, { timeZone: TEST_TIME_ZONE });
    }
  });
});
