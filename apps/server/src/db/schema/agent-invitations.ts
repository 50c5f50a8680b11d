import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An agent's named invitation link (issue 25 item 2): its code opens a member or an agent account
 * under the agent. `signups` is counted by one guarded update in the sign-up's transaction, so
 * parallel sign-ups never miscount; a disabled link opens nothing.
 * @owner agents/invitations
 */
export const agentInvitationLinks = pgTable(
  'agent_invitation_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Upper-case, 10 characters: never the length of an account's own 8-character code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['member', 'agent'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    signups: integer('signups').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_invitation_links_code_uq').on(t.code),
    index('agent_invitation_links_agent_idx').on(t.agentId, t.id),
    check('agent_invitation_links_signups_ck', sql`${t.signups} >= 0`),
  ],
);

/**
 * Which link an account signed up with (one row per account), written with the count.
 * @owner agents/invitations
 */
export const agentInvitationSignups = pgTable(
  'agent_invitation_signups',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id),
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => agentInvitationLinks.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('agent_invitation_signups_link_idx').on(t.linkId)],
);
