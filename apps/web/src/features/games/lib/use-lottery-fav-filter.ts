import type { TGame, TGameType } from '@lw/contracts';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useLotteryFavouriteGames } from '../api/get-lottery-games';
import { isLotteryGame } from './game-view';
import { useLotteryFavourites } from './lottery-favourites';

interface TLotteryFavQuery {
  /** FAV chosen in the browser. */
  fav: boolean;
  gameType: TGameType | undefined;
  vassalage: string | undefined;
  gameName: string | undefined;
}

/**
 * The FAV filter of a lottery category: the member's lottery favourites kept in this browser
 * (spec §3), since the server holds none of them; the vendor and name filters applied here, all
 * on one page (a few dozen lottery games at most). Null when the view is not a lottery FAV.
 */
export function useLotteryFavFilter(
  query: TLotteryFavQuery,
): { games: TGame[]; loading: boolean } | null {
  const active = query.fav && !!query.gameType && isLotteryGame({ gameType: query.gameType });
  const { isLoggedIn, username } = useSession();
  const codes = useLotteryFavourites(active && isLoggedIn ? username : null);
  const lottery = useLotteryFavouriteGames(codes);
  const games = useMemo(() => {
    const needle = query.gameName?.toLowerCase();
    return (lottery.data ?? []).filter(
      (game) =>
        game.gameType === query.gameType &&
        (!query.vassalage || game.vassalage === query.vassalage) &&
        (!needle ||
          [game.gameName, game.nodeName, game.displayName].some((name) =>
            name.toLowerCase().includes(needle),
          )),
    );
  }, [lottery.data, query.gameType, query.vassalage, query.gameName]);
  if (!active) return null;
  return { games, loading: codes.length > 0 && lottery.isPending };
}
