import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { ZErrorCode } from './errors.js';
import { ZCrashLiveEvents } from './house-crash.js';
import { ZChatLiveEvents } from './content-chat.js';
import { ZNoticeLiveEvents } from './content-announcements.js';
import { ZFeedbackLiveEvents } from './content-feedback.js';
import { ZSiteLiveEvents } from './live-site-events.js';
import { ZCashierLiveEvents } from './cashier-live-events.js';
import { ZPullLiveEvents, ZPullRequest } from './downline-pulls.js';
export { WALLET_API, LIVE_CLOSE } from './wallet-api.js';

/** Which wallet the header shows: real money, or the play money of a trial account. */
export const ZHeaderWallet = z.enum(['main', 'play']);
export type THeaderWallet = z.infer<typeof ZHeaderWallet>;

/** The header balance (spec §7 "wallet balance"). */
export const ZWalletBalance = z
  .object({
    /** 'play' for trial accounts (type 4): their play money, never real money. */
    wallet: ZHeaderWallet,
    /** The cashier currency (e.g. THB), or PLAY for trial accounts. */
    currency: z.string(),
    /** Main (or play) wallet balance, minor units. */
    balance: ZMinorUnits,
    /** Bonus wallet balance, minor units (0 for trial accounts). */
    bonus: ZMinorUnits,
    /** balance + bonus + every vendor wallet + money in transit to/from vendors. */
    total: ZMinorUnits,
  })
  .meta({ id: 'WalletBalance' });
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

/** Vendor codes as configured (the spec's vassalage, e.g. PG). */
export const ZVendorCode = z.string().regex(/^[A-Z0-9_]{2,20}$/, 'vendor code like PG');

/**
 * How fresh a vendor wallet's figure is. 'live': read from the vendor for this answer. 'cached':
 * our last reading (asked for with `cached=true`, the page then reads each vendor itself).
 * 'unavailable': the vendor did not answer now; the figure is the last reading. 'pending': a
 * transfer with this vendor has no known result yet, so no reading can be trusted until it settles.
 */
export const ZVendorWalletState = z.enum(['live', 'cached', 'unavailable', 'pending']);
export type TVendorWalletState = z.infer<typeof ZVendorWalletState>;

export const ZVendorWallet = z
  .object({
    vendor: ZVendorCode,
    name: z.string(),
    currency: z.string(),
    /**
     * The member's money at the vendor, minor units: the vendor's own figure as last read (play at
     * the vendor changes it), a cache refreshed from the vendor's balance call.
     */
    balance: ZMinorUnits,
    /** Money on its way in or out whose result is not known yet, minor units. */
    pending: ZMinorUnits,
    state: ZVendorWalletState,
    /** When `balance` was last read from the vendor; null when it never was. */
    readAt: z.iso.datetime().nullable(),
    /** Why the figure is not live ('unavailable', 'pending'): a code clients translate. */
    errorCode: ZErrorCode.nullable(),
  })
  .meta({ id: 'VendorWallet' });
export type TVendorWallet = z.infer<typeof ZVendorWallet>;

/** getMerchantWallet's query: `cached=true` answers our last readings without asking vendors. */
export const ZMerchantWalletQuery = z.object({
  cached: z.enum(['true', 'false']).optional(),
});
export type TMerchantWalletQuery = z.infer<typeof ZMerchantWalletQuery>;

/** `:vendor` of getVendorWallet. */
export const ZVendorWalletParams = z.object({ vendor: ZVendorCode });

/** spec §7 "merchant wallet": single wallet when no transfer-mode vendor is configured. */
export const ZMerchantWallet = z
  .object({
    isSingle: z.boolean(),
    /** The main wallet balance, to show beside the vendor wallets on transferFund. */
    main: ZMinorUnits,
    currency: z.string(),
    vendors: z.array(ZVendorWallet),
  })
  .meta({ id: 'MerchantWallet' });
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;

/** A client-made UUID per click: a retried or doubled submit moves the money once. */
export const ZRequestId = z.uuid();

