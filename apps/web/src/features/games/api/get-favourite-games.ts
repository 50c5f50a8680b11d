import {
  FAVOURITE_PAGE_SIZE,
  GAMES_API,
  ZFavouriteListResponse,
  type TFavouriteListQuery,
  type TFavouriteListResponse,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { CLIENT_PARAMS, withQuery } from '../../../lib/query-string';

/** GET /api/games/favourites: the member's favourite games, one page of up to 999. */
export function getFavouriteGames(
  query: TFavouriteListQuery,
  signal?: AbortSignal,
): Promise<TFavouriteListResponse> {
  return apiRequest(
    withQuery(GAMES_API.favourites, {
      ...CLIENT_PARAMS,
      platform: 'flash',
      pageNo: 1,
      pageSize: FAVOURITE_PAGE_SIZE,
      ...query,
    }),
    serverChecked<TFavouriteListResponse>(import.meta.env.PROD ? null : ZFavouriteListResponse),
    { signal },
  );
}

export function favouriteGamesQuery(query: TFavouriteListQuery) {
  return queryOptions({
    queryKey: ['games', 'favourites', 'list', query],
    queryFn: ({ signal }) => getFavouriteGames(query, signal),
  });
}

/** Favourite games, named in the site's language; only asked for when signed in (`enabled`). */
export function useFavouriteGames(query: TFavouriteListQuery, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...favouriteGamesQuery({ language: i18n.language, ...query }), enabled });
}
