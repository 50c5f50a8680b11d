import {
  GAME_ROUNDS_API,
  ZBettingRecordsResponse,
  type TBettingRecordsQuery,
  type TBettingRecordsResponse,
} from '@lw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/** GET /api/games/records: the member's rounds of a period, filtered and paged, with totals. */
export function listBettingRecords(
  query: TBettingRecordsQuery,
  signal?: AbortSignal,
): Promise<TBettingRecordsResponse> {
  return apiRequest(withQuery(GAME_ROUNDS_API.records, query), ZBettingRecordsResponse, {
    signal,
  });
}

export function bettingRecordsQuery(query: TBettingRecordsQuery) {
  return queryOptions({
    queryKey: ['gameRecords', 'records', query],
    queryFn: ({ signal }) => listBettingRecords(query, signal),
    // The table keeps the last page while the next one loads: nothing jumps.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The betting records (spec personalHistoryCopy), game names in the site's language. */
export function useBettingRecords(query: TBettingRecordsQuery, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...bettingRecordsQuery({ language: i18n.language, ...query }), enabled });
}
