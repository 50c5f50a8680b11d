import {
  dayOfInstant,
  DEFAULT_TIME_ZONE,
  formatDay,
  formatInstant,
  formatTimeOfDay,
  zoneOffsetLabel,
  type TDay,
} from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionQuery } from '../api/get-permission';

/**
 * The site time zone from the startup configuration (the system gate loads it before any page;
 * this only reads the cache, so a component rendered alone falls back to the default zone).
 */
export function useSiteTimeZone(): string {
  const { data } = useQuery({ ...permissionQuery, enabled: false, select: (p) => p.timeZone });
  return data ?? DEFAULT_TIME_ZONE;
}

/** Today in the site time zone (yyyy-MM-dd), read once per mount: ages and limits count in it. */
export function useSiteToday(): TDay {
  const timeZone = useSiteTimeZone();
  return useMemo(() => dayOfInstant(new Date(), timeZone), [timeZone]);
}

/**
 * Formatting of dates and times for the current page: the site time zone and the page language
 * (Thai in the Buddhist era, English and Chinese Gregorian). The one way the site shows time.
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone();
  const language = i18n.language;
  return {
    timeZone,
    language,
    /** Date and time with the zone's offset, e.g. "1 ธ.ค. 2569 00:30 GMT+7"; '' for no date. */
    dateTime: (iso: string) => formatInstant(iso, { language, timeZone, zoneName: true }),
    /** The time of day alone (chat bubbles), e.g. "00:30". */
    timeOfDay: (iso: string) => formatTimeOfDay(iso, { language, timeZone }),
    /** A calendar day (YYYY-MM-DD) in the page's calendar, e.g. "1 ธ.ค. 2569". */
    day: (day: TDay) => formatDay(day, language),
    /** The zone's current offset, e.g. "GMT+7". */
    offset: (at?: Date) => zoneOffsetLabel(timeZone, at),
  };
}
