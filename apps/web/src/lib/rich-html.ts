import { isOutsideLink, richTextPurifyConfig, type TRichTextKind } from '@lw/contracts';
import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Operator-authored HTML (announcements, help articles, messages) cleaned again before it touches
 * the DOM, with the allow-list its kind was stored with (the server cleaned it on save), so a
 * payload that ever reached the database stays inert. Ready for dangerouslySetInnerHTML.
 */
export function cleanRichHtml(html: string, kind: TRichTextKind): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (/^data:/i.test(href)) node.removeAttribute('href');
      // Outside links open in a new tab without handing over our window; the site's stay.
      if (isOutsideLink(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, richTextPurifyConfig(kind));
}