export const ZVendorTransferRequest = z
  .object({
    vendor: ZVendorCode,
    /** 'in': main wallet -> vendor wallet; 'out': vendor wallet -> main wallet. */
    direction: z.enum(['in', 'out']),
    amount: ZMinorUnits.min(1),
    requestId: ZRequestId,
  })
  .meta({ id: 'VendorTransferRequest' });
export type TVendorTransferRequest = z.infer<typeof ZVendorTransferRequest>;

export const ZVendorTransferStatus = z.enum(['pending', 'succeeded', 'failed']);
export type TVendorTransferStatus = z.infer<typeof ZVendorTransferStatus>;

export const ZVendorTransfer = z
  .object({
    /** The id sent to the vendor. */
    transferId: z.string(),
    vendor: ZVendorCode,
    direction: z.enum(['in', 'out']),
    amount: ZMinorUnits,
    currency: z.string(),
    /**
     * 'pending': the vendor's answer is not known yet; the money is held (never lost) and a
     * background job settles it. 'failed': confirmed by the vendor; the money is back.
     */
    status: ZVendorTransferStatus,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'VendorTransfer' });
export type TVendorTransfer = z.infer<typeof ZVendorTransfer>;

export const ZAllToMainRequest = z
  .object({ requestId: ZRequestId })
  .meta({ id: 'AllToMainRequest' });
/**
 * What "all to main" did with one vendor wallet. 'moved': the vendor's real balance came out.
 * 'pending': sent, the vendor's answer is not known yet (held, settles shortly). 'empty': the
 * vendor holds nothing. 'failed': nothing moved, `errorCode` says why (the vendor did not answer,
 * an earlier transfer is unsettled, the vendor refused).
 */
export const ZAllToMainVendorResult = z.object({
  vendor: ZVendorCode,
  name: z.string(),
  status: z.enum(['moved', 'pending', 'empty', 'failed']),
  /** What was sent (the vendor's balance as read just before), minor units; 0 when nothing. */
  amount: ZMinorUnits,
  transfer: ZVendorTransfer.nullable(),
  errorCode: ZErrorCode.nullable(),
});
export type TAllToMainVendorResult = z.infer<typeof ZAllToMainVendorResult>;

export const ZAllToMainResult = z
  .object({
    /** The transfers made (one per vendor wallet that held money). */
    transfers: z.array(ZVendorTransfer),
    /** Every vendor wallet the member has used, with what happened to it. */
    vendors: z.array(ZAllToMainVendorResult),
  })
  .meta({ id: 'AllToMainResult' });
export type TAllToMainResult = z.infer<typeof ZAllToMainResult>;

export const ZUplineTransferInfo = z
  .object({
    enabled: z.boolean(),
    minAmount: ZMinorUnits,
    maxAmount: ZMinorUnits,
    currency: z.string(),
    /** The direct upline agent; null when the account hangs directly under the house. */
    upline: z.object({ account: z.string(), nickname: z.string() }).nullable(),
    /** False: the member must set a payment password first (securityCenter). */
    hasPaymentPassword: z.boolean(),
  })
  .meta({ id: 'UplineTransferInfo' });
export type TUplineTransferInfo = z.infer<typeof ZUplineTransferInfo>;

export const ZUplineTransferRequest = z
  .object({
    amount: ZMinorUnits.min(1),
    paymentPassword: z.string().min(1).max(128),
    requestId: ZRequestId,
  })
  .meta({ id: 'UplineTransferRequest' });
export type TUplineTransferRequest = z.infer<typeof ZUplineTransferRequest>;

export const ZDownlineTransferRequest = z
  .object({
    downlineUsername: z.string().trim().toLowerCase().min(1).max(64),
    amount: ZMinorUnits.min(1),
    /**
     * 'down': the agent pays the downline; 'up': the agent takes money back from it, which asks
     * the member's consent unless the operator allows direct pulls (see downline-pulls.ts).
     */
    direction: z.enum(['down', 'up']),
    paymentPassword: z.string().min(1).max(128),
    requestId: ZRequestId,
  })
  .meta({ id: 'DownlineTransferRequest' });
