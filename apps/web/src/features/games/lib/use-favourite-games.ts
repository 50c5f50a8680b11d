import type { TGame } from '@lw/contracts';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useLotteryFavouriteGames } from '../api/get-lottery-games';
import { useLotteryFavourites } from './lottery-favourites';

/**
 * Every favourite game of the signed-in member: the server's list, then the lottery favourites
 * this browser keeps for the member (spec §3: per username in local storage), each game once.
 * `loading` while either part the member has is still on its way.
 */
export function useAllFavouriteGames(): { games: TGame[] | undefined; loading: boolean } {
  const { memberCalls, username } = useSession();
  const favourites = useFavouriteGames({}, memberCalls);
  const lotteryCodes = useLotteryFavourites(memberCalls ? username : null);
  const lottery = useLotteryFavouriteGames(lotteryCodes);
  const games = useMemo(() => {
    if (!favourites.data && !lottery.data) return undefined;
    const list: TGame[] = [...(favourites.data?.content ?? [])];
    for (const game of lottery.data ?? []) {
      if (!list.some((g) => g.nodeId === game.nodeId)) list.push(game);
    }
    return list;
  }, [favourites.data, lottery.data]);
  return {
    games,
    loading:
      memberCalls && (favourites.isPending || (lotteryCodes.length > 0 && lottery.isPending)),
  };
}
