import { GAME_ROUNDS_API, ZRoundDetail, type TRoundDetail } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/games/records/:id: one of the member's rounds with its wallet calls. */
export function getBettingRecord(id: number, signal?: AbortSignal): Promise<TRoundDetail> {
  return apiRequest(GAME_ROUNDS_API.record(id), ZRoundDetail, { signal });
}

export function bettingRecordQuery(id: number) {
  return queryOptions({
    queryKey: ['gameRecords', 'record', id],
    queryFn: ({ signal }) => getBettingRecord(id, signal),
    staleTime: 15_000,
  });
}

/** A round's detail, asked for while `id` is not null (the detail dialog is open). */
export function useBettingRecord(id: number | null) {
  return useQuery({ ...bettingRecordQuery(id ?? 0), enabled: id !== null });
}
