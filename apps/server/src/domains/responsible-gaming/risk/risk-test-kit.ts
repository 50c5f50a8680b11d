import {
  API,
  ADMIN_RISK_API,
  type TRiskCase,
  type TRiskCaseList,
  type TRiskRuleSettings,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { publishAll } from '../../../platform/events/publish.js';
import { seedMembers } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { RISK_CONSUMER } from './risk-consumer.js';

/** Noon in Bangkok (UTC+7): the operator's business day is 2026-03-10. */
export const NOON = new Date('2026-03-10T05:00:00.000Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(NOON.getTime() - ms).toISOString();

let serial = 0;
const next = () => (serial += 1);

/** A fresh queue: no cases, scores, copied deposits, nor the cashier rows the markers read. */
export async function resetRisk(t: TestApp): Promise<void> {
  t.clock.set(NOON);
  await t.app.services.db.execute(
    sql`TRUNCATE risk_case_notes, risk_cases, risk_deposits, risk_member_scores,
                 settled_wagers, wager_days, outbox_events RESTART IDENTITY CASCADE`,
  );
  await t.app.services.events.resetPosition(RISK_CONSUMER, 0);
  await t.app.services.events.resetPosition('cashier.settled-wagers', 0);
}

/** Two fresh members (tagged) below a fresh agent. */
export async function members(t: TestApp, tag: string): Promise<number[]> {
  return (await seedMembers(t.app.services.db, `${tag}${next()}`)).members;
}

/** A credited deposit heard by the consumer at `at`: the member is scored then. */
export async function heardDeposit(
  t: TestApp,
  accountId: number,
  amount: number,
  at: string,
): Promise<void> {
  t.clock.set(new Date(at));
  const depositId = 1_000_000 + next();
  await t.app.services.db.transaction((tx) =>
    publishAll(tx, [
      {
        type: 'deposit.approved',
        key: `deposit:${depositId}`,
        payload: {
          depositId,
          accountId,
          amount,
          currency: 'THB',
          ledgerTransferId: depositId,
          operatorId: null,
        },
      },
    ]),
  );
  await t.app.services.events.drain();
  t.clock.set(NOON);
}

/** Saves the operator's rules through the settings API (as the back office does). */
export async function saveRules(
  t: TestApp,
  admin: Record<string, string>,
  patch: (rules: TRiskRuleSettings) => TRiskRuleSettings,
): Promise<void> {
  const rules = patch(await t.app.services.settings.get('riskRules'));
  const res = await t.app.inject({
    method: 'PUT',
    url: API.admin.settingsSection('riskRules'),
    headers: admin,
    payload: rules,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function listCases(t: TestApp, admin: Record<string, string>, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${ADMIN_RISK_API.cases}${query}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TRiskCaseList>();
}

export async function getCase(t: TestApp, admin: Record<string, string>, id: number) {
  const res = await t.app.inject({ method: 'GET', url: ADMIN_RISK_API.case(id), headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TRiskCase>();
}

/** The member's active case, or undefined. */
export async function caseOf(t: TestApp, admin: Record<string, string>, accountId: number) {
  const found = (await listCases(t, admin, '?pageSize=100')).items.find(
    (c) => c.accountId === accountId,
  );
  return found ? getCase(t, admin, found.id) : undefined;
}

/** Fixtures of the cashier and sign-in rows the link markers read (their modules own them). */
export const links = {
  async bankAccount(t: TestApp, accountId: number, number: string, createdAt = ago(HOUR)) {
    const [row] = await queryRows<{ id: string }>(
      t.app.services.db,
      sql`INSERT INTO member_bank_accounts (account_id, bank_code, account_name, account_number, created_at)
          VALUES (${accountId}, 'KBANK', 'Test Member', ${number}, ${createdAt}::timestamptz)
          RETURNING id::text`,
    );
    return Number(row!.id);
  },
  async reversedWithdrawal(t: TestApp, accountId: number, rejectedAt: string) {
    const bank = await links.bankAccount(t, accountId, `9${next()}`, ago(40 * DAY));
    await t.app.services.db.execute(
      sql`INSERT INTO withdrawals (account_id, bank_account_id, amount, currency, status, rejected_at)
          VALUES (${accountId}, ${bank}, 50000, 'THB', 'rejected', ${rejectedAt}::timestamptz)`,
    );
  },
  async approvedDeposit(t: TestApp, accountId: number, methodCode: string, decidedAt: string) {
    const code = `risk-${methodCode}`;
    await t.app.services.db.execute(
      sql`INSERT INTO payment_methods (code, kind, name, currency, min_amount, max_amount)
          VALUES (${code}, 'gateway', '{"en":"x","th":"x","zh":"x"}'::jsonb, 'THB', 100, 10000000)
          ON CONFLICT (code) DO NOTHING`,
    );
    await t.app.services.db.execute(
      sql`INSERT INTO deposits (account_id, payment_method_id, amount, currency, status,
                                reference_code, expires_at, decided_at)
          SELECT ${accountId}, id, 10000, 'THB', 'approved', ${`RK${next()}`},
                 ${decidedAt}::timestamptz, ${decidedAt}::timestamptz
            FROM payment_methods WHERE code = ${code}`,
    );
  },
  async signIn(t: TestApp, accountId: number, ip: string, at = ago(HOUR), success = true) {
    await t.app.services.db.execute(
      sql`INSERT INTO login_history (account_id, at, ip, site, method, success)
          VALUES (${accountId}, ${at}::timestamptz, ${ip}, 'member', 'password', ${success})`,
    );
  },
  /** The site's device id seen for the account (identity records it at sign-in). */
  async device(t: TestApp, accountId: number, deviceId: string, firstSeenAt = ago(HOUR)) {
    await t.app.services.db.execute(
      sql`INSERT INTO identity_devices (account_id, device_id, first_seen_at)
          VALUES (${accountId}, ${deviceId}, ${firstSeenAt}::timestamptz)`,
    );
  },
};
