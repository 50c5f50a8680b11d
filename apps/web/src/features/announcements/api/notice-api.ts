import {
  ANNOUNCEMENTS_API,
  ZNoticeFeed,
  ZPublicNotice,
  ZPublicNoticePage,
  type TNoticeFeed,
  type TPublicNotice,
  type TPublicNoticePage,
} from '@lw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Every notice query starts with this key: a `notice.changed` event invalidates them all. */
export const NOTICES_QUERY_ROOT = 'notices';

/** The audience part of a key: the answers differ between a visitor and each account. */
function audience(username: string | null): string {
  return username ?? 'anon';
}

/** GET /api/notices/feed: marquee lines, the bell's ids and the popups. */
export function feedQuery(lang: string, username: string | null) {
  return queryOptions({
    queryKey: [NOTICES_QUERY_ROOT, 'feed', lang, audience(username)],
    queryFn: ({ signal }): Promise<TNoticeFeed> =>
      apiRequest(
        `${ANNOUNCEMENTS_API.feed}?${new URLSearchParams({ lang })}`,
        serverChecked<TNoticeFeed>(import.meta.env.PROD ? null : ZNoticeFeed),
        {
          signal,
        },
      ),
    staleTime: 60_000,
    // Visitors have no live socket: a minute later they see what changed.
    refetchInterval: 60_000,
    retry: false,
  });
}

/** The live notices for this visitor or member, in the interface language. */
export function useNoticeFeed() {
  const { i18n } = useTranslation();
  const { username, isLoggedIn } = useSession();
  return useQuery(feedQuery(i18n.language, isLoggedIn ? username : null));
}

export type TNoticeListKind = 'notices' | 'announcements';

/** GET /api/notices (pages of 9) or /api/announcements (pages of 7). */
export function useNoticePage(kind: TNoticeListKind, page: number) {
  const { i18n } = useTranslation();
  const { username, isLoggedIn } = useSession();
  const lang = i18n.language;
  return useQuery({
    queryKey: [NOTICES_QUERY_ROOT, kind, lang, audience(isLoggedIn ? username : null), page],
    queryFn: ({ signal }): Promise<TPublicNoticePage> =>
      apiRequest(
        `${ANNOUNCEMENTS_API[kind]}?${new URLSearchParams({ lang, page: String(page) })}`,
        serverChecked<TPublicNoticePage>(import.meta.env.PROD ? null : ZPublicNoticePage),
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/notices/:id: one live notice (a marquee line opens it). */
export function useNotice(id: number | null) {
  const { i18n } = useTranslation();
  const { username, isLoggedIn } = useSession();
  const lang = i18n.language;
  return useQuery({
    queryKey: [NOTICES_QUERY_ROOT, 'one', lang, audience(isLoggedIn ? username : null), id],
    queryFn: ({ signal }): Promise<TPublicNotice> =>
      apiRequest(
        `${ANNOUNCEMENTS_API.notice(id ?? 0)}?${new URLSearchParams({ lang })}`,
        serverChecked<TPublicNotice>(import.meta.env.PROD ? null : ZPublicNotice),
        { signal },
      ),
    enabled: id !== null,
    staleTime: 30_000,
  });
}
