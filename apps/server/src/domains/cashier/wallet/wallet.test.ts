import { WALLET_API } from '@lw/contracts';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, fund, mainBalance, signIn } from './wallet-test-kit.js';

const PAY = 'Pay-pass-77';

/** Balance, public state and transfers inside one agent tree, on a real database. */
describe('wallet: balance and member transfers', () => {
  let t: TestApp;
  let agent: { id: number; username: string };
  let subAgent: { id: number; username: string };
  let member: { id: number; username: string };
  let deepMember: { id: number; username: string };
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createAccount(t.app, { username: 'wagent', type: 1, paymentPassword: PAY });
    subAgent = await createAccount(t.app, {
      username: 'wsubagent',
      type: 2,
      upline: 'wagent',
      paymentPassword: PAY,
    });
    member = await createAccount(t.app, {
      username: 'wmember',
      upline: 'wagent',
      paymentPassword: PAY,
    });
    deepMember = await createAccount(t.app, { username: 'wdeep', upline: 'wsubagent' });
    // Directly under the house: has no upline to pay.
    await createAccount(t.app, { username: 'wstranger', paymentPassword: PAY });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('shows the ledger balance in getBalance and in the header public state', async () => {
    const headers = await signIn(t.app, 'wmember');
    const empty = await t.app.inject({ url: WALLET_API.balance, headers });
    expect(empty.json()).toEqual({
      wallet: 'main',
      currency: 'THB',
      balance: 0,
      bonus: 0,
      total: 0,
    });
    await fund(t.app, member.id, 123_45);
    expect((await t.app.inject({ url: WALLET_API.balance, headers })).json()).toMatchObject({
      balance: 123_45,
      total: 123_45,
    });
    const state = await t.app.inject({ url: '/api/members/me/public-state', headers });
    expect(state.statusCode).toBe(200);
    expect(state.json().balance).toBe(123_45);
    expect((await t.app.inject({ url: WALLET_API.balance })).statusCode).toBe(401);
  });

  it('answers a single wallet while no transfer-mode vendor is configured', async () => {
    const headers = await signIn(t.app, 'wmember');
    const res = await t.app.inject({ url: WALLET_API.merchantWallet, headers });
    expect(res.json()).toMatchObject({ isSingle: true, vendors: [], currency: 'THB' });
    const transfer = await post(WALLET_API.vendorTransfers, headers, {
      vendor: 'PG',
      direction: 'in',
      amount: 100,
      requestId: crypto.randomUUID(),
    });
    expect(transfer.statusCode).toBe(404);
    expect(transfer.json().error.code).toBe('VENDOR_NOT_FOUND');
  });

  describe('transferUpline', () => {
    it('shows the upline and the limits', async () => {
      const headers = await signIn(t.app, 'wmember');
      const info = (await t.app.inject({ url: WALLET_API.uplineTransferInfo, headers })).json();
      expect(info).toMatchObject({
        enabled: true,
        minAmount: 10_000,
        maxAmount: 5_000_000,
        upline: { account: 'wagent' },
        hasPaymentPassword: true,
      });
    });

    it('refuses a wrong or missing payment password and amounts outside the limits', async () => {
      await fund(t.app, member.id, 1_000_00);
      const headers = await signIn(t.app, 'wmember');
      const wrong = await post(WALLET_API.uplineTransfers, headers, {
        amount: 200_00,
        paymentPassword: 'nope-nope',
        requestId: crypto.randomUUID(),
      });
      expect(wrong.json().error.code).toBe('WRONG_PAYMENT_PASSWORD');
      const small = await post(WALLET_API.uplineTransfers, headers, {
        amount: 99_99,
        paymentPassword: PAY,
        requestId: crypto.randomUUID(),
      });
      expect(small.json().error).toMatchObject({
        code: 'TRANSFER_AMOUNT_OUT_OF_RANGE',
        details: { minAmount: 10_000, maxAmount: 5_000_000 },
      });
      const deepHeaders = await signIn(t.app, 'wdeep');
      const unset = await post(WALLET_API.uplineTransfers, deepHeaders, {
        amount: 200_00,
        paymentPassword: PAY,
        requestId: crypto.randomUUID(),
      });
      expect(unset.statusCode).toBe(409);
      expect(unset.json().error.code).toBe('PAYMENT_PASSWORD_NOT_SET');
      const broke = await post(WALLET_API.uplineTransfers, await signIn(t.app, 'wstranger'), {
        amount: 200_00,
        paymentPassword: PAY,
        requestId: crypto.randomUUID(),
      });
      // Directly under the house: nobody to pay.
      expect(broke.json().error.code).toBe('NO_UPLINE');
    });

    it('moves the money once for a doubled submit with one requestId', async () => {
      const headers = await signIn(t.app, 'wmember');
      const before = await mainBalance(t.app, member.id);
      const agentBefore = await mainBalance(t.app, agent.id);
      const body = { amount: 150_00, paymentPassword: PAY, requestId: crypto.randomUUID() };
      const [a, b] = await Promise.all([
        post(WALLET_API.uplineTransfers, headers, body),
        post(WALLET_API.uplineTransfers, headers, body),
      ]);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(a.json().transferId).toBe(b.json().transferId);
      expect(a.json().balance).toBe(before - 150_00);
      expect(await mainBalance(t.app, member.id)).toBe(before - 150_00);
      expect(await mainBalance(t.app, agent.id)).toBe(agentBefore + 150_00);
      const other = await post(WALLET_API.uplineTransfers, headers, { ...body, amount: 160_00 });
      expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    });

    it('never overdraws under 20 parallel transfers', async () => {
      const payer = await createAccount(t.app, {
        username: 'wparallel',
        upline: 'wagent',
        paymentPassword: PAY,
      });
      await fund(t.app, payer.id, 1_000_00);
      const headers = await signIn(t.app, 'wparallel');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(WALLET_API.uplineTransfers, headers, {
            amount: 100_00,
            paymentPassword: PAY,
            requestId: crypto.randomUUID(),
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200).length;
      expect(ok).toBe(10);
      expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual(
        Array(10).fill('INSUFFICIENT_FUNDS'),
      );
      expect(await mainBalance(t.app, payer.id)).toBe(0);
    });
  });

  describe('agent to downline', () => {
    it('pays an indirect downline, and only asks to take money back from it', async () => {
      await fund(t.app, agent.id, 500_00);
      const headers = await signIn(t.app, 'wagent', true);
      const down = await post(WALLET_API.downlineTransfers, headers, {
        downlineUsername: 'wdeep',
        amount: 300_00,
        direction: 'down',
        paymentPassword: PAY,
        requestId: crypto.randomUUID(),
      });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({ outcome: 'transferred', amount: 300_00, pull: null });
      expect(await mainBalance(t.app, deepMember.id)).toBe(300_00);
      const up = await post(WALLET_API.downlineTransfers, headers, {
        downlineUsername: 'wdeep',
        amount: 100_00,
        direction: 'up',
        paymentPassword: PAY,
        requestId: crypto.randomUUID(),
      });
      // Issue 22 item 4: the agent's word alone takes nothing; the member is asked.
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ outcome: 'awaitingConsent', pull: { status: 'pending' } });
      expect(await mainBalance(t.app, deepMember.id)).toBe(300_00);
    });

    it('refuses accounts outside its downline, its upline and itself', async () => {
      const headers = await signIn(t.app, 'wsubagent', true);
      await fund(t.app, subAgent.id, 100_00);
      for (const target of ['wmember', 'wagent', 'wsubagent', 'wstranger', 'nosuchuser']) {
        const res = await post(WALLET_API.downlineTransfers, headers, {
          downlineUsername: target,
          amount: 10_00,
          direction: 'down',
          paymentPassword: PAY,
          requestId: crypto.randomUUID(),
        });
        expect(res.statusCode, target).toBe(403);
        expect(res.json().error.code).toBe('NOT_IN_DOWNLINE');
      }
      expect(await mainBalance(t.app, subAgent.id)).toBe(100_00);
    });

    it('is for agents only', async () => {
      const res = await post(WALLET_API.downlineTransfers, await signIn(t.app, 'wmember'), {
        downlineUsername: 'wdeep',
        amount: 10_00,
        direction: 'down',
        paymentPassword: PAY,
        requestId: crypto.randomUUID(),
      });
      expect(res.json().error.code).toBe('NOT_AN_AGENT');
    });
  });

  it('keeps every ledger invariant', async () => {
    const report = await t.app.services.ledger.verify();
    expect(report).toMatchObject({ ok: true });
  });
});
