import {
  DEPOSIT_API,
  ZAdminDeposit,
  ZAdminPaymentMethod,
  ZAdminPaymentMethodList,
  ZDepositQueuePage,
  ZOperatorBankAccount,
  ZOperatorBankAccountList,
  type TAdminDeposit,
  type TAdminPaymentMethod,
  type TAdminPaymentMethodList,
  type TDepositQueuePage,
  type TDepositStatus,
  type TOperatorBankAccount,
  type TOperatorBankAccountInput,
  type TOperatorBankAccountList,
  type TPaymentMethodInput,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Every cashier query starts with this key, so one invalidation refreshes the whole cashier. */
export const cashierQueryKey = ['admin', 'cashier'] as const;

/** The deposit queue filters, as sent in the query string. */
export interface DepositFilters {
  status?: TDepositStatus;
  username?: string;
  paymentMethodId?: number;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export function fetchDepositQueue(
  filters: DepositFilters,
  signal?: AbortSignal,
): Promise<TDepositQueuePage> {
  return apiRequest(DEPOSIT_API.admin.deposits, {
    schema: ZDepositQueuePage,
    query: { ...filters },
    signal,
  });
}

export function approveDeposit(id: number): Promise<TAdminDeposit> {
  return apiRequest(DEPOSIT_API.admin.approveDeposit(id), {
    method: 'POST',
    schema: ZAdminDeposit,
  });
}

export function rejectDeposit(id: number, reason: string): Promise<TAdminDeposit> {
  return apiRequest(DEPOSIT_API.admin.rejectDeposit(id), {
    method: 'POST',
    body: { reason },
    schema: ZAdminDeposit,
  });
}

export function fetchPaymentMethods(signal?: AbortSignal): Promise<TAdminPaymentMethodList> {
  return apiRequest(DEPOSIT_API.admin.paymentMethods, { schema: ZAdminPaymentMethodList, signal });
}

/** Creates (id null) or replaces a payment method. */
export function savePaymentMethod(
  id: number | null,
  body: TPaymentMethodInput,
): Promise<TAdminPaymentMethod> {
  return apiRequest(
    id === null ? DEPOSIT_API.admin.paymentMethods : DEPOSIT_API.admin.paymentMethod(id),
    { method: id === null ? 'POST' : 'PUT', body, schema: ZAdminPaymentMethod },
  );
}

export function deletePaymentMethod(id: number): Promise<void> {
  return apiRequest(DEPOSIT_API.admin.paymentMethod(id), { method: 'DELETE' });
}

export function fetchBankAccounts(signal?: AbortSignal): Promise<TOperatorBankAccountList> {
  return apiRequest(DEPOSIT_API.admin.bankAccounts, { schema: ZOperatorBankAccountList, signal });
}

/** Creates (id null) or replaces an operator bank account. */
export function saveBankAccount(
  id: number | null,
  body: TOperatorBankAccountInput,
): Promise<TOperatorBankAccount> {
  return apiRequest(
    id === null ? DEPOSIT_API.admin.bankAccounts : DEPOSIT_API.admin.bankAccount(id),
    { method: id === null ? 'POST' : 'PUT', body, schema: ZOperatorBankAccount },
  );
}

export function deleteBankAccount(id: number): Promise<void> {
  return apiRequest(DEPOSIT_API.admin.bankAccount(id), { method: 'DELETE' });
}
