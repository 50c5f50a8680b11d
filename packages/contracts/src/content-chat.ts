import { z } from 'zod';
import { zText } from './text.js';

/** Live chat with customer service (spec §1): REST for history and sends, a WebSocket for live. */
export const CHAT_API = {
  /** Whether visitors may chat without signing in (public). */
  config: '/api/chat/config',
  /** A signed anonymous chat id for a visitor (kept in the browser). */
  visitor: '/api/chat/visitor',
  /** The player's conversations (history); POST opens one (or answers the open one). */
  conversations: '/api/chat/conversations',
  messages: '/api/chat/conversations/:id/messages',
  images: '/api/chat/conversations/:id/images',
  read: '/api/chat/conversations/:id/read',
  close: '/api/chat/conversations/:id/close',
  rating: '/api/chat/conversations/:id/rating',
  image: '/api/chat/images/:id',
  /** The chat WebSocket of players and operators (auth by its first message). */
  socket: '/api/chat/socket',
  admin: {
    conversations: '/api/admin/chat/conversations',
    conversation: '/api/admin/chat/conversations/:id',
    messages: '/api/admin/chat/conversations/:id/messages',
    images: '/api/admin/chat/conversations/:id/images',
    read: '/api/admin/chat/conversations/:id/read',
    assign: '/api/admin/chat/conversations/:id/assign',
    handover: '/api/admin/chat/conversations/:id/handover',
    close: '/api/admin/chat/conversations/:id/close',
    image: '/api/admin/chat/images/:id',
    operators: '/api/admin/chat/operators',
    canned: '/api/admin/chat/canned',
    cannedOne: '/api/admin/chat/canned/:id',
    settings: '/api/admin/chat/settings',
  },
} as const;

/** Header carrying a visitor's signed chat id on REST calls. */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';

export const CHAT_LIMITS = {
  messageMax: 1000,
  commentMax: 500,
  noteMax: 500,
  cannedTitleMax: 60,
  /** Image uploads: PNG, JPEG or WebP up to 2 MB. */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Player messages per conversation per window. */
  playerMessagesPerWindow: 20,
  windowSeconds: 60,
  /**
   * Visitors (not signed in) are bounded site-wide and per chat: this many visitor chats open at
   * once, this many started per hour, this many per visitor id per day, this many messages in one
   * chat; text only (no images). A member is never held by these.
   */
  visitorOpenMax: 100,
  visitorStartsPerHour: 300,
  visitorStartsPerDay: 5,
  visitorMessagesMax: 100,
} as const;

export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const ZConversationId = z.number().int().positive().max(2_147_483_647);

export const ZChatStatus = z.enum(['waiting', 'open', 'closed']);
export type TChatStatus = z.infer<typeof ZChatStatus>;

/** Text typed by a person: trimmed, not empty, no control characters but line breaks. */
const zTyped = (max: number) => zText().trim().min(1).max(max);

export const ZChatConfig = z.object({ visitorChat: z.boolean() }).meta({ id: 'ChatConfig' });
export type TChatConfig = z.infer<typeof ZChatConfig>;

export const ZChatVisitor = z.object({ chatId: z.string() }).meta({ id: 'ChatVisitor' });
export type TChatVisitor = z.infer<typeof ZChatVisitor>;

