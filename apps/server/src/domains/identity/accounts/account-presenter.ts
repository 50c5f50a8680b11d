import type { TAccountSummary, TAccountType, TLoginHistoryEntry, TMemberInfo } from '@lw/contracts';
import type { accounts, loginHistory } from '../../../db/schema/index.js';
import { maskEmail, maskMobile } from './account-codes.js';

export type AccountRow = typeof accounts.$inferSelect;
export type LoginHistoryRow = typeof loginHistory.$inferSelect;

export function presentMemberInfo(row: AccountRow): TMemberInfo {
  return {
    id: row.id,
    account: row.username,
    nickname: row.nickname,
    type: row.type as TAccountType,
    mobileMasked: maskMobile(row.mobile),
    emailMasked: maskEmail(row.email),
    realName: row.realName,
    hasPaymentPassword: row.paymentPasswordHash !== null,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function presentSummary(row: AccountRow, uplineUsername: string | null): TAccountSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type as TAccountType,
    status: row.status,
    uplineId: row.uplineId,
    uplineUsername,
    depth: row.depth,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: row.lastLoginIp,
  };
}

export function presentLogin(row: LoginHistoryRow): TLoginHistoryEntry {
  return {
    at: row.at.toISOString(),
    ip: row.ip,
    countryCode: row.countryCode,
    userAgent: row.userAgent,
    site: row.site,
    method: row.method,
    success: row.success,
    failure: row.failure,
  };
}
