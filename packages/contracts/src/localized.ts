import { z } from 'zod';
import type { TLocalizedText } from './localized-text.js';

export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  pickLocalized,
  SHIPPED_LANGUAGES,
  type TLocalizedText,
  type TShippedLanguage,
} from './localized-text.js';

/** Operator-written text (messages, labels) in the shipped languages. */
export const ZLocalizedText = z
  .object({
    th: z.string().max(2000),
    en: z.string().max(2000),
    zh: z.string().max(2000),
  })
  .meta({ id: 'LocalizedText' }) satisfies z.ZodType<TLocalizedText>;
