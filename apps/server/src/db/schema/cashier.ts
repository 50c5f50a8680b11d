import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { operators } from './operators.js';
import { ledgerTransfers } from './ledger.js';

/*
 * The cashier: deposits, withdrawals, bank accounts, manual adjustments and vendor-wallet
 * transfers. These tables hold requests and their lifecycle; money itself moves only through the
 * ledger (domains/cashier/ledger), and each step that moves money stores the ledger transfer it posted.
 * Amounts are integer minor units (bigint, read as JS numbers like the ledger).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const ledgerRef = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => ledgerTransfers.id);

/**
 * The operator's own bank accounts that members transfer deposits to (PromptPay capable).
 * @owner cashier/payment-methods
 */
export const operatorBankAccounts = pgTable('operator_bank_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Bank code (e.g. KBANK, SCB, BBL). */
  bankCode: text('bank_code').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  /** PromptPay id (mobile or tax id) for the QR; null: no QR for this account. */
  promptPayId: text('prompt_pay_id'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Ways to deposit shown on depositv2, with limits and display order.
 * @owner cashier/payment-methods
 * @read-by cashier/deposits the method a deposit is made with, checked in its transaction
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable code (e.g. 'bank-kbank', 'sandbox-qr'). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['bank_transfer', 'gateway'] }).notNull(),
    /** { th, en, zh } */
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    currency: text('currency').notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    /** bank_transfer: the operator account to pay into. */
    operatorBankAccountId: bigint('operator_bank_account_id', { mode: 'number' }).references(
      () => operatorBankAccounts.id,
    ),
    /** gateway: which configured gateway (settings section paymentGateways). */
    gatewayId: text('gateway_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_code_uq').on(t.code),
    check(
      'payment_methods_limits_ck',
      sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount}`,
    ),
  ],
);

/**
 * A member's deposit: pending until approved (credited once), rejected or expired.
 * @owner cashier/deposits
 * @read-by cashier/account-records the member's deposit records
 * @read-by cashier/payment-methods how much each receiving account took today (its daily cap)
 * @read-by content/messages messages addressed to members by their deposits (audience)
 * @read-by responsible-gaming/risk payment methods a member used (a marker of harm)
 * @read-by agents/agent-tree the back office's agent report: a team's approved deposits
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    paymentMethodId: bigint('payment_method_id', { mode: 'number' })
      .notNull()
      .references(() => paymentMethods.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'expired'] })
      .notNull()
      .default('pending'),
    /** Shown to the member to put in the transfer note; unique. */
    referenceCode: text('reference_code').notNull(),
    gatewayId: text('gateway_id'),
    /** The gateway's order id, set when the gateway order is created. */
    gatewayOrderId: text('gateway_order_id'),
    /** Name on the paying account, as the member typed it or the gateway reported it. */
    payerName: text('payer_name'),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
    /** Operator who decided; null for a gateway callback or the expiry job. */
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    reason: text('reason'),
    ledgerTransferId: ledgerRef('ledger_transfer_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_reference_uq').on(t.referenceCode),
    uniqueIndex('deposits_gateway_order_uq')
      .on(t.gatewayId, t.gatewayOrderId)
      .where(sql`${t.gatewayOrderId} is not null`),
    index('deposits_account_idx').on(t.accountId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Every gateway callback as received, valid or not (forged signatures are kept as evidence).
 * @owner cashier/deposits
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gatewayId: text('gateway_id').notNull(),
    orderId: text('order_id'),
    signatureValid: boolean('signature_valid').notNull(),
    /** What was done: credited, duplicate, rejected, ignored, refused. */
    outcome: text('outcome').notNull(),
    payload: text('payload').notNull(),
    ip: text('ip'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('gateway_callbacks_order_idx').on(t.gatewayId, t.orderId)],
);

/**
 * Bank accounts a member withdraws to; the payee name must equal the member's real name.
 * @owner cashier/payout-accounts
 * @read-by cashier/withdrawals the payout account a withdrawal pays to, checked in its transaction
 * @read-by responsible-gaming/risk bank accounts added, and shared with other accounts (markers)
 * @read-by agents/agent-tree an agent's bank accounts inside its own subtree (self-dealing flags)
 * @read-by engagement/referral a friend's payout bank account shared with the referrer (self-referral)
 * @read-by engagement/promotions bank accounts shared by accounts claiming one offer (abuse signals)
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Removed by the member or an operator; kept for the withdrawals that used it. */
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_uq')
      .on(t.accountId, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    index('member_bank_accounts_account_idx').on(t.accountId),
    // The risk markers' accounts sharing a bank account.
    index('member_bank_accounts_number_idx').on(t.accountNumber, t.bankCode),
  ],
);

/**
 * A withdrawal: requested (funds already in withdrawals-in-transit), approved, rejected
 * (refunded), paid (amount received and remaining), then received (by the member, or forced /
 * automatic after the configured minutes) or not_received (with a proof image).
 * @owner cashier/withdrawals
 * @read-by responsible-gaming/risk withdrawals reversed into the wallet (a marker of harm)
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requested', 'approved', 'rejected', 'paid', 'received', 'not_received'],
    })
      .notNull()
      .default('requested'),
    /** Set when paid: what reached the member, and what is still owed (spec withdrawal receipt). */
    amountReceived: money('amount_received'),
    amountRemaining: money('amount_remaining'),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    paidAt: at('paid_at'),
    paidBy: bigint('paid_by', { mode: 'number' }).references(() => operators.id),
    /** After this the withdrawal becomes received automatically. */
    confirmDeadline: at('confirm_deadline'),
    confirmedAt: at('confirmed_at'),
    /** Received without the member's word (automatic or by an operator): never refunded. */
    forcedReceived: boolean('forced_received').notNull().default(false),
    proofImage: bytea('proof_image'),
    proofMime: text('proof_mime'),
    requestTransferId: ledgerRef('request_transfer_id'),
    settleTransferId: ledgerRef('settle_transfer_id'),
    refundTransferId: ledgerRef('refund_transfer_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_account_idx').on(t.accountId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Turnover a member must bet before withdrawing (from deposits or bonuses).
 * @owner cashier/withdrawals
 * @written-by cashier/deposits an approved deposit sets its turnover requirement in the same
 *   transaction
 * @written-by engagement/rewards a claimed reward with a turnover percent sets its requirement in
 *   the claim's transaction
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    source: text('source', { enum: ['deposit', 'bonus', 'adjustment'] }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }),
    required: money('required').notNull(),
    /** Bets counted so far (the games issue feeds this). */
    achieved: money('achieved').notNull().default(0),
    clearedAt: at('cleared_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('turnover_requirements_account_idx').on(t.accountId)],
);

/**
 * A manual balance adjustment by an operator, with a reason. Above the configured amount a second
 * operator must approve it (maker-checker) before it posts.
 * @owner cashier/adjustments
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** Signed: credit > 0, debit < 0. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    wallet: text('wallet', { enum: ['main', 'bonus'] })
      .notNull()
      .default('main'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending_approval', 'posted', 'rejected'] }).notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    ledgerTransferId: ledgerRef('ledger_transfer_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The maker's idempotency key (null on adjustments made before keys were asked for). */
    requestId: text('request_id'),
  },
  (t) => [
    uniqueIndex('manual_adjustments_request_uq').on(t.requestedBy, t.requestId),
    index('manual_adjustments_status_idx').on(t.status, t.createdAt),
    index('manual_adjustments_account_idx').on(t.accountId),
    check('manual_adjustments_amount_ck', sql`${t.amount} <> 0`),
  ],
);

/**
 * Money between the main wallet and a transfer-mode vendor's wallet. The platform side moves
 * first into a pending state, the vendor call follows with this row's transfer id; an unknown
 * result is resolved by status query and retried with the same id, only a confirmed failure
 * returns the money (spec vendor-protocol "Transfer mode rules").
 * @owner cashier/vendor-transfers
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Sent to the vendor as transferId; also the ledger idempotency base. */
    transferId: text('transfer_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    vendor: text('vendor').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at'),
    holdTransferId: ledgerRef('hold_transfer_id'),
    settleTransferId: ledgerRef('settle_transfer_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transfers_transfer_id_uq').on(t.transferId),
    index('vendor_transfers_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('vendor_transfers_account_idx').on(t.accountId, t.createdAt),
    check('vendor_transfers_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Our cache of a member's transfer-mode vendor wallet: the ledger's vendor wallet holds the
 * figure (kept equal to the vendor's own balance at each reading), this row says when it was
 * read and counts every transfer step, so a reading taken while a transfer moved is thrown away
 * instead of booked (cashier/vendor-transfers).
 * @owner cashier/vendor-transfers
 */
export const vendorWalletReads = pgTable(
  'vendor_wallet_reads',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    vendor: text('vendor').notNull(),
    /** Bumped by every transfer step (hold, settlement): a reading across one is dropped. */
    version: integer('version').notNull().default(0),
    /** How many readings were booked: the ledger key of the next booking. */
    bookings: integer('bookings').notNull().default(0),
    /** The vendor's figure at the last booked reading, minor units. */
    balance: money('balance'),
    /** When the vendor was asked for the last booked reading (an older one is never booked over it). */
    readAt: at('read_at'),
    /** The last time the vendor was asked, answered or not. */
    attemptedAt: at('attempted_at'),
    /** Why the last attempt did not give a reading; null after a good one. */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('vendor_wallet_reads_uq').on(t.accountId, t.vendor),
    check('vendor_wallet_reads_balance_ck', sql`${t.balance} IS NULL OR ${t.balance} >= 0`),
  ],
);
