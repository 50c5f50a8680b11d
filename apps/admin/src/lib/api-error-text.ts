import { errorMessages } from '@lw/contracts';
import { ApiError } from './api-client';
import { shippedLanguage } from './i18n';

/** The text shown for a failed call: the contract's translation of its error code. */
export function apiErrorText(error: unknown, language: string): string {
  const lang = shippedLanguage(language);
  if (error instanceof ApiError) return errorMessages[error.code][lang];
  return errorMessages.INTERNAL_ERROR[lang];
}
