import { API, ZPermissionResponse, type TPermissionResponse } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../lib/api-client';

/** Refetch period so a maintenance switch shows up without a reload. */
export const PERMISSION_REFETCH_MS = 60_000;

/** GET /api/permission: the startup configuration (spec §3 "Permission response"). */
export function getPermission(signal?: AbortSignal): Promise<TPermissionResponse> {
  return apiRequest(
    API.permission,
    serverChecked<TPermissionResponse>(import.meta.env.PROD ? null : ZPermissionResponse),
    { signal },
  );
}

export const permissionQuery = queryOptions({
  queryKey: ['permission'],
  queryFn: ({ signal }) => getPermission(signal),
  refetchOnWindowFocus: true,
  refetchInterval: PERMISSION_REFETCH_MS,
  staleTime: 10_000,
});

/** The startup configuration query (loading, error and data). */
export function usePermissionQuery() {
  return useQuery(permissionQuery);
}

/**
 * The loaded startup configuration. Only for components rendered inside the system gate, which
 * shows nothing else until the permission has arrived.
 */
export function useSiteConfig(): TPermissionResponse {
  const { data } = useQuery(permissionQuery);
  if (!data) throw new Error('useSiteConfig used outside the system gate');
  return data;
}
