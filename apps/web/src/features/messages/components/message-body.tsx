import type { TMessageFormat } from '@lw/contracts';
import { cleanRichHtml } from '../../../lib/rich-html';

/** A message body: plain text as text (React escapes it), HTML sanitized again on render. */
export function MessageBody({ body, format }: { body: string; format: TMessageFormat }) {
  if (format === 'text') return <p className="message-body message-body--text">{body}</p>;
  return (
    <div
      className="message-body"
      // Sanitized by the server on save and by DOMPurify here.
      dangerouslySetInnerHTML={{ __html: cleanRichHtml(body, 'message') }}
    />
  );
}
