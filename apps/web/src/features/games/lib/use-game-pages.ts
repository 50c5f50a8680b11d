import { GAME_PAGE_SIZES, type TGame, type TGameListQuery } from '@lw/contracts';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesQuery } from '../api/get-games';

/**
 * Pages of a game list shown together: the pager jumps to one page, "load more" appends the
 * next one below. Any change of `query` (filters, search) starts again on page 1.
 */
export function useGamePages(
  query: Omit<TGameListQuery, 'pageNo' | 'pageSize'>,
  signedIn: boolean,
  pageSize: number = GAME_PAGE_SIZES.lobby,
  enabled = true,
) {
  // Game names in the site's language (the server's default is Thai).
  const { i18n } = useTranslation();
  const asked = { language: i18n.language, ...query };
  const key = JSON.stringify(asked);
  const [state, setState] = useState({ key, first: 1, count: 1 });
  // New filters: back to page 1 in the same render (no round with the old pages).
  const { first, count } = state.key === key ? state : { first: 1, count: 1 };

  const pages = Array.from({ length: count }, (_, i) => first + i);
  const results = useQueries({
    queries: pages.map((pageNo) => ({
      ...gamesQuery({ ...asked, pageNo, pageSize }, signedIn),
      enabled,
      // The shown page stays until the next one arrives: no flash of skeletons, no jump.
      placeholderData: keepPreviousData,
    })),
  });
  const games: TGame[] = [];
  for (const result of results) if (result.data) games.push(...result.data.games);
  const totalPages = results.find((r) => r.data)?.data?.totalPages ?? 0;
  const last = first + count - 1;
  return {
    games,
    loading: results.some((r) => r.isPending && enabled),
    loadingMore: count > 1 && results.at(-1)?.isFetching === true,
    error: results.some((r) => r.isError),
    totalPages,
    /** The page the pager marks: the last one shown. */
    page: last,
    goTo: (page: number) => setState({ key, first: page, count: 1 }),
    canLoadMore: last < totalPages,
    loadMore: () => setState({ key, first, count: count + 1 }),
  };
}
