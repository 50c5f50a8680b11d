import { z } from 'zod';
import { ZMessageBody, ZMessageTitle } from './content-messages.js';
import { ZMinorUnits } from './cashier-settings.js';
import { ZLimitKind, ZLimitPeriod } from './limits.js';
import { TIME_OUT_PERIODS } from './responsible-gaming-exclusions.js';
import { ZRequestId } from './wallet.js';

/**
 * Markers of harm and the risk queue (issue 24 item 5; MGA PPD markers of harm): scores computed
 * from the member's deposits and settled play as they happen, and an operator queue of cases.
 */
export const ADMIN_RISK_API = {
  /** listRiskCases (GET ZRiskCaseQuery) -> ZRiskCaseList; openRiskCase (POST ZOpenRiskCase) -> ZRiskCase */
  cases: '/api/admin/risk/cases',
  /** getRiskCase (GET) -> ZRiskCase */
  case: (id: number) => `/api/admin/risk/cases/${id}`,
  casePattern: '/api/admin/risk/cases/:id',
  /** updateRiskCase (POST ZRiskCaseAction) -> ZRiskCase: assign, note, message, limit, time-out, close account, close */
  actions: (id: number) => `/api/admin/risk/cases/${id}/actions`,
  actionsPattern: '/api/admin/risk/cases/:id/actions',
} as const;

/** What a marker measures; each has a weight and a threshold (docs/architecture.md). */
export const RISK_MARKERS = [
  'deposit_frequency',
  'deposit_spike',
  'chasing_losses',
  'late_night_play',
  'long_session',
  'reversed_withdrawals',
  'payment_methods',
  'shared_ip',
  'shared_bank_account',
  'shared_device',
] as const;
export const ZRiskMarker = z.enum(RISK_MARKERS);
export type TRiskMarker = z.infer<typeof ZRiskMarker>;

export const RISK_CASE_STATUSES = ['open', 'assigned', 'closed'] as const;
export const ZRiskCaseStatus = z.enum(RISK_CASE_STATUSES);
export type TRiskCaseStatus = z.infer<typeof ZRiskCaseStatus>;

/** How an operator closed a case. */
export const RISK_OUTCOMES = [
  'no_concern',
  'contacted',
  'limit_set',
  'time_out',
  'closed_account',
] as const;
export const ZRiskOutcome = z.enum(RISK_OUTCOMES);

export const ZRiskFinding = z.object({
  marker: ZRiskMarker,
  /** The points it adds to the score. */
  points: z.number().int(),
  /** The figure measured and the threshold it passed (minor units, counts or hours). */
  value: z.number(),
  threshold: z.number(),
  currency: z.string().nullable(),
  at: z.string(),
});
export type TRiskFinding = z.infer<typeof ZRiskFinding>;

export const ZRiskCaseSummary = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  status: ZRiskCaseStatus,
  /** The case's points: the markers it was opened and grown with. */
  score: z.number().int(),
  /** The member's points at their last scoring (they may have fallen since the case opened). */
  memberScore: z.number().int(),
  markers: z.array(ZRiskMarker),
  assignedTo: z.string().nullable(),
  openedAt: z.string(),
  updatedAt: z.string(),
  /** Seconds since the case opened (the queue's SLA). */
  ageSeconds: z.number().int(),
});

/** What a note of a case's history records (every step is one). */
export const RISK_NOTE_KINDS = [
  'note',
  'assigned',
  'closed',
  'finding',
  'opened',
  'message',
  'limit',
  'time_out',
  'account_closed',
] as const;
export type TRiskNoteKind = (typeof RISK_NOTE_KINDS)[number];

export const ZRiskNote = z.object({
  id: z.number().int(),
  kind: z.enum(RISK_NOTE_KINDS),
  text: z.string(),
  operator: z.string().nullable(),
  at: z.string(),
});

