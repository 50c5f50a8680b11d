import type { TFunction } from 'i18next';

/**
 * The age of a queue item as an SLA reads it: minutes, hours or days. `t` is the queue's own
 * namespace, which has the `age.minutes`, `age.hours` and `age.days` plurals.
 */
export function ageText(t: TFunction, seconds: number): string {
  return seconds < 3600
    ? t('age.minutes', { count: Math.floor(seconds / 60) })
    : seconds < 86_400
      ? t('age.hours', { count: Math.floor(seconds / 3600) })
      : t('age.days', { count: Math.floor(seconds / 86_400) });
}