export const ZChatMessage = z
  .object({
    id: z.number().int(),
    conversationId: ZConversationId,
    sender: z.enum(['player', 'operator', 'system']),
    /** The operator's display name on operator messages. */
    operatorName: z.string().nullable(),
    body: z.string().nullable(),
    imageId: z.number().int().nullable(),
    /** System messages: what happened (the body then holds a hand-over note, for operators). */
    event: z.enum(['assigned', 'handover', 'closed']).nullable(),
    /** Shown to operators only. */
    internal: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatConversation = z
  .object({
    id: ZConversationId,
    status: ZChatStatus,
    member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    /** True for a visitor's chat (no member). */
    visitor: z.boolean(),
    operator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
    assignedAt: z.iso.datetime().nullable(),
    closedAt: z.iso.datetime().nullable(),
    closedBy: z.enum(['player', 'operator']).nullable(),
    lastMessageAt: z.iso.datetime(),
    lastMessageId: z.number().int(),
    playerLastReadId: z.number().int(),
    operatorLastReadId: z.number().int(),
    rating: z.number().int().min(1).max(5).nullable(),
    ratingComment: z.string().nullable(),
  })
  .meta({ id: 'ChatConversation' });
export type TChatConversation = z.infer<typeof ZChatConversation>;

export const ZChatMessagesQuery = z.object({
  /** Messages with an id below this (older pages); none: the newest. */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type TChatMessagesQuery = z.infer<typeof ZChatMessagesQuery>;

export const ZChatThread = z
  .object({ conversation: ZChatConversation, messages: z.array(ZChatMessage) })
  .meta({ id: 'ChatThread' });
export type TChatThread = z.infer<typeof ZChatThread>;

export const ZSendChatMessage = z
  .object({ body: zTyped(CHAT_LIMITS.messageMax) })
  .meta({ id: 'SendChatMessage' });
export type TSendChatMessage = z.infer<typeof ZSendChatMessage>;

export const ZChatReadRequest = z
  .object({ lastReadId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .meta({ id: 'ChatReadRequest' });
export type TChatReadRequest = z.infer<typeof ZChatReadRequest>;

export const ZChatRatingRequest = z
  .object({
    rating: z.number().int().min(1).max(5),
    comment: zText().trim().max(CHAT_LIMITS.commentMax).optional(),
  })
  .meta({ id: 'ChatRatingRequest' });
export type TChatRatingRequest = z.infer<typeof ZChatRatingRequest>;

export const ZChatHandoverRequest = z
  .object({
    operatorId: z.number().int().positive().max(2_147_483_647),
    note: zText().trim().max(CHAT_LIMITS.noteMax).optional(),
  })
  .meta({ id: 'ChatHandoverRequest' });
export type TChatHandoverRequest = z.infer<typeof ZChatHandoverRequest>;

export const ZChatTab = z.enum(['waiting', 'mine', 'open', 'closed']);
export type TChatTab = z.infer<typeof ZChatTab>;

/** Back-office list: a tab, and for history the search by member, operator, date and rating. */
export const ZAdminChatQuery = z.object({
  tab: ZChatTab.default('waiting'),
  member: zText().trim().max(40).optional(),
  operatorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAdminChatQuery = z.infer<typeof ZAdminChatQuery>;

export const ZAdminChatList = z
  .object({
    items: z.array(ZChatConversation),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminChatList' });
export type TAdminChatList = z.infer<typeof ZAdminChatList>;

/** The player beside the conversation in the inbox. */
export const ZAdminChatPlayer = z
  .object({
    username: z.string(),
    status: z.string(),
    registeredAt: z.iso.datetime(),
    /** Main wallet balance in minor units; null without `members.read`. */
    balance: z.number().int().nullable(),
    currency: z.string().nullable(),
  })
  .meta({ id: 'AdminChatPlayer' });
export type TAdminChatPlayer = z.infer<typeof ZAdminChatPlayer>;

export const ZAdminChatThread = ZChatThread.extend({
  player: ZAdminChatPlayer.nullable(),
}).meta({ id: 'AdminChatThread' });
export type TAdminChatThread = z.infer<typeof ZAdminChatThread>;

export const ZChatOperator = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'ChatOperator' });
export type TChatOperator = z.infer<typeof ZChatOperator>;

export const ZCannedReplyInput = z
  .object({
    title: zTyped(CHAT_LIMITS.cannedTitleMax),
    body: zTyped(CHAT_LIMITS.messageMax),
  })
  .meta({ id: 'CannedReplyRequest' });
export type TCannedReplyInput = z.infer<typeof ZCannedReplyInput>;

export const ZCannedReply = z
  .object({ id: z.number().int(), title: z.string(), body: z.string() })
  .meta({ id: 'CannedReply' });
export type TCannedReply = z.infer<typeof ZCannedReply>;

export const ZChatSettings = z.object({ visitorChat: z.boolean() }).meta({ id: 'ChatSettings' });
export type TChatSettings = z.infer<typeof ZChatSettings>;

/** The first message on the chat socket. */
export const ZChatSocketAuth = z.discriminatedUnion('role', [
  z.object({ type: z.literal('auth'), role: z.literal('member'), token: z.string().max(200) }),
  z.object({ type: z.literal('auth'), role: z.literal('visitor'), chatId: z.string().max(200) }),
  z.object({ type: z.literal('auth'), role: z.literal('operator'), token: z.string().max(200) }),
]);
export type TChatSocketAuth = z.infer<typeof ZChatSocketAuth>;

/** What an authenticated client may send on the chat socket afterwards. */
export const ZChatSocketClientMessage = z.object({
  type: z.literal('typing'),
  conversationId: ZConversationId,
  typing: z.boolean(),
});
export type TChatSocketClientMessage = z.infer<typeof ZChatSocketClientMessage>;

const ZChatSide = z.enum(['player', 'operator']);

/** What the chat socket pushes. */
export const ZChatSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  z.object({
    type: z.literal('typing'),
    conversationId: ZConversationId,
    side: ZChatSide,
    typing: z.boolean(),
  }),
  z.object({
    type: z.literal('read'),
    conversationId: ZConversationId,
    side: ZChatSide,
    lastReadId: z.number().int(),
  }),
  /** A conversation changed (new, taken, handed over, closed, rated). */
  z.object({ type: z.literal('conversation'), conversation: ZChatConversation }),
]);
export type TChatSocketEvent = z.infer<typeof ZChatSocketEvent>;

/** Close codes of the chat socket. */
export const CHAT_SOCKET_CLOSE = { unauthorized: 4401, authTimeout: 4408 } as const;

/**
 * Member live events (through the member live channel, spread into ZLiveServerEvent): a chat
 * message arrived, so a member whose chat window is closed sees an unread dot.
 */
export const ZChatLiveEvents = [
  z.object({ type: z.literal('chat.message'), conversationId: ZConversationId }),
] as const;

// CONTRACT READY
