import {
  API,
  ZAccountDetail,
  ZAccountPage,
  ZAccountSummary,
  ZCreatedAccount,
  ZLoginHistory,
  ZPasswordResetResult,
  type TAccountDetail,
  type TAccountStatus,
  type TAccountSummary,
  type TCreateAgentRequest,
} from '@lw/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TAccountKind = 'all' | 'member' | 'agent' | 'trial';
export type TAccountPage = z.infer<typeof ZAccountPage>;
export type TCreatedAccount = z.infer<typeof ZCreatedAccount>;
export type TLoginHistory = z.infer<typeof ZLoginHistory>;

/** The filters of the member and agent search, as sent in the query string. */
export interface AccountFilters {
  q?: string;
  kind: TAccountKind;
  status?: TAccountStatus;
  underAgentId?: number;
  page: number;
  pageSize: number;
}

export const accountsQueryKey = ['admin', 'accounts'] as const;

export function fetchAccounts(
  filters: AccountFilters,
  signal?: AbortSignal,
): Promise<TAccountPage> {
  return apiRequest(API.admin.accounts, { schema: ZAccountPage, query: { ...filters }, signal });
}

export function fetchAccount(id: number, signal?: AbortSignal): Promise<TAccountDetail> {
  return apiRequest(API.admin.account(id), { schema: ZAccountDetail, signal });
}

export function fetchLoginHistory(id: number, signal?: AbortSignal): Promise<TLoginHistory> {
  return apiRequest(API.admin.accountLoginHistory(id), { schema: ZLoginHistory, signal });
}

export function createAgent(body: TCreateAgentRequest): Promise<TCreatedAccount> {
  return apiRequest(API.admin.agents, { method: 'POST', body, schema: ZCreatedAccount });
}

export function moveUpline(id: number, uplineId: number): Promise<TAccountSummary> {
  return apiRequest(API.admin.accountUpline(id), {
    method: 'POST',
    body: { uplineId },
    schema: ZAccountSummary,
  });
}

export function setAccountStatus(
  id: number,
  body: { status: TAccountStatus; reason: string },
): Promise<TAccountSummary> {
  return apiRequest(API.admin.accountStatus(id), {
    method: 'POST',
    body,
    schema: ZAccountSummary,
  });
}

export function resetAccountPassword(id: number): Promise<{ temporaryPassword: string }> {
  return apiRequest(API.admin.accountPasswordReset(id), {
    method: 'POST',
    schema: ZPasswordResetResult,
  });
}

export function endAccountSessions(id: number): Promise<void> {
  return apiRequest(API.admin.accountSessions(id), { method: 'POST' });
}
