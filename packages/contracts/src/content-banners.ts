import { z } from 'zod';
import { zText } from './text.js';
export { BANNERS_API } from './content-banners-api.js';

/**
 * Banners of every group (spec §3 "Banner": url image, linkage type, groupName). The operator
 * authors them in the back office; the player site shows a group's live ones in its place.
 */
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_reg', 'w_leftmenu', 'w_forget'] as const;
export const ZBannerGroup = z.enum(BANNER_GROUPS);
export type TBannerGroup = z.infer<typeof ZBannerGroup>;

/** Who sees a banner: visitors (signed out), members (signed in), or everyone. */
export const BANNER_AUDIENCES = ['visitors', 'members', 'all'] as const;
export const ZBannerAudience = z.enum(BANNER_AUDIENCES);
export type TBannerAudience = z.infer<typeof ZBannerAudience>;

/** The per-language variants a banner may carry (the shipped languages). */
export const BANNER_LANGUAGES = ['th', 'en', 'zh'] as const;

/** An uploaded image of our own server (content-addressed, see the game art). */
export const UPLOADED_IMAGE_PATTERN = /^\/images\/uploads\/[0-9a-f]{64}\.(png|jpg|webp)$/;

/** True for an absolute URL with one of `protocols` and a host (no credentials). */
function isUrlWith(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

/** A banner image: one of our uploads, or an https URL (never http: mixed content). */
export const ZBannerImageUrl = zText()
  .trim()
  .min(1)
  .max(500)
  .refine((v) => UPLOADED_IMAGE_PATTERN.test(v) || isUrlWith(v, ['https:']), {
    message: 'An uploaded image or an https URL',
  });

/** An internal route of the player site: starts with one `/`, no scheme, no spaces. */
export const INTERNAL_ROUTE_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%+]*$/;

/**
 * Where a click goes: nowhere, a route of the site (through the router), or an outside page
 * opening in a new tab. `javascript:`, `data:` and the like are refused here.
 */
export const ZBannerLink = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({
    type: z.literal('internal'),
    path: z.string().trim().max(300).regex(INTERNAL_ROUTE_PATTERN),
  }),
  z.object({
    type: z.literal('external'),
    url: zText()
      .trim()
      .max(500)
      .refine((v) => isUrlWith(v, ['http:', 'https:']), { message: 'An http(s) URL' }),
  }),
]);
export type TBannerLink = z.infer<typeof ZBannerLink>;

const ZOptionalImage = z.union([ZBannerImageUrl, z.literal('')]).default('');

/** Optional per-language images ('' or absent: the default image). */
export const ZBannerImages = z
  .object({ th: ZOptionalImage, en: ZOptionalImage, zh: ZOptionalImage })
  .partial();
/** Optional per-language titles (alt text and caption; rendered as text). */
export const ZBannerTitles = z
  .object({
    th: zText().trim().max(120),
    en: zText().trim().max(120),
    zh: zText().trim().max(120),
  })
  .partial();

const ZInstant = z.iso.datetime({ offset: true });

/** What the operator writes. */
export const ZBannerInput = z
  .object({
    group: ZBannerGroup,
    imageUrl: ZBannerImageUrl,
    images: ZBannerImages.default({}),
    titles: ZBannerTitles.default({}),
    link: ZBannerLink.default({ type: 'none' }),
    audience: ZBannerAudience.default('all'),
    /** The window it shows in (either end open when null). */
    startsAt: ZInstant.nullable().default(null),
    endsAt: ZInstant.nullable().default(null),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.startsAt) < Date.parse(b.endsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .meta({ id: 'BannerRequest' });
export type TBannerInput = z.input<typeof ZBannerInput>;

/** A banner as the back office sees it. */
export const ZAdminBanner = z
  .object({
    id: z.number().int(),
    group: ZBannerGroup,
    imageUrl: z.string(),
    images: z.record(z.string(), z.string()),
    titles: z.record(z.string(), z.string()),
    link: ZBannerLink,
    audience: ZBannerAudience,
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    sortOrder: z.number().int(),
    enabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminBanner' });
export type TAdminBanner = z.infer<typeof ZAdminBanner>;

export const ZAdminBannerList = z.object({ banners: z.array(ZAdminBanner) });
export type TAdminBannerList = z.infer<typeof ZAdminBannerList>;

export const ZAdminBannerQuery = z.object({ group: ZBannerGroup.optional() });

/** A new order of one group's banners: every id of the group, first shown first. */
export const ZBannerOrder = z.object({
  group: ZBannerGroup,
  ids: z.array(z.number().int().positive()).min(1).max(200),
});
export type TBannerOrder = z.infer<typeof ZBannerOrder>;

/** The URL of an uploaded image (relative to our server). */
export const ZUploadedImage = z.object({ url: z.string() });

/** A live banner as the player site shows it, in the asked language. */
export const ZBanner = z
  .object({
    id: z.number().int(),
    imageUrl: z.string(),
    title: z.string(),
    link: ZBannerLink,
  })
  .meta({ id: 'Banner' });
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannerList = z.object({ banners: z.array(ZBanner) });
export type TBannerList = z.infer<typeof ZBannerList>;

export const ZBannerQuery = z.object({
  group: ZBannerGroup,
  language: z.string().trim().max(10).default('th'),
});
