/**
 * Ages (issue 24 item 4): the agreement's floor, and full years on a calendar date. The server
 * checks a birthday against `minimumAge` on the operator's calendar day (its time zone, by the
 * business clock); the birthday rule of spec §5 (21) is the `birthdayMinAge` setting.
 */

/** The agreement's minimum age: no setting can take registration below it. */
export const AGREEMENT_MIN_AGE = 18;

/** A calendar date (the operator's day), as `localDate` gives it. */
export interface TCalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Full years between a yyyy-MM-dd birthday and `today`. A 29 February birthday turns over on
 * 1 March in a common year (the day after 28 February), as most jurisdictions count it.
 */
export function ageOn(birthday: string, today: TCalendarDate): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const beforeBirthday = today.month < m || (today.month === m && today.day < d);
  return today.year - y - (beforeBirthday ? 1 : 0);
}

/** The age a birthday must reach: the setting, never below the agreement's 18. */
export function minimumAge(birthdayMinAge: number): number {
  return Math.max(AGREEMENT_MIN_AGE, birthdayMinAge);
}
