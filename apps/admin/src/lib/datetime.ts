import {
  API,
  DEFAULT_TIME_ZONE,
  formatDay,
  formatInstant,
  instantToWallTime,
  wallTimeToInstant,
  zoneOffsetLabel,
  ZPermissionResponse,
  type TDay,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';

/**
 * The site time zone (cashier.timeZone), read from the public startup configuration: every
 * operator can read it, whatever their permissions. Saving the cashier settings refreshes it.
 */
const ZSiteTimeZone = ZPermissionResponse.pick({ timeZone: true });

export const siteTimeZoneQuery = queryOptions({
  queryKey: ['siteTimeZone'],
  queryFn: async ({ signal }) =>
    (await apiRequest(API.permission, { schema: ZSiteTimeZone, auth: false, signal })).timeZone,
  staleTime: 5 * 60_000,
});

/** The site time zone; the default (Asia/Bangkok) until it has loaded. */
export function useSiteTimeZone(): string {
  return useQuery(siteTimeZoneQuery).data ?? DEFAULT_TIME_ZONE;
}

/**
 * How the back office shows dates and times: in the site time zone and the interface language
 * (Thai in the Buddhist era, English and Chinese Gregorian). The layout names the zone once
 * (`TimeZoneNote`), so table cells stay short.
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  const language = i18n.language;
  return useMemo(
    () => ({
      timeZone,
      /** Date and time, or a dash when there is none. */
      dateTime: (iso: string | null | undefined) =>
        iso ? formatInstant(iso, { language, timeZone }) || iso : '—',
      /** A calendar day (YYYY-MM-DD) in the page's calendar. */
      day: (day: TDay) => formatDay(day, language),
      /** The zone's offset now, e.g. "GMT+7". */
      offset: () => zoneOffsetLabel(timeZone),
    }),
    [language, timeZone],
  );
}

/** An ISO date-time as a `datetime-local` value: the wall clock of the site time zone. */
export function isoToLocalInput(iso: string | null | undefined, timeZone: string): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? instantToWallTime(date, timeZone) : '';
}

/**
 * A `datetime-local` value, read as the wall clock of the site time zone (whatever zone the
 * operator's browser is in), as ISO 8601 UTC; null when empty.
 */
export function localInputToIso(value: string, timeZone: string): string | null {
  return value ? (wallTimeToInstant(value, timeZone)?.toISOString() ?? null) : null;
}
