import { HOUSE_API, ZHouseJackpotResponse, type THouseJackpotResponse } from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../../../lib/api-client';

/**
 * GET /api/house/jackpot: the house studio's progressive pool (public). Asked only while the
 * counter is on screen, every 15 s; the pool grows with every real slot stake.
 */
export function useHouseJackpot(enabled: boolean) {
  return useQuery({
    queryKey: ['house', 'jackpot'],
    queryFn: ({ signal }) =>
      apiRequest(
        HOUSE_API.jackpot,
        serverChecked<THouseJackpotResponse>(import.meta.env.PROD ? null : ZHouseJackpotResponse),
        { signal },
      ),
    enabled,
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
}
