import { useMemo } from 'react';
import { cleanRichHtml } from '../../../lib/rich-html';

/** An announcement's HTML, sanitized again on render (DOMPurify). */
export function NoticeHtml({ html }: { html: string }) {
  const clean = useMemo(() => cleanRichHtml(html, 'announcement'), [html]);
  // Sanitized by the server on save and by DOMPurify here.
  return <div className="notice-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
