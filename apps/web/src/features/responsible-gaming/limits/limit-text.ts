import { parseMoney, type TLimitKind } from '@lw/contracts';
import type { TFunction } from 'i18next';
import { formatMinorUnits } from '../../../lib/format';

/** A limit's figure as text: money in the member's currency, session limits in minutes. */
export function limitFigure(
  t: TFunction,
  kind: TLimitKind,
  value: number,
  language: string,
  currency: string,
): string {
  return kind === 'session'
    ? t('minutes', { count: value })
    : formatMinorUnits(value, language, currency);
}

/** What the member typed as a limit: minor units (money) or whole minutes; null when not valid. */
export function parseLimitInput(kind: TLimitKind, text: string, currency: string): number | null {
  if (kind === 'session') {
    return /^\d{1,5}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
  }
  const parsed = parseMoney(text, { currency });
  return parsed.ok && parsed.minor > 0 ? parsed.minor : null;
}
