import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  formatDay,
  formatInstant,
  formatMonth,
  formatTimeOfDay,
  monthWeeks,
  weekdayNames,
  zoneOffsetLabel,
} from './date-format.js';
import {
  addDays,
  dayOfInstant,
  dayRangeInstants,
  dayStart,
  instantToWallTime,
  isTimeZone,
  parseDay,
  timeZoneNames,
  wallTimeToInstant,
  ZCashierSettings,
} from './index.js';

const BANGKOK = 'Asia/Bangkok';
// 17:30 UTC on 30 November 2026 is 00:30 on 1 December in Bangkok (UTC+7).
const JUST_AFTER_MIDNIGHT_BANGKOK = '2026-11-30T17:30:00.000Z';

describe('formatInstant', () => {
  it('shows the Bangkok day and time where UTC is still the day before', () => {
    const bangkok = formatInstant(JUST_AFTER_MIDNIGHT_BANGKOK, {
      language: 'en',
      timeZone: BANGKOK,
    });
    const utc = formatInstant(JUST_AFTER_MIDNIGHT_BANGKOK, { language: 'en', timeZone: 'UTC' });
    expect(bangkok).toBe('Dec 1, 2026, 12:30 AM');
    expect(utc).toBe('Nov 30, 2026, 05:30 PM');
  });

  it('writes Thai in the Buddhist era (2026 is 2569) with Thai month names', () => {
    expect(formatInstant(JUST_AFTER_MIDNIGHT_BANGKOK, { language: 'th', timeZone: BANGKOK })).toBe(
      '1 ธ.ค. 2569 00:30',
    );
  });

  it('writes Chinese and English in the Gregorian calendar', () => {
    expect(formatInstant(JUST_AFTER_MIDNIGHT_BANGKOK, { language: 'zh', timeZone: BANGKOK })).toBe(
      '2026年12月1日 00:30',
    );
    expect(formatDay('2026-12-01', 'en', 'long')).toBe('December 1, 2026');
  });

  it('names the zone when asked, and shows nothing for a bad instant', () => {
    expect(
      formatInstant(JUST_AFTER_MIDNIGHT_BANGKOK, {
        language: 'en',
        timeZone: BANGKOK,
        zoneName: true,
      }),
    ).toBe('Dec 1, 2026, 12:30 AM GMT+7');
    expect(formatInstant('not a date', { language: 'en', timeZone: BANGKOK })).toBe('');
    expect(
      formatTimeOfDay(JUST_AFTER_MIDNIGHT_BANGKOK, { language: 'th', timeZone: BANGKOK }),
    ).toBe('00:30');
  });

  it('labels offsets', () => {
    const at = new Date(JUST_AFTER_MIDNIGHT_BANGKOK);
    expect(zoneOffsetLabel(BANGKOK, at)).toBe('GMT+7');
    expect(zoneOffsetLabel('Asia/Kolkata', at)).toBe('GMT+5:30');
    expect(zoneOffsetLabel('UTC', at)).toBe('GMT+0');
  });
});

describe('calendar days', () => {
  it('titles months and numbers years in the page calendar', () => {
    expect(formatMonth(2026, 12, 'th')).toBe('ธันวาคม 2569');
    expect(formatMonth(2026, 12, 'en')).toBe('December 2026');
    expect(calendarYear(2026, 'th')).toBe(2569);
    expect(calendarYear(2026, 'zh')).toBe(2026);
    expect(formatDay('2026-12-01', 'th')).toBe('1 ธ.ค. 2569');
  });

  it('lays a month out in weeks from the locale first weekday', () => {
    // 1 December 2026 is a Tuesday.
    const sundayFirst = monthWeeks(2026, 12, 0);
    expect(sundayFirst[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(sundayFirst.at(-1)?.filter(Boolean).at(-1)).toBe('2026-12-31');
    expect(monthWeeks(2026, 12, 1)[0]?.[1]).toBe('2026-12-01');
    expect(weekdayNames('th')[0]).toEqual({ short: 'อา', long: 'วันอาทิตย์' });
    expect(weekdayNames('zh')[0]?.long).toBe('星期一');
  });

  it('does day arithmetic across months and refuses non-days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-2-3')).toBeNull();
  });
});

describe('days in the site time zone', () => {
  it('starts a Bangkok day at 17:00 UTC the day before', () => {
    expect(dayStart('2026-12-01', BANGKOK).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(dayStart('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('sends an inclusive day range as [start of the first day, start of the day after the last)', () => {
    expect(dayRangeInstants('2026-12-01', '2026-12-01', BANGKOK)).toEqual({
      from: '2026-11-30T17:00:00.000Z',
      to: '2026-12-01T17:00:00.000Z',
    });
    expect(dayRangeInstants(undefined, '2026-12-31', BANGKOK)).toEqual({
      to: '2026-12-31T17:00:00.000Z',
    });
  });

  it('finds the first instant of a day whose midnight the clocks skip', () => {
    // Santiago moved from 00:00 to 01:00 on 2022-09-11: the day starts at 04:00 UTC.
    expect(dayStart('2022-09-11', 'America/Santiago').toISOString()).toBe(
      '2022-09-11T04:00:00.000Z',
    );
  });

  it('reads and writes datetime-local wall times of the site zone', () => {
    expect(wallTimeToInstant('2026-12-01T00:30', BANGKOK)?.toISOString()).toBe(
      JUST_AFTER_MIDNIGHT_BANGKOK,
    );
    expect(instantToWallTime(new Date(JUST_AFTER_MIDNIGHT_BANGKOK), BANGKOK)).toBe(
      '2026-12-01T00:30',
    );
    expect(instantToWallTime(new Date(JUST_AFTER_MIDNIGHT_BANGKOK), 'UTC')).toBe(
      '2026-11-30T17:30',
    );
    // Summer time in Berlin (UTC+2).
    expect(wallTimeToInstant('2026-07-01T12:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(wallTimeToInstant('not a time', BANGKOK)).toBeNull();
  });

  it('tells the day an instant falls on', () => {
    expect(dayOfInstant(new Date(JUST_AFTER_MIDNIGHT_BANGKOK), BANGKOK)).toBe('2026-12-01');
    expect(dayOfInstant(new Date(JUST_AFTER_MIDNIGHT_BANGKOK), 'UTC')).toBe('2026-11-30');
  });
});

describe('the site time zone setting', () => {
  it('accepts IANA names Intl knows and refuses others', () => {
    expect(isTimeZone('Asia/Bangkok')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneNames()).toContain('Asia/Bangkok');
    expect(timeZoneNames()).toContain('UTC');
    const shape = ZCashierSettings.shape.timeZone;
    expect(shape.safeParse('Mars/Olympus').success).toBe(false);
    expect(shape.safeParse('Europe/Berlin').success).toBe(true);
  });
});
