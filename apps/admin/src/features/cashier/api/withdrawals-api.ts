import {
  WITHDRAWAL_API,
  withdrawalPath,
  ZAdjustment,
  ZAdjustmentPage,
  ZAdminWithdrawal,
  ZMemberLedgerPage,
  ZMemberWallets,
  ZWithdrawalQueuePage,
  type TAdjustment,
  type TAdjustmentPage,
  type TAdminWithdrawal,
  type TCreateAdjustmentRequest,
  type TMemberLedgerPage,
  type TMemberWallets,
  type TWithdrawalQueuePage,
  type TWithdrawalStatus,
} from '@lw/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

const A = WITHDRAWAL_API.admin;

export interface WithdrawalFilters {
  status?: TWithdrawalStatus;
  username?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export function fetchWithdrawalQueue(
  filters: WithdrawalFilters,
  signal?: AbortSignal,
): Promise<TWithdrawalQueuePage> {
  return apiRequest(A.withdrawals, { schema: ZWithdrawalQueuePage, query: { ...filters }, signal });
}

/** The withdrawal steps an operator takes (WITHDRAWAL_TRANSITIONS), each a POST on it. */
export type WithdrawalAction =
  'approve' | 'reject' | 'cancelPayout' | 'pay' | 'repay' | 'forceReceived';

const ACTION_PATHS: Record<WithdrawalAction, string> = {
  approve: A.withdrawalApprove,
  reject: A.withdrawalReject,
  cancelPayout: A.withdrawalCancelPayout,
  pay: A.withdrawalPay,
  repay: A.withdrawalRepay,
  forceReceived: A.withdrawalForceReceived,
};

export function postWithdrawalAction(
  id: number,
  action: WithdrawalAction,
  body?: { reason: string } | { amountReceived: number },
): Promise<TAdminWithdrawal> {
  return apiRequest(withdrawalPath(ACTION_PATHS[action], id), {
    method: 'POST',
    body,
    schema: ZAdminWithdrawal,
  });
}

/**
 * The member's proof image as an object URL. The image needs the bearer token, so an <img src>
 * cannot load it directly; the caller revokes the URL when done.
 */
export async function fetchWithdrawalProof(id: number, signal?: AbortSignal): Promise<string> {
  const token = readToken();
  const response = await fetch(withdrawalPath(A.withdrawalProof, id), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError('NOT_FOUND', response.status, 'proof not available');
  return URL.createObjectURL(await response.blob());
}

export interface AdjustmentFilters {
  status?: TAdjustment['status'];
  accountId?: number;
  page: number;
  pageSize: number;
}

export function fetchAdjustments(
  filters: AdjustmentFilters,
  signal?: AbortSignal,
): Promise<TAdjustmentPage> {
  return apiRequest(A.adjustments, { schema: ZAdjustmentPage, query: { ...filters }, signal });
}

export function createAdjustment(body: TCreateAdjustmentRequest): Promise<TAdjustment> {
  return apiRequest(A.adjustments, { method: 'POST', body, schema: ZAdjustment });
}

export function decideAdjustment(
  id: number,
  decision: 'approve' | 'reject',
  note?: string,
): Promise<TAdjustment> {
  const path = decision === 'approve' ? A.adjustmentApprove : A.adjustmentReject;
  return apiRequest(withdrawalPath(path, id), {
    method: 'POST',
    body: note ? { note } : {},
    schema: ZAdjustment,
  });
}

export function fetchMemberWallets(
  accountId: number,
  signal?: AbortSignal,
): Promise<TMemberWallets> {
  return apiRequest(withdrawalPath(A.memberWallets, accountId), { schema: ZMemberWallets, signal });
}

export function fetchMemberLedger(
  accountId: number,
  query: { ledgerAccountId?: number; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<TMemberLedgerPage> {
  return apiRequest(withdrawalPath(A.memberLedgerEntries, accountId), {
    schema: ZMemberLedgerPage,
    query: { ...query },
    signal,
  });
}
