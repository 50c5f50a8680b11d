import {
  GAMES_API,
  ZRecentGamesResponse,
  type TRecentGamesResponse,
  type TRecentGamesPage,
  type TRecentGamesQuery,
} from '@lw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/**
 * GET /api/games/recent: the member's recently played games (signed in), read from the newer
 * form of the answer (the page nested under `value`, spec §3).
 */
export async function getRecentGames(
  query: TRecentGamesQuery,
  signal?: AbortSignal,
): Promise<TRecentGamesPage> {
  const answer = await apiRequest(
    withQuery(GAMES_API.recent, { clientType: 3, ...query }),
    serverChecked<TRecentGamesResponse>(import.meta.env.PROD ? null : ZRecentGamesResponse),
    { signal },
  );
  return answer.value;
}

export function recentGamesQuery(query: TRecentGamesQuery) {
  return queryOptions({
    queryKey: ['games', 'recent', query],
    queryFn: ({ signal }) => getRecentGames(query, signal),
  });
}

/** Recent games, named in the site's language; only asked for when signed in (`enabled`). */
export function useRecentGames(query: TRecentGamesQuery, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    ...recentGamesQuery({ language: i18n.language, ...query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
