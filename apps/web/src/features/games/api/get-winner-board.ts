import {
  GAMES_API,
  WINNER_BOARD_LIMIT,
  ZWinnerBoardResponse,
  type TWinnerBoardResponse,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/** GET /api/games/winners: the biggest recent wins, names masked (spec §7, limit 20). */
export function getWinnerBoard(language: string, signal?: AbortSignal) {
  return apiRequest(
    withQuery(GAMES_API.winners, {
      gameCategory: 'ALL',
      language,
      limitNum: WINNER_BOARD_LIMIT,
    }),
    serverChecked<TWinnerBoardResponse>(import.meta.env.PROD ? null : ZWinnerBoardResponse),
    { signal },
  );
}

export function winnerBoardQuery(language: string) {
  return queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => getWinnerBoard(language, signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** The winner board, refreshed every minute. */
export function useWinnerBoard(language: string) {
  return useQuery(winnerBoardQuery(language));
}
