// Shipped languages and operator texts in them: no zod, so the first screen can use them
// without the schemas (ZLocalizedText is in localized.ts).

/** Languages whose interface texts ship complete. Thai is the default. */
export const SHIPPED_LANGUAGES = ['th', 'en', 'zh'] as const;
export type TShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TShippedLanguage = 'th';
/** Language used when a text is missing in the chosen one. */
export const FALLBACK_LANGUAGE: TShippedLanguage = 'en';

/** Operator-written text (messages, labels) in the shipped languages (ZLocalizedText). */
export type TLocalizedText = Record<TShippedLanguage, string>;

/** Picks the text for `language`, falling back to English, then to any non-empty text. */
export function pickLocalized(text: TLocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  const key = language.toLowerCase().slice(0, 2) as TShippedLanguage;
  return text[key] || text[FALLBACK_LANGUAGE] || text.th || text.zh || '';
}
