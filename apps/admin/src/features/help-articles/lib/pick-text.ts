import { pickLocalized, type TLocalizedText } from '@lw/contracts';

/** An operator text in the back office's language, else any language that has one. */
export function pickOperatorText(text: TLocalizedText, language: string): string {
  return pickLocalized(text, language) || '—';
}
