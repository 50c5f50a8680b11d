import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/*
 * The double-entry ledger. Money is integer minor units in `bigint` columns, read as JS numbers
 * (mode 'number', as every other bigint of the schema): exact up to 2^53, far above any real
 * balance; the ledger service refuses amounts that are not safe integers.
 *
 * Only domains/cashier/ledger writes these tables. Entries and transfers are append-only (triggers in
 * the ledger_guards migration); a balance changes only together with the entry that explains it.
 */

/**
 * One account of the ledger: a member's wallet (owner_type 'account') or a house account
 * (owner_type 'system'). Unique per owner, purpose, vendor and currency.
 * @owner cashier/ledger
 * @read-by cashier/* the cashier's statements and wallets read balances
 * @read-by games/house the house's wallet ids, cached; moves behind the wager core
 * @read-by agents/team the downline's main-wallet balances and ledger entries (agent centre)
 * @read-by engagement/promotions which entries of a claim's bonus transfer credit a member (reconciliation)
 * @written-by cashier/wagers a wager's postings ride in its one statement (the hot path)
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerType: text('owner_type', { enum: ['account', 'system'] }).notNull(),
    /** accounts.id for a member wallet; null for a system account. */
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => accounts.id),
    /** Member: main, vendor, bonus, play, points. System: deposit_transit, withdrawal_transit, … */
    purpose: text('purpose').notNull(),
    /** Game vendor code for 'vendor' wallets and 'game_result' accounts; '' when none. */
    vendor: text('vendor').notNull().default(''),
    /** ISO 4217 code, 'PLAY' for trial play money (never mixed with real money), 'PTS' for points. */
    currency: text('currency').notNull(),
    /** Minor units; always equal to the sum of this account's entries. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** System accounts may go negative (they are the other side of member money). */
    allowNegative: boolean('allow_negative').notNull().default(false),
    /** Bumped with every balance change. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_uq')
      .on(t.ownerType, t.ownerId, t.purpose, t.vendor, t.currency)
      .nullsNotDistinct(),
    index('ledger_accounts_owner_idx').on(t.ownerId),
    check('ledger_accounts_balance_ck', sql`${t.allowNegative} OR ${t.balance} >= 0`),
    check('ledger_accounts_owner_ck', sql`(${t.ownerType} = 'system') = (${t.ownerId} IS NULL)`),
    // Member wallets never go negative; play money lives only in 'play' wallets.
    check(
      'ledger_accounts_member_ck',
      sql`${t.ownerType} = 'system' OR (NOT ${t.allowNegative}
        AND ${t.purpose} IN ('main', 'vendor', 'bonus', 'play', 'points')
        AND (${t.purpose} = 'play') = (${t.currency} = 'PLAY')
        AND (${t.purpose} = 'points') = (${t.currency} = 'PTS'))`,
    ),
    check(
      'ledger_accounts_system_ck',
      sql`${t.ownerType} = 'account' OR ${t.purpose} IN ('deposit_transit', 'withdrawal_transit',
        'payout', 'game_result', 'promotion', 'commission', 'adjustment', 'jackpot',
        'points_issue')`,
    ),
    check(
      'ledger_accounts_vendor_ck',
      sql`(${t.purpose} IN ('vendor', 'game_result')) = (${t.vendor} <> '')`,
    ),
  ],
);

/**
 * One immutable money movement; its entries sum to zero per currency.
 * @owner cashier/ledger
 * @read-by cashier/* the cashier's statements read transfers
 * @read-by agents/team the reason and reference of the downline's ledger entries
 * @read-by engagement/promotions a promotion's bonus grant transfers (its cost reconciliation)
 * @read-by engagement/points the reason and reference of a member's points entries (points details)
 * @written-by cashier/wagers a wager's postings ride in its one statement (the hot path)
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Caller's key: a retry with the same key and content answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request (reason, reference, legs, metadata). */
    requestHash: text('request_hash').notNull(),
    /** Why the money moved (deposit, bet, win, adjustment, …): see LEDGER_REASONS. */
    reason: text('reason').notNull(),
    /** The business object behind it (deposit id, vendor round id, …). */
    reference: text('reference'),
    /** Who caused it: 'system', 'operator:<id>', 'account:<id>', 'vendor:<code>'. */
    actor: text('actor').notNull().default('system'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_transfers_idempotency_key_uq').on(t.idempotencyKey),
    index('ledger_transfers_reference_idx').on(t.reference),
  ],
);

/**
 * One leg of a transfer on one account, with the balance it left.
 * @owner cashier/ledger
 * @read-by cashier/* the cashier's statements read entries
 * @read-by agents/team the team's ledger entries (agent centre), always within the agent's subtree
 * @read-by engagement/promotions the amounts of a promotion's bonus transfers (reconciliation)
 * @read-by engagement/points the entries of a member's points wallet (PTS): the points details
 * @written-by cashier/wagers a wager's postings ride in its one statement (the hot path)
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_amount_ck', sql`${t.amount} <> 0`),
  ],
);
