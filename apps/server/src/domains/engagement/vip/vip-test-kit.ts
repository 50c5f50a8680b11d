import { API, type TVipProgram } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../../../app.js';
import { publish } from '../../../platform/events/publish.js';
import { adminHeaders } from '../../../../test/test-app.js';

let depositSeq = 5_000_000;

/**
 * Approved deposits as `deposit.approved` tells them, stamped at `at` (the outbox stamps the
 * database's time; the business time of these deposits is the test clock's). Answers their ids.
 */
export async function approvedDeposits(
  app: App,
  at: Date,
  deposits: { accountId: number; amount: number }[],
): Promise<number[]> {
  const ids: number[] = [];
  await app.services.db.transaction(async (tx) => {
    for (const d of deposits) {
      const depositId = ++depositSeq;
      ids.push(depositId);
      await publish(tx, {
        type: 'deposit.approved',
        key: `account:${d.accountId}`,
        payload: {
          depositId,
          accountId: d.accountId,
          amount: d.amount,
          currency: 'THB',
          ledgerTransferId: depositId,
          operatorId: null,
        },
      });
    }
    await tx.execute(
      sql`UPDATE outbox_events SET occurred_at = ${at.toISOString()}
           WHERE type = 'deposit.approved'
             AND (payload->>'depositId')::bigint = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
  });
  await app.services.events.drain();
  return ids;
}

/** Saves a VIP programme through the back office; throws unless it is accepted. */
export async function saveVipProgram(app: App, program: TVipProgram): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/vip/program',
    headers: await adminHeaders(app),
    payload: program,
  });
  if (res.statusCode !== 200) throw new Error(`VIP programme refused: ${res.body}`);
}

/** Switches the `vip` module on or off (site settings `modules`). */
export async function setVipModule(app: App, on: boolean): Promise<void> {
  const current = await app.services.settings.get('modules');
  const res = await app.inject({
    method: 'PUT',
    url: API.admin.settingsSection('modules'),
    headers: await adminHeaders(app),
    payload: { ...current, enabled: { ...current.enabled, vip: on } },
  });
  if (res.statusCode !== 200) throw new Error(`modules refused: ${res.body}`);
}

const text = (en: string) => ({ en, th: `${en} (th)`, zh: `${en} (zh)` });

/**
 * Two levels over the calendar month: level 1 at 10,000 deposits or 100,000 valid bets (kept
 * by 5,000 deposits a month), level 2 at 50,000 deposits (kept by 20,000).
 */
export const TWO_LEVELS: TVipProgram = {
  window: { kind: 'calendar', unit: 'month' },
  levels: [
    {
      level: 1,
      label: text('Silver'),
      deposits: 10_000,
      validBets: 100_000,
      qualifyBy: 'any',
      keepDeposits: 5_000,
      keepValidBets: null,
      levelUpBonus: 1_000,
      monthlyBonus: 500,
    },
    {
      level: 2,
      label: text('Gold'),
      deposits: 50_000,
      validBets: null,
      qualifyBy: 'any',
      keepDeposits: 20_000,
      keepValidBets: null,
      levelUpBonus: 2_000,
      monthlyBonus: 800,
    },
  ],
};
