import {
  GAMES_API,
  ZGameListResponse,
  type TGameListQuery,
  type TGameListResponse,
} from '@lw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { CLIENT_PARAMS, withQuery } from '../../../lib/query-string';

/** GET /api/games: one page of games with its filters (spec §7). */
export function getGames(query: TGameListQuery, signal?: AbortSignal): Promise<TGameListResponse> {
  return apiRequest(
    withQuery(GAMES_API.list, { ...CLIENT_PARAMS, ...query }),
    serverChecked<TGameListResponse>(import.meta.env.PROD ? null : ZGameListResponse),
    {
      signal,
    },
  );
}

export function gamesQuery(query: TGameListQuery, signedIn: boolean) {
  return queryOptions({
    // FAV and RECENT depend on who asks: the session is part of the key.
    queryKey: ['games', 'list', query, signedIn],
    queryFn: ({ signal }) => getGames(query, signal),
    staleTime: 60_000,
  });
}

/** A page of games; the previous page stays on screen while the next one loads. */
export function useGames(query: TGameListQuery, signedIn: boolean, enabled = true) {
  return useQuery({ ...gamesQuery(query, signedIn), enabled, placeholderData: keepPreviousData });
}
