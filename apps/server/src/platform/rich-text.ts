import {
  isOutsideLink,
  RASTER_DATA_URL,
  RICH_TEXT,
  RICH_TEXT_ATTRIBUTES,
  type TRichTextKind,
} from '@lw/contracts';
import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function optionsOf(kind: TRichTextKind): sanitizeHtml.IOptions {
  const rules = RICH_TEXT[kind];
  const transformTags: Record<string, sanitizeHtml.Transformer | string> = {
    // Outside links open in a new tab without handing over our window; the site's own links
    // (`/fairness`, `/help#deposit`) stay in the page.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const out: sanitizeHtml.Attributes = href ? { href } : {};
      if (isOutsideLink(href)) Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: out };
    },
  };
  for (const heading of HEADINGS.slice(0, rules.topHeading - 1)) {
    transformTags[heading] = `h${rules.topHeading}`;
  }
  return {
    allowedTags: [...rules.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...rules.linkSchemes],
    allowedSchemesByTag: rules.images ? { img: ['https', 'data'] } : {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags,
    // An img whose data: URL is not a raster image is dropped with its source.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' &&
      (!frame.attribs.src ||
        (frame.attribs.src.startsWith('data:') && !RASTER_DATA_URL.test(frame.attribs.src))),
  };
}

const OPTIONS = {
  announcement: optionsOf('announcement'),
  article: optionsOf('article'),
  message: optionsOf('message'),
} satisfies Record<TRichTextKind, sanitizeHtml.IOptions>;

/**
 * Operator-authored HTML as it is stored: only the allow-list of its kind (contracts' RICH_TEXT)
 * survives, so a script, an event handler, a style or a `javascript:` link is stored inert.
 */
export function sanitizeRichText(html: string, kind: TRichTextKind): string {
  return sanitizeHtml(html, OPTIONS[kind]).trim();
}
