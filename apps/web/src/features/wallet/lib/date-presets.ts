import { addDays, dayOfInstant, type TDay } from '@lw/contracts';

/** Date-picker presets of spec §9: next 7 and 30 days, previous 7 and 30 days. */
export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

/**
 * The inclusive day range of a preset, counting today in the site time zone: "previous 7 days"
 * is today and the 6 days before it, "next 7 days" today and the 6 after it.
 */
export function presetRange(
  preset: TDatePreset,
  timeZone: string,
  now: Date = new Date(),
): { from: TDay; to: TDay } {
  const span = preset.endsWith('30') ? 30 : 7;
  const today = dayOfInstant(now, timeZone);
  if (preset.startsWith('previous')) return { from: addDays(today, -(span - 1)), to: today };
  return { from: today, to: addDays(today, span - 1) };
}
