import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * SMS and e-mail verification codes. Only a keyed hash of the code is kept. Send limits (the
 * countdown, too many sends, the daily quota) are counted from these rows, so they hold across
 * every server process without anything else shared.
 * @owner identity/verification
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** E.164 mobile (+66812345678) or the lower-cased e-mail address. */
    destination: text('destination').notNull(),
    /** register, login, resetPassword, bindMobile, bindEmail, secondStep. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The account the code is for, when known (bind, second step). */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    ip: text('ip'),
    /** Wrong answers so far; the code dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    /** False when nothing was sent (e.g. login code for an unknown number: no enumeration). */
    delivered: boolean('delivered').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_destination_idx').on(
      t.channel,
      t.destination,
      t.purpose,
      t.createdAt,
    ),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
    index('verification_codes_created_idx').on(t.createdAt),
  ],
);

/**
 * Remember me: a device token (hashed) in an httpOnly cookie signs the account in for a day.
 * @owner identity/player-auth
 * @written-by identity/accounts ending an account's sessions forgets its devices in the same
 *   transaction
 */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('remembered_devices_account_idx').on(t.accountId)],
);

/**
 * A sign-in waiting for its second step (unregistered IP, or SMS after a social sign-in). The
 * ticket (hashed) carries what the session will be once the step is passed.
 * @owner identity/player-auth
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    site: text('site', { enum: ['member', 'agent'] }).notNull(),
    /** The first factor's method (password, sms, social:google, …). */
    loginMethod: text('login_method').notNull(),
    reason: text('reason', { enum: ['newIp', 'providerSms'] }).notNull(),
    methods: jsonb('methods').$type<string[]>().notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * One-time tickets a social sign-in redirect carries back to the site (`?loginTicket=`).
 * @owner identity/social-login
 */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id),
  site: text('site', { enum: ['member', 'agent'] }).notNull(),
  loginMethod: text('login_method').notNull(),
  requireSms: boolean('require_sms').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * OpenID Connect authorization requests in flight: state, PKCE verifier and nonce.
 * @owner identity/social-login
 */
export const oidcStates = pgTable(
  'oidc_states',
  {
    state: text('state').primaryKey(),
    providerId: text('provider_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    site: text('site', { enum: ['member', 'agent'] }).notNull(),
    /** Path on this site to come back to. */
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oidc_states_expires_idx').on(t.expiresAt)],
);

/**
 * An account's identities at OpenID Connect providers (provider + subject is unique).
 * @owner identity/social-login
 */
export const accountIdentities = pgTable(
  'account_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    providerId: text('provider_id').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_identities_provider_subject_uq').on(t.providerId, t.subject),
    index('account_identities_account_idx').on(t.accountId),
  ],
);

/**
 * Free-play payloads already used (replay protection), kept until they would expire anyway.
 * @owner identity/quick-login
 */
export const trialPayloadsSpent = pgTable(
  'trial_payloads_spent',
  {
    payloadHash: text('payload_hash').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_payloads_spent_created_idx').on(t.createdAt)],
);
