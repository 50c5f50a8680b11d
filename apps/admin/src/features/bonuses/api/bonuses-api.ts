import { BONUSES_API, ZAdminBonusPage, ZBonusExplain, type TBonusStatus } from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const bonusesKey = ['admin', 'bonuses'] as const;

export interface BonusFilter {
  username: string;
  status: TBonusStatus | undefined;
  page: number;
  pageSize: number;
}

/** Bonuses of every member, newest first, by username and status. */
export function useAdminBonuses(filter: BonusFilter) {
  return useQuery({
    queryKey: [...bonusesKey, filter],
    queryFn: ({ signal }) =>
      apiRequest(BONUSES_API.adminList, {
        schema: ZAdminBonusPage,
        query: {
          username: filter.username || undefined,
          status: filter.status,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A bonus's progress recomputed from its contribution rows. */
export function useBonusExplain(id: number) {
  return useQuery({
    queryKey: [...bonusesKey, 'explain', id],
    queryFn: ({ signal }) =>
      apiRequest(BONUSES_API.adminExplain.replace(':id', String(id)), {
        schema: ZBonusExplain,
        signal,
      }),
  });
}
