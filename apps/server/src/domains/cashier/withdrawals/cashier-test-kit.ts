import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { expect } from 'vitest';
import { adminHeaders, TEST_TIME_ZONE, type TestApp } from '../../../../test/test-app.js';
import { accounts, siteSettings } from '../../../db/schema/index.js';
import { startOfDay } from '../../../platform/clock.js';
import { hashPassword } from '../../../platform/passwords.js';

/* Test helpers shared by the withdrawal, adjustment and member-wallet suites. */

export const MEMBER_PASSWORD = 'secret99x';
export const PAYMENT_PASSWORD = '246810';
export type Headers = { authorization: string };

export interface TestMember {
  id: number;
  username: string;
  headers: Headers;
}

/** Registers a member through the API; optionally sets the real name and payment password. */
export async function createMember(
  t: TestApp,
  username: string,
  options: { realName?: string; paymentPassword?: string } = {},
): Promise<TestMember> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      agreeTerms: true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const [row] = await t.app.services.db
    .update(accounts)
    .set({
      realName: options.realName ?? null,
      paymentPasswordHash: options.paymentPassword
        ? await hashPassword(options.paymentPassword)
        : null,
    })
    .where(eq(accounts.username, username))
    .returning({ id: accounts.id });
  return { id: row!.id, username, headers: { authorization: `Bearer ${token}` } };
}

/** Puts money on a member's main wallet the way an approved deposit would. */
export async function fund(t: TestApp, accountId: number, amount: number): Promise<void> {
  const { currency } = await t.app.services.settings.get('cashier');
  const main = await t.app.services.ledger.walletOf(accountId, 'main', currency);
  const house = await t.app.services.ledger.systemAccount('deposit_transit', currency);
  await t.app.services.ledger.postTransfer({
    idempotencyKey: `test-fund:${crypto.randomUUID()}`,
    reason: 'deposit',
    legs: [
      { accountId: main.id, amount },
      { accountId: house.id, amount: -amount },
    ],
  });
}

export async function mainBalance(t: TestApp, accountId: number): Promise<number> {
  const { currency } = await t.app.services.settings.get('cashier');
  return t.app.services.ledger.balanceOf(
    (await t.app.services.ledger.walletOf(accountId, 'main', currency)).id,
  );
}

export async function systemBalance(
  t: TestApp,
  purpose: 'withdrawal_transit' | 'deposit_transit' | 'payout' | 'adjustment',
): Promise<number> {
  const { currency } = await t.app.services.settings.get('cashier');
  return t.app.services.ledger.balanceOf(
    (await t.app.services.ledger.systemAccount(purpose, currency)).id,
  );
}

type CashierPatch = Partial<{
  makerCheckerThreshold: number;
  kycWithdrawal: { enabled: boolean; aboveAmount: number };
  timeZone: string;
  withdrawal: Partial<{
    minAmount: number;
    maxAmount: number;
    dailyCount: number;
    dailyAmount: number;
    autoReceiptMinutes: number;
  }>;
}>;

/**
 * Puts the app clock at noon of its day in the operator's time zone, so a test that counts
 * "today" cannot straddle midnight, whatever time the suite runs.
 */
export function atNoon(t: TestApp): void {
  const dayStart = startOfDay(t.clock.now(), TEST_TIME_ZONE);
  t.clock.set(new Date(dayStart.getTime() + 12 * 3_600_000));
}

/** Changes cashier settings for a test (the test app reads settings uncached). */
export async function setCashier(t: TestApp, patch: CashierPatch): Promise<void> {
  const current = await t.app.services.settings.get('cashier');
  const value = {
    ...current,
    ...patch,
    withdrawal: { ...current.withdrawal, ...patch.withdrawal },
  };
  await t.app.services.db
    .update(siteSettings)
    .set({ value })
    .where(eq(siteSettings.section, 'cashier'));
}

/** Creates an operator with `role` and signs it in. */
export async function operator(
  t: TestApp,
  username: string,
  role: 'finance' | 'support' | 'content' | 'super_admin',
): Promise<{ headers: Headers; id: number }> {
  const password = 'Operator-Pass-1a';
  const created = await t.app.services.operators.create(
    { username, displayName: username, role, password },
    { operatorId: null, username: null, ip: null, requestId: null },
  );
  return { headers: await adminHeaders(t.app, username, password), id: created.id };
}

/** Every ledger invariant holds (run at the end of each suite). */
export async function expectLedgerVerified(t: TestApp): Promise<void> {
  const report = await t.app.services.ledger.verify();
  expect(report.breaches).toEqual([]);
  expect(report.ok).toBe(true);
}

/** A tiny PNG / JPEG / GIF by their first bytes, padded to `size`. */
export function imageBase64(kind: 'png' | 'jpg' | 'gif', size = 256): string {
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  }[kind];
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(head).copy(bytes);
  return bytes.toString('base64');
}
