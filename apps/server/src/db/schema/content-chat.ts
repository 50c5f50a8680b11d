import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (bytea), as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One live chat between a player (a member, or a visitor known by a signed anonymous id) and
 * customer service. waiting -> open (an operator took it) -> closed. A player has at most one
 * conversation that is not closed (partial unique indexes).
 * @owner content/chat
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => accounts.id),
    /** The random part of a visitor's signed chat id (null for members). */
    visitorId: text('visitor_id'),
    status: text('status', { enum: ['waiting', 'open', 'closed'] })
      .notNull()
      .default('waiting'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: at('created_at').notNull().defaultNow(),
    assignedAt: at('assigned_at'),
    closedAt: at('closed_at'),
    closedBy: text('closed_by', { enum: ['player', 'operator'] }),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    /** Read receipts: the last message id each side has seen. */
    playerLastReadId: bigint('player_last_read_id', { mode: 'number' }).notNull().default(0),
    operatorLastReadId: bigint('operator_last_read_id', { mode: 'number' }).notNull().default(0),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: at('rated_at'),
    /** The player's send-rate window (one atomic UPDATE checks and counts). */
    rateWindowStart: at('rate_window_start'),
    rateCount: integer('rate_count').notNull().default(0),
    /** Player messages in the whole chat (a visitor's chat is bounded: CHAT_LIMITS). */
    playerMessageCount: integer('player_message_count').notNull().default(0),
  },
  (t) => [
    check('chat_conversations_party_ck', sql`(${t.memberId} IS NULL) <> (${t.visitorId} IS NULL)`),
    check('chat_conversations_rating_ck', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('chat_conversations_member_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} <> 'closed' AND ${t.memberId} IS NOT NULL`),
    uniqueIndex('chat_conversations_visitor_open_uq')
      .on(t.visitorId)
      .where(sql`${t.status} <> 'closed' AND ${t.visitorId} IS NOT NULL`),
    index('chat_conversations_member_idx').on(t.memberId, t.id),
    // The visitor bounds count visitor chats by their start.
    index('chat_conversations_visitor_created_idx')
      .on(t.createdAt)
      .where(sql`${t.visitorId} IS NOT NULL`),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
    index('chat_conversations_operator_idx').on(t.operatorId, t.status),
  ],
);

/**
 * Messages of a conversation: text or an image, from the player, an operator or the system
 * (assignment, hand-over). Internal messages (a hand-over note) are shown to operators only.
 * @owner content/chat
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: ['player', 'operator', 'system'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    body: text('body'),
    imageId: integer('image_id'),
    internal: boolean('internal').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * Images sent in a chat; served only to the conversation's player and to operators.
 * @owner content/chat
 */
export const chatImages = pgTable(
  'chat_images',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_images_type_ck',
      sql`${t.contentType} IN ('image/png', 'image/jpeg', 'image/webp')`,
    ),
    check('chat_images_size_ck', sql`${t.size} > 0 AND ${t.size} <= 2097152`),
    index('chat_images_conversation_idx').on(t.conversationId),
  ],
);

/**
 * Canned replies operators pick from.
 * @owner content/chat
 */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The chat's one settings row (id 1): whether visitors may chat without signing in.
 * @owner content/chat
 */
export const chatSettings = pgTable('chat_settings', {
  id: smallint('id').primaryKey(),
  visitorChat: boolean('visitor_chat').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
