import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../../platform/rich-text.js';

/** Sanitizes announcement HTML with its allow-list (on save and for the preview). */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeRichText(html, 'announcement');
}

/** The content as plain text on one line (the marquee), at most `max` characters. */
export function plainText(html: string, max = 300): string {
  // Block ends become spaces, so paragraphs do not run into each other.
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|tr|blockquote)>|<br\s*\/?>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
