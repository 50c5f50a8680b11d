import type {
  TAdminPaymentMethod,
  TMethodName,
  TOperatorBankAccount,
  TPaymentMethod,
} from '@lw/contracts';
import type { operatorBankAccounts, paymentMethods } from '../../../db/schema/index.js';

export type BankAccountRow = typeof operatorBankAccounts.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function presentBankAccount(row: BankAccountRow): TOperatorBankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    promptPayId: row.promptPayId,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored jsonb name, completed so all three languages are always present. */
export function methodName(row: Pick<PaymentMethodRow, 'name' | 'code'>): TMethodName {
  const n = row.name ?? {};
  const fallback = n.en || n.th || n.zh || row.code;
  return { th: n.th || fallback, en: n.en || fallback, zh: n.zh || fallback };
}

export function presentAdminMethod(row: PaymentMethodRow): TAdminPaymentMethod {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: methodName(row),
    enabled: row.enabled,
    currency: row.currency,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    displayOrder: row.displayOrder,
    operatorBankAccountId: row.operatorBankAccountId,
    gatewayId: row.gatewayId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentMemberMethod(
  row: PaymentMethodRow,
  bankCode: string | null,
): TPaymentMethod {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: methodName(row),
    currency: row.currency,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    bankCode,
  };
}
