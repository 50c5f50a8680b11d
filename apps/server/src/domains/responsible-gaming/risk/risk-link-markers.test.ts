import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  ago,
  caseOf,
  DAY,
  HOUR,
  heardDeposit,
  links,
  members,
  resetRisk,
  saveRules,
} from './risk-test-kit.js';

/**
 * The markers read from the cashier and sign-ins (issue 24 item 5): reversed withdrawals, many
 * payment methods, IPs and bank accounts shared with other accounts. Each fires at its threshold
 * and not below, inside its 30-day window and not outside it. The case threshold is lowered to 1
 * so that one marker alone opens a case and shows what it measured.
 */
describe('risk markers from withdrawals, payment methods and shared sign-ins', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    await saveRules(t, admin, (r) => ({ ...r, caseThreshold: 1 }));
  });
  afterAll(() => t.close());
  beforeEach(() => resetRisk(t));

  /** Scores the member now, as a credited deposit does. */
  const score = (accountId: number) => heardDeposit(t, accountId, 10_000, ago(0));
  const markersOf = async (accountId: number) =>
    (await caseOf(t, admin, accountId))?.findings.map((f) => f.marker) ?? [];

  it('reversed withdrawals: two within 30 days fire; one, or one older than 30 days, does not', async () => {
    const [below, outside] = await members(t, 'rw');
    await links.reversedWithdrawal(t, below!, ago(2 * DAY));
    await links.reversedWithdrawal(t, outside!, ago(2 * DAY));
    await links.reversedWithdrawal(t, outside!, ago(30 * DAY + HOUR));
    await score(below!);
    await score(outside!);
    expect(await markersOf(below!)).toEqual([]);
    expect(await markersOf(outside!)).toEqual([]);

    await links.reversedWithdrawal(t, below!, ago(HOUR));
    await score(below!);
    const found = (await caseOf(t, admin, below!))!;
    expect(found.findings).toEqual([
      expect.objectContaining({
        marker: 'reversed_withdrawals',
        value: 2,
        threshold: 2,
        points: 20,
      }),
    ]);
    expect(found.figures.reversedWithdrawals30d).toBe(2);
  });

  it('payment methods: four distinct deposit methods and payout accounts in 30 days fire; three do not', async () => {
    const [m] = await members(t, 'pm');
    await links.approvedDeposit(t, m!, 'qr', ago(3 * DAY));
    await links.approvedDeposit(t, m!, 'qr', ago(2 * DAY)); // the same method again
    await links.approvedDeposit(t, m!, 'card', ago(2 * DAY));
    await links.approvedDeposit(t, m!, 'old', ago(31 * DAY)); // outside the window
    await links.bankAccount(t, m!, '1110001');
    await score(m!);
    expect(await markersOf(m!)).toEqual([]);

    await links.bankAccount(t, m!, '1110002');
    await score(m!);
    const found = (await caseOf(t, admin, m!))!;
    expect(found.findings[0]).toMatchObject({ marker: 'payment_methods', value: 4, threshold: 4 });
    expect(found.figures.paymentMethods30d).toBe(4);
  });

  it('shared IP: three other accounts signed in from the member IP fire; two, failures or localhost do not', async () => {
    const [m, a] = await members(t, 'ip');
    const [b, c] = await members(t, 'ip');
    await links.signIn(t, m!, '203.0.113.7');
    await links.signIn(t, a!, '203.0.113.7');
    await links.signIn(t, b!, '203.0.113.7', ago(10 * DAY));
    await links.signIn(t, c!, '203.0.113.7', ago(HOUR), false); // a failed attempt links nothing
    await links.signIn(t, c!, '203.0.113.7', ago(31 * DAY)); // outside the window
    await links.signIn(t, m!, '127.0.0.1');
    await links.signIn(t, c!, '127.0.0.1');
    await score(m!);
    expect(await markersOf(m!)).toEqual([]);

    await links.signIn(t, c!, '203.0.113.7', ago(2 * HOUR));
    await score(m!);
    const found = (await caseOf(t, admin, m!))!;
    expect(found.findings[0]).toMatchObject({ marker: 'shared_ip', value: 3, threshold: 3 });
  });

  it('shared bank account: another account holding the same account number fires; a removed one from before the window does not', async () => {
    const [m, other] = await members(t, 'ba');
    const [gone] = await members(t, 'ba');
    await links.bankAccount(t, m!, '5550001');
    const old = await links.bankAccount(t, gone!, '5550001', ago(60 * DAY));
    await t.app.services.db.execute(
      sql`UPDATE member_bank_accounts SET removed_at = ${ago(31 * DAY)}::timestamptz WHERE id = ${old}`,
    );
    await links.bankAccount(t, other!, '5550002'); // another number
    await score(m!);
    expect(await markersOf(m!)).toEqual([]);

    await links.bankAccount(t, other!, '5550001');
    await score(m!);
    const found = (await caseOf(t, admin, m!))!;
    expect(found.findings[0]).toMatchObject({
      marker: 'shared_bank_account',
      value: 1,
      threshold: 1,
      points: 30,
    });
    expect(found.figures.sharedBankAccounts).toBe(1);
  });

  it("shared device: another account seen on one of the member's devices fires; other devices do not", async () => {
    const [m, other] = await members(t, 'dv');
    const device = `dev-${m}-shared-0000000000`;
    await links.device(t, m!, device);
    await links.device(t, other!, `dev-${other}-own-00000000000`);
    await score(m!);
    expect(await markersOf(m!)).toEqual([]);

    await links.device(t, other!, device);
    await score(m!);
    const found = (await caseOf(t, admin, m!))!;
    expect(found.findings[0]).toMatchObject({
      marker: 'shared_device',
      value: 1,
      threshold: 1,
      points: 25,
    });
    expect(found.figures.sharedDeviceAccounts).toBe(1);
  });
});
