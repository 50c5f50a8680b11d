import type { TShippedLanguage } from '@lw/contracts';
import type { FieldError, Merge } from 'react-hook-form';

type LocalizedFieldErrors =
  Merge<FieldError, { th?: FieldError; en?: FieldError; zh?: FieldError }> | undefined;

/** Per-language messages of a localized text field, for LocalizedTextInput. */
export function localizedErrors(
  node: LocalizedFieldErrors,
): Partial<Record<TShippedLanguage, string | undefined>> {
  return { th: node?.th?.message, en: node?.en?.message, zh: node?.zh?.message };
}
