import { RICH_TEXT, type TRichTextKind } from '@lw/contracts';

/**
 * True for a link the kind's allow-list keeps: one of its schemes, or a page of the site
 * (`/fairness`, never a protocol-relative `//host`). The editor offers no link the server would
 * strip on save.
 */
export function linkAllowed(kind: TRichTextKind, href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return href.startsWith('/') && !href.startsWith('//');
  return (RICH_TEXT[kind].linkSchemes as readonly string[]).includes(scheme);
}
