import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
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

/* Feedback (content/feedback): members' questions to the operator and the operator's replies. */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * @owner content/feedback
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** A code of the operator's question types (kept as sent, even if the type is removed later). */
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    contact: text('contact'),
    status: text('status', { enum: ['open', 'replied', 'closed'] })
      .notNull()
      .default('open'),
    /** Plain text, shown to the member as text. */
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: at('replied_at'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('feedback_account_idx').on(t.accountId, t.id),
    index('feedback_status_idx').on(t.status, t.id),
    index('feedback_created_idx').on(t.createdAt),
  ],
);

/**
 * Feedback sent per member and day (the operator's time zone): one guarded upsert counts a
 * submission, so parallel requests can never pass the daily limit.
 * @owner content/feedback
 */
export const feedbackDailyCounts = pgTable(
  'feedback_daily_counts',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day] }),
    check('feedback_daily_counts_positive', sql`${t.count} > 0`),
  ],
);

/**
 * The operator's feedback rules (one row, id 1); absent: the built-in defaults.
 * @owner content/feedback
 */
export const feedbackSettings = pgTable('feedback_settings', {
  id: integer('id').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => operators.id),
});
