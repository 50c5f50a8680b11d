import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { ADJUSTMENT_STATUSES, WITHDRAWAL_STATUSES } from './cashier-transitions.js';
import type { TLocalizedText } from './localized.js';
import { ZRequestId } from './wallet.js';

/*
 * Withdrawals (issue 4 item 4) and the back-office parts around them (item 7): member bank
 * accounts, withdrawal requests and their lifecycle, manual adjustments (maker-checker) and a
 * member's ledger wallets. Amounts are integer minor units (satang for THB).
 */

/** Every path of this slice. `:id` is a numeric id. */
export const WITHDRAWAL_API = {
  member: {
    /** listThaiBanks (GET) -> ZThaiBank[] (public: the fixed list below, with names) */
    banks: '/api/cashier/banks',
    /** listBankAccounts (GET) -> ZMemberBankAccount[]; addBankAccount (POST) ZAddBankAccountRequest -> ZMemberBankAccount */
    bankAccounts: '/api/members/me/bank-accounts',
    /** removeBankAccount (DELETE) -> 204 */
    bankAccount: '/api/members/me/bank-accounts/:id',
    /** setDefaultBankAccount (POST) -> ZMemberBankAccount */
    bankAccountDefault: '/api/members/me/bank-accounts/:id/default',
    /** getWithdrawInfo (GET) -> ZWithdrawInfo */
    withdrawInfo: '/api/members/me/withdrawals/info',
    /** listMyWithdrawals (GET) ZMyWithdrawalQuery -> ZMyWithdrawalPage; createWithdrawal (POST) ZCreateWithdrawalRequest -> ZMyWithdrawal */
    withdrawals: '/api/members/me/withdrawals',
    /** confirmWithdrawalReceived (POST) -> ZMyWithdrawal */
    withdrawalReceived: '/api/members/me/withdrawals/:id/received',
    /** reportWithdrawalNotReceived (POST) ZNotReceivedRequest -> ZMyWithdrawal */
    withdrawalNotReceived: '/api/members/me/withdrawals/:id/not-received',
  },
  admin: {
    /** listWithdrawals (GET) ZWithdrawalQueueQuery -> ZWithdrawalQueuePage   [cashier.read] */
    withdrawals: '/api/admin/withdrawals',
    /** getWithdrawal (GET) -> ZAdminWithdrawal   [cashier.read] */
    withdrawal: '/api/admin/withdrawals/:id',
    /** getWithdrawalProof (GET) -> image/png | image/jpeg bytes   [cashier.read] */
    withdrawalProof: '/api/admin/withdrawals/:id/proof',
    /** approveWithdrawal (POST) -> ZAdminWithdrawal   [cashier.manage] requested -> approved */
    withdrawalApprove: '/api/admin/withdrawals/:id/approve',
    /** rejectWithdrawal (POST) ZRejectWithdrawalRequest -> ZAdminWithdrawal   [cashier.manage] requested -> rejected, refunds */
    withdrawalReject: '/api/admin/withdrawals/:id/reject',
    /** cancelWithdrawalPayout (POST) ZRejectWithdrawalRequest -> ZAdminWithdrawal   [cashier.manage] approved -> rejected, refunds */
    withdrawalCancelPayout: '/api/admin/withdrawals/:id/cancel-payout',
    /** payWithdrawal (POST) ZPayWithdrawalRequest -> ZAdminWithdrawal   [cashier.manage] approved -> paid */
    withdrawalPay: '/api/admin/withdrawals/:id/pay',
    /** repayWithdrawal (POST) -> ZAdminWithdrawal   [cashier.manage] not_received -> paid (new deadline) */
    withdrawalRepay: '/api/admin/withdrawals/:id/repay',
    /** forceWithdrawalReceived (POST) -> ZAdminWithdrawal   [cashier.manage] not_received -> received (forced) */
    withdrawalForceReceived: '/api/admin/withdrawals/:id/force-received',
    /** listAdjustments (GET) ZAdjustmentQuery -> ZAdjustmentPage [cashier.read]; createAdjustment (POST) ZCreateAdjustmentRequest -> ZAdjustment [cashier.manage] */
    adjustments: '/api/admin/adjustments',
    /** approveAdjustment (POST) ZAdjustmentDecisionRequest -> ZAdjustment   [cashier.approve, not the maker] */
    adjustmentApprove: '/api/admin/adjustments/:id/approve',
    /** rejectAdjustment (POST) ZAdjustmentDecisionRequest -> ZAdjustment   [cashier.approve, not the maker] */
    adjustmentReject: '/api/admin/adjustments/:id/reject',
    /** getMemberWallets (GET) -> ZMemberWallets   [cashier.read] */
    memberWallets: '/api/admin/accounts/:id/wallets',
    /** listMemberLedgerEntries (GET) ZMemberLedgerQuery -> ZMemberLedgerPage   [cashier.read] */
    memberLedgerEntries: '/api/admin/accounts/:id/ledger-entries',
  },
} as const;

