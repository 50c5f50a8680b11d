import { GAME_ROUNDS_API, ZRoundDetail, type TRoundDetail } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/** GET /api/games/records/:id: one of the member's rounds with its wallet calls. */
export function getBettingRecord(
  id: number,
  language: string,
  signal?: AbortSignal,
): Promise<TRoundDetail> {
  return apiRequest(withQuery(GAME_ROUNDS_API.record(id), { language }), ZRoundDetail, { signal });
}

export function bettingRecordQuery(id: number, language: string) {
  return queryOptions({
    queryKey: ['gameRecords', 'record', id, language],
    queryFn: ({ signal }) => getBettingRecord(id, language, signal),
    staleTime: 15_000,
  });
}

/** A round's detail, asked for while `id` is not null (the detail dialog is open). */
export function useBettingRecord(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...bettingRecordQuery(id ?? 0, i18n.language), enabled: id !== null });
}
