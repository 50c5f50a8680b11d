import type { TFavouriteIds, TFavouriteListResponse, TGame } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { FAVOURITE_IDS_KEY, useFavouriteIds } from '../api/get-favourite-ids';
import { addFavourite, removeFavourite } from '../api/toggle-favourite';
import { isLotteryGame } from './game-view';
import { toggleLotteryFavourite, useLotteryFavourites } from './lottery-favourites';
import { useThrottle } from './throttle';

/** Favourite toggles are throttled to once a second (spec §9). */
export const FAVOURITE_THROTTLE_MS = 1000;

type TFavouriteGame = Pick<TGame, 'nodeId' | 'gameCode' | 'gameType' | 'vassalage'>;

/**
 * The member's favourites (spec §4): reading and toggling. Toggling needs a member (else the
 * login popup opens) and runs at most once a second. Server favourites update optimistically:
 * an add of a game already there is skipped, a removal leaves the lists at once and the server
 * after. Lottery games are kept per username in local storage instead (spec §3).
 */
export function useFavourites() {
  const session = useSession();
  const { open } = useModals();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds(session.memberCalls);
  const lottery = useLotteryFavourites(session.username);

  const isFavourite = useCallback(
    (game: TFavouriteGame) =>
      isLotteryGame(game)
        ? session.isLoggedIn && lottery.includes(game.gameCode)
        : (ids.data?.ids.includes(game.nodeId) ?? false),
    [ids.data, lottery, session.isLoggedIn],
  );

  const run = async (game: TFavouriteGame) => {
    if (isLotteryGame(game)) {
      if (session.username) toggleLotteryFavourite(session.username, game.gameCode);
      return;
    }
    const before = queryClient.getQueryData<TFavouriteIds>(FAVOURITE_IDS_KEY);
    const current = before?.ids ?? [];
    const adding = !current.includes(game.nodeId);
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    await queryClient.cancelQueries({ queryKey: FAVOURITE_IDS_KEY });
    if (adding) {
      queryClient.setQueryData<TFavouriteIds>(FAVOURITE_IDS_KEY, {
        ids: [...current, game.nodeId],
      });
    } else {
      queryClient.setQueryData<TFavouriteIds>(FAVOURITE_IDS_KEY, {
        ids: current.filter((id) => id !== game.nodeId),
      });
      // Removed locally at once: the favourites screens drop the card before the server answers.
      queryClient.setQueriesData<TFavouriteListResponse>(
        { queryKey: ['games', 'favourites', 'list'] },
        (list) =>
          list && { ...list, content: list.content.filter((g) => g.nodeId !== game.nodeId) },
      );
    }
    try {
      const answer = adding ? await addFavourite(body) : await removeFavourite(body);
      queryClient.setQueryData<TFavouriteIds>(FAVOURITE_IDS_KEY, answer);
    } catch {
      if (before) queryClient.setQueryData<TFavouriteIds>(FAVOURITE_IDS_KEY, before);
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['games', 'favourites', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['games', 'list'] });
    }
  };

  const throttled = useThrottle((game: TFavouriteGame) => void run(game), FAVOURITE_THROTTLE_MS);

  const toggle = useCallback(
    (game: TFavouriteGame) => {
      if (!session.isLoggedIn) {
        open({ kind: 'login' });
        return;
      }
      throttled(game);
    },
    [open, session.isLoggedIn, throttled],
  );

  return { isFavourite, toggle };
}
