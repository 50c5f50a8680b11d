import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getHouseSeedHistory } from './house-requests';

/** Revealed pairs per page of the fairness panel's history. */
export const SEED_HISTORY_PAGE_SIZE = 5;

const historyKey = (token: string) => ['house', 'seed-history', token];

/** A page of this player's revealed seed pairs, read from the server (so a reload keeps them). */
export function useSeedHistory(token: string, page: number) {
  return useQuery({
    queryKey: [...historyKey(token), page],
    queryFn: ({ signal }) => getHouseSeedHistory(token, page, SEED_HISTORY_PAGE_SIZE, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** After a rotation: the history reads again (the pair just revealed is its first entry). */
export function useRefreshSeedHistory(token: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: historyKey(token) }),
    [queryClient, token],
  );
}
