import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Platform messages (messageV2) as an operator sent them. How recipients are kept:
 * - to one member or a segment: one `content_message_recipients` row per recipient, written by a
 *   single `INSERT ... SELECT` in the database (never one insert per member from Node);
 * - to everyone (`broadcast`): this one row only. Every non-trial account that existed when it
 *   was sent receives it; a recipient row appears only once that member reads or deletes it.
 *   "Everyone" may be a million members: materialising a million rows per announcement-like
 *   message would grow the table by that much each time for rows nobody may ever open.
 * @owner content/messages
 */
export const contentMessages = pgTable(
  'content_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** { th, en, zh }: one language may be empty (the reader falls back). */
    title: jsonb('title').$type<{ th: string; en: string; zh: string }>().notNull(),
    /** { th, en, zh }: plain text, or HTML sanitized on save. */
    body: jsonb('body').$type<{ th: string; en: string; zh: string }>().notNull(),
    format: text('format', { enum: ['text', 'html'] }).notNull(),
    /** The audience as the operator chose it (ZMessageAudience), for the sent list. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    broadcast: boolean('broadcast').notNull().default(false),
    /** How many accounts received it, counted when sent. */
    recipients: integer('recipients').notNull(),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => operators.id),
    sentByUsername: text('sent_by_username'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_messages_broadcast_idx')
      .on(t.createdAt)
      .where(sql`${t.broadcast}`),
  ],
);

/**
 * A recipient's copy of a message: read and deleted marks. For a broadcast message a row exists
 * only after the member read or deleted it.
 * @owner content/messages
 */
export const contentMessageRecipients = pgTable(
  'content_message_recipients',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => contentMessages.id),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    // A member's list and unread count walk their own rows, newest message first.
    primaryKey({ name: 'content_message_recipients_pk', columns: [t.accountId, t.messageId] }),
    // The sent list's read counts (only read rows are indexed).
    index('content_message_recipients_read_idx')
      .on(t.messageId)
      .where(sql`${t.readAt} is not null`),
  ],
);
