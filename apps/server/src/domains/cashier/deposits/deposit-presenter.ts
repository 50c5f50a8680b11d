import type { TAdminDeposit, TDeposit, TMethodName } from '@lw/contracts';
import type { deposits } from '../../../db/schema/index.js';

export type DepositRow = typeof deposits.$inferSelect;

/** What a deposit row keeps in its metadata (jsonb). */
export type DepositMetadata = {
  /** The member's idempotency key for the create request. */
  requestId?: string;
  /** Bank transfer: the account to pay into, as it was when the deposit was made. */
  bank?: {
    bankCode: string;
    accountName: string;
    accountNumber: string;
    promptPayId: string | null;
  };
  /** Gateway: the pay page. */
  payUrl?: string;
};

export function metadataOf(row: DepositRow): DepositMetadata {
  return (row.metadata ?? {}) as DepositMetadata;
}

export interface MethodInfo {
  kind: 'bank_transfer' | 'gateway';
  code: string;
  name: TMethodName;
}

export function presentDeposit(row: DepositRow, method: MethodInfo): TDeposit {
  return {
    id: row.id,
    paymentMethodId: row.paymentMethodId,
    kind: method.kind,
    methodName: method.name,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    referenceCode: row.referenceCode,
    payerName: row.payerName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

export function presentAdminDeposit(
  row: DepositRow,
  method: MethodInfo,
  username: string,
  decidedBy: string | null,
): TAdminDeposit {
  return {
    ...presentDeposit(row, method),
    accountId: row.accountId,
    username,
    paymentMethodCode: method.code,
    gatewayId: row.gatewayId,
    gatewayOrderId: row.gatewayOrderId,
    decidedBy,
    ledgerTransferId: row.ledgerTransferId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
