import { API, ZAuditPage, type TAuditPage } from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AuditFilters {
  page: number;
  pageSize: number;
  action?: string;
  targetType?: string;
  /** One record of the target type (e.g. an account id); the server filters when it supports it. */
  targetId?: string;
  operator?: string;
}

export function fetchAuditPage(filters: AuditFilters, signal?: AbortSignal): Promise<TAuditPage> {
  return apiRequest(API.admin.auditLog, {
    schema: ZAuditPage,
    query: { ...filters },
    signal,
  });
}

/** One page of the audit log; the previous page stays shown while the next loads. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) => fetchAuditPage(filters, signal),
    placeholderData: keepPreviousData,
  });
}
