import {
  GAME_ROUNDS_API,
  ZProfitResponse,
  type TProfitQuery,
  type TProfitResponse,
} from '@lw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/** GET /api/games/profit: the member's results per day and vendor of a period, with totals. */
export function getProfitAndLoss(
  query: TProfitQuery,
  signal?: AbortSignal,
): Promise<TProfitResponse> {
  return apiRequest(withQuery(GAME_ROUNDS_API.profit, query), ZProfitResponse, { signal });
}

export function profitAndLossQuery(query: TProfitQuery) {
  return queryOptions({
    queryKey: ['gameRecords', 'profit', query],
    queryFn: ({ signal }) => getProfitAndLoss(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Profit and loss (spec personalProfit). */
export function useProfitAndLoss(query: TProfitQuery, enabled = true) {
  return useQuery({ ...profitAndLossQuery(query), enabled });
}
