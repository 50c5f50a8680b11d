import type { TFunction } from 'i18next';
import { collectMessages, translateMessage } from '../../lib/validation';

/**
 * The errors of a list field as readable lines: "Line 3 (10.0.0.x): must be an IP address…".
 * `items` are the list values, quoted so the operator finds the culprit.
 */
export function listErrorMessages(node: unknown, items: readonly string[], t: TFunction): string[] {
  return collectMessages(node).map(({ index, message }) => {
    const text = translateMessage(message, t);
    if (index === undefined) return text;
    return t('common:lineError', { line: index + 1, value: items[index] ?? '', message: text });
  });
}
