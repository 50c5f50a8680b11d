import { z } from 'zod';
import { zText } from './text.js';
export { ANNOUNCEMENTS_API } from './content-announcements-api.js';

/*
 * Announcements, notices and popups (issue 12 item 1; spec §2 publicModal / noticeModal, §3,
 * §4 announcement rules, §7 notice types, §9 list pages of 7 and 9). Operators author them per
 * shipped language in the back office; the player site reads what is live for its audience.
 */

// ---------------------------------------------------------------------------------------------
// Routes

/** Back-office routes (read: settings.read or content.manage; write: content.manage). */
export const ADMIN_ANNOUNCEMENTS_API = {
  /** listAdminAnnouncements (GET) with ZAdminAnnouncementQuery; createAnnouncement (POST) */
  list: '/api/admin/announcements',
  /** getAdminAnnouncement (GET), updateAnnouncement (PUT), deleteAnnouncement (DELETE) */
  item: (id: number) => `/api/admin/announcements/${id}`,
  itemPattern: '/api/admin/announcements/:id',
  /** previewAnnouncementHtml (POST) ZHtmlPreviewRequest -> ZHtmlPreview: the save sanitizer */
  preview: '/api/admin/announcements/preview',
} as const;

// ---------------------------------------------------------------------------------------------
// Types, audiences, execution

/**
 * Notice types of spec §7 and where each shows on the player site:
 * - `B`  broadcast: the scrolling marquee on home, and the notice list (bell, noticeModal);
 * - `PL` player notice: the notice list only (bell, noticeModal);
 * - `PU` popup: the publicModal carousel (by its execution A/B/F) and the announcement list;
 * - `PR` promotion notice: the announcement list (marked as a promotion);
 * - `H`  help/home notice: the announcement list (the help centre may read it by type).
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ZNoticeType = z.enum(NOTICE_TYPES);
export type TNoticeType = z.infer<typeof ZNoticeType>;

/** Types listed in the notice list (bell, noticeModal; pages of 9). */
export const NOTICE_LIST_TYPES: readonly TNoticeType[] = ['B', 'PL'];
/** Types listed in the announcement list (publicModal; pages of 7). */
export const ANNOUNCEMENT_LIST_TYPES: readonly TNoticeType[] = ['PU', 'PR', 'H'];
/** Types the marquee scrolls. */
export const MARQUEE_TYPES: readonly TNoticeType[] = ['B'];

/** Spec §9: announcement list pages of 7, notice list pages of 9. */
export const ANNOUNCEMENT_PAGE_SIZE = 7;
export const NOTICE_PAGE_SIZE = 9;

/**
 * When a popup (type PU) shows (spec §3, §4):
 * - `B` on opening the site: once per browser session per audience;
 * - `F` on a member's first login only;
 * - `A` both: on opening the site and on a first login.
 */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const ZPopupExecution = z.enum(POPUP_EXECUTIONS);
export type TPopupExecution = z.infer<typeof ZPopupExecution>;

/**
 * Who sees an item. Stored as tags matched against the viewer's tags (a visitor: `visitor`; a
 * signed-in member, trial accounts included: `member`; an agent: `agent`), so VIP levels become
 * more tags (`vip:3`) when VIP exists, with no change of the table.
 */
export const AUDIENCES = ['visitor', 'member', 'agent'] as const;
export const ZAudience = z.enum(AUDIENCES);
export type TAudience = z.infer<typeof ZAudience>;

/** The platform of spec §7 (W: the web site); the only one served. */
export const ZNoticePlatform = z.enum(['W']);

// ---------------------------------------------------------------------------------------------
// Authoring

/** Limits the database and the pages can hold. */
export const ANNOUNCEMENT_LIMITS = {
  title: 200,
  /** HTML of one language (images may be data: URLs, so it is generous). */
  content: 60_000,
  sortOrder: 1_000_000,
} as const;

const ZTitle = zText().trim().max(ANNOUNCEMENT_LIMITS.title);
const ZContent = zText().max(ANNOUNCEMENT_LIMITS.content);

/** One language's title and content (HTML, sanitized on save). Empty title: not authored. */
export const ZAnnouncementText = z.object({ title: ZTitle, content: ZContent });
export type TAnnouncementText = z.infer<typeof ZAnnouncementText>;

/** The shipped languages' texts; a language left empty falls back to the site's default one. */
// No component id: it is both a request and a response part (OpenAPI would see two shapes).
export const ZAnnouncementTexts = z.object({
  th: ZAnnouncementText,
  en: ZAnnouncementText,
  zh: ZAnnouncementText,
});
export type TAnnouncementTexts = z.infer<typeof ZAnnouncementTexts>;