/** A member's figures as the markers measure them, now (the case's "latest figures"). */
export const ZRiskFigures = z
  .object({
    currency: z.string().nullable(),
    depositsLast24h: z.object({ count: z.number().int(), amount: z.number().int() }),
    /** Deposits of the 30 days before the last 24 hours. */
    depositsPrior30d: z.number().int(),
    /** Today's business day: its deposits and the play's net result (win - stake). */
    today: z.object({
      deposits: z.number().int(),
      depositAmount: z.number().int(),
      net: z.number().int(),
    }),
    lateNightDays: z.number().int(),
    longestSessionHours: z.number(),
    reversedWithdrawals30d: z.number().int(),
    paymentMethods30d: z.number().int(),
    /** Other accounts that signed in from one of the member's IPs (30 days), at most. */
    sharedIpAccounts: z.number().int(),
    /** Other accounts holding one of the member's payout bank accounts (30 days). */
    sharedBankAccounts: z.number().int(),
    /** Other accounts seen on one of the member's devices. */
    sharedDeviceAccounts: z.number().int(),
  })
  .meta({ id: 'RiskFigures' });
export type TRiskFigures = z.infer<typeof ZRiskFigures>;

export const ZRiskCase = ZRiskCaseSummary.extend({
  findings: z.array(ZRiskFinding),
  figures: ZRiskFigures,
  notes: z.array(ZRiskNote),
  outcome: ZRiskOutcome.nullable(),
}).meta({ id: 'RiskCase' });
export type TRiskCase = z.infer<typeof ZRiskCase>;

export const ZRiskCaseList = z
  .object({ items: z.array(ZRiskCaseSummary), total: z.number().int() })
  .meta({ id: 'RiskCaseList' });
export type TRiskCaseList = z.infer<typeof ZRiskCaseList>;

export const ZRiskCaseQuery = z.object({
  status: z.enum(['active', ...RISK_CASE_STATUSES]).default('active'),
  /** oldest first (the SLA view) or highest score first */
  sort: z.enum(['age', 'score']).default('age'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TRiskCaseQuery = z.infer<typeof ZRiskCaseQuery>;

export const ZRiskCaseParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

/** An operator opens a case by hand (a complaint, a call); the member's active case if any. */
export const ZOpenRiskCase = z
  .object({
    accountId: z
      .number()
      .int()
      .min(1)
      .max(2 ** 53 - 1),
    text: z.string().trim().min(1).max(2000),
  })
  .strict()
  .meta({ id: 'OpenRiskCase' });
export type TOpenRiskCase = z.infer<typeof ZOpenRiskCase>;

const reason = z.string().trim().min(1).max(500);

/**
 * A step's idempotency key: the back office sends a fresh one per click, so a double click or a
 * retried request takes the step once and answers the case as it stands (issue 24).
 */
const step = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, requestId: ZRequestId.optional() }).strict();

export const ZRiskCaseAction = z.discriminatedUnion('action', [
  step({ action: z.literal('assign') }),
  step({ action: z.literal('note'), text: z.string().trim().min(1).max(2000) }),
  /** A platform message to the member's inbox. */
  step({ action: z.literal('message'), title: ZMessageTitle, body: ZMessageBody }),
  /** Lower (or set) one of the member's limits, at once (minor units, minutes for session). */
  step({
    action: z.literal('limit'),
    kind: ZLimitKind,
    period: ZLimitPeriod,
    amount: ZMinorUnits.min(1),
  }),
  /** A time-out for the member (24 hours to 6 weeks). */
  step({ action: z.literal('time_out'), period: z.enum(TIME_OUT_PERIODS), reason }),
  /** Disable the member's account (every session ends). */
  step({ action: z.literal('close_account'), reason }),
  step({
    action: z.literal('close'),
    outcome: ZRiskOutcome,
    text: z.string().trim().max(2000).default(''),
  }),
]);
export type TRiskCaseAction = z.infer<typeof ZRiskCaseAction>;
