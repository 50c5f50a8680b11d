import {
  VIP_API,
  ZVipMemberList,
  ZVipMonthlyResult,
  ZVipProgram,
  ZVipState,
  type TVipProgram,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const root = ['admin', 'vip'] as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The filters of the members list, as sent in the query string. */
export interface VipMemberFilter {
  username: string;
  level: number | undefined;
  page: number;
  pageSize: number;
}

export function useVipProgram() {
  return useQuery({
    queryKey: [...root, 'program'],
    queryFn: ({ signal }) => apiRequest(VIP_API.adminProgram, { schema: ZVipProgram, signal }),
  });
}

export function useSaveVipProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (program: TVipProgram) =>
      apiRequest(VIP_API.adminProgram, { method: 'PUT', body: program, schema: ZVipProgram }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...root, 'program'], saved);
      // Explanations show the levels table: they follow the new programme.
      void queryClient.invalidateQueries({ queryKey: [...root, 'explain'] });
    },
  });
}

/** Members holding a level, highest first; the previous page stays while the next loads. */
export function useVipMembers(filter: VipMemberFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'members', filter],
    queryFn: ({ signal }) =>
      apiRequest(VIP_API.adminMembers, {
        schema: ZVipMemberList,
        query: {
          username: filter.username || undefined,
          level: filter.level,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One member's level with the figures behind it (the server refreshes the level first). */
export function useVipExplain(accountId: number | null) {
  return useQuery({
    queryKey: [...root, 'explain', accountId],
    queryFn: ({ signal }) =>
      apiRequest(withId(VIP_API.adminExplain, accountId!), { schema: ZVipState, signal }),
    enabled: accountId !== null,
  });
}

export function useRunVipMonthly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiRequest(VIP_API.adminMonthly, {
        method: 'POST',
        body: { month },
        schema: ZVipMonthlyResult,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: root }),
  });
}
