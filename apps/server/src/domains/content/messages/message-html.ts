import { sanitizeRichText } from '../../../platform/rich-text.js';
import type { TMessageFormat, TMessageText } from '@lw/contracts';

/** The stored body: HTML sanitized per language; plain text as typed (React renders it as text). */
export function storedBody(body: TMessageText, format: TMessageFormat): TMessageText {
  if (format === 'text') return body;
  const clean = (html: string) => sanitizeRichText(html, 'message');
  return { th: clean(body.th), en: clean(body.en), zh: clean(body.zh) };
}
