import { z } from 'zod';
import { ZCurrencyCode, ZMinorUnits } from './cashier-settings.js';
import { DEPOSIT_STATUSES } from './cashier-transitions.js';

/*
 * Deposits (spec §2 depositv2): payment methods and the operator's bank accounts (back office),
 * member deposits by bank transfer (reference code + PromptPay QR) or through a payment gateway
 * (HMAC-signed order and callback), and the back-office deposit queue.
 * Money is integer minor units (satang); format only at the edge.
 */

/**
 * Paths of the deposit operations; each comment names the operationId in OpenAPI. A builder has a
 * `…Pattern` beside it: the route the server registers, with `:name` placeholders.
 */
export const DEPOSIT_API = {
  member: {
    /** listPaymentMethods (GET) -> ZPaymentMethodList: enabled methods, in display order */
    paymentMethods: '/api/cashier/payment-methods',
    /** createDeposit (POST) ZCreateDepositRequest -> ZDepositInstructions; listMyDeposits (GET) ZMyDepositsQuery -> ZDepositPage */
    deposits: '/api/cashier/deposits',
    /** getMyDeposit (GET) -> ZDepositInstructions (instructions again while pending) */
    deposit: (id: number | string) => `/api/cashier/deposits/${encodeURIComponent(String(id))}`,
    depositPattern: '/api/cashier/deposits/:id',
  },
  admin: {
    /** listOperatorBankAccounts (GET, cashier.read) -> ZOperatorBankAccountList; createOperatorBankAccount (POST, cashier.manage) ZOperatorBankAccountInput -> 201 ZOperatorBankAccount */
    bankAccounts: '/api/admin/cashier/bank-accounts',
    /** updateOperatorBankAccount (PUT) ZOperatorBankAccountInput -> ZOperatorBankAccount; deleteOperatorBankAccount (DELETE) -> 204, CONFLICT while a payment method uses it */
    bankAccount: (id: number | string) =>
      `/api/admin/cashier/bank-accounts/${encodeURIComponent(String(id))}`,
    bankAccountPattern: '/api/admin/cashier/bank-accounts/:id',
    /** listAdminPaymentMethods (GET, cashier.read) -> ZAdminPaymentMethodList; createPaymentMethod (POST, cashier.manage) ZPaymentMethodInput -> 201 ZAdminPaymentMethod */
    paymentMethods: '/api/admin/cashier/payment-methods',
    /** updatePaymentMethod (PUT) ZPaymentMethodInput -> ZAdminPaymentMethod; deletePaymentMethod (DELETE) -> 204, CONFLICT once deposits used it (disable it instead) */
    paymentMethod: (id: number | string) =>
      `/api/admin/cashier/payment-methods/${encodeURIComponent(String(id))}`,
    paymentMethodPattern: '/api/admin/cashier/payment-methods/:id',
    /** listDepositQueue (GET, cashier.read) ZDepositQueueQuery -> ZDepositQueuePage */
    deposits: '/api/admin/cashier/deposits',
    /** getAdminDeposit (GET, cashier.read) -> ZAdminDepositDetail (with its gateway callbacks) */
    deposit: (id: number | string) =>
      `/api/admin/cashier/deposits/${encodeURIComponent(String(id))}`,
    depositPattern: '/api/admin/cashier/deposits/:id',
    /** approveDeposit (POST, cashier.manage), no body -> ZAdminDeposit; CONFLICT unless pending */
    approveDeposit: (id: number | string) =>
      `/api/admin/cashier/deposits/${encodeURIComponent(String(id))}/approve`,
    approveDepositPattern: '/api/admin/cashier/deposits/:id/approve',
    /** rejectDeposit (POST, cashier.manage) ZRejectDepositRequest -> ZAdminDeposit; CONFLICT unless pending */
    rejectDeposit: (id: number | string) =>
      `/api/admin/cashier/deposits/${encodeURIComponent(String(id))}/reject`,
    rejectDepositPattern: '/api/admin/cashier/deposits/:id/reject',
  },
  /** receiveGatewayCallback (POST, called by the gateway, HMAC-signed raw JSON body) */
  gatewayCallback: (gatewayId: string) =>
    `/api/payments/gateways/${encodeURIComponent(gatewayId)}/callback`,
  gatewayCallbackPattern: '/api/payments/gateways/:gatewayId/callback',
} as const;

/**
 * The answer to a gateway callback whose signature checked out: 200 tells the gateway to stop
 * retrying; `outcome` says what the callback did (for the gateway's own log).
 */
export const ZGatewayCallbackReceipt = z
  .object({ received: z.literal(true), outcome: z.string() })
  .meta({ id: 'GatewayCallbackReceipt' });