/** Builds a concrete path: `withdrawalPath(WITHDRAWAL_API.admin.withdrawalPay, 7)`. */
export function withdrawalPath(template: string, id: number): string {
  return template.replace(':id', String(id));
}

// ---------------------------------------------------------------------------------------------
// Banks and member bank accounts

export const THAI_BANK_CODES = [
  'KBANK',
  'SCB',
  'BBL',
  'KTB',
  'BAY',
  'TTB',
  'GSB',
  'BAAC',
  'KKP',
  'CIMBT',
  'UOBT',
  'LHB',
  'TISCO',
  'ICBCT',
] as const;
export const ZThaiBankCode = z.enum(THAI_BANK_CODES).meta({ id: 'ThaiBankCode' });
export type TThaiBankCode = z.infer<typeof ZThaiBankCode>;

/** Names of the banks members can withdraw to, in the shipped languages. */
export const THAI_BANK_NAMES: Record<TThaiBankCode, TLocalizedText> = {
  KBANK: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', zh: '开泰银行' },
  SCB: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank', zh: '汇商银行' },
  BBL: { th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank', zh: '盘谷银行' },
  KTB: { th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank', zh: '泰京银行' },
  BAY: { th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)', zh: '大城银行' },
  TTB: { th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank (ttb)', zh: '泰国军人他纳昌银行' },
  GSB: { th: 'ธนาคารออมสิน', en: 'Government Savings Bank', zh: '政府储蓄银行' },
  BAAC: {
    th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    en: 'Bank for Agriculture and Agricultural Cooperatives',
    zh: '农业与农业合作社银行',
  },
  KKP: { th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank', zh: '甲那金帕塔银行' },
  CIMBT: { th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank', zh: '联昌国际银行（泰国）' },
  UOBT: { th: 'ธนาคารยูโอบี', en: 'UOB Thailand', zh: '大华银行（泰国）' },
  LHB: { th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank', zh: '土地房屋银行' },
  TISCO: { th: 'ธนาคารทิสโก้', en: 'TISCO Bank', zh: '铁狮高银行' },
  ICBCT: { th: 'ธนาคารไอซีบีซี (ไทย)', en: 'ICBC (Thai)', zh: '中国工商银行（泰国）' },
};

export const ZThaiBank = z
  .object({
    code: ZThaiBankCode,
    name: z.object({ th: z.string(), en: z.string(), zh: z.string() }),
  })
  .meta({ id: 'ThaiBank' });
export type TThaiBank = z.infer<typeof ZThaiBank>;

/** A member may keep at most this many bank accounts (removed ones do not count). */
export const MAX_MEMBER_BANK_ACCOUNTS = 5;

export const ZAddBankAccountRequest = z
  .object({
    bankCode: ZThaiBankCode,
    /** Digits only, 10 to 15 of them. */
    accountNumber: z.string().regex(/^\d{10,15}$/, '10 to 15 digits'),
    /** Must equal the member's real name (compared ignoring case, spacing and Unicode form). */
    accountName: z.string().trim().min(1).max(100),
  })
  .meta({ id: 'AddBankAccountRequest' });
export type TAddBankAccountRequest = z.infer<typeof ZAddBankAccountRequest>;

/** A member's own bank account, as the member sees it (number masked but for the last 4). */
export const ZMemberBankAccount = z
  .object({
    id: z.number().int(),
    bankCode: ZThaiBankCode,
    accountName: z.string(),
    /** e.g. '******7890' */
    accountNumberMasked: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'MemberBankAccount' });
export type TMemberBankAccount = z.infer<typeof ZMemberBankAccount>;

// ---------------------------------------------------------------------------------------------
// Withdrawals, member side

export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES).meta({ id: 'WithdrawalStatus' });

/** What the withdraw page shows before the member asks: limits, today's usage, turnover left. */
export const ZWithdrawInfo = z
  .object({
    currency: z.string(),
    /** Main wallet balance, minor units. */
    balance: ZMinorUnits,
    minAmount: ZMinorUnits,
    maxAmount: ZMinorUnits,
    /** 0: no limit. */
    dailyCount: z.number().int(),
    /** 0: no limit. */
    dailyAmount: ZMinorUnits,
    /** Today's withdrawals (calendar day of the site's time zone), rejected ones not counted. */
    usedCountToday: z.number().int(),
    usedAmountToday: ZMinorUnits,
    /** Turnover still to bet before a withdrawal is allowed; 0: none. */
    turnoverRemaining: ZMinorUnits,
    hasPaymentPassword: z.boolean(),
    /** Real name set (needed to bind a bank account). */
    hasRealName: z.boolean(),
    bankAccounts: z.array(ZMemberBankAccount),
    /**
     * Withdrawals above this amount are refused (KYC_REQUIRED) until the member's identity is
     * verified; null: no such rule now (the setting is off or the member is verified).
     */
    kycNeededAbove: ZMinorUnits.nullable(),
  })
  .meta({ id: 'WithdrawInfo' });
export type TWithdrawInfo = z.infer<typeof ZWithdrawInfo>;

export const ZCreateWithdrawalRequest = z
  .object({
    amount: ZMinorUnits.min(1),
    bankAccountId: z.number().int().positive(),
    paymentPassword: z.string().min(1).max(64),
    /**
     * Chosen by the client once per intended withdrawal (a UUID, say): retrying with the same id
     * answers the first withdrawal instead of making a second one.
     */
    requestId: z.string().regex(/^[\w-]{8,64}$/, '8 to 64 letters, digits, - or _'),
  })
  .meta({ id: 'CreateWithdrawalRequest' });
export type TCreateWithdrawalRequest = z.infer<typeof ZCreateWithdrawalRequest>;

/** A withdrawal as its member sees it, with the receipt fields of spec §3. */
export const ZMyWithdrawal = z
  .object({
    id: z.number().int(),
    amount: ZMinorUnits,
    currency: z.string(),
    status: ZWithdrawalStatus,
    /** Set when paid: what reached the bank account, and what came back to the main wallet. */
    amountReceived: ZMinorUnits.nullable(),
    amountRemaining: ZMinorUnits.nullable(),
    bankCode: ZThaiBankCode,
    accountNumberMasked: z.string(),
    /** Rejected: the operator's reason; not received: the member's note. */
    reason: z.string().nullable(),
    /** Became received without the member's confirmation (automatically or by an operator). */
    forcedReceived: z.boolean(),
    hasProof: z.boolean(),
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
    rejectedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    /** Paid and unconfirmed: when it becomes received automatically; null otherwise. */
    confirmDeadline: z.string().nullable(),
  })
  .meta({ id: 'MyWithdrawal' });
export type TMyWithdrawal = z.infer<typeof ZMyWithdrawal>;

export const ZMyWithdrawalQuery = z.object({
  status: ZWithdrawalStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMyWithdrawalQuery = z.input<typeof ZMyWithdrawalQuery>;

export const ZMyWithdrawalPage = z
  .object({
    items: z.array(ZMyWithdrawal),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'MyWithdrawalPage' });
export type TMyWithdrawalPage = z.infer<typeof ZMyWithdrawalPage>;

/** Largest proof image accepted (decoded bytes). */
export const MAX_PROOF_IMAGE_BYTES = 5 * 1024 * 1024;

/** "Not received", with a proof image (PNG or JPEG, checked by its bytes) as base64. */
export const ZNotReceivedRequest = z
  .object({
    /** Base64 of the PNG or JPEG file (a `data:image/...;base64,` prefix is accepted). */
    proofImage: z.string().min(1),
    note: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'NotReceivedRequest' });
export type TNotReceivedRequest = z.infer<typeof ZNotReceivedRequest>;

// ---------------------------------------------------------------------------------------------
// Withdrawals, back office

export const ZAdminWithdrawal = ZMyWithdrawal.extend({
  accountId: z.number().int(),
  username: z.string(),
  realName: z.string().nullable(),
  bankAccountId: z.number().int(),
  accountName: z.string(),
  /** Full number: the operator pays to it. */
  accountNumber: z.string(),
  /** When an unconfirmed paid withdrawal becomes received automatically. */
  confirmDeadline: z.string().nullable(),
  proofMime: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  /** Username of the operator who approved or rejected it (the deposit queue shows the same). */
  decidedByUsername: z.string().nullable(),
  paidBy: z.number().int().nullable(),
  /** Username of the operator who marked it paid. */
  paidByUsername: z.string().nullable(),
  updatedAt: z.string(),
}).meta({ id: 'AdminWithdrawal' });
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const ZWithdrawalQueueQuery = z.object({
  status: ZWithdrawalStatus.optional(),
  /** Member id … */
  accountId: z.coerce.number().int().positive().optional(),
  /** … or exact username. */
  username: z.string().trim().max(64).optional(),
  /**
   * Created at or after (ISO 8601 date-time). A day filter sends the instants of days of the site
   * time zone (`dayRangeInstants`); a bare date would say nothing of the zone, so it is refused.
   */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Created before (exclusive, ISO 8601 date-time). */
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TWithdrawalQueueQuery = z.input<typeof ZWithdrawalQueueQuery>;

export const ZWithdrawalStatusTotal = z.object({ count: z.number().int(), amount: ZMinorUnits });

export const ZWithdrawalQueuePage = z
  .object({
    items: z.array(ZAdminWithdrawal),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Per status, over the same filters without the status filter. */
    totals: z.record(ZWithdrawalStatus, ZWithdrawalStatusTotal),
  })
  .meta({ id: 'WithdrawalQueuePage' });
export type TWithdrawalQueuePage = z.infer<typeof ZWithdrawalQueuePage>;

export const ZRejectWithdrawalRequest = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'RejectWithdrawalRequest' });
export type TRejectWithdrawalRequest = z.infer<typeof ZRejectWithdrawalRequest>;

export const ZPayWithdrawalRequest = z
  .object({
    /**
     * What was actually sent to the member's bank (> 0, at most the amount). The rest
     * (amountRemaining) goes back to the member's main wallet.
     */
    amountReceived: ZMinorUnits.min(1),
  })
  .meta({ id: 'PayWithdrawalRequest' });
export type TPayWithdrawalRequest = z.infer<typeof ZPayWithdrawalRequest>;

// ---------------------------------------------------------------------------------------------
// Manual adjustments (maker-checker)

export const ZAdjustmentStatus = z.enum(ADJUSTMENT_STATUSES).meta({ id: 'AdjustmentStatus' });
export const ZAdjustmentWallet = z.enum(['main', 'bonus']);

export const ZCreateAdjustmentRequest = z
  .object({
    accountId: z.number().int().positive(),
    /** Signed minor units: credit > 0, debit < 0. */
    amount: z
      .number()
      .int()
      .min(-Number.MAX_SAFE_INTEGER)
      .max(Number.MAX_SAFE_INTEGER)
      .refine((n) => n !== 0, 'must not be zero'),
    wallet: ZAdjustmentWallet.default('main'),
    reason: z.string().trim().min(1).max(500),
    /**
     * The maker's idempotency key, made when the form opens: a retry after a timeout answers the
     * adjustment the first request made; the key with another request is IDEMPOTENCY_CONFLICT.
     */
    requestId: ZRequestId,
  })
  .meta({ id: 'CreateAdjustmentRequest' });
export type TCreateAdjustmentRequest = z.input<typeof ZCreateAdjustmentRequest>;

export const ZAdjustmentDecisionRequest = z
  .object({ note: z.string().trim().max(500).optional() })
  .meta({ id: 'AdjustmentDecisionRequest' });
export type TAdjustmentDecisionRequest = z.infer<typeof ZAdjustmentDecisionRequest>;

export const ZAdjustment = z
  .object({
    id: z.number().int(),
    accountId: z.number().int(),
    username: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    wallet: ZAdjustmentWallet,
    reason: z.string(),
    status: ZAdjustmentStatus,
    /** The maker. */
    requestedBy: z.number().int(),
    requestedByUsername: z.string(),
    /** The checker; null while pending and when posted at once (below the threshold). */
    decidedBy: z.number().int().nullable(),
    decidedByUsername: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string().nullable(),
    ledgerTransferId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Adjustment' });
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZAdjustmentQuery = z.object({
  status: ZAdjustmentStatus.optional(),
  accountId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAdjustmentQuery = z.input<typeof ZAdjustmentQuery>;

export const ZAdjustmentPage = z
  .object({
    items: z.array(ZAdjustment),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdjustmentPage' });
export type TAdjustmentPage = z.infer<typeof ZAdjustmentPage>;

// ---------------------------------------------------------------------------------------------
// A member's wallets and ledger entries (back office)

export const ZMemberWallet = z
  .object({
    ledgerAccountId: z.number().int(),
    /** main, vendor, bonus, play */
    purpose: z.string(),
    /** Game vendor code of a vendor wallet; '' otherwise. */
    vendor: z.string(),
    currency: z.string(),
    balance: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MemberWallet' });
export type TMemberWallet = z.infer<typeof ZMemberWallet>;

export const ZMemberWallets = z
  .object({
    accountId: z.number().int(),
    username: z.string(),
    wallets: z.array(ZMemberWallet),
  })
  .meta({ id: 'MemberWallets' });
export type TMemberWallets = z.infer<typeof ZMemberWallets>;

export const ZMemberLedgerQuery = z.object({
  /** Only this wallet (one of the member's ledger accounts). */
  ledgerAccountId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TMemberLedgerQuery = z.input<typeof ZMemberLedgerQuery>;

export const ZMemberLedgerEntry = z
  .object({
    entryId: z.number().int(),
    transferId: z.number().int(),
    ledgerAccountId: z.number().int(),
    purpose: z.string(),
    vendor: z.string(),
    currency: z.string(),
    /** Signed: positive credits the wallet. */
    amount: z.number().int(),
    balanceAfter: z.number().int(),
    /** Ledger reason code (deposit, withdrawal, adjustment, …). */
    reason: z.string(),
    /** The business object (e.g. 'withdrawal:12'). */
    reference: z.string().nullable(),
    actor: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'MemberLedgerEntry' });
export type TMemberLedgerEntry = z.infer<typeof ZMemberLedgerEntry>;

export const ZMemberLedgerPage = z
  .object({
    items: z.array(ZMemberLedgerEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'MemberLedgerPage' });
export type TMemberLedgerPage = z.infer<typeof ZMemberLedgerPage>;

// CONTRACT READY
