import { useMemo, type MouseEvent } from 'react';
import { cleanRichHtml } from '../../../lib/rich-html';

interface THelpHtmlProps {
  html: string;
  /** A click on a link to this site (`/fairness`, `/help#deposit`): the modal handles it. */
  onSiteLink: (href: string) => void;
}

/**
 * An article body: the operator's HTML, sanitized again here (the server sanitized it on save),
 * so a payload that ever reached the database stays inert.
 */
export function HelpHtml({ html, onSiteLink }: THelpHtmlProps) {
  const clean = useMemo(() => cleanRichHtml(html, 'article'), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      onSiteLink(href);
    }
  };
  return (
    // Clicks (and Enter on a focused link) bubble up from the article's own links.
    <div className="hc__html" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
