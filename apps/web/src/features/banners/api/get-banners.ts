import {
  BANNERS_API,
  ZBannerList,
  type TBanner,
  type TBannerGroup,
  type TBannerList,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/content/banners: a group's live banners for this visitor or member. */
export function getBanners(
  group: TBannerGroup,
  language: string,
  signal?: AbortSignal,
): Promise<TBanner[]> {
  const query = new URLSearchParams({ group, language });
  return apiRequest(
    `${BANNERS_API.list}?${query}`,
    serverChecked<TBannerList>(import.meta.env.PROD ? null : ZBannerList),
    { signal },
  ).then((r) => r.banners);
}

export function bannersQuery(group: TBannerGroup, language: string, signedIn: boolean) {
  return queryOptions({
    // Signed in or not changes the audience; the token itself does not.
    queryKey: ['banners', group, language, signedIn],
    queryFn: ({ signal }) => getBanners(group, language, signal),
    staleTime: 60_000,
    // Banners are decoration: a failure shows the fallback (or nothing) at once.
    retry: false,
  });
}

/** The live banners of `group` in the interface language. */
export function useBanners(group: TBannerGroup) {
  const { i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  return useQuery(bannersQuery(group, i18n.language, isLoggedIn));
}