export type TDownlineTransferRequest = z.infer<typeof ZDownlineTransferRequest>;

export const ZMemberTransferResult = z
  .object({
    /** The ledger transfer id (the reference shown in account records). */
    transferId: z.number().int(),
    amount: ZMinorUnits,
    currency: z.string(),
    /** The caller's main wallet balance after the transfer. */
    balance: ZMinorUnits,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MemberTransferResult' });
export type TMemberTransferResult = z.infer<typeof ZMemberTransferResult>;

/**
 * What `transferDownline` answers: 'transferred' (a payment down, or a direct pull, with `pull`
 * set for the latter), or 'awaitingConsent' (a pull request the member has to confirm).
 */
export const ZDownlineTransferResult = z
  .discriminatedUnion('outcome', [
    ZMemberTransferResult.extend({
      outcome: z.literal('transferred'),
      pull: ZPullRequest.nullable(),
    }),
    z.object({ outcome: z.literal('awaitingConsent'), pull: ZPullRequest }),
  ])
  .meta({ id: 'DownlineTransferResult' });
export type TDownlineTransferResult = z.infer<typeof ZDownlineTransferResult>;

/** Account record types: groups of ledger reason codes. */
export const ACCOUNT_RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'game',
  'bonus',
  'commission',
  'adjustment',
  'other',
] as const;
export const ZAccountRecordType = z.enum(ACCOUNT_RECORD_TYPES);
export type TAccountRecordType = z.infer<typeof ZAccountRecordType>;

/** Longest date range one account-records query may span. */
export const ACCOUNT_RECORDS_MAX_DAYS = 90;

export const ZAccountRecordQuery = z.object({
  type: ZAccountRecordType.optional(),
  /** ISO date-time; default: `to` minus 30 days. The presets (±7, ±30 days) are client-side. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** ISO date-time; default: now. At most ACCOUNT_RECORDS_MAX_DAYS after `from`. */
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
// No `.meta({ id })` on querystring schemas: @fastify/swagger cannot place a referenced query.
export type TAccountRecordQuery = z.input<typeof ZAccountRecordQuery>;

export const ZAccountRecord = z.object({
  /** Ledger entry id. */
  id: z.number().int(),
  time: z.iso.datetime(),
  type: ZAccountRecordType,
  /** The ledger reason code (finer than `type`), e.g. 'vendor_transfer_in'. */
  reason: z.string(),
  /** Signed minor units: positive credits the wallet. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  /** 'main', 'bonus', 'play' or 'vendor:<code>'. */
  wallet: z.string(),
  /** The business object behind it (deposit id, transfer id, …); null when none. */
  reference: z.string().nullable(),
});
export type TAccountRecord = z.infer<typeof ZAccountRecord>;

export const ZAccountRecordPage = z
  .object({
    items: z.array(ZAccountRecord),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AccountRecordPage' });
export type TAccountRecordPage = z.infer<typeof ZAccountRecordPage>;

/** The only message a client sends: its bearer token, first thing after opening. */
export const ZLiveClientMessage = z.object({ type: z.literal('auth'), token: z.string().min(1) });
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

/** Events the server pushes. Later features add types to this union. */
export const ZLiveServerEvent = z.discriminatedUnion('type', [
  /** Authenticated; events follow. */
  z.object({ type: z.literal('ready') }),
  /** After every ledger change touching the member's wallets (coalesced). */
  ZWalletBalance.extend({ type: z.literal('balance') }),
  ...ZCrashLiveEvents,
  ...ZChatLiveEvents,
  ...ZNoticeLiveEvents,
  ...ZSiteLiveEvents,
  ...ZFeedbackLiveEvents,
  ...ZCashierLiveEvents,
  ...ZPullLiveEvents,
]);
export type TLiveServerEvent = z.infer<typeof ZLiveServerEvent>;

// CONTRACT READY
