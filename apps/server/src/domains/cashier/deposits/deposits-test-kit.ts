import {
  DEPOSIT_API,
  type TOperatorBankAccountInput,
  type TPaymentMethodInput,
} from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { expect } from 'vitest';
import { adminHeaders, playerLogin, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';

/** Test helpers shared by the deposit and payment-method suites. */
export type Headers = Record<string, string>;

export async function operatorHeaders(
  t: TestApp,
  role: 'finance' | 'support' | 'content',
): Promise<Headers> {
  const admin = await adminHeaders(t.app);
  const username = `${role}${crypto.randomBytes(3).toString('hex')}`;
  const password = 'Operator-Pass-1x';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/operators',
    headers: admin,
    payload: { username, displayName: role, role, password },
  });
  expect(res.statusCode).toBe(201);
  return adminHeaders(t.app, username, password);
}

/** Registers a member through the API; answers its id and bearer header. */
export async function newMember(
  t: TestApp,
  prefix = 'dep',
): Promise<{ id: number; headers: Headers }> {
  const username = `${prefix}${crypto.randomBytes(4).toString('hex')}`;
  const password = 'secret99x';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password, confirmPassword: password, agreeTerms: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { headers } = await playerLogin(t.app, username, password);
  const [row] = await t.app.services.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, username));
  return { id: row!.id, headers };
}

export const bankAccountInput = (
  over: Partial<TOperatorBankAccountInput> = {},
): TOperatorBankAccountInput => ({
  bankCode: 'KBANK',
  accountName: 'LuckyWay Co., Ltd.',
  accountNumber: '123-4-56789-0',
  promptPayId: '0105561234567',
  enabled: true,
  ...over,
});

export const methodInput = (over: Partial<TPaymentMethodInput> = {}): TPaymentMethodInput => ({
  code: `m-${crypto.randomBytes(3).toString('hex')}`,
  kind: 'bank_transfer',
  name: { th: 'โอนผ่านธนาคาร', en: 'Bank transfer', zh: '银行转账' },
  enabled: true,
  currency: 'THB',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  displayOrder: 1,
  operatorBankAccountId: null,
  gatewayId: null,
  ...over,
});

/** Creates an operator bank account and a bank-transfer method paying into it. */
export async function bankTransferMethod(
  t: TestApp,
  admin: Headers,
  bank: Partial<TOperatorBankAccountInput> = {},
  method: Partial<TPaymentMethodInput> = {},
): Promise<{ bankAccountId: number; methodId: number }> {
  const b = await t.app.inject({
    method: 'POST',
    url: DEPOSIT_API.admin.bankAccounts,
    headers: admin,
    payload: bankAccountInput(bank),
  });
  expect(b.statusCode, b.body).toBe(201);
  const m = await t.app.inject({
    method: 'POST',
    url: DEPOSIT_API.admin.paymentMethods,
    headers: admin,
    payload: methodInput({ operatorBankAccountId: b.json().id, ...method }),
  });
  expect(m.statusCode, m.body).toBe(201);
  return { bankAccountId: b.json().id, methodId: m.json().id };
}

export async function mainBalance(t: TestApp, accountId: number): Promise<number> {
  const wallet = await t.app.services.ledger.walletOf(accountId, 'main', 'THB');
  return t.app.services.ledger.balanceOf(wallet.id);
}

/** Ledger transfers posted for one deposit (there must never be more than one). */
export async function creditsOf(t: TestApp, depositId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = ${`deposit:${depositId}`}`,
  );
  return row!.n;
}

export async function auditActions(
  t: TestApp,
  targetType: string,
  targetId: string | number,
): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    t.app.services.db,
    sql`SELECT action FROM audit_log
        WHERE target_type = ${targetType} AND target_id = ${String(targetId)} ORDER BY id`,
  );
  return rows.map((r) => r.action);
}
