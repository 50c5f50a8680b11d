import { ZDatePreset, type TDatePreset } from '@lw/contracts';

/** The date presets the server knows (spec §9: the previous 7 and 30 days among them). */
export const DATE_PRESETS: readonly TDatePreset[] = ZDatePreset.options;
export const DEFAULT_PRESET: TDatePreset = 'last7';

/** A chosen period: a preset (the server works out its days) or from/to days, inclusive. */
export interface TPeriod {
  preset: TDatePreset | null;
  from: string;
  to: string;
}

export const DEFAULT_PERIOD: TPeriod = { preset: DEFAULT_PRESET, from: '', to: '' };

/** The period's part of a query: the preset alone, else the days given. */
export function periodQuery(period: TPeriod): {
  preset?: TDatePreset;
  from?: string;
  to?: string;
} {
  if (period.preset) return { preset: period.preset };
  return {
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
  };
}

/** True when the days are in the wrong order (the server would refuse them). */
export function periodReversed(period: TPeriod): boolean {
  return !period.preset && Boolean(period.from && period.to) && period.from > period.to;
}
