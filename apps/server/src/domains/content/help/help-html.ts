import { sanitizeRichText } from '../../../platform/rich-text.js';

/** The stored form of an operator's article HTML. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeRichText(html, 'article');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The readable text of sanitized HTML (for search and excerpts). */
export function htmlToText(html: string): string {
  return (
    html
      // Inline tags join their neighbours ("<b>Withdraw</b>." reads "Withdraw."); blocks part them.
      .replace(/<\/?(?:strong|b|em|i|u|s|code|a)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Search texts and needles are compared in this form (case and width folded). */
export function searchForm(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
