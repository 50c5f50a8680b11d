import {
  GAMES_API,
  ZFavouriteIds,
  type TFavouriteIds,
  type TFavouriteRequest,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/games/favourites: adds a favourite; answers the new id list. */
export function addFavourite(body: TFavouriteRequest): Promise<TFavouriteIds> {
  return apiRequest(GAMES_API.favourites, ZFavouriteIds, { method: 'POST', body });
}

/** DELETE /api/games/favourites: removes a favourite; answers the new id list. */
export function removeFavourite(body: TFavouriteRequest): Promise<TFavouriteIds> {
  return apiRequest(GAMES_API.favourites, ZFavouriteIds, { method: 'DELETE', body });
}