export type TGatewayCallbackReceipt = z.infer<typeof ZGatewayCallbackReceipt>;

const ZId = z.number().int().positive();
const ZTimestamp = z.string().meta({ description: 'ISO 8601 date-time' });

export const PAYMENT_METHOD_KINDS = ['bank_transfer', 'gateway'] as const;
export const ZPaymentMethodKind = z.enum(PAYMENT_METHOD_KINDS);
export type TPaymentMethodKind = z.infer<typeof ZPaymentMethodKind>;

export const ZDepositStatus = z.enum(DEPOSIT_STATUSES);

/** A payment method's name in the shipped languages (all three required). */
export const ZMethodName = z
  .object({
    th: z.string().trim().min(1).max(60),
    en: z.string().trim().min(1).max(60),
    zh: z.string().trim().min(1).max(60),
  })
  .meta({ id: 'PaymentMethodName' });
export type TMethodName = z.infer<typeof ZMethodName>;

/** An amount a member may deposit: a positive whole number of minor units. */
export const ZPositiveMinorUnits = ZMinorUnits.min(1);

// ---------------------------------------------------------------------------------------------
// Operator bank accounts (back office)

/** PromptPay id: a Thai mobile (0 + 9 digits), a 13-digit national/tax id or a 15-digit e-wallet id. */
export const ZPromptPayId = z
  .string()
  .trim()
  .regex(/^(0\d{9}|\d{13}|\d{15})$/, 'mobile 0XXXXXXXXX, 13-digit id or 15-digit e-wallet id');

export const ZOperatorBankAccountInput = z
  .object({
    /** Bank code, upper case (e.g. KBANK, SCB, BBL). */
    bankCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{2,16}$/, 'upper-case bank code like KBANK'),
    accountName: z.string().trim().min(1).max(100),
    /** Digits, dashes allowed for readability. */
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9][0-9-]{4,28}[0-9]$/, 'digits (and dashes)'),
    /** null: no PromptPay QR for this account. */
    promptPayId: ZPromptPayId.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  // No component id: defaults make its input and output shapes differ (OpenAPI collision).
  .describe('OperatorBankAccountInput');
export type TOperatorBankAccountInput = z.input<typeof ZOperatorBankAccountInput>;

export const ZOperatorBankAccount = z
  .object({
    id: ZId,
    bankCode: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    promptPayId: z.string().nullable(),
    enabled: z.boolean(),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'OperatorBankAccount' });
export type TOperatorBankAccount = z.infer<typeof ZOperatorBankAccount>;

export const ZOperatorBankAccountList = z
  .object({ items: z.array(ZOperatorBankAccount) })
  .meta({ id: 'OperatorBankAccountList' });
export type TOperatorBankAccountList = z.infer<typeof ZOperatorBankAccountList>;

// ---------------------------------------------------------------------------------------------
// Payment methods

export const ZPaymentMethodInput = z
  .object({
    /** Stable code, e.g. 'bank-kbank' or 'sandbox-qr'; unique. */
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, 'lower-case letters, digits and dashes'),
    kind: ZPaymentMethodKind,
    name: ZMethodName,
    enabled: z.boolean().default(true),
    /** Must be the cashier currency to be usable. */
    currency: ZCurrencyCode,
    minAmount: ZPositiveMinorUnits,
    maxAmount: ZPositiveMinorUnits,
    displayOrder: z.number().int().min(0).max(100_000).default(0),
    /** bank_transfer: the operator account to pay into (required); gateway: null. */
    operatorBankAccountId: ZId.nullable().default(null),
    /** gateway: the id of a gateway in settings section paymentGateways (required); bank_transfer: null. */
    gatewayId: z
      .string()
      .regex(/^[a-z0-9-]{2,30}$/)
      .nullable()
      .default(null),
  })
  .refine((m) => m.minAmount <= m.maxAmount, {
    message: 'min must not exceed max',
    path: ['minAmount'],
  })
  .refine((m) => m.kind !== 'bank_transfer' || (m.operatorBankAccountId !== null && !m.gatewayId), {
    message: 'a bank transfer method needs an operator bank account and no gateway',
    path: ['operatorBankAccountId'],
  })
  .refine((m) => m.kind !== 'gateway' || (!!m.gatewayId && m.operatorBankAccountId === null), {
    message: 'a gateway method needs a gateway id and no bank account',
    path: ['gatewayId'],
  })
  // No component id: defaults make its input and output shapes differ (OpenAPI collision).
  .describe('PaymentMethodInput');
export type TPaymentMethodInput = z.input<typeof ZPaymentMethodInput>;

