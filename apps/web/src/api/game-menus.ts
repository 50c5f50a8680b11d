import { GAMES_API, ZGameMenusResponse, type TGameMenusResponse } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../lib/api-client';
import { withQuery } from '../lib/query-string';

/** GET /api/games/menus: the categories that have games, each with its vendors. */
export function getGameMenus(language: string, signal?: AbortSignal) {
  return apiRequest(
    withQuery(GAMES_API.menus, { language }),
    serverChecked<TGameMenusResponse>(import.meta.env.PROD ? null : ZGameMenusResponse),
    { signal },
  );
}

export function gameMenusQuery(language: string) {
  return queryOptions({
    queryKey: ['games', 'menus', language],
    queryFn: ({ signal }) => getGameMenus(language, signal),
    staleTime: 5 * 60_000,
  });
}

/** The game menus (header game list, footer vendor logos). */
export function useGameMenus(language: string) {
  return useQuery(gameMenusQuery(language));
}
