/** Date-picker presets of spec §9: next 7 and 30 days, previous 7 and 30 days. */
export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

/** A day as the date input writes it (YYYY-MM-DD), in the visitor's zone. */
export function dayString(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/**
 * The inclusive day range of a preset, counting today: "previous 7 days" is today and the 6
 * days before it, "next 7 days" today and the 6 after it.
 */
export function presetRange(
  preset: TDatePreset,
  now: Date = new Date(),
): { from: string; to: string } {
  const span = preset.endsWith('30') ? 30 : 7;
  if (preset.startsWith('previous')) {
    return { from: dayString(addDays(now, -(span - 1))), to: dayString(now) };
  }
  return { from: dayString(now), to: dayString(addDays(now, span - 1)) };
}

/** The instant a local day starts, as ISO (what the server filters on). */
export function dayStartIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** The instant after a local day ends (exclusive upper bound), as ISO. */
export function dayEndIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).toISOString();
}
