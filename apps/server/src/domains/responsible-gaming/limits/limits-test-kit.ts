import {
  LIMIT_API,
  limitPath,
  type TLimitKind,
  type TLimitPeriod,
  type TMyLimits,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';

export type Headers = Record<string, string>;

/** PUT a member's limit through the API; answers the status and body. */
export async function setLimit(
  t: TestApp,
  headers: Headers,
  kind: TLimitKind,
  period: TLimitPeriod,
  amount: number | null,
): Promise<{ status: number; body: TMyLimits & { error?: { code: string } } }> {
  const res = await t.app.inject({
    method: 'PUT',
    url: limitPath(LIMIT_API.limit, { kind, period }),
    headers,
    payload: { amount },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function myLimits(t: TestApp, headers: Headers): Promise<TMyLimits> {
  const res = await t.app.inject({ method: 'GET', url: LIMIT_API.mine, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The state of one limit in a GET answer. */
export function limitOf(limits: TMyLimits, kind: TLimitKind, period: TLimitPeriod) {
  return limits.limits.find((l) => l.kind === kind && l.period === period)!;
}

export async function spendLimited(t: TestApp, accountId: number): Promise<boolean> {
  const [row] = await queryRows<{ spend_limited: boolean }>(
    t.app.services.db,
    sql`SELECT spend_limited FROM accounts WHERE id = ${accountId}`,
  );
  return row!.spend_limited;
}

/** A member's usage rows of one kind, by period. */
export async function usageOf(t: TestApp, accountId: number, kind: TLimitKind) {
  const rows = await queryRows<{ period: TLimitPeriod; period_start: string; used: string }>(
    t.app.services.db,
    sql`SELECT period, period_start, used::text FROM limit_usage
         WHERE account_id = ${accountId} AND kind = ${kind} ORDER BY period, period_start`,
  );
  return rows.map((r) => ({
    ...r,
    used: Number(r.used),
    period_start: new Date(r.period_start).toISOString(),
  }));
}
