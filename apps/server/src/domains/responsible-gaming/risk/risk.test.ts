import { ADMIN_RISK_API, type TRiskCase, type TRiskCaseList } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import {
  publishWagers,
  seedMembers,
  wagerEvent,
  type WagerEvent,
} from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { defaultSettings } from '../../site/settings/settings.defaults.js';
import { heardDeposit } from './risk-test-kit.js';
import { RISK_CONSUMER } from './risk-consumer.js';
import { findingsOf, scoreOf } from './risk-markers.js';

/** Noon in Bangkok (UTC+7): the operator's business day is 2026-03-10. */
const NOON = new Date('2026-03-10T05:00:00.000Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOON.getTime() - ms).toISOString();

describe('markers of harm and the risk queue', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(NOON);
    await t.app.services.db.execute(
      sql`TRUNCATE risk_case_notes, risk_cases, risk_deposits, risk_member_scores,
                   settled_wagers, wager_days, outbox_events RESTART IDENTITY CASCADE`,
    );
    await t.app.services.events.resetPosition(RISK_CONSUMER, 0);
    await t.app.services.events.resetPosition('cashier.settled-wagers', 0);
  });

  const member = async (tag: string) => (await seedMembers(t.app.services.db, tag)).members[0]!;

  /** Deposits credited at the given moments (the consumer stamps them when it hears them). */
  const deposit = (accountId: number, amount: number, at: string) =>
    heardDeposit(t, accountId, amount, at);
  let rescoreRun = 0;
  /** Settled play, then the minute's `risk-rescore` job (through the job runner). */
  const play = async (events: WagerEvent[]) => {
    await publishWagers(t.app.services.db, events);
    await t.app.services.events.drain();
    rescoreRun += 1;
    await t.app.services.jobs.enqueue('risk-rescore', `test-${rescoreRun}`);
    await t.app.services.jobs.drain();
  };
  const cases = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_RISK_API.cases}${query}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json<TRiskCaseList>();
  };
  const getCase = async (id: number) =>
    (
      await t.app.inject({ method: 'GET', url: ADMIN_RISK_API.case(id), headers: admin })
    ).json<TRiskCase>();
  const act = (id: number, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: ADMIN_RISK_API.actions(id), headers, payload });

  it('chasing losses: three deposits on a business day that lost half of them open a case', async () => {
    const m = await member('rk1');
    await play([
      wagerEvent('wager.settled', {
        wagerId: 'rk1-a',
        accountId: m,
        stake: 500_000,
        win: 300_000,
        settledAt: ago(2 * HOUR),
      }),
    ]);
    await deposit(m, 100_000, ago(3 * HOUR));
    await deposit(m, 100_000, ago(2 * HOUR));
    expect((await cases()).total).toBe(0);
    await deposit(m, 100_000, ago(HOUR));
    const list = await cases();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ accountId: m, status: 'open', score: 30 });
    expect(list.items[0]!.markers).toEqual(['chasing_losses']);
    const opened = await getCase(list.items[0]!.id);
    expect(opened.findings[0]).toMatchObject({ value: 200_000, threshold: 150_000 });

    // A replay of every event finds the same: one case, the same history.
    await t.app.services.events.resetPosition(RISK_CONSUMER, 0);
    await t.app.services.events.drain();
    const again = await getCase(opened.id);
    expect((await cases()).total).toBe(1);
    expect(again.notes).toHaveLength(opened.notes.length);
  });

  it("yesterday's deposits in the operator's zone are not today's (no chasing across midnight)", async () => {
    const m = await member('rk2');
    await play([
      wagerEvent('wager.settled', {
        wagerId: 'rk2-a',
        accountId: m,
        stake: 500_000,
        win: 0,
        settledAt: ago(HOUR),
      }),
    ]);
    // 23:50 of 2026-03-09 in Bangkok is 16:50Z: the day before, although within 24 hours.
    await deposit(m, 100_000, '2026-03-09T16:50:00.000Z');
    await deposit(m, 100_000, '2026-03-09T16:55:00.000Z');
    await deposit(m, 100_000, '2026-03-09T17:05:00.000Z');
    expect((await cases()).total).toBe(0);
  });

  it('late nights and a long session add up to a case; each alone does not', async () => {
    const m = await member('rk3');
    // 01:00 Bangkok on three nights (18:00Z the evening before).
    const nights = ['2026-03-07T18:00:00Z', '2026-03-08T18:00:00Z'].map((at, i) =>
      wagerEvent('wager.settled', { wagerId: `rk3-n${i}`, accountId: m, settledAt: at }),
    );
    await play(nights);
    expect((await cases()).total).toBe(0);
    // The third night starts a run of play every 20 minutes for 6.5 hours (to 07:30 Bangkok).
    const run = Array.from({ length: 20 }, (_, i) =>
      wagerEvent('wager.settled', {
        wagerId: `rk3-r${i}`,
        accountId: m,
        settledAt: new Date(Date.parse('2026-03-09T18:00:00Z') + i * 20 * 60_000).toISOString(),
      }),
    );
    await play(run);
    const [found] = (await cases()).items;
    expect(found).toMatchObject({ accountId: m, score: 35 });
    expect([...found!.markers].sort()).toEqual(['late_night_play', 'long_session']);
  });

  it('a deposit spike with many deposits opens a case; a steady depositor does not', async () => {
    const steady = await member('rk4');
    const spiky = await member('rk5');
    for (let d = 2; d <= 30; d += 1) await deposit(steady, 10_000, ago(d * 24 * HOUR));
    await deposit(steady, 10_000, ago(HOUR));
    await deposit(spiky, 30_000, ago(10 * 24 * HOUR));
    for (let i = 0; i < 5; i += 1) await deposit(spiky, 40_000, ago((5 - i) * HOUR));
    const list = await cases();
    expect(list.items.map((c) => c.accountId)).toEqual([spiky]);
    expect(list.items[0]).toMatchObject({ score: 45 });
    const detail = await getCase(list.items[0]!.id);
    expect(detail.findings.find((f) => f.marker === 'deposit_spike')).toMatchObject({
      value: 200_000,
      threshold: 100_000,
    });
  });

  it('an operator assigns, notes and closes a case; a closed case takes no step; all audited', async () => {
    const m = await member('rk6');
    await t.app.services.db.execute(
      sql`INSERT INTO risk_cases (account_id, status, score, findings, opened_at, updated_at)
          VALUES (${m}, 'open', 40, '[]'::jsonb, ${ago(5 * HOUR)}::timestamptz, ${ago(5 * HOUR)}::timestamptz)`,
    );
    const { id } = (await cases()).items[0]!;
    expect((await cases()).items[0]!.ageSeconds).toBeGreaterThanOrEqual(5 * 3600);

    expect((await act(id, { action: 'assign' })).json()).toMatchObject({
      status: 'assigned',
      assignedTo: 'admin',
    });
    expect((await act(id, { action: 'note', text: 'Called the member.' })).statusCode).toBe(200);
    expect((await act(id, { action: 'note', text: '   ' })).statusCode).toBe(400);
    expect((await act(id, { action: 'close', outcome: 'maybe' })).statusCode).toBe(400);

    // Two operators close at once: one wins, the other is told it is closed.
    const [a, b] = await Promise.all([
      act(id, { action: 'close', outcome: 'contacted', text: 'Set a limit together' }),
      act(id, { action: 'close', outcome: 'no_concern' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.code).toBe('RISK_CASE_CLOSED');
    expect((await act(id, { action: 'note', text: 'late' })).statusCode).toBe(409);

    const closed = await getCase(id);
    expect(closed.status).toBe('closed');
    expect(closed.notes.map((n) => n.kind)).toEqual(['assigned', 'note', 'closed']);
    expect((await cases()).total).toBe(0);
    expect((await cases('?status=closed')).total).toBe(1);
    const audit = await queryRows<{ action: string }>(
      t.app.services.db,
      sql`SELECT action FROM audit_log WHERE target_type = 'risk_case' AND target_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['risk.assign', 'risk.note', 'risk.close']);
  });

  it('needs risk.manage: finance may not see the queue; an unknown case is 404', async () => {
    const finance = await operatorHeaders(t, 'finance');
    const res = await t.app.inject({ method: 'GET', url: ADMIN_RISK_API.cases, headers: finance });
    expect(res.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: ADMIN_RISK_API.case(999_999),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('risk markers (pure)', () => {
  const base = {
    currency: 'THB',
    depositsLast24h: { count: 0, amount: 0 },
    depositsPrior30d: 0,
    today: { deposits: 0, depositAmount: 0, net: 0 },
    lateNightDays: 0,
    longestSessionHours: 0,
    reversedWithdrawals30d: 0,
    paymentMethods30d: 0,
    sharedIpAccounts: 0,
    sharedBankAccounts: 0,
    sharedDeviceAccounts: 0,
  };
  const at = new Date('2026-03-10T05:00:00Z');
  const rules = defaultSettings().riskRules;
  it('thresholds are inclusive and a first-time depositor has no spike', () => {
    const score = (figures: typeof base) => scoreOf(findingsOf(figures, rules, at));
    expect(findingsOf({ ...base, depositsLast24h: { count: 4, amount: 0 } }, rules, at)).toEqual(
      [],
    );
    expect(score({ ...base, depositsLast24h: { count: 5, amount: 0 } })).toBe(20);
    expect(score({ ...base, depositsLast24h: { count: 1, amount: 10_000_000 } })).toBe(0);
    expect(score({ ...base, lateNightDays: 3, longestSessionHours: 6 })).toBe(35);
    expect(score({ ...base, paymentMethods30d: 3, sharedIpAccounts: 2 })).toBe(0);
    expect(score({ ...base, paymentMethods30d: 4, sharedIpAccounts: 3 })).toBe(30);
  });
});
