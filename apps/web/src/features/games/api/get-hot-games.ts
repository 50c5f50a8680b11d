import {
  GAMES_API,
  ZHotGamesResponse,
  type THotGamesQuery,
  type THotGamesResponse,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/** GET /api/games/hot: the hot list (spec §7: isPlatform 2). */
export function getHotGames(
  query: THotGamesQuery,
  signal?: AbortSignal,
): Promise<THotGamesResponse> {
  return apiRequest(
    withQuery(GAMES_API.hot, { isPlatform: 2, platform: 'flash,html5-desktop', ...query }),
    serverChecked<THotGamesResponse>(import.meta.env.PROD ? null : ZHotGamesResponse),
    { signal },
  );
}

export function hotGamesQuery(query: THotGamesQuery) {
  return queryOptions({
    queryKey: ['games', 'hot', query],
    queryFn: ({ signal }) => getHotGames(query, signal),
    staleTime: 60_000,
  });
}

/** The hot games (the whole list; home shows the first 12 until expanded). */
export function useHotGames(query: THotGamesQuery, enabled = true) {
  return useQuery({ ...hotGamesQuery(query), enabled });
}
