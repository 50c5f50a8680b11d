import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A time-out's or self-exclusion's end as the hot paths compare it (`> at`): a Date, or
 * 'infinity' (PostgreSQL's own) while a self-exclusion waits for an operator's lift.
 */
const restrictedUntil = customType<{ data: Date | 'infinity'; driverData: string | Date | number }>(
  {
    dataType: () => 'timestamp with time zone',
    fromDriver: (value) =>
      /^infinity$/i.test(String(value)) ? 'infinity' : new Date(value as string | Date),
    toDriver: (value) => (value === 'infinity' ? 'infinity' : value.toISOString()),
  },
);

/**
 * Members, agents and trial players. Every account but the house root has an upline agent;
 * `path` is the materialized path of ids from the root down to the account itself
 * ('/1/7/42/'), so "all downline of X" is one indexed prefix scan and "is Y under X" a string
 * prefix test, at any size of tree.
 * @owner identity/accounts
 * @read-by * the member directory: a username, status, currency or agent path beside a row, joined
 *   in the reader's own query; only identity writes it
 * @written-by identity/* the account's facets (contact, security, password, sign-in counters, trial
 *   accounts) are identity modules over one row
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    /** 0 member; 1, 2, 41, 42 agents; 4 trial. */
    type: smallint('type').notNull().default(0),
    status: text('status', { enum: ['active', 'locked', 'disabled'] })
      .notNull()
      .default('active'),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => accounts.id),
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when an operator or agent chose the password: the owner must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong payment passwords in a row (claimed before each check, so it holds under races). */
    paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
    /** Set after too many wrong payment passwords: no money leaves until then. */
    paymentPasswordLockedUntil: timestamp('payment_password_locked_until', { withTimezone: true }),
    /** TOTP authenticator secret, encrypted (AES-256-GCM with a server secret); null: not bound. */
    totpSecret: text('totp_secret'),
    /** A secret being bound: becomes totpSecret once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** When the mobile number / e-mail was proven by a code (null: typed but not proven). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    nickname: text('nickname').notNull(),
    realName: text('real_name'),
    email: text('email'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    birthday: date('birthday'),
    /** Extra profile fields (line, whatsapp, idNumber, addresses, occupation, …). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** An agent's invitation code for sign-ups under them. */
    affiliateCode: text('affiliate_code'),
    /** Everyone's invite-a-friend code. */
    referralCode: text('referral_code').notNull(),
    referredById: bigint('referred_by_id', { mode: 'number' }),
    language: text('language').notNull().default('th'),
    /** The chosen avatar icon (b1…b12 built in, u<id> uploaded); null: drawn from the name. */
    avatar: text('avatar'),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    registerMethod: text('register_method').notNull().default('WEB'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Issue 24: a time-out or self-exclusion refuses sign-in and every money path while
     * `play_restricted_until > at` (written only by `AccountsService.setPlayRestriction`).
     */
    playRestrictedUntil: restrictedUntil('play_restricted_until'),
    playRestriction: text('play_restriction', { enum: ['time_out', 'self_exclusion'] }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /**
     * True while the member has a deposit, loss or wager limit (responsible-gaming/limits sets it
     * through AccountsService): only then do the money paths ask the limits gate.
     */
    spendLimited: boolean('spend_limited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_username_uq').on(t.username),
    uniqueIndex('accounts_referral_code_uq').on(t.referralCode),
    uniqueIndex('accounts_affiliate_code_uq')
      .on(sql`lower(${t.affiliateCode})`)
      .where(sql`${t.affiliateCode} is not null`),
    uniqueIndex('accounts_mobile_uq')
      .on(t.countryDialingCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('accounts_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    // text_pattern_ops lets `path LIKE '/1/7/%'` use the index whatever the collation.
    index('accounts_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
    index('accounts_upline_idx').on(t.uplineId),
    index('accounts_created_idx').on(t.createdAt),
    // Excluded or closed members, whom identity matching compares new details with (issue 24).
    index('accounts_restricted_idx')
      .on(t.id)
      .where(
        sql`${t.status} = 'disabled' or ${t.playRestriction} is not null or ${t.playRestrictedUntil} is not null`,
      ),
  ],
);

/**
 * Player and agent sessions; only the SHA-256 of the bearer token is stored.
 * @owner identity/player-auth
 * @read-by identity/* identity's modules check and list sign-in sessions
 * @read-by responsible-gaming/limits the session-time limit counts a member's signed-in minutes
 * @read-by agents/team the team overview's "online now": downline sessions alive
 * @written-by identity/accounts an operator's lock, disable or reset ends the sessions in its
 *   transaction
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    site: text('site', { enum: ['member', 'agent'] }).notNull(),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * Signed in with a password the owner must change (operator-set or the default one): until it
     * is changed the session may only change it, read its own info and sign out.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [index('account_sessions_account_idx').on(t.accountId)],
);

/**
 * Every sign-in attempt on a known account, for the member's and the operator's eyes.
 * @owner identity/player-auth
 * @read-by identity/accounts the operator's view of an account's sign-ins
 * @read-by responsible-gaming/risk sign-in IPs shared with other accounts (a marker)
 * @read-by agents/agent-tree an agent's sign-in IPs inside its own subtree (self-dealing flags)
 * @read-by engagement/referral a friend's sign-in IP shared with the referrer (self-referral)
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    countryCode: text('country_code'),
    userAgent: text('user_agent'),
    site: text('site', { enum: ['member', 'agent'] }).notNull(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    failure: text('failure'),
  },
  (t) => [
    index('login_history_account_at_idx').on(t.accountId, t.at),
    // The risk markers' accounts sharing an IP.
    index('login_history_ip_at_idx').on(t.ip, t.at),
  ],
);
