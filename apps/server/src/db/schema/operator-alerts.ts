import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operators.js';

/**
 * Alerts for the back office (a budget near or used up, …). `key` names the condition and its
 * window (`sms-budget:global:2026-12-01T21:00Z:near`): raising an alert whose key exists does
 * nothing, so a condition met by every request of a window is written once.
 * @owner backoffice/operator-alerts
 */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    /** What happened, e.g. `sms.budget.near`; the back office words it from kind and params. */
    kind: text('kind').notNull(),
    level: text('level', { enum: ['warning', 'critical'] }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by').references(() => operators.id),
  },
  (t) => [index('operator_alerts_created_idx').on(t.createdAt)],
);
