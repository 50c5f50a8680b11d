import { GAMES_API, ZFavouriteIds, type TFavouriteIds } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../../../lib/api-client';

/** GET /api/games/favourites/ids: the nodeIds of the member's favourites. */
export function getFavouriteIds(signal?: AbortSignal): Promise<TFavouriteIds> {
  return apiRequest(
    GAMES_API.favouriteIds,
    serverChecked<TFavouriteIds>(import.meta.env.PROD ? null : ZFavouriteIds),
    { signal },
  );
}

export const FAVOURITE_IDS_KEY = ['games', 'favourites', 'ids'] as const;

export const favouriteIdsQuery = queryOptions({
  queryKey: FAVOURITE_IDS_KEY,
  queryFn: ({ signal }) => getFavouriteIds(signal),
  staleTime: 5 * 60_000,
});

/** The favourite ids; only asked for when signed in (`enabled`). */
export function useFavouriteIds(enabled: boolean) {
  return useQuery({ ...favouriteIdsQuery, enabled });
}
