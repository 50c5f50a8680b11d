import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Details of a registration, a bank account or a bound phone that matched an excluded or closed
 * member (issue 24 item 4), blocked or flagged; operators read them on the member page.
 * @owner identity/identity-matches
 */
export const identityMatches = pgTable(
  'identity_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source', { enum: ['registration', 'bank_account', 'mobile_binding'] }).notNull(),
    /** The account the details came from; null for a refused registration. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    /** The username a registration asked for (kept for a refused one). */
    attemptUsername: text('attempt_username'),
    ip: text('ip'),
    matchedAccountId: bigint('matched_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    matchedReason: text('matched_reason', { enum: ['excluded', 'closed'] }).notNull(),
    /** Which details matched (IDENTITY_MATCH_FIELDS). */
    fields: text('fields').array().notNull(),
    decision: text('decision', { enum: ['blocked', 'flagged'] }).notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('identity_matches_account_idx')
      .on(t.accountId)
      .where(sql`${t.accountId} is not null`),
    index('identity_matches_matched_idx').on(t.matchedAccountId),
  ],
);

/**
 * The player site's device ids (its `x-device-id`) an account registered or signed in from:
 * a strong identifier when an excluded member opens another account from the same browser.
 * @owner identity/identity-matches
 * @read-by responsible-gaming/risk devices shared with other accounts (a marker)
 * @read-by agents/agent-tree an agent's devices inside its own subtree (self-dealing flags)
 * @read-by engagement/referral a friend's device shared with the referrer (self-referral)
 * @read-by engagement/promotions devices shared by accounts claiming one offer (abuse signals)
 */
export const identityDevices = pgTable(
  'identity_devices',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    deviceId: text('device_id').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.deviceId] }),
    index('identity_devices_device_idx').on(t.deviceId),
  ],
);
