import { API, WALLET_API, WITHDRAWAL_API } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, operators } from '../src/db/schema/index.js';
import {
  createAccount,
  fund,
  mainBalance,
  signIn,
} from '../src/domains/cashier/wallet/wallet-test-kit.js';
import { adminHeaders, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.js';

/**
 * Guard counters under 100 concurrent requests (issue 8): sign-in failures, payment-password
 * failures, and money towards disabled accounts. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the requests really run in parallel on a connection pool.
 */
describe('guards hold under 100 concurrent requests', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const PAY = 'Pay-pass-77';
  const actor = { operatorId: 1, username: 'admin', ip: '127.0.0.1', requestId: 'test' };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  /** Each request from its own address, as the probe did, so no per-IP limit stands in the way. */
  const ipOf = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  const codes = (responses: { json(): { error?: { code: string } } }[]) =>
    responses.map((r) => r.json().error?.code ?? 'OK');
  const count = (list: string[], code: string) => list.filter((c) => c === code).length;
  const setPolicy = async (patch: Record<string, unknown>) => {
    const policy = await t.app.services.settings.get('accountPolicy');
    await t.app.services.settings.update('accountPolicy', { ...policy, ...patch }, actor);
  };
  const login = (username: string, password: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: API.auth.login,
      headers: { 'x-forwarded-for': ipOf(i) },
      payload: { username, password, site: 'member' },
    });
  const accountRow = async (id: number) =>
    (await t.app.services.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

  it('checks at most captchaAfterFailures passwords without a captcha, whatever the concurrency', async () => {
    await setPolicy({ captchaAfterFailures: 3, maxFailedLogins: 5 });
    const victim = await createAccount(t.app, { username: 'cg_captcha' });
    const answers = codes(
      await Promise.all(Array.from({ length: 100 }, (_, i) => login('cg_captcha', 'wrong-1', i))),
    );
    expect(count(answers, 'INVALID_CREDENTIALS')).toBe(3);
    expect(count(answers, 'CAPTCHA_REQUIRED')).toBe(97);
    expect((await accountRow(victim.id)).failedLogins).toBe(3);
    // The right password now needs the captcha first.
    expect(codes([await login('cg_captcha', 'Passw0rd!x', 1)])).toEqual(['CAPTCHA_REQUIRED']);
  });

  it('locks after exactly maxFailedLogins concurrent wrong passwords', async () => {
    await setPolicy({ captchaAfterFailures: 50, maxFailedLogins: 5, lockMinutes: 15 });
    const victim = await createAccount(t.app, { username: 'cg_lock' });
    const answers = codes(
      await Promise.all(Array.from({ length: 100 }, (_, i) => login('cg_lock', 'wrong-2', i))),
    );
    expect(count(answers, 'INVALID_CREDENTIALS')).toBe(4);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(96);
    const row = await accountRow(victim.id);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(codes([await login('cg_lock', 'Passw0rd!x', 2)])).toEqual(['ACCOUNT_LOCKED']);
  });

  it('lets the right password in a burst of 39 wrong ones count only as one of the first guesses', async () => {
    await setPolicy({ captchaAfterFailures: 50, maxFailedLogins: 5 });
    await createAccount(t.app, { username: 'cg_mixed' });
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 20 ? 'Passw0rd!x' : 'wrong-3'));
    const answers = codes(await Promise.all(passwords.map((p, i) => login('cg_mixed', p, i))));
    // Only five guesses were ever checked; every other request was refused unchecked.
    const checked = count(answers, 'INVALID_CREDENTIALS') + count(answers, 'OK');
    expect(checked).toBeLessThanOrEqual(5);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(40 - checked);
  });

  it('counts unknown usernames the same way', async () => {
    await setPolicy({ captchaAfterFailures: 50, maxFailedLogins: 5 });
    const answers = codes(
      await Promise.all(Array.from({ length: 100 }, (_, i) => login('cg_nobody', 'wrong-4', i))),
    );
    expect(count(answers, 'INVALID_CREDENTIALS')).toBe(4);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(96);
  });

  it('locks the operator sign-in after exactly five concurrent wrong passwords', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: admin,
      payload: {
        username: 'cgoperator',
        displayName: 'CG',
        role: 'support',
        password: 'Operator-pass-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const answers = codes(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: API.admin.login,
            headers: { 'x-forwarded-for': ipOf(i) },
            payload: { username: 'cgoperator', password: 'wrong-5' },
          }),
        ),
      ),
    );
    expect(count(answers, 'INVALID_CREDENTIALS')).toBe(4);
    expect(count(answers, 'ACCOUNT_LOCKED')).toBe(96);
    const [row] = await t.app.services.db
      .select()
      .from(operators)
      .where(eq(operators.username, 'cgoperator'));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    const right = await t.app.inject({
      method: 'POST',
      url: API.admin.login,
      payload: { username: 'cgoperator', password: 'Operator-pass-1' },
    });
    expect(right.json().error.code).toBe('ACCOUNT_LOCKED');
    // The super admin is untouched.
    expect((await adminHeaders(t.app, 'admin', TEST_ADMIN_PASSWORD)).authorization).toMatch(
      /^Bearer/,
    );
  });

  it('locks the payment password after five concurrent wrong ones; the right one then moves nothing', async () => {
    await setPolicy({ maxFailedLogins: 5, lockMinutes: 15 });
    await createAccount(t.app, { username: 'cg_upline', type: 1, paymentPassword: PAY });
    const payer = await createAccount(t.app, {
      username: 'cg_payer',
      upline: 'cg_upline',
      paymentPassword: PAY,
    });
    await fund(t.app, payer.id, 1_000_000);
    const headers = await signIn(t.app, 'cg_payer');
    const transfer = (paymentPassword: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: WALLET_API.uplineTransfers,
        headers: { ...headers, 'x-forwarded-for': ipOf(i) },
        payload: { amount: 10_000, paymentPassword, requestId: crypto.randomUUID() },
      });
    const guesses = Array.from({ length: 100 }, (_, i) => String(100_000 + i * 7));
    const answers = codes(await Promise.all(guesses.map((g, i) => transfer(g, i))));
    expect(count(answers, 'WRONG_PAYMENT_PASSWORD')).toBe(4);
    expect(count(answers, 'PAYMENT_PASSWORD_LOCKED')).toBe(96);
    const right = await transfer(PAY, 0);
    expect(right.json().error.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(right.json().error.details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(await mainBalance(t.app, payer.id)).toBe(1_000_000);
    // The withdrawal path checks the same lock.
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: WITHDRAWAL_API.member.withdrawals,
      headers,
      payload: {
        amount: 10_000,
        paymentPassword: PAY,
        bankAccountId: 1,
        requestId: crypto.randomUUID(),
      },
    });
    expect(withdrawal.json().error.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await mainBalance(t.app, payer.id)).toBe(1_000_000);
  });

  it('moves nothing in 100 concurrent transfers to a disabled upline or from a disabled downline', async () => {
    const agent = await createAccount(t.app, {
      username: 'cg_agent',
      type: 1,
      paymentPassword: PAY,
    });
    const member = await createAccount(t.app, {
      username: 'cg_member',
      upline: 'cg_agent',
      paymentPassword: PAY,
    });
    await fund(t.app, member.id, 5_000_000);
    await fund(t.app, agent.id, 5_000_000);
    const agentHeaders = await signIn(t.app, 'cg_agent', true);
    const disable = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/accounts/${id}/status`,
        headers: admin,
        payload: { status: 'disabled', reason: 'concurrency test' },
      });
    // The agent's downline is disabled first: neither direction moves money.
    expect((await disable(member.id)).statusCode).toBe(200);
    const downAnswers = codes(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: WALLET_API.downlineTransfers,
            headers: { ...agentHeaders, 'x-forwarded-for': ipOf(i) },
            payload: {
              downlineUsername: 'cg_member',
              direction: i % 2 ? 'down' : 'up',
              amount: 10_000,
              paymentPassword: PAY,
              requestId: crypto.randomUUID(),
            },
          }),
        ),
      ),
    );
    expect(count(downAnswers, 'ACCOUNT_UNAVAILABLE')).toBe(100);
    expect(await mainBalance(t.app, agent.id)).toBe(5_000_000);
    expect(await mainBalance(t.app, member.id)).toBe(5_000_000);

    // A member pays its upline, which an operator disabled.
    const other = await createAccount(t.app, {
      username: 'cg_member2',
      upline: 'cg_agent',
      paymentPassword: PAY,
    });
    await fund(t.app, other.id, 5_000_000);
    const otherHeaders = await signIn(t.app, 'cg_member2');
    expect((await disable(agent.id)).statusCode).toBe(200);
    const upAnswers = codes(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: WALLET_API.uplineTransfers,
            headers: { ...otherHeaders, 'x-forwarded-for': ipOf(i) },
            payload: { amount: 10_000, paymentPassword: PAY, requestId: crypto.randomUUID() },
          }),
        ),
      ),
    );
    expect(count(upAnswers, 'ACCOUNT_UNAVAILABLE')).toBe(100);
    expect(await mainBalance(t.app, other.id)).toBe(5_000_000);
    expect(await mainBalance(t.app, agent.id)).toBe(5_000_000);
  });
});
