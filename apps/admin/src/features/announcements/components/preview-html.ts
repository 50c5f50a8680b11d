import { richTextPurifyConfig } from '@lw/contracts';
import DOMPurify from 'dompurify';

/** The preview's second cleaning in the browser (the server's sanitizer ran first). */
export function cleanPreviewHtml(html: string): string {
  return DOMPurify.sanitize(html, richTextPurifyConfig('announcement'));
}
