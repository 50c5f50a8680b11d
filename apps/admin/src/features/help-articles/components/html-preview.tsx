import { richTextPurifyConfig } from '@lw/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The article as players see it: the HTML sanitized the way the player site does. */
export function HtmlPreview({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, richTextPurifyConfig('article')), [html]);
  return <div className="help-preview" dangerouslySetInnerHTML={{ __html: clean }} />;
}
