import {
  GAMES_API,
  ZVendorCategoriesResponse,
  type TVendorCategoriesResponse,
  type TGameType,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';

/** GET /api/games/vendor-categories: vendor cards and classifies per category. */
export function getVendorCategories(
  gameCategory: TGameType | undefined,
  language: string,
  signal?: AbortSignal,
) {
  return apiRequest(
    withQuery(GAMES_API.vendorCategories, {
      gameCategory,
      language,
      platform: 'html5-desktop',
    }),
    serverChecked<TVendorCategoriesResponse>(
      import.meta.env.PROD ? null : ZVendorCategoriesResponse,
    ),
    { signal },
  );
}

export function vendorCategoriesQuery(gameCategory: TGameType | undefined, language: string) {
  return queryOptions({
    queryKey: ['games', 'vendorCategories', gameCategory ?? 'ALL', language],
    queryFn: ({ signal }) => getVendorCategories(gameCategory, language, signal),
    staleTime: 5 * 60_000,
  });
}

/** The vendor categories of one category (or all of them). */
export function useVendorCategories(gameCategory: TGameType | undefined, language: string) {
  return useQuery(vendorCategoriesQuery(gameCategory, language));
}
