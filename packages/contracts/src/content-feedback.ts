import { z } from 'zod';
import { ZLocalizedText } from './localized.js';
import { zText } from './text.js';

/**
 * Feedback (spec §1, §3 "Feedback: question type, content, contact info", §5 "content between a
 * minimum and maximum word count", §7 "PUT feedback"): members write to the operator, who replies.
 */
export const FEEDBACK_API = {
  /** getFeedbackConfig (GET) -> ZFeedbackConfig: question types and word bounds. */
  config: '/api/feedback/config',
  /** listMyFeedback (GET) -> ZMyFeedbackList; submitFeedback (PUT) with ZFeedbackRequest. */
  mine: '/api/feedback',
  admin: {
    /** listFeedback (GET) with ZAdminFeedbackQuery -> ZAdminFeedbackPage. */
    list: '/api/admin/feedback',
    /** getFeedbackSettings (GET), updateFeedbackSettings (PUT) with ZFeedbackSettings. */
    settings: '/api/admin/feedback/settings',
    /** getFeedback (GET) -> ZAdminFeedback. */
    itemPattern: '/api/admin/feedback/:id',
    item: (id: number) => `/api/admin/feedback/${id}`,
    /** replyFeedback (POST) with ZFeedbackReplyRequest -> ZAdminFeedback. */
    replyPattern: '/api/admin/feedback/:id/reply',
    reply: (id: number) => `/api/admin/feedback/${id}/reply`,
    /** closeFeedback (POST) -> ZAdminFeedback. */
    closePattern: '/api/admin/feedback/:id/close',
    close: (id: number) => `/api/admin/feedback/${id}/close`,
  },
} as const;

/** Hard ceilings the database stores whatever the operator sets. */
export const FEEDBACK_CONTENT_MAX_CHARS = 5000;
export const FEEDBACK_REPLY_MAX_CHARS = 5000;
export const FEEDBACK_CONTACT_MAX_CHARS = 100;

/**
 * Words in `text` as a reader counts them: `Intl.Segmenter` (granularity word) splits Thai and
 * Chinese, which write no spaces, by dictionary; punctuation and spaces are not words. The server
 * and the clients run this same function, so the form's count is the one the server checks.
 */
export function countWords(text: string, locale = 'th'): number {
  const value = text.trim();
  if (!value) return 0;
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') {
    return value.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  }
  let words = 0;
  for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(value)) {
    if (part.isWordLike) words++;
  }
  return words;
}

export const ZFeedbackTypeCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'lower-case letters, digits, _ and - (at most 32)');

export const ZFeedbackQuestionType = z
  .object({
    code: ZFeedbackTypeCode,
    label: ZLocalizedText,
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'FeedbackQuestionType' });
export type TFeedbackQuestionType = z.infer<typeof ZFeedbackQuestionType>;

/** The operator's feedback rules (back office). */
export const ZFeedbackSettings = z
  .object({
    minWords: z.number().int().min(1).max(1000),
    maxWords: z.number().int().min(1).max(1000),
    /** Feedback one member may send per day (the operator's time zone). */
    dailyLimit: z.number().int().min(1).max(100),
    questionTypes: z
      .array(ZFeedbackQuestionType)
      .min(1)
      .max(30)
      .refine((types) => new Set(types.map((t) => t.code)).size === types.length, {
        message: 'question type codes must be unique',
      }),
  })
  .refine((s) => s.minWords <= s.maxWords, {
    message: 'the minimum must not exceed the maximum',
    path: ['maxWords'],
  })
  .meta({ id: 'FeedbackSettings' });
export type TFeedbackSettings = z.infer<typeof ZFeedbackSettings>;

/** What the form needs: the enabled question types and the bounds. */
export const ZFeedbackConfig = z
  .object({
    minWords: z.number().int(),
    maxWords: z.number().int(),
    dailyLimit: z.number().int(),
    questionTypes: z.array(z.object({ code: z.string(), label: ZLocalizedText })),
  })
  .meta({ id: 'FeedbackConfig' });
export type TFeedbackConfig = z.infer<typeof ZFeedbackConfig>;

/**
 * Contact info (optional): an e-mail, a phone number or a messenger id such as `LINE: somchai`.
 * Letters of any script, digits, spaces and `@ . _ + - : /`.
 */
export const ZFeedbackContact = z
  .string()
  .trim()
  .max(FEEDBACK_CONTACT_MAX_CHARS)
  .regex(/^$|^[\p{L}\p{M}\p{N}@._+\-:/ ]{3,}$/u, 'an e-mail, a phone number or a messenger id');

export const ZFeedbackRequest = z
  .object({
    questionType: ZFeedbackTypeCode,
    /** Checked against the operator's word bounds with `countWords` by the server. */
    content: zText().trim().min(1).max(FEEDBACK_CONTENT_MAX_CHARS),
    contact: ZFeedbackContact.optional(),
  })
  .meta({ id: 'FeedbackRequest' });
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type TFeedbackStatus = z.infer<typeof ZFeedbackStatus>;

/** Why a feedback was refused (`error.details.reason`), for the form's own message. */
export const FEEDBACK_REFUSALS = {
  words: 'FEEDBACK_WORD_COUNT',
  dailyLimit: 'FEEDBACK_DAILY_LIMIT',
  questionType: 'FEEDBACK_QUESTION_TYPE',
} as const;

export const ZMyFeedback = z
  .object({
    id: z.number().int(),
    questionType: z.string(),
    content: z.string(),
    contact: z.string().nullable(),
    status: ZFeedbackStatus,
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyFeedback' });
export type TMyFeedback = z.infer<typeof ZMyFeedback>;

export const ZMyFeedbackList = z
  .object({ items: z.array(ZMyFeedback) })
  .meta({ id: 'MyFeedbackList' });
export type TMyFeedbackList = z.infer<typeof ZMyFeedbackList>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd');

export const ZAdminFeedbackQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  status: ZFeedbackStatus.optional(),
  questionType: ZFeedbackTypeCode.optional(),
  /** Member username (exact, case-insensitive). */
  member: zText().trim().max(64).optional(),
  /** Days in the operator's time zone, inclusive. */
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TAdminFeedbackQuery = z.input<typeof ZAdminFeedbackQuery>;

export const ZAdminFeedback = ZMyFeedback.extend({
  accountId: z.number().int(),
  username: z.string(),
  wordCount: z.number().int(),
  repliedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
}).meta({ id: 'AdminFeedback' });
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;

export const ZAdminFeedbackPage = z
  .object({
    items: z.array(ZAdminFeedback),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminFeedbackPage' });
export type TAdminFeedbackPage = z.infer<typeof ZAdminFeedbackPage>;

export const ZFeedbackReplyRequest = z
  .object({ reply: zText().trim().min(1).max(FEEDBACK_REPLY_MAX_CHARS) })
  .meta({ id: 'FeedbackReplyRequest' });
export type TFeedbackReplyRequest = z.infer<typeof ZFeedbackReplyRequest>;

/** Live events to the member's open pages. */
export const ZFeedbackLiveEvents = [
  /** The operator answered one of the member's feedback. */
  z.object({ type: z.literal('feedback.replied'), feedbackId: z.number().int() }),
] as const;
