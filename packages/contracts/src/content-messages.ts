import { z } from 'zod';
import { zText } from './text.js';

/**
 * Platform messages (spec §2 messageV2, §3 public state `unreadMessage`, §7 unread count):
 * operators send a message to one member, a segment or everyone; members read, delete and mark
 * them read.
 */
export const MESSAGES_API = {
  /** listMyMessages (GET) ZMyMessagesQuery -> ZMyMessagePage [player] */
  mine: '/api/messages',
  /** getMyUnreadMessageCount (GET) -> ZUnreadMessageCount [player] */
  unreadCount: '/api/messages/unread-count',
  /** readMyMessage (POST) -> ZMyMessage: marks it read [player] */
  read: '/api/messages/:id/read',
  /** deleteMyMessage (DELETE) -> ZUnreadMessageCount [player] */
  one: '/api/messages/:id',
  /** markAllMyMessagesRead (POST) -> ZUnreadMessageCount [player] */
  readAll: '/api/messages/read-all',
  admin: {
    /** listSentMessages (GET) ZSentMessagesQuery -> ZSentMessagePage; sendMessage (POST) ZSendMessageRequest -> ZSentMessage [player-messages.send] */
    messages: '/api/admin/player-messages',
    /** previewMessageAudience (POST) ZMessageAudience -> ZAudiencePreview [player-messages.send] */
    preview: '/api/admin/player-messages/preview',
  },
} as const;

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 20_000;

const title = zText().trim().max(MESSAGE_TITLE_MAX);
const body = zText().max(MESSAGE_BODY_MAX);

/** A text per shipped language; empty languages fall back to English, then any other. */
export const ZMessageTitle = z
  .object({ th: title, en: title, zh: title })
  .refine((t) => Boolean(t.th || t.en || t.zh), { message: 'A title in at least one language' })
  .meta({ id: 'MessageTitle' });
export const ZMessageBody = z
  .object({ th: body, en: body, zh: body })
  .refine((b) => Boolean(b.th.trim() || b.en.trim() || b.zh.trim()), {
    message: 'A body in at least one language',
  })
  .meta({ id: 'MessageBody' });
export type TMessageText = { th: string; en: string; zh: string };

/** `text` is shown as plain text; `html` is sanitized on save and again on render. */
export const ZMessageFormat = z.enum(['text', 'html']);
export type TMessageFormat = z.infer<typeof ZMessageFormat>;

const username = zText().trim().min(1).max(40);
/** A calendar day (YYYY-MM-DD), taken in UTC. */
const day = z.iso.date();

/**
 * Who receives a message. A segment combines its filters (all must hold); VIP levels will join
 * the segment when VIP exists (its own issue): the audience is a tagged union so that is one more
 * optional filter here.
 */
export const ZMessageAudience = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('member'), username }),
    z
      .object({
        kind: z.literal('segment'),
        /** Every account below this agent, at any depth (not the agent itself). */
        agentUsername: username.optional(),
        registeredFrom: day.optional(),
        registeredTo: day.optional(),
        /** The member's last approved deposit falls in this range (no deposit: not included). */
        lastDepositFrom: day.optional(),
        lastDepositTo: day.optional(),
      })
      .refine(
        (s) =>
          Boolean(
            s.agentUsername ||
            s.registeredFrom ||
            s.registeredTo ||
            s.lastDepositFrom ||
            s.lastDepositTo,
          ),
        { message: 'A segment needs at least one filter' },
      )
      .refine((s) => !s.registeredFrom || !s.registeredTo || s.registeredFrom <= s.registeredTo, {
        message: 'registeredFrom after registeredTo',
      })
      .refine(
        (s) => !s.lastDepositFrom || !s.lastDepositTo || s.lastDepositFrom <= s.lastDepositTo,
        { message: 'lastDepositFrom after lastDepositTo' },
      ),
    z.object({ kind: z.literal('everyone') }),
  ])
  .meta({ id: 'MessageAudience' });
export type TMessageAudience = z.infer<typeof ZMessageAudience>;

export const ZSendMessageRequest = z.object({
  title: ZMessageTitle,
  body: ZMessageBody,
  format: ZMessageFormat.default('text'),
  audience: ZMessageAudience,
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

export const ZAudiencePreview = z.object({ recipients: z.number().int() });
export type TAudiencePreview = z.infer<typeof ZAudiencePreview>;

export const ZSentMessage = z
  .object({
    id: z.number().int(),
    title: ZMessageTitle,
    body: ZMessageBody,
    format: ZMessageFormat,
    audience: ZMessageAudience,
    recipients: z.number().int(),
    /** Recipients who opened it. */
    reads: z.number().int(),
    sentBy: z.string().nullable(),
    sentAt: z.string(),
  })
  .meta({ id: 'SentMessage' });
export type TSentMessage = z.infer<typeof ZSentMessage>;

export const ZSentMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const ZSentMessagePage = z
  .object({
    items: z.array(ZSentMessage),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'SentMessagePage' });
export type TSentMessagePage = z.infer<typeof ZSentMessagePage>;

/** A message as its recipient sees it. */
export const ZMyMessage = z
  .object({
    id: z.number().int(),
    title: ZMessageTitle,
    body: ZMessageBody,
    format: ZMessageFormat,
    read: z.boolean(),
    sentAt: z.string(),
  })
  .meta({ id: 'MyMessage' });
export type TMyMessage = z.infer<typeof ZMyMessage>;

export const ZMyMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** spec §9: list pages of 9. */
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export type TMyMessagesQuery = z.input<typeof ZMyMessagesQuery>;

export const ZMyMessagePage = z
  .object({
    items: z.array(ZMyMessage),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int(),
  })
  .meta({ id: 'MyMessagePage' });
export type TMyMessagePage = z.infer<typeof ZMyMessagePage>;

export const ZUnreadMessageCount = z
  .object({ unread: z.number().int() })
  .meta({ id: 'UnreadMessageCount' });
export type TUnreadMessageCount = z.infer<typeof ZUnreadMessageCount>;

// CONTRACT READY