/** A payment method as the back office sees it. */
export const ZAdminPaymentMethod = z
  .object({
    id: ZId,
    code: z.string(),
    kind: ZPaymentMethodKind,
    name: ZMethodName,
    enabled: z.boolean(),
    currency: z.string(),
    minAmount: ZMinorUnits,
    maxAmount: ZMinorUnits,
    displayOrder: z.number().int(),
    operatorBankAccountId: ZId.nullable(),
    gatewayId: z.string().nullable(),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'AdminPaymentMethod' });
export type TAdminPaymentMethod = z.infer<typeof ZAdminPaymentMethod>;

export const ZAdminPaymentMethodList = z
  .object({ items: z.array(ZAdminPaymentMethod) })
  .meta({ id: 'AdminPaymentMethodList' });
export type TAdminPaymentMethodList = z.infer<typeof ZAdminPaymentMethodList>;

/** A payment method as a member sees it on depositv2. */
export const ZPaymentMethod = z
  .object({
    id: ZId,
    code: z.string(),
    kind: ZPaymentMethodKind,
    /** The client picks the text of its language (pickLocalized). */
    name: ZMethodName,
    currency: z.string(),
    minAmount: ZMinorUnits,
    maxAmount: ZMinorUnits,
    /** bank_transfer: the receiving bank (for its logo); gateway: null. */
    bankCode: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethod' });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZPaymentMethodList = z
  .object({ items: z.array(ZPaymentMethod) })
  .meta({ id: 'PaymentMethodList' });
export type TPaymentMethodList = z.infer<typeof ZPaymentMethodList>;

// ---------------------------------------------------------------------------------------------
// Member deposits

export const ZCreateDepositRequest = z
  .object({
    paymentMethodId: ZId,
    amount: ZPositiveMinorUnits,
    /** Name on the paying bank account (helps the operator match a bank transfer). */
    payerName: z.string().trim().min(1).max(100).optional(),
    /** Client-made UUID: sending the same one again answers the same deposit (safe retry). */
    requestId: z.uuid(),
    /** Gateway only: a path on this site the pay page returns to (default '/'). */
    returnPath: z
      .string()
      .max(300)
      .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site')
      .optional(),
  })
  .meta({ id: 'CreateDepositRequest' });
export type TCreateDepositRequest = z.infer<typeof ZCreateDepositRequest>;

/** A member's deposit. */
export const ZDeposit = z
  .object({
    id: ZId,
    paymentMethodId: ZId,
    kind: ZPaymentMethodKind,
    methodName: ZMethodName,
    amount: ZMinorUnits,
    currency: z.string(),
    status: ZDepositStatus,
    /** Put this in the transfer note (bank transfer); the gateway order reference otherwise. */
    referenceCode: z.string(),
    payerName: z.string().nullable(),
    createdAt: ZTimestamp,
    expiresAt: ZTimestamp,
    decidedAt: ZTimestamp.nullable(),
    /** Why it was rejected (operator's words or the gateway's), else null. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'Deposit' });
export type TDeposit = z.infer<typeof ZDeposit>;

/** Where a bank-transfer deposit is paid to. The member sees the full account number. */
export const ZBankTransferInstructions = z
  .object({
    bankCode: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    promptPayId: z.string().nullable(),
    /** PromptPay QR (EMVCo payload with the amount) when the account has a PromptPay id. */
    promptPayQr: z
      .object({
        payload: z.string(),
        /** data:image/png;base64,… */
        imageDataUrl: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'BankTransferInstructions' });
export type TBankTransferInstructions = z.infer<typeof ZBankTransferInstructions>;

/** A deposit with what the member must do next (null once it is no longer pending). */
export const ZDepositInstructions = z
  .object({
    deposit: ZDeposit,
    bankTransfer: ZBankTransferInstructions.nullable(),
    /** Gateway: open this page to pay. */
    gateway: z.object({ payUrl: z.string() }).nullable(),
  })
  .meta({ id: 'DepositInstructions' });
export type TDepositInstructions = z.infer<typeof ZDepositInstructions>;

export const ZMyDepositsQuery = z.object({
  status: ZDepositStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMyDepositsQuery = z.input<typeof ZMyDepositsQuery>;

export const ZDepositPage = z
  .object({
    items: z.array(ZDeposit),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'DepositPage' });
export type TDepositPage = z.infer<typeof ZDepositPage>;

// ---------------------------------------------------------------------------------------------
// Back-office deposit queue

export const ZDepositQueueQuery = z.object({
  status: ZDepositStatus.optional(),
  /** Member username, exact (case-insensitive). */
  username: z.string().trim().min(1).max(64).optional(),
  paymentMethodId: z.coerce.number().int().positive().optional(),
  /** Created at or after (ISO 8601). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Created before (ISO 8601). */
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TDepositQueueQuery = z.input<typeof ZDepositQueueQuery>;

export const ZAdminDeposit = ZDeposit.extend({
  accountId: ZId,
  username: z.string(),
  paymentMethodCode: z.string(),
  gatewayId: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  /** Operator who decided; null for a gateway callback or the expiry job. */
  decidedBy: z.string().nullable(),
  ledgerTransferId: z.number().int().nullable(),
  updatedAt: ZTimestamp,
}).meta({ id: 'AdminDeposit' });
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;

/** Count and sum per status over the filtered queue (the status filter itself not applied). */
const ZStatusTotal = z.object({ count: z.number().int(), amount: ZMinorUnits });
export const ZDepositTotals = z
  .object({
    pending: ZStatusTotal,
    approved: ZStatusTotal,
    rejected: ZStatusTotal,
    expired: ZStatusTotal,
  })
  .meta({ id: 'DepositTotals' });
export type TDepositTotals = z.infer<typeof ZDepositTotals>;

export const ZDepositQueuePage = z
  .object({
    items: z.array(ZAdminDeposit),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: ZDepositTotals,
  })
  .meta({ id: 'DepositQueuePage' });
export type TDepositQueuePage = z.infer<typeof ZDepositQueuePage>;

export const GATEWAY_CALLBACK_OUTCOMES = [
  'received',
  'credited',
  'duplicate',
  'rejected',
  'ignored',
  'refused',
  'error',
] as const;

export const ZGatewayCallbackRecord = z
  .object({
    id: ZId,
    gatewayId: z.string(),
    orderId: z.string().nullable(),
    signatureValid: z.boolean(),
    /** credited, duplicate, rejected, ignored, refused (bad signature) or error. */
    outcome: z.string(),
    payload: z.string(),
    ip: z.string().nullable(),
    receivedAt: ZTimestamp,
  })
  .meta({ id: 'GatewayCallbackRecord' });
export type TGatewayCallbackRecord = z.infer<typeof ZGatewayCallbackRecord>;

export const ZAdminDepositDetail = z
  .object({ deposit: ZAdminDeposit, callbacks: z.array(ZGatewayCallbackRecord) })
  .meta({ id: 'AdminDepositDetail' });
export type TAdminDepositDetail = z.infer<typeof ZAdminDepositDetail>;

export const ZRejectDepositRequest = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'RejectDepositRequest' });
export type TRejectDepositRequest = z.infer<typeof ZRejectDepositRequest>;

// ---------------------------------------------------------------------------------------------
// Gateway protocol (HMAC), spoken by the sandbox gateway (apps/sandbox-gateway) and the server.
// Both requests carry headers X-Timestamp (unix seconds) and
// X-Signature = hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)).

export const GATEWAY_SIGNATURE_HEADER = 'x-signature';
export const GATEWAY_TIMESTAMP_HEADER = 'x-timestamp';

/** POST {baseUrl}/orders from the platform to the gateway. */
export const ZGatewayOrderRequest = z.object({
  merchantId: z.string().min(1).max(100),
  /** The platform's reference (the deposit's reference code); one order per reference. */
  orderRef: z.string().min(1).max(64),
  amount: ZPositiveMinorUnits,
  currency: ZCurrencyCode,
  callbackUrl: z.url({ protocol: /^https?$/ }),
  returnUrl: z.url({ protocol: /^https?$/ }),
  description: z.string().max(200).optional(),
});
export type TGatewayOrderRequest = z.infer<typeof ZGatewayOrderRequest>;

export const ZGatewayOrderResponse = z.object({
  orderId: z.string().min(1).max(100),
  payUrl: z.url({ protocol: /^https?$/ }),
});
export type TGatewayOrderResponse = z.infer<typeof ZGatewayOrderResponse>;

/** POST callbackUrl from the gateway to the platform. */
export const ZGatewayCallback = z.object({
  merchantId: z.string().min(1).max(100),
  orderId: z.string().min(1).max(100),
  orderRef: z.string().min(1).max(64),
  amount: ZMinorUnits,
  currency: ZCurrencyCode,
  status: z.enum(['paid', 'failed']),
  payerName: z.string().max(100).optional(),
  /** Unique per event; re-deliveries of one event repeat it. */
  eventId: z.string().min(1).max(100),
  occurredAt: z.string(),
});
export type TGatewayCallback = z.infer<typeof ZGatewayCallback>;

// CONTRACT READY
