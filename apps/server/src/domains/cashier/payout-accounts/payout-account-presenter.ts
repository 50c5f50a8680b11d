import type { TMemberBankAccount, TThaiBankCode } from '@lw/contracts';
import type { memberBankAccounts } from '../../../db/schema/index.js';
import { maskAccountNumber } from './payee-name.js';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

export function presentBankAccount(row: BankAccountRow): TMemberBankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode as TThaiBankCode,
    accountName: row.accountName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
