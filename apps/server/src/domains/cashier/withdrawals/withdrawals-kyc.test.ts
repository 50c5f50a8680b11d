import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  fileBytes,
  kycDataDir,
  reviewKyc,
  uploadKyc,
  verifyIdentity,
} from '../../identity/kyc/kyc-test-kit.js';
import {
  PAYMENT_PASSWORD,
  atNoon,
  createMember,
  expectLedgerVerified,
  fund,
  mainBalance,
  setCashier,
  type Headers,
} from './cashier-test-kit.js';

const ABOVE = 100_000;

describe('withdrawals above cashier.kycWithdrawal.aboveAmount need KYC level 1', () => {
  let t: TestApp;
  let admin: Headers;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = kycDataDir();
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = await adminHeaders(t.app);
    atNoon(t);
    await setCashier(t, { kycWithdrawal: { enabled: true, aboveAmount: ABOVE } });
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
    await fund(t, m.id, 1_000_000);
    return { ...m, bankAccountId: bank.json().id as number };
  };
  const withdraw = (m: Awaited<ReturnType<typeof payer>>, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/members/me/withdrawals',
      headers: m.headers,
      payload: {
        amount,
        bankAccountId: m.bankAccountId,
        paymentPassword: PAYMENT_PASSWORD,
        requestId: crypto.randomUUID(),
      },
    });

  it('passes at the amount, refuses above it with KYC_REQUIRED, passes after approval', async () => {
    const m = await payer('kycpay01');
    const info = () =>
      t.app.inject({ url: '/api/members/me/withdrawals/info', headers: m.headers });
    expect((await info()).json().kycNeededAbove).toBe(ABOVE);
    expect((await withdraw(m, ABOVE)).statusCode).toBe(200);
    const refused = await withdraw(m, ABOVE + 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'KYC_REQUIRED',
      details: { requiredLevel: 1, level: 0, aboveAmount: ABOVE },
    });
    // Nothing was held for the refused request.
    expect(await mainBalance(t, m.id)).toBe(1_000_000 - ABOVE);
    // A pending document is not enough; an approved ID alone neither.
    const id = (await uploadKyc(t, m.headers, 'id_document', fileBytes('png'))).json().id;
    expect((await withdraw(m, ABOVE + 1)).statusCode).toBe(403);
    await reviewKyc(t, admin, id, { decision: 'approve' });
    expect((await withdraw(m, ABOVE + 1)).statusCode).toBe(403);
    const selfie = (await uploadKyc(t, m.headers, 'selfie', fileBytes('jpg'))).json().id;
    await reviewKyc(t, admin, selfie, { decision: 'approve' });
    expect((await info()).json().kycNeededAbove).toBeNull();
    const passed = await withdraw(m, ABOVE + 1);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await mainBalance(t, m.id)).toBe(1_000_000 - ABOVE - (ABOVE + 1));
  });

  it('asks nothing when the setting is off', async () => {
    const m = await payer('kycpay02');
    await setCashier(t, { kycWithdrawal: { enabled: false, aboveAmount: ABOVE } });
    try {
      expect((await withdraw(m, ABOVE * 2)).statusCode).toBe(200);
    } finally {
      await setCashier(t, { kycWithdrawal: { enabled: true, aboveAmount: ABOVE } });
    }
    await verifyIdentity(t, m.headers, admin);
    expect((await withdraw(m, ABOVE * 2)).statusCode).toBe(200);
  });
});
