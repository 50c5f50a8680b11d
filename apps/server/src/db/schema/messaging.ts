import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Every e-mail and SMS the platform sends, whatever the provider: the development outbox keeps
 * only this row; SMTP and HTTP providers record the outcome too, so operators see what went out.
 * @owner backoffice/messaging
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    /** outbox, smtp or http. */
    provider: text('provider').notNull(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_channel_idx').on(t.channel, t.id),
  ],
);

/**
 * The live forgot-password code of an account (one at most: a new request replaces it). Only
 * SHA-256 digests of the code and of the link token are stored.
 * @owner identity/password-reset
 */
export const passwordResets = pgTable('password_resets', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id),
  codeHash: text('code_hash').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
