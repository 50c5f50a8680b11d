import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  createMember,
  expectLedgerVerified,
  fund,
  operator,
  type Headers,
} from '../withdrawals/cashier-test-kit.js';

describe('member wallets (back office)', () => {
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

  it('shows every wallet with its balance and the entries newest first', async () => {
    const m = await createMember(t, 'wallets01');
    await fund(t, m.id, 70_000);
    const adj = await t.app.inject({
      method: 'POST',
      url: '/api/admin/adjustments',
      headers: admin,
      payload: {
        accountId: m.id,
        amount: 3_000,
        wallet: 'bonus',
        reason: 'Welcome',
        requestId: crypto.randomUUID(),
      },
    });
    expect(adj.statusCode).toBe(201);

    const support = (await operator(t, 'support03', 'support')).headers;
    const wallets = await t.app.inject({
      url: `/api/admin/accounts/${m.id}/wallets`,
      headers: support,
    });
    expect(wallets.statusCode).toBe(200);
    expect(wallets.json()).toMatchObject({
      accountId: m.id,
      username: 'wallets01',
      wallets: [
        { purpose: 'main', currency: 'THB', balance: 70_000, vendor: '' },
        { purpose: 'bonus', currency: 'THB', balance: 3_000 },
      ],
    });

    const entries = (
      await t.app.inject({ url: `/api/admin/accounts/${m.id}/ledger-entries`, headers: support })
    ).json();
    expect(entries.total).toBe(2);
    expect(entries.items[0]).toMatchObject({
      purpose: 'bonus',
      amount: 3_000,
      balanceAfter: 3_000,
      reason: 'adjustment',
      reference: `adjustment:${adj.json().id}`,
    });
    expect(entries.items[1]).toMatchObject({ purpose: 'main', amount: 70_000, reason: 'deposit' });

    const mainId = wallets.json().wallets[0].ledgerAccountId;
    const onlyMain = (
      await t.app.inject({
        url: `/api/admin/accounts/${m.id}/ledger-entries?ledgerAccountId=${mainId}&pageSize=1`,
        headers: support,
      })
    ).json();
    expect(onlyMain).toMatchObject({ total: 1, pageSize: 1 });
    expect(onlyMain.items[0].ledgerAccountId).toBe(mainId);
  });

  it('needs cashier.read and a real account', async () => {
    const content = (await operator(t, 'content02', 'content')).headers;
    expect(
      (await t.app.inject({ url: '/api/admin/accounts/1/wallets', headers: content })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/accounts/1/wallets' })).statusCode).toBe(401);
    const missing = await t.app.inject({
      url: '/api/admin/accounts/999999/wallets',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
