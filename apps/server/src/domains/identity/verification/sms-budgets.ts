import { percentOf, type TSmsSettings } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { RaiseAlert } from '../../backoffice/operator-alerts/index.js';
import { numberPrefix } from '../phone-numbers/index.js';

/** A budget window is one clock hour (UTC, so every zone and process cuts it alike). */
export const BUDGET_WINDOW_MS = 3_600_000;

export interface SmsBudget {
  scope: 'global' | 'prefix';
  /** The number prefix of a prefix budget (`+6681`), else null. */
  prefix: string | null;
  /** SMS per hour. */
  limit: number;
  /** Delivered SMS of this hour, this send included. */
  used: number;
}

/**
 * SMS_HOURLY_LIMIT, carrying the budget for the operators' alert (the player is told only when
 * to try again, not the budget).
 */
export class SmsBudgetRefusal extends AppError {
  constructor(
    readonly budget: SmsBudget,
    readonly windowStart: number,
    now: number,
  ) {
    super('SMS_HOURLY_LIMIT', 'Hourly SMS budget used up', {
      retryAfterSeconds: Math.ceil((windowStart + BUDGET_WINDOW_MS - now) / 1000),
    });
  }
}

export function budgetWindowStart(now: number): number {
  return Math.floor(now / BUDGET_WINDOW_MS) * BUDGET_WINDOW_MS;
}

/**
 * The hourly budgets against SMS pumping: SMS delivered this hour by the whole site, and to the
 * destination's number prefix, counted from `verification_codes`. Throws SMS_HOURLY_LIMIT when a
 * budget is used up (silent answers too, so they answer like real ones). The caller holds the
 * site-wide SMS lock for a delivered send, so the count and its insert cannot interleave with
 * another send: parallel requests never take more than the budget. Answers the budgets with
 * this send counted.
 */
export async function checkSmsBudgets(
  tx: Database,
  q: { destination: string; now: number; sms: TSmsSettings },
): Promise<SmsBudget[]> {
  const start = budgetWindowStart(q.now);
  const prefix = numberPrefix(q.destination);
  const [row] = await queryRows<{ total: number; prefix: number }>(
    tx,
    sql`SELECT count(*)::int AS total,
               count(*) FILTER (WHERE destination LIKE ${`${prefix}%`})::int AS prefix
          FROM verification_codes
         WHERE channel = 'sms' AND delivered
           AND created_at >= ${new Date(start).toISOString()}::timestamptz`,
  );
  const budgets: SmsBudget[] = [
    { scope: 'global', prefix: null, limit: q.sms.hourlyLimit, used: row?.total ?? 0 },
    { scope: 'prefix', prefix, limit: q.sms.prefixHourlyLimit, used: row?.prefix ?? 0 },
  ];
  for (const b of budgets) {
    if (b.used >= b.limit) throw new SmsBudgetRefusal(b, start, q.now);
  }
  return budgets.map((b) => ({ ...b, used: b.used + 1 }));
}

/**
 * The alerts a budget's state calls for: near once `used` reaches `percent` of the limit,
 * exhausted once it reaches the limit. Keyed by budget, hour and level, so each is written once
 * per window however many sends see it.
 */
export function budgetAlerts(
  budgets: readonly SmsBudget[],
  windowStart: number,
  percent: number,
): RaiseAlert[] {
  const alerts: RaiseAlert[] = [];
  for (const b of budgets) {
    // Rounded up: "near" is never raised before `percent` of the limit is really used.
    const near = percentOf(b.limit, percent, 'ceil');
    if (b.used >= b.limit) alerts.push(budgetAlert(b, windowStart, percent, 'exhausted'));
    else if (b.used >= near) alerts.push(budgetAlert(b, windowStart, percent, 'near'));
  }
  return alerts;
}

export function budgetAlert(
  b: SmsBudget,
  windowStart: number,
  percent: number,
  level: 'near' | 'exhausted',
): RaiseAlert {
  const window = new Date(windowStart).toISOString();
  const scope = b.prefix ? `prefix:${b.prefix}` : 'global';
  return {
    key: `sms-budget:${scope}:${window}:${level}`,
    kind: level === 'near' ? 'sms.budget.near' : 'sms.budget.exhausted',
    level: level === 'near' ? 'warning' : 'critical',
    params: {
      scope: b.scope,
      ...(b.prefix ? { prefix: b.prefix } : {}),
      limit: b.limit,
      used: b.used,
      percent,
      windowStart: window,
    },
  };
}
