import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { MAX_PROOF_IMAGE_BYTES } from '@lw/contracts';
import {
  PAYMENT_PASSWORD,
  atNoon,
  createMember,
  expectLedgerVerified,
  fund,
  imageBase64,
  mainBalance,
  operator,
  setCashier,
  systemBalance,
  type Headers,
  type TestMember,
} from './cashier-test-kit.js';
import { openLive } from '../../identity/live-channel/live-test-client.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';

const MIN = 10_000;

describe('withdrawals', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A member with a real name, payment password, a bound bank account and `balance`. */
  const payer = async (username: string, balance: number) => {
    const m = await createMember(t, username, {
      realName: 'Somchai Jaidee',
      paymentPassword: PAYMENT_PASSWORD,
    });
    const bank = await call('POST', '/api/members/me/bank-accounts', m.headers, {
      bankCode: 'SCB',
      accountNumber: '9876543210',
      accountName: 'Somchai Jaidee',
    });
    expect(bank.statusCode).toBe(201);
    if (balance > 0) await fund(t, m.id, balance);
    return { ...m, bankAccountId: bank.json().id as number };
  };
  const withdraw = (
    m: TestMember & { bankAccountId: number },
    amount: number,
    extra: Record<string, unknown> = {},
  ) =>
    call('POST', '/api/members/me/withdrawals', m.headers, {
      amount,
      bankAccountId: m.bankAccountId,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: crypto.randomUUID(),
      ...extra,
    });
  const adminPost = (path: string, payload?: object, headers = admin) =>
    call('POST', `/api/admin/withdrawals/${path}`, headers, payload);

  it('needs a payment password, the right one, and an amount within min and max', async () => {
    const m = await createMember(t, 'nopay01', { realName: 'No Pay' });
    const bank = await call('POST', '/api/members/me/bank-accounts', m.headers, {
      bankCode: 'KTB',
      accountNumber: '1112223334',
      accountName: 'No Pay',
    });
    const notSet = await call('POST', '/api/members/me/withdrawals', m.headers, {
      amount: MIN,
      bankAccountId: bank.json().id,
      paymentPassword: '123456',
      requestId: crypto.randomUUID(),
    });
    expect(notSet.json().error.code).toBe('PAYMENT_PASSWORD_NOT_SET');

    const p = await payer('limits01', 100_000);
    expect((await withdraw(p, MIN, { paymentPassword: '999999' })).json().error.code).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    const low = await withdraw(p, MIN - 1);
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toMatchObject({
      code: 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      details: { min: MIN, max: 5_000_000 },
    });
    expect((await withdraw(p, 5_000_001)).json().error.code).toBe('WITHDRAWAL_AMOUNT_OUT_OF_RANGE');
    expect((await withdraw(p, 200_000)).json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await mainBalance(t, p.id)).toBe(100_000);
  });

  it('holds the money at once and enforces the daily count and amount', async () => {
    atNoon(t);
    await setCashier(t, { withdrawal: { dailyCount: 2, dailyAmount: 50_000 } });
    try {
      const p = await payer('daily01', 200_000);
      const transitBefore = await systemBalance(t, 'withdrawal_transit');
      const first = await withdraw(p, 30_000);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        amount: 30_000,
        status: 'requested',
        bankCode: 'SCB',
        accountNumberMasked: '******3210',
        amountReceived: null,
      });
      expect(await mainBalance(t, p.id)).toBe(170_000);
      expect(await systemBalance(t, 'withdrawal_transit')).toBe(transitBefore + 30_000);

      const tooMuch = await withdraw(p, 30_000);
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().error).toMatchObject({
        code: 'WITHDRAWAL_DAILY_AMOUNT_EXCEEDED',
        details: { limit: 50_000, used: 30_000, available: 20_000 },
      });
      expect((await withdraw(p, 20_000)).statusCode).toBe(200);
      const count = await withdraw(p, MIN);
      expect(count.json().error).toMatchObject({
        code: 'WITHDRAWAL_DAILY_COUNT_EXCEEDED',
        details: { limit: 2, used: 2 },
      });
      const info = (await call('GET', '/api/members/me/withdrawals/info', p.headers)).json();
      expect(info).toMatchObject({
        balance: 150_000,
        dailyCount: 2,
        dailyAmount: 50_000,
        usedCountToday: 2,
        usedAmountToday: 50_000,
        turnoverRemaining: 0,
        hasPaymentPassword: true,
        hasRealName: true,
      });
      expect(info.bankAccounts).toHaveLength(1);
      expect(await mainBalance(t, p.id)).toBe(150_000);
    } finally {
      await setCashier(t, { withdrawal: { dailyCount: 5, dailyAmount: 20_000_000 } });
    }
  });

  it('blocks on unmet turnover and passes once the turnover is achieved', async () => {
    const p = await payer('turnover01', 100_000);
    await t.app.services.db.execute(sql`
      INSERT INTO turnover_requirements (account_id, source, required, achieved)
      VALUES (${p.id}, 'deposit', 50000, 20000), (${p.id}, 'bonus', 10000, 15000)`);
    const blocked = await withdraw(p, MIN);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toMatchObject({
      code: 'TURNOVER_NOT_MET',
      details: { remaining: 30_000 },
    });
    const info = (await call('GET', '/api/members/me/withdrawals/info', p.headers)).json();
    expect(info.turnoverRemaining).toBe(30_000);
    await t.app.services.db.execute(
      sql`UPDATE turnover_requirements SET achieved = required WHERE account_id = ${p.id}`,
    );
    expect((await withdraw(p, MIN)).statusCode).toBe(200);
  });

  it('answers a retried requestId with the first withdrawal, once', async () => {
    const p = await payer('idem01', 100_000);
    const requestId = crypto.randomUUID();
    const a = await withdraw(p, 25_000, { requestId });
    const b = await withdraw(p, 25_000, { requestId });
    expect(a.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    expect(await mainBalance(t, p.id)).toBe(75_000);
    const other = await withdraw(p, 26_000, { requestId });
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    const mine = (await call('GET', '/api/members/me/withdrawals', p.headers)).json();
    expect(mine.total).toBe(1);
  });

  it('refunds a rejected withdrawal once and audits it', async () => {
    const p = await payer('reject01', 100_000);
    const id = (await withdraw(p, 40_000)).json().id;
    const rejected = await adminPost(`${id}/reject`, { reason: 'Name on slip differs' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Name on slip differs' });
    expect(await mainBalance(t, p.id)).toBe(100_000);
    const again = await adminPost(`${id}/reject`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'WITHDRAWAL_ALREADY_DECIDED',
      details: { status: 'rejected', step: 'reject', expected: 'requested' },
    });
    expect(await mainBalance(t, p.id)).toBe(100_000);
  });

  it('cancels the payout of an approved withdrawal (not a reject: that decides a request)', async () => {
    const p = await payer('cancel01', 100_000);
    const id = (await withdraw(p, 40_000)).json().id;
    expect((await adminPost(`${id}/approve`)).json().status).toBe('approved');
    // A reject decides a request; once approved it is refused and moves nothing.
    const late = await adminPost(`${id}/reject`, { reason: 'too late' });
    expect(late.json().error).toMatchObject({
      code: 'WITHDRAWAL_ALREADY_DECIDED',
      details: { status: 'approved', expected: 'requested' },
    });
    expect(await mainBalance(t, p.id)).toBe(60_000);
    const cancelled = await adminPost(`${id}/cancel-payout`, {
      reason: 'Bank refused the transfer',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'rejected',
      reason: 'Bank refused the transfer',
    });
    expect(await mainBalance(t, p.id)).toBe(100_000);
    expect((await adminPost(`${id}/cancel-payout`, { reason: 'twice' })).statusCode).toBe(409);
    expect(await mainBalance(t, p.id)).toBe(100_000);
    const audit = (
      await call('GET', `/api/admin/audit-log?targetType=withdrawal&targetId=${id}`, admin)
    ).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual([
      'withdrawal.cancel_payout',
      'withdrawal.approve',
    ]);
    expect(audit.items[0]).toMatchObject({
      operatorUsername: 'admin',
      before: { status: 'approved' },
      after: { status: 'rejected' },
    });
  });

  it("tells the member's open pages each status change once, and nobody else", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const p = await payer('livew01', 100_000);
    const other = await payer('livew02', 0);
    const mine = await openLive(base);
    const theirs = await openLive(base);
    mine.auth(p.headers.authorization.slice('Bearer '.length));
    theirs.auth(other.headers.authorization.slice('Bearer '.length));
    await mine.next((e) => e.type === 'ready');
    await theirs.next((e) => e.type === 'ready');
    const id = (await withdraw(p, 30_000)).json().id;
    const statusOf = (status: string) => (e: Record<string, unknown>) =>
      e.type === 'withdrawal.status' && e.withdrawalId === id && e.status === status;
    await adminPost(`${id}/approve`);
    await mine.next(statusOf('approved'));
    await adminPost(`${id}/pay`, { amountReceived: 30_000 });
    await mine.next(statusOf('paid'));
    await call('POST', `/api/members/me/withdrawals/${id}/received`, p.headers);
    await mine.next(statusOf('received'));
    // A refused step tells nobody anything.
    expect((await adminPost(`${id}/reject`, { reason: 'late' })).statusCode).toBe(409);
    await fund(t, p.id, 1); // a later event, so anything sent before it has arrived
    await mine.next((e) => e.type === 'balance' && e.balance === 70_001);
    const told = mine.events.filter((e) => e.type === 'withdrawal.status');
    expect(told).toEqual([
      { type: 'withdrawal.status', withdrawalId: id, status: 'approved' },
      { type: 'withdrawal.status', withdrawalId: id, status: 'paid' },
      { type: 'withdrawal.status', withdrawalId: id, status: 'received' },
    ]);
    expect(theirs.events.filter((e) => e.type === 'withdrawal.status')).toEqual([]);
    mine.ws.close();
    theirs.ws.close();
  });

  it('pays part, returns the rest to the wallet, and the member confirms', async () => {
    const p = await payer('paid01', 100_000);
    const payoutBefore = await systemBalance(t, 'payout');
    const id = (await withdraw(p, 50_000)).json().id;
    // Paying needs approval first.
    expect((await adminPost(`${id}/pay`, { amountReceived: 50_000 })).statusCode).toBe(409);
    await adminPost(`${id}/approve`);
    expect((await adminPost(`${id}/pay`, { amountReceived: 50_001 })).statusCode).toBe(400);
    const paid = await adminPost(`${id}/pay`, { amountReceived: 45_000 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      amountReceived: 45_000,
      amountRemaining: 5_000,
      confirmDeadline: expect.any(String),
      // The operators by name, as the deposit queue shows them.
      decidedByUsername: 'admin',
      paidByUsername: 'admin',
    });
    const queued = (await call('GET', `/api/admin/withdrawals?username=paid01`, admin)).json();
    expect(queued.items[0]).toMatchObject({
      id,
      decidedByUsername: 'admin',
      paidByUsername: 'admin',
    });
    expect(await mainBalance(t, p.id)).toBe(55_000);
    expect(await systemBalance(t, 'payout')).toBe(payoutBefore + 45_000);
    // One event, written in the payment's transaction (the refused tries wrote none).
    const paidEvents = (await publishedPayloads(t.app.services.db, 'withdrawal.paid')).filter(
      (e) => (e as { withdrawalId: number }).withdrawalId === id,
    );
    expect(paidEvents).toEqual([
      {
        withdrawalId: id,
        accountId: p.id,
        amount: 50_000,
        amountReceived: 45_000,
        currency: 'THB',
        operatorId: expect.any(Number),
      },
    ]);

    const mine = (await call('GET', '/api/members/me/withdrawals', p.headers)).json();
    expect(mine.items[0]).toMatchObject({
      id,
      amount: 50_000,
      amountReceived: 45_000,
      amountRemaining: 5_000,
      status: 'paid',
      paidAt: expect.any(String),
      confirmDeadline: paid.json().confirmDeadline,
    });
    const confirmed = await call('POST', `/api/members/me/withdrawals/${id}/received`, p.headers);
    expect(confirmed.json()).toMatchObject({ status: 'received', forcedReceived: false });
    // Received is final: no refund, no second confirmation.
    expect((await adminPost(`${id}/reject`, { reason: 'late' })).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/members/me/withdrawals/${id}/received`, p.headers)).statusCode,
    ).toBe(409);
    expect(await mainBalance(t, p.id)).toBe(55_000);
  });

  it('takes "not received" with a PNG proof only, up to 5 MB; the operator views and settles it', async () => {
    const p = await payer('proof01', 100_000);
    const id = (await withdraw(p, 20_000)).json().id;
    await adminPost(`${id}/approve`);
    await adminPost(`${id}/pay`, { amountReceived: 20_000 });
    const url = `/api/members/me/withdrawals/${id}/not-received`;

    const gif = await call('POST', url, p.headers, { proofImage: imageBase64('gif') });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await call('POST', url, p.headers, {
      proofImage: imageBase64('png', MAX_PROOF_IMAGE_BYTES + 1),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const notBase64 = await call('POST', url, p.headers, { proofImage: 'not*base64' });
    expect(notBase64.json().error.code).toBe('VALIDATION_ERROR');

    const png = imageBase64('png', 1024);
    const ok = await call('POST', url, p.headers, {
      proofImage: `data:image/png;base64,${png}`,
      note: 'Nothing arrived',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'not_received', hasProof: true });

    const image = await call('GET', `/api/admin/withdrawals/${id}/proof`, admin);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);

    // Re-pay: back to paid with a new deadline; then the member says not received again.
    expect((await adminPost(`${id}/repay`)).json().status).toBe('paid');
    await call('POST', url, p.headers, { proofImage: imageBase64('jpg') });
    const forced = await adminPost(`${id}/force-received`);
    expect(forced.json()).toMatchObject({ status: 'received', forcedReceived: true });
    expect((await adminPost(`${id}/reject`, { reason: 'refund?' })).statusCode).toBe(409);
    expect(await mainBalance(t, p.id)).toBe(80_000);
  });

  it('auto-receives paid withdrawals past the deadline; a forced one is never refunded', async () => {
    const p = await payer('auto01', 100_000);
    const id = (await withdraw(p, 30_000)).json().id;
    await adminPost(`${id}/approve`);
    await adminPost(`${id}/pay`, { amountReceived: 30_000 });
    const ops = t.app.services.withdrawalOperations;
    // Before the deadline (60 minutes) nothing happens.
    expect(await ops.autoReceipt(new Date(Date.now() + 59 * 60_000))).not.toContain(id);
    expect(await ops.autoReceipt(new Date(Date.now() + 61 * 60_000))).toContain(id);
    const view = (await call('GET', `/api/admin/withdrawals/${id}`, admin)).json();
    expect(view).toMatchObject({ status: 'received', forcedReceived: true });
    const refused = await adminPost(`${id}/reject`, { reason: 'refund' });
    expect(refused.json().error).toMatchObject({
      code: 'WITHDRAWAL_ALREADY_DECIDED',
      details: { status: 'received', forcedReceived: true },
    });
    expect(
      (
        await call('POST', `/api/members/me/withdrawals/${id}/not-received`, p.headers, {
          proofImage: imageBase64('png'),
        })
      ).statusCode,
    ).toBe(409);
    expect(await mainBalance(t, p.id)).toBe(70_000);
  });

  it('never overdraws nor exceeds the daily count under 20 parallel requests', async () => {
    atNoon(t);
    await setCashier(t, { withdrawal: { dailyCount: 3 } });
    try {
      const p = await payer('race01', 100_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, 20_000)));
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok, results.map((r) => r.body.slice(0, 120)).join('\n')).toHaveLength(3);
      expect(
        new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)),
      ).toEqual(new Set(['WITHDRAWAL_DAILY_COUNT_EXCEEDED']));
      expect(await mainBalance(t, p.id)).toBe(40_000);
    } finally {
      await setCashier(t, { withdrawal: { dailyCount: 0 } });
    }
    try {
      const q = await payer('race02', 50_000);
      const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(q, 15_000)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(
        new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)),
      ).toEqual(new Set(['INSUFFICIENT_FUNDS']));
      expect(await mainBalance(t, q.id)).toBe(5_000);
    } finally {
      await setCashier(t, { withdrawal: { dailyCount: 5 } });
    }
  });

  it('filters the queue with totals per status; support may look but not act', async () => {
    const p = await payer('queue01', 100_000);
    const a = (await withdraw(p, 10_000)).json().id;
    const b = (await withdraw(p, 20_000)).json().id;
    await adminPost(`${b}/approve`);
    const page = (
      await call('GET', `/api/admin/withdrawals?username=queue01&status=requested`, admin)
    ).json();
    expect(page.items.map((w: { id: number }) => w.id)).toEqual([a]);
    expect(page.items[0]).toMatchObject({
      username: 'queue01',
      realName: 'Somchai Jaidee',
      accountNumber: '9876543210',
    });
    expect(page.totals.requested).toEqual({ count: 1, amount: 10_000 });
    expect(page.totals.approved).toEqual({ count: 1, amount: 20_000 });
    expect(page.totals.paid).toEqual({ count: 0, amount: 0 });
    // Withdrawals are stamped by the app clock, so "tomorrow" is the clock's tomorrow.
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const future = (
      await call('GET', `/api/admin/withdrawals?accountId=${p.id}&from=${tomorrow}`, admin)
    ).json();
    expect(future.total).toBe(0);
    // A bare date says nothing of the zone: the queue takes instants only.
    const bare = await call('GET', `/api/admin/withdrawals?from=2026-03-05`, admin);
    expect(bare.statusCode).toBe(400);

    const support = (await operator(t, 'support01', 'support')).headers;
    expect((await call('GET', `/api/admin/withdrawals/${a}`, support)).statusCode).toBe(200);
    const act = await adminPost(`${a}/approve`, undefined, support);
    expect(act.statusCode).toBe(403);
    expect(act.json().error.code).toBe('FORBIDDEN');
    const content = (await operator(t, 'content01', 'content')).headers;
    expect((await call('GET', '/api/admin/withdrawals', content)).statusCode).toBe(403);
    const rows = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM withdrawals WHERE request_transfer_id IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
