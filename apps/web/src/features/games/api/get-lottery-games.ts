import { GAME_PAGE_SIZES, type TGame, type TGameType } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGames } from './get-games';

/** The categories whose favourites live in local storage (spec §3). */
const LOTTERY_TYPES: readonly TGameType[] = ['LOTT', 'ELOTT'];

/**
 * Every listed lottery and e-lottery game, in pages of the API's largest size (a few dozen games
 * today): lottery favourites are stored as game codes, so the /favorite screen finds their cards
 * here.
 */
export async function getLotteryGames(language: string, signal?: AbortSignal): Promise<TGame[]> {
  const lists = await Promise.all(
    LOTTERY_TYPES.map(async (gameType) => {
      const games: TGame[] = [];
      for (let pageNo = 1, totalPages = 1; pageNo <= totalPages; pageNo += 1) {
        const page = await getGames(
          { gameType, filter: 'ALL', pageNo, pageSize: GAME_PAGE_SIZES.max, language },
          signal,
        );
        games.push(...page.games);
        totalPages = page.totalPages;
      }
      return games;
    }),
  );
  return lists.flat();
}

export function lotteryGamesQuery(language: string) {
  return queryOptions({
    queryKey: ['games', 'lottery', 'all', language],
    queryFn: ({ signal }) => getLotteryGames(language, signal),
    staleTime: 60_000,
  });
}

/**
 * The lottery games among `codes`, in the order they were favourited, named in the site's
 * language (asked only when there are any).
 */
export function useLotteryFavouriteGames(codes: readonly string[]) {
  const { i18n } = useTranslation();
  return useQuery({
    ...lotteryGamesQuery(i18n.language),
    enabled: codes.length > 0,
    select: (games) => codes.flatMap((code) => games.filter((game) => game.gameCode === code)),
  });
}