const ZInstant = z.iso.datetime({ offset: true });

export const ZAnnouncementInput = z
  .object({
    type: ZNoticeType,
    texts: ZAnnouncementTexts,
    audiences: z.array(ZAudience).min(1).max(AUDIENCES.length),
    /** Shown from (ISO instant; the server's business clock decides). */
    startsAt: ZInstant,
    /** Shown until (exclusive); null: no end. */
    endsAt: ZInstant.nullable(),
    enabled: z.boolean(),
    /** Lower first; ties: the newest start first. */
    sortOrder: z.number().int().min(0).max(ANNOUNCEMENT_LIMITS.sortOrder),
    /** Popups (PU) only, required there; null for every other type. */
    execution: ZPopupExecution.nullable(),
  })
  .refine((a) => Object.values(a.texts).some((t) => t.title.length > 0), {
    message: 'at least one language needs a title',
    path: ['texts'],
  })
  .refine((a) => (a.type === 'PU') === (a.execution !== null), {
    message: 'popups need an execution (A, B or F); other types none',
    path: ['execution'],
  })
  .refine((a) => a.endsAt === null || Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    message: 'the end must come after the start',
    path: ['endsAt'],
  })
  .meta({ id: 'AnnouncementInput' });
export type TAnnouncementInput = z.infer<typeof ZAnnouncementInput>;

/** Derived from enable and the window by the business clock. */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'live', 'ended', 'disabled'] as const;
export const ZAnnouncementStatus = z.enum(ANNOUNCEMENT_STATUSES);
export type TAnnouncementStatus = z.infer<typeof ZAnnouncementStatus>;

export const ZAdminAnnouncement = z
  .object({
    id: z.number().int(),
    type: ZNoticeType,
    texts: ZAnnouncementTexts,
    audiences: z.array(z.string()),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    enabled: z.boolean(),
    sortOrder: z.number().int(),
    execution: ZPopupExecution.nullable(),
    status: ZAnnouncementStatus,
    createdBy: z.string().nullable(),
    updatedBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminAnnouncement' });
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementQuery = z.object({
  type: ZNoticeType.optional(),
  status: ZAnnouncementStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAdminAnnouncementQuery = z.input<typeof ZAdminAnnouncementQuery>;

export const ZAdminAnnouncementPage = z
  .object({
    items: z.array(ZAdminAnnouncement),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminAnnouncementPage' });
export type TAdminAnnouncementPage = z.infer<typeof ZAdminAnnouncementPage>;

export const ZHtmlPreviewRequest = z.object({ html: ZContent });
export const ZHtmlPreview = z.object({ html: z.string() }).meta({ id: 'HtmlPreview' });
export type THtmlPreview = z.infer<typeof ZHtmlPreview>;

// ---------------------------------------------------------------------------------------------
// Player side

const ZLang = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/)
  .optional();

export const ZNoticeLangQuery = z.object({ lang: ZLang, platform: ZNoticePlatform.optional() });

export const ZPublicListQuery = ZNoticeLangQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TPublicListQuery = z.input<typeof ZPublicListQuery>;

/** One item in the viewer's language (or the site's default language). */
export const ZPublicNotice = z
  .object({
    id: z.number().int(),
    type: ZNoticeType,
    title: z.string(),
    /** Sanitized HTML; render it through DOMPurify again. */
    content: z.string(),
    execution: ZPopupExecution.nullable(),
    /** The notice's date: when it went live (ISO). */
    startsAt: z.string(),
  })
  .meta({ id: 'PublicNotice' });
export type TPublicNotice = z.infer<typeof ZPublicNotice>;

export const ZPublicNoticePage = z
  .object({
    items: z.array(ZPublicNotice),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PublicNoticePage' });
export type TPublicNoticePage = z.infer<typeof ZPublicNoticePage>;

/** What the first screen needs: marquee lines, the bell's ids, the popups. */
export const ZNoticeFeed = z
  .object({
    /** Live B notices: title and the content as plain text, in order. */
    marquee: z.array(z.object({ id: z.number().int(), title: z.string(), text: z.string() })),
    /** Ids of the live notice-list items (B, PL), newest first: the bell counts unseen ones. */
    noticeIds: z.array(z.number().int()),
    /** Live popups (PU) for this audience, in order; the page applies the popup rules. */
    popups: z.array(ZPublicNotice),
  })
  .meta({ id: 'NoticeFeed' });
export type TNoticeFeed = z.infer<typeof ZNoticeFeed>;

/** Live event: an operator changed a notice; open pages refetch the feed and lists. */
export const ZNoticeLiveEvents = [
  z.object({ type: z.literal('notice.changed'), id: z.number().int() }),
] as const;
