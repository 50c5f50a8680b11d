import { z } from 'zod';

/**
 * Markers of harm and the risk queue (issue 24 item 5; MGA PPD markers of harm): scores computed
 * from the member's deposits and settled play as they happen, and an operator queue of cases.
 */
export const ADMIN_RISK_API = {
  /** listRiskCases (GET ZRiskCaseQuery) -> ZRiskCaseList */
  cases: '/api/admin/risk/cases',
  /** getRiskCase (GET) -> ZRiskCase */
  case: (id: number) => `/api/admin/risk/cases/${id}`,
  casePattern: '/api/admin/risk/cases/:id',
  /** updateRiskCase (POST ZRiskCaseAction) -> ZRiskCase: assign, note, close */
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
  score: z.number().int(),
  markers: z.array(ZRiskMarker),
  assignedTo: z.string().nullable(),
  openedAt: z.string(),
  updatedAt: z.string(),
  /** Seconds since the case opened (the queue's SLA). */
  ageSeconds: z.number().int(),
});

export const ZRiskNote = z.object({
  id: z.number().int(),
  kind: z.enum(['note', 'assigned', 'closed', 'finding']),
  text: z.string(),
  operator: z.string().nullable(),
  at: z.string(),
});

export const ZRiskCase = ZRiskCaseSummary.extend({
  findings: z.array(ZRiskFinding),
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

export const ZRiskCaseAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign') }).strict(),
  z.object({ action: z.literal('note'), text: z.string().trim().min(1).max(2000) }).strict(),
  z
    .object({
      action: z.literal('close'),
      outcome: ZRiskOutcome,
      text: z.string().trim().max(2000).default(''),
    })
    .strict(),
]);
export type TRiskCaseAction = z.infer<typeof ZRiskCaseAction>;
