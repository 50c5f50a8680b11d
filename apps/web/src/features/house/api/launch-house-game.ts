import {
  GAME_LAUNCH_API,
  GAMES_API,
  HOUSE_VENDOR,
  ZGameLaunchResponse,
  ZGameListResponse,
} from '@lw/contracts';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';
import { matchesMedia, MEDIA } from '../../../lib/use-media-query';

/**
 * Opens a house game session when the page was reached without one (a bookmark, a reload after
 * the tab's storage was cleared): finds the game in the catalogue and launches it the way the
 * lobby does, real money for a member and FUN for a visitor. Returns the session token.
 */
export async function launchHouseGame(
  gameCode: string,
  mode: 'real' | 'demo',
  language: string,
): Promise<string> {
  const list = await apiRequest(
    withQuery(GAMES_API.list, { vassalage: HOUSE_VENDOR, pageSize: 50 }),
    ZGameListResponse,
  );
  const game = list.games.find((g) => g.gameCode === gameCode);
  if (!game) throw new ApiError('NOT_FOUND', 404, 'house game not in the catalogue');
  const answer = await apiRequest(GAME_LAUNCH_API.launch, ZGameLaunchResponse, {
    method: 'POST',
    body: {
      nodeId: game.nodeId,
      mode,
      device: matchesMedia(MEDIA.phone) ? 'mobile' : 'desktop',
      returnUrl: window.location.href,
      openIn: 'iframe',
      language: language.slice(0, 2),
    },
  });
  const token = /#session=([^&]+)/.exec(answer.url)?.[1];
  if (!token) throw new ApiError('INTERNAL_ERROR', 200, 'launch answered no house session');
  return decodeURIComponent(token);
}
