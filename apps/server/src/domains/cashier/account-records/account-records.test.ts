import { DEPOSIT_API, WALLET_API } from '@lw/contracts';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { bankTransferMethod, newMember } from '../deposits/deposits-test-kit.js';
import { createAccount, fund, signIn } from '../wallet/wallet-test-kit.js';

/** transactionHistory: the member's own entries, filtered by type and date, paged. */
describe('account records', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.app, { username: 'recagent', type: 1 });
    const member = await createAccount(t.app, {
      username: 'recmember',
      upline: 'recagent',
      paymentPassword: 'Pay-pass-77',
    });
    const other = await createAccount(t.app, { username: 'recother' });
    for (let i = 1; i <= 5; i++) await fund(t.app, member.id, i * 100_00);
    await fund(t.app, other.id, 999_00);
    headers = await signIn(t.app, 'recmember');
    const res = await t.app.inject({
      method: 'POST',
      url: WALLET_API.uplineTransfers,
      headers,
      payload: { amount: 200_00, paymentPassword: 'Pay-pass-77', requestId: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = (query: string) => t.app.inject({ url: `${WALLET_API.records}?${query}`, headers });

  it('lists every entry of the own wallets, newest first, with the balance after', async () => {
    const page = (await list('')).json();
    expect(page.total).toBe(6);
    expect(page.items[0]).toMatchObject({
      type: 'transfer',
      reason: 'upline_transfer',
      amount: -200_00,
      balanceAfter: 1_300_00,
      currency: 'THB',
      wallet: 'main',
      reference: 'recmember>recagent',
    });
    expect(page.items.map((i: { amount: number }) => i.amount)).toEqual([
      -200_00, 500_00, 400_00, 300_00, 200_00, 100_00,
    ]);
    // Never another member's money.
    expect(page.items.some((i: { amount: number }) => i.amount === 999_00)).toBe(false);
  });

  it('filters by type', async () => {
    expect((await list('type=transfer')).json().total).toBe(1);
    expect((await list('type=adjustment')).json().total).toBe(5);
    expect((await list('type=deposit')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('pages with a total count', async () => {
    const second = (await list('page=2&pageSize=4')).json();
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.items.map((i: { amount: number }) => i.amount)).toEqual([200_00, 100_00]);
  });

  it('filters by date and refuses ranges over 90 days', async () => {
    const now = Date.now();
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    expect((await list(`from=${iso(now - 3_600_000)}&to=${iso(now + 60_000)}`)).json().total).toBe(
      6,
    );
    expect(
      (await list(`from=${iso(now - 7 * 86_400_000)}&to=${iso(now - 86_400_000)}`)).json().total,
    ).toBe(0);
    const long = await list(`from=${iso(now - 91 * 86_400_000)}&to=${iso(now)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('DATE_RANGE_TOO_LONG');
    const backwards = await list(`from=${iso(now)}&to=${iso(now - 1000)}`);
    expect(backwards.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: WALLET_API.records })).statusCode).toBe(401);
  });
});

describe('account record of a deposit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the deposit by the order number the member knows, not the internal id', async () => {
    const admin = await adminHeaders(t.app);
    const { methodId } = await bankTransferMethod(t, admin);
    const member = await newMember(t, 'recdep');
    const created = await t.app.inject({
      method: 'POST',
      url: DEPOSIT_API.member.deposits,
      headers: member.headers,
      payload: {
        paymentMethodId: methodId,
        amount: 500_00,
        payerName: 'Somchai Lucky',
        requestId: crypto.randomUUID(),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const deposit = created.json().deposit;
    const approved = await t.app.inject({
      method: 'POST',
      url: DEPOSIT_API.admin.approveDeposit(deposit.id),
      headers: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const page = (await t.app.inject({ url: WALLET_API.records, headers: member.headers })).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'deposit',
      reason: 'deposit',
      amount: 500_00,
      reference: deposit.referenceCode,
    });
    expect(page.items[0].reference).toMatch(/^D[2-9A-HJ-NP-Z]{8}$/);
  });
});
