import type { I18nText, Locale } from '@lw/games';

/** The title data's language for an interface language (en for any other). */
export function titleLocale(language: string): Locale {
  const code = language.slice(0, 2);
  return code === 'th' || code === 'zh' ? code : 'en';
}

/** A title's text in the interface language. */
export function pickText(text: I18nText, language: string): string {
  return text[titleLocale(language)];
}
