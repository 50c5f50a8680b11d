import { z } from 'zod';

/** The back office's alert list (the bell in the top bar). */
export const ADMIN_ALERTS_API = {
  /** listOperatorAlerts (GET) -> ZOperatorAlertList */
  list: '/api/admin/alerts',
  /** acknowledgeOperatorAlert (POST) -> ZOperatorAlert */
  acknowledge: (id: number) => `/api/admin/alerts/${id}/acknowledge`,
  acknowledgePattern: '/api/admin/alerts/:id/acknowledge',
} as const;

/**
 * What an alert says, worded by the back office from its params:
 * - `sms.budget.near` / `sms.budget.exhausted`: `scope` (`global` or `prefix`), `prefix` (for a
 *   prefix budget, e.g. `+6681`), `limit` (SMS per hour), `used`, `percent` (the alert share),
 *   `windowStart` (ISO time of the hour).
 */
export const OPERATOR_ALERT_KINDS = ['sms.budget.near', 'sms.budget.exhausted'] as const;
export const ZOperatorAlertKind = z.enum(OPERATOR_ALERT_KINDS);
export type TOperatorAlertKind = z.infer<typeof ZOperatorAlertKind>;

export const ZOperatorAlert = z
  .object({
    id: z.number().int(),
    kind: ZOperatorAlertKind,
    level: z.enum(['warning', 'critical']),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    createdAt: z.string(),
    acknowledgedAt: z.string().nullable(),
    acknowledgedBy: z.string().nullable(),
  })
  .meta({ id: 'OperatorAlert' });
export type TOperatorAlert = z.infer<typeof ZOperatorAlert>;

export const ZOperatorAlertList = z
  .object({
    /** The newest alerts (at most 50), open and acknowledged. */
    items: z.array(ZOperatorAlert),
    /** Alerts nobody has acknowledged yet. */
    open: z.number().int(),
  })
  .meta({ id: 'OperatorAlertList' });
export type TOperatorAlertList = z.infer<typeof ZOperatorAlertList>;
