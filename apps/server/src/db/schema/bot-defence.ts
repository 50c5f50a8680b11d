import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha images handed out: only a keyed hash of the answer is kept; a check deletes the row.
 * @owner identity/bot-defence
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Signatures of solved bot-check challenges already spent (replay protection) until expiry.
 * @owner identity/bot-defence
 */
export const botCheckSpent = pgTable(
  'bot_check_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_spent_expires_idx').on(t.expiresAt)],
);

/**
 * Keys generated at first start and shared by every server process (e.g. the bot-check key).
 * @owner platform/server-secrets
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
