/**
 * The HTML operators may author, per kind of content. The server's sanitizer (on save) and the
 * browsers' (on render, and the back office's previews) read these same lists, so what one keeps
 * the other keeps too. Never style, script, event handlers, SVG or frames.
 */
const FORMATTING = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
] as const;

export interface TRichTextRules {
  tags: readonly string[];
  /** Schemes a link may use; site-relative links (`/fairness`) are always allowed. */
  linkSchemes: readonly string[];
  /** Headings above this level become this level (an article's title is the h1). */
  topHeading: 1 | 2 | 3;
  /** Images: https or a raster data: URL only. */
  images: boolean;
}

export const RICH_TEXT = {
  /** Announcements and notices: every heading, images and tables. */
  announcement: {
    tags: [
      ...FORMATTING,
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      ...['img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    ],
    linkSchemes: ['http', 'https'],
    topHeading: 1,
    images: true,
  },
  /** Help articles: what the back office's editor produces (TipTap's starter kit and links). */
  article: {
    tags: [...FORMATTING, 'h2', 'h3', 'h4', 'code', 'pre'],
    linkSchemes: ['http', 'https', 'mailto', 'tel'],
    topHeading: 2,
    images: false,
  },
  /** Platform messages: simple formatting and links. */
  message: {
    tags: [...FORMATTING, 'h3', 'h4'],
    linkSchemes: ['http', 'https', 'mailto', 'tel'],
    topHeading: 3,
    images: false,
  },
} as const satisfies Record<string, TRichTextRules>;
export type TRichTextKind = keyof typeof RICH_TEXT;

/** Attributes kept per tag (links get target and rel set by the sanitizer, not the author). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Raster data: URLs an image may carry (never SVG, which can hold script). */
export const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** True for a link that leaves the site (it opens in a new tab without our window). */
export function isOutsideLink(href: string): boolean {
  return /^https?:/i.test(href);
}

/**
 * The same allow-list as a DOMPurify configuration (the browsers' second cleaning, on render):
 * tags and attributes of the kind, links of its schemes or site-relative, images https or raster
 * data: only. Links then get target and rel in a DOMPurify hook of the app.
 */
export function richTextPurifyConfig(kind: TRichTextKind) {
  const rules: TRichTextRules = RICH_TEXT[kind];
  const schemes = rules.linkSchemes.map((scheme) => `${scheme}:`).join('|');
  const images = rules.images ? '|data:image\\/(?:png|jpe?g|gif|webp);base64,' : '';
  return {
    ALLOWED_TAGS: [...rules.tags],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: new RegExp(`^(?:${schemes}|\\/(?!\\/)${images})`, 'i'),
  };
}
