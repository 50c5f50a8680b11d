import {
  GAMES_API,
  ZFavouriteIds,
  type TFavouriteIds,
  type TFavouriteRequest,
} from '@lw/contracts';
import { apiRequest, serverChecked } from '../../../lib/api-client';

// The lobby's favourite hearts: answers trusted in production (lib/api-client.ts serverChecked).
const favouriteIds = serverChecked<TFavouriteIds>(import.meta.env.PROD ? null : ZFavouriteIds);

/** POST /api/games/favourites: adds a favourite; answers the new id list. */
export function addFavourite(body: TFavouriteRequest): Promise<TFavouriteIds> {
  return apiRequest(GAMES_API.favourites, favouriteIds, { method: 'POST', body });
}

/** DELETE /api/games/favourites: removes a favourite; answers the new id list. */
export function removeFavourite(body: TFavouriteRequest): Promise<TFavouriteIds> {
  return apiRequest(GAMES_API.favourites, favouriteIds, { method: 'DELETE', body });
}
