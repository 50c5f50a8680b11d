import { DEPOSIT_API } from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { accounts, deposits, turnoverRequirements } from '../../../db/schema/index.js';
import {
  auditActions,
  bankTransferMethod,
  creditsOf,
  mainBalance,
  newMember,
  operatorHeaders,
  type Headers,
} from './deposits-test-kit.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';

describe('deposits by bank transfer, approval, rejection and expiry', () => {
  let t: TestApp;
  let admin: Headers;
  let finance: Headers;
  let support: Headers;
  let methodId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    finance = await operatorHeaders(t, 'finance');
    support = await operatorHeaders(t, 'support');
    ({ methodId } = await bankTransferMethod(t, admin));
  });
  afterAll(() => t.close());

  const deposit = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: DEPOSIT_API.member.deposits, headers, payload });
  const approve = (id: number, headers = finance) =>
    t.app.inject({ method: 'POST', url: DEPOSIT_API.admin.approveDeposit(id), headers });
  const reject = (id: number, reason: string, headers = finance) =>
    t.app.inject({
      method: 'POST',
      url: DEPOSIT_API.admin.rejectDeposit(id),
      headers,
      payload: { reason },
    });
  const newDeposit = async (headers: Headers, amount = 123_450) => {
    const res = await deposit(headers, {
      paymentMethodId: methodId,
      amount,
      requestId: crypto.randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().deposit as { id: number; referenceCode: string };
  };

  it('a bank transfer deposit answers the account, a reference and a PromptPay QR with the amount', async () => {
    const member = await newMember(t);
    const res = await deposit(member.headers, {
      paymentMethodId: methodId,
      amount: 123_450,
      payerName: 'Somchai Jaidee',
      requestId: crypto.randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.deposit).toMatchObject({
      status: 'pending',
      amount: 123_450,
      currency: 'THB',
      kind: 'bank_transfer',
      payerName: 'Somchai Jaidee',
      methodName: { en: 'Bank transfer' },
    });
    expect(body.deposit.referenceCode).toMatch(/^D[2-9A-HJKMNP-Z]{8}$/);
    const minutes =
      (Date.parse(body.deposit.expiresAt) - Date.parse(body.deposit.createdAt)) / 60_000;
    expect(Math.round(minutes)).toBe(30);
    expect(body.bankTransfer).toMatchObject({
      bankCode: 'KBANK',
      accountName: 'LuckyWay Co., Ltd.',
      accountNumber: '123-4-56789-0',
      promptPayId: '0105561234567',
    });
    const { payload, imageDataUrl } = body.bankTransfer.promptPayQr;
    expect(payload).toContain('0105561234567');
    // EMVCo field 54 (amount) = "1234.50", 7 characters long.
    expect(payload).toContain('54071234.50');
    expect(payload).toContain('5303764');
    expect(imageDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.gateway).toBeNull();

    // Reopening the deposit answers the same instructions; the history lists it.
    const again = await t.app.inject({
      url: DEPOSIT_API.member.deposit(body.deposit.id),
      headers: member.headers,
    });
    expect(again.json().bankTransfer.promptPayQr.payload).toBe(payload);
    const mine = await t.app.inject({ url: DEPOSIT_API.member.deposits, headers: member.headers });
    expect(mine.json()).toMatchObject({
      total: 1,
      items: [{ id: body.deposit.id, status: 'pending' }],
    });
  });

  it('a mobile PromptPay id is encoded as 0066…; accounts without one get no QR', async () => {
    const mobile = await bankTransferMethod(t, admin, { promptPayId: '0812345678' });
    const none = await bankTransferMethod(t, admin, { promptPayId: null });
    const member = await newMember(t);
    const a = await deposit(member.headers, {
      paymentMethodId: mobile.methodId,
      amount: 50_000,
      requestId: crypto.randomUUID(),
    });
    expect(a.json().bankTransfer.promptPayQr.payload).toContain('0066812345678');
    expect(a.json().bankTransfer.promptPayQr.payload).toContain('5406500.00');
    const b = await deposit(member.headers, {
      paymentMethodId: none.methodId,
      amount: 50_000,
      requestId: crypto.randomUUID(),
    });
    expect(b.json().bankTransfer).toMatchObject({ promptPayId: null, promptPayQr: null });
  });

  it('enforces the method limits, a usable method, a signed-in non-trial member', async () => {
    const member = await newMember(t);
    for (const amount of [9_999, 5_000_001]) {
      const res = await deposit(member.headers, {
        paymentMethodId: methodId,
        amount,
        requestId: crypto.randomUUID(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'DEPOSIT_AMOUNT_OUT_OF_RANGE',
        details: { minAmount: 10_000, maxAmount: 5_000_000 },
      });
    }
    for (const amount of [10_000, 5_000_000]) {
      const res = await deposit(member.headers, {
        paymentMethodId: methodId,
        amount,
        requestId: crypto.randomUUID(),
      });
      expect(res.statusCode).toBe(200);
    }
    const fractional = await deposit(member.headers, {
      paymentMethodId: methodId,
      amount: 100.5,
      requestId: crypto.randomUUID(),
    });
    expect(fractional.json().error.code).toBe('VALIDATION_ERROR');
    const noSuch = await deposit(member.headers, {
      paymentMethodId: 999_999,
      amount: 20_000,
      requestId: crypto.randomUUID(),
    });
    expect(noSuch.json().error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const noRequestId = await deposit(member.headers, {
      paymentMethodId: methodId,
      amount: 20_000,
    });
    expect(noRequestId.json().error.code).toBe('VALIDATION_ERROR');
    expect(
      (
        await deposit(
          {},
          { paymentMethodId: methodId, amount: 20_000, requestId: crypto.randomUUID() },
        )
      ).statusCode,
    ).toBe(401);

    const trial = await newMember(t, 'trial');
    await t.app.services.db.update(accounts).set({ type: 4 }).where(eq(accounts.id, trial.id));
    const refused = await deposit(trial.headers, {
      paymentMethodId: methodId,
      amount: 20_000,
      requestId: crypto.randomUUID(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    const list = await t.app.inject({
      url: DEPOSIT_API.member.paymentMethods,
      headers: trial.headers,
    });
    expect(list.json().error.code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('the same requestId answers the same deposit, also when sent concurrently', async () => {
    const member = await newMember(t);
    const requestId = crypto.randomUUID();
    const payload = { paymentMethodId: methodId, amount: 77_700, requestId };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposit(member.headers, payload)),
    );
    const ids = new Set(answers.map((a) => a.json().deposit.id));
    expect(ids.size).toBe(1);
    const refs = new Set(answers.map((a) => a.json().deposit.referenceCode));
    expect(refs.size).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM deposits WHERE account_id = ${member.id}`,
    );
    expect(row!.n).toBe(1);
    const changed = await deposit(member.headers, { ...payload, amount: 88_800 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // Another member may use the same UUID for their own deposit.
    const other = await newMember(t);
    const theirs = await deposit(other.headers, payload);
    expect(theirs.json().deposit.id).not.toBe([...ids][0]);
    // Nobody reads another member's deposit.
    const peek = await t.app.inject({
      url: DEPOSIT_API.member.deposit([...ids][0]!),
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('approval credits the wallet once, records turnover and the audit; a second approve conflicts', async () => {
    const member = await newMember(t);
    const d = await newDeposit(member.headers, 123_450);
    const res = await approve(d.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: d.id,
      status: 'approved',
      username: expect.any(String),
    });
    expect(res.json().decidedBy).toMatch(/^finance/);
    expect(res.json().ledgerTransferId).toEqual(expect.any(Number));
    expect(await mainBalance(t, member.id)).toBe(123_450);
    const approvedEvents = async () =>
      (await publishedPayloads(t.app.services.db, 'deposit.approved')).filter(
        (e) => (e as { depositId: number }).depositId === d.id,
      );
    // The credit's event, written in the approval's transaction.
    expect(await approvedEvents()).toEqual([
      {
        depositId: d.id,
        accountId: member.id,
        amount: 123_450,
        currency: 'THB',
        ledgerTransferId: res.json().ledgerTransferId,
        operatorId: expect.any(Number),
      },
    ]);

    const twice = await approve(d.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'DEPOSIT_ALREADY_DECIDED',
      details: { status: 'approved', step: 'approve', expected: 'pending' },
    });
    const rejectLater = await reject(d.id, 'too late');
    expect(rejectLater.statusCode).toBe(409);
    expect(await mainBalance(t, member.id)).toBe(123_450);
    expect(await creditsOf(t, d.id)).toBe(1);
    expect(await approvedEvents()).toHaveLength(1);

    // The default depositTurnoverPercent is 0: no turnover to bet (the next test sets one).
    const turnover = await t.app.services.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.sourceId, d.id));
    expect(turnover).toEqual([]);
    expect(await auditActions(t, 'deposit', d.id)).toEqual(['deposit.approve']);
    const mine = await t.app.inject({
      url: DEPOSIT_API.member.deposit(d.id),
      headers: member.headers,
    });
    expect(mine.json()).toMatchObject({ deposit: { status: 'approved' }, bankTransfer: null });
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('two concurrent approvals credit once: one succeeds, the other conflicts', async () => {
    const member = await newMember(t);
    const d = await newDeposit(member.headers, 50_000);
    const results = await Promise.all([approve(d.id), approve(d.id, admin), approve(d.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await mainBalance(t, member.id)).toBe(50_000);
    expect(await creditsOf(t, d.id)).toBe(1);
    expect(await auditActions(t, 'deposit', d.id)).toEqual(['deposit.approve']);
  });

  it('turnover percent follows the cashier settings, integer arithmetic; 0 adds no requirement', async () => {
    const cashier = await t.app.services.settings.get('cashier');
    const actor = { operatorId: null, username: 'test', ip: null, requestId: null };
    await t.app.services.settings.update(
      'cashier',
      { ...cashier, withdrawal: { ...cashier.withdrawal, depositTurnoverPercent: 150 } },
      actor,
    );
    const member = await newMember(t);
    const d = await newDeposit(member.headers, 33_333);
    expect((await approve(d.id)).statusCode).toBe(200);
    const [req] = await t.app.services.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.sourceId, d.id));
    expect(req).toMatchObject({ accountId: member.id, source: 'deposit', achieved: 0 });
    expect(req!.required).toBe(49_999);
    await t.app.services.settings.update(
      'cashier',
      { ...cashier, withdrawal: { ...cashier.withdrawal, depositTurnoverPercent: 0 } },
      actor,
    );
    const e = await newDeposit(member.headers, 20_000);
    expect((await approve(e.id)).statusCode).toBe(200);
    expect(
      await t.app.services.db
        .select()
        .from(turnoverRequirements)
        .where(eq(turnoverRequirements.sourceId, e.id)),
    ).toEqual([]);
    await t.app.services.settings.update('cashier', cashier, actor);
  });

  it('rejection with a reason credits nothing; approving a rejected deposit conflicts', async () => {
    const member = await newMember(t);
    const d = await newDeposit(member.headers);
    const noReason = await reject(d.id, '');
    expect(noReason.json().error.code).toBe('VALIDATION_ERROR');
    const res = await reject(d.id, 'No transfer received');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'No transfer received' });
    expect((await approve(d.id)).statusCode).toBe(409);
    expect(await mainBalance(t, member.id)).toBe(0);
    expect(await creditsOf(t, d.id)).toBe(0);
    expect(await auditActions(t, 'deposit', d.id)).toEqual(['deposit.reject']);
    const mine = await t.app.inject({
      url: `${DEPOSIT_API.member.deposits}?status=rejected`,
      headers: member.headers,
    });
    expect(mine.json().items).toMatchObject([{ id: d.id, reason: 'No transfer received' }]);
    expect((await approve(999_999)).statusCode).toBe(404);
  });

  it('support reads the queue but can neither approve nor reject', async () => {
    const member = await newMember(t);
    const d = await newDeposit(member.headers);
    const read = await t.app.inject({ url: DEPOSIT_API.admin.deposit(d.id), headers: support });
    expect(read.statusCode).toBe(200);
    expect(read.json().deposit).toMatchObject({ id: d.id, status: 'pending' });
    expect((await approve(d.id, support)).statusCode).toBe(403);
    expect((await reject(d.id, 'no', support)).statusCode).toBe(403);
    expect(await mainBalance(t, member.id)).toBe(0);
    expect(await auditActions(t, 'deposit', d.id)).toEqual([]);
  });

  it('the expiry job expires pending deposits past expiresAt, and an expired one cannot be approved', async () => {
    const member = await newMember(t);
    const old = await newDeposit(member.headers);
    const fresh = await newDeposit(member.headers);
    await t.app.services.db
      .update(deposits)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(deposits.id, old.id));
    const expired = await t.app.services.deposits.expireDue();
    expect(expired).toContain(old.id);
    expect(expired).not.toContain(fresh.id);
    expect(await t.app.services.deposits.expireDue()).toEqual([]);
    const res = await approve(old.id);
    expect(res.statusCode).toBe(409);
    expect(await mainBalance(t, member.id)).toBe(0);
    const mine = await t.app.inject({
      url: DEPOSIT_API.member.deposit(old.id),
      headers: member.headers,
    });
    expect(mine.json()).toMatchObject({ deposit: { status: 'expired' }, bankTransfer: null });
  });

  it('the queue filters by status, member, method and dates, pages, and totals per status', async () => {
    const member = await newMember(t, 'queue');
    const a = await newDeposit(member.headers, 10_000);
    const b = await newDeposit(member.headers, 20_000);
    const c = await newDeposit(member.headers, 30_000);
    await approve(a.id);
    await reject(b.id, 'duplicate');
    const username = (
      await t.app.services.db.select().from(accounts).where(eq(accounts.id, member.id))
    )[0]!.username;
    const q = (query: string) =>
      t.app.inject({ url: `${DEPOSIT_API.admin.deposits}?${query}`, headers: support });

    const all = (await q(`username=${username.toUpperCase()}`)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { id: number }) => i.id)).toEqual([c.id, b.id, a.id]);
    expect(all.totals).toEqual({
      pending: { count: 1, amount: 30_000 },
      approved: { count: 1, amount: 10_000 },
      rejected: { count: 1, amount: 20_000 },
      expired: { count: 0, amount: 0 },
    });
    const approved = (await q(`username=${username}&status=approved`)).json();
    expect(approved).toMatchObject({
      total: 1,
      items: [{ id: a.id, decidedBy: expect.any(String) }],
    });
    // Totals ignore the status filter.
    expect(approved.totals.pending.count).toBe(1);
    const paged = (await q(`username=${username}&pageSize=2&page=2`)).json();
    expect(paged).toMatchObject({ total: 3, page: 2, items: [{ id: a.id }] });
    const byMethod = (await q(`paymentMethodId=${methodId}&username=${username}`)).json();
    expect(byMethod.total).toBe(3);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await q(`username=${username}&from=${encodeURIComponent(future)}`)).json().total).toBe(
      0,
    );
    expect((await q(`username=${username}&to=${encodeURIComponent(future)}`)).json().total).toBe(3);
    expect((await q('from=yesterday')).json().error.code).toBe('VALIDATION_ERROR');
  });
});
