import { ADMIN_RISK_API, API, type TRiskCase } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { getCase, HOUR, listCases, members, NOON, resetRisk } from './risk-test-kit.js';

const text = (s: string) => ({ th: s, en: s, zh: s });

/**
 * The steps of the risk queue on the member (issue 24 item 5): each does what it says through
 * its own module, is noted on the case and audited; a closed case takes none; the queue is no
 * way round a permission; parallel hand-opened cases leave one.
 */
describe('risk case actions', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());
  /** The audit log's last id before the test (case ids restart with each test). */
  let auditFrom = 0;
  beforeEach(async () => {
    await resetRisk(t);
    const [last] = await queryRows<{ id: number | null }>(
      t.app.services.db,
      sql`SELECT max(id)::int AS id FROM audit_log`,
    );
    auditFrom = last?.id ?? 0;
  });

  const open = (accountId: number, headers = admin, note = 'Member called about spending') =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_RISK_API.cases,
      headers,
      payload: { accountId, text: note },
    });
  const act = (id: number, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: ADMIN_RISK_API.actions(id), headers, payload });
  const audits = async (id: number) =>
    (
      await queryRows<{ action: string }>(
        t.app.services.db,
        sql`SELECT action FROM audit_log WHERE target_type = 'risk_case'
             AND target_id = ${String(id)} AND id > ${auditFrom} ORDER BY id`,
      )
    ).map((r) => r.action);

  it('message, limit, time-out and closing the account each act on the member, noted and audited', async () => {
    const [m] = await members(t, 'ra');
    const opened = await open(m!);
    expect(opened.statusCode, opened.body).toBe(201);
    const { id, figures } = opened.json<TRiskCase>();
    expect(figures).toMatchObject({
      depositsLast24h: { count: 0, amount: 0 },
      sharedIpAccounts: 0,
    });

    const message = await act(id, {
      action: 'message',
      title: text('We are here to help'),
      body: text('You can set a deposit limit in the member centre.'),
    });
    expect(message.statusCode, message.body).toBe(200);
    const inbox = await queryRows<{ title: { en: string } }>(
      t.app.services.db,
      sql`SELECT m.title FROM content_message_recipients r
            JOIN content_messages m ON m.id = r.message_id WHERE r.account_id = ${m!}`,
    );
    expect(inbox.map((r) => r.title.en)).toEqual(['We are here to help']);

    const limit = await act(id, {
      action: 'limit',
      kind: 'deposit',
      period: 'day',
      amount: 50_000,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const limits = await t.app.services.limits.ofMember(m!);
    const daily = limits.limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;
    expect(daily).toMatchObject({ amount: 50_000, pending: null });
    // An operator only lowers: a higher one is refused and leaves no note.
    const higher = await act(id, {
      action: 'limit',
      kind: 'deposit',
      period: 'day',
      amount: 60_000,
    });
    expect(higher.statusCode).toBe(400);

    const timeOut = await act(id, { action: 'time_out', period: '24h', reason: 'Chasing losses' });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const restriction = await t.app.services.exclusions.forMember(m!);
    expect(restriction.current?.kind).toBe('time_out');
    // The test clock runs on from noon: the time-out ends 24 hours after it was applied.
    const until = Date.parse(restriction.current!.until!) - NOON.getTime();
    expect(until).toBeGreaterThanOrEqual(24 * HOUR);
    expect(until).toBeLessThan(24 * HOUR + 60_000);

    const closed = await act(id, { action: 'close_account', reason: 'Asked to close' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.app.services.accounts.findById(m!))!.status).toBe('disabled');

    const done = await act(id, { action: 'close', outcome: 'closed_account' });
    expect(done.json()).toMatchObject({ status: 'closed', outcome: 'closed_account' });
    expect(done.json<TRiskCase>().notes.map((n) => [n.kind, n.operator])).toEqual([
      ['opened', 'admin'],
      ['message', 'admin'],
      ['limit', 'admin'],
      ['time_out', 'admin'],
      ['account_closed', 'admin'],
      ['closed', 'admin'],
    ]);
    expect(await audits(id)).toEqual([
      'risk.open',
      'risk.message',
      'risk.limit',
      'risk.time_out',
      'risk.close_account',
      'risk.close',
    ]);
  });

  it('a step sent twice, or 20 times at once, with one request id is taken once', async () => {
    const [m] = await members(t, 'rk');
    const { id } = (await open(m!)).json<TRiskCase>();
    const message = {
      action: 'message',
      title: text('A word from the team'),
      body: text('We noticed long sessions this week.'),
      requestId: crypto.randomUUID(),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(id, message)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const inbox = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM content_message_recipients WHERE account_id = ${m!}`,
    );
    expect(inbox[0]!.n).toBe(1);
    // A replay later answers the case as it stands; a new id is a new step.
    const note = { action: 'note', text: 'Called the member', requestId: crypto.randomUUID() };
    expect((await act(id, note)).statusCode).toBe(200);
    const replay = await act(id, note);
    expect(replay.json<TRiskCase>().notes.map((n) => n.kind)).toEqual([
      'opened',
      'message',
      'note',
    ]);
    const again = await act(id, { ...note, requestId: crypto.randomUUID() });
    expect(again.json<TRiskCase>().notes.map((n) => n.kind)).toEqual([
      'opened',
      'message',
      'note',
      'note',
    ]);
    expect(await audits(id)).toEqual(['risk.open', 'risk.message', 'risk.note', 'risk.note']);
    // A key is no free pass: a malformed one is a 400.
    expect((await act(id, { ...note, requestId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('a closed case takes no step: RISK_CASE_CLOSED, and the member is not touched', async () => {
    const [m] = await members(t, 'rc');
    const { id } = (await open(m!)).json<TRiskCase>();
    expect((await act(id, { action: 'close', outcome: 'no_concern' })).statusCode).toBe(200);
    for (const step of [
      { action: 'assign' },
      { action: 'note', text: 'late' },
      { action: 'message', title: text('Hi'), body: text('Hello') },
      { action: 'limit', kind: 'wager', period: 'week', amount: 1000 },
      { action: 'time_out', period: '7d', reason: 'late' },
      { action: 'close_account', reason: 'late' },
    ]) {
      const res = await act(id, step);
      expect(res.statusCode, step.action).toBe(409);
      expect(res.json().error.code).toBe('RISK_CASE_CLOSED');
    }
    expect((await t.app.services.accounts.findById(m!))!.status).toBe('active');
    expect((await t.app.services.exclusions.forMember(m!)).current).toBeNull();
    expect(await audits(id)).toEqual(['risk.open', 'risk.close']);
  });

  it('100 parallel hand-opened cases for one member leave one case, every text noted on it', async () => {
    const [m] = await members(t, 'rp');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => open(m!, admin, `call ${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(99);
    const [count] = await queryRows<{ n: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS n FROM risk_cases WHERE account_id = ${m!}`,
    );
    expect(count!.n).toBe(1);
    const only = await getCase(t, admin, answers[0]!.json<TRiskCase>().id);
    expect(only.notes).toHaveLength(100);
    expect(only.notes.filter((n) => n.kind === 'opened')).toHaveLength(1);
  }, 60_000);

  it('needs risk.manage, and each step on the member its own permission; bad input is a 400', async () => {
    const [m] = await members(t, 'rq');
    const { id } = (await open(m!)).json<TRiskCase>();
    for (const role of ['finance', 'content'] as const) {
      const headers = await operatorHeaders(t, role);
      expect((await open(m!, headers)).statusCode).toBe(403);
      expect((await act(id, { action: 'close_account', reason: 'x' }, headers)).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.services.accounts.findById(m!))!.status).toBe('active');

    expect((await open(999_999_999)).statusCode).toBe(404);
    expect((await open(2 ** 53)).statusCode).toBe(400);
    expect((await open(m!, admin, 'x'.repeat(2001))).statusCode).toBe(400);
    const bad = [
      { action: 'limit', kind: 'deposit', period: 'day', amount: Number.MAX_SAFE_INTEGER + 1 },
      { action: 'limit', kind: 'deposit', period: 'day', amount: 0 },
      { action: 'limit', kind: 'session', period: 'day', amount: 99_999_999 },
      { action: 'time_out', period: '6m', reason: 'self-exclusion is the member’s own step' },
      { action: 'time_out', period: '24h', reason: '' },
      { action: 'message', title: text('x'.repeat(121)), body: text('b') },
      { action: 'close_account', reason: 'x'.repeat(501) },
    ];
    for (const payload of bad) {
      expect((await act(id, payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await audits(id)).toEqual(['risk.open']);
  });

  it('the queue shows each case age and sorts by age or by score', async () => {
    const [young, old] = await members(t, 'rs');
    t.clock.set(new Date(NOON.getTime() - 5 * HOUR));
    const oldCase = (await open(old!)).json<TRiskCase>();
    t.clock.set(NOON);
    const youngCase = (await open(young!)).json<TRiskCase>();
    await t.app.services.db.execute(
      sql`UPDATE risk_cases SET score = 50 WHERE id = ${youngCase.id}`,
    );
    const byAge = await listCases(t, admin, '?sort=age');
    expect(byAge.items.map((c) => c.id)).toEqual([oldCase.id, youngCase.id]);
    // The clock runs on during the test: ages within a minute of 5 hours and of 0.
    const [oldAge, youngAge] = byAge.items.map((c) => c.ageSeconds);
    expect(oldAge! - 5 * 3600).toBeGreaterThanOrEqual(0);
    expect(oldAge! - 5 * 3600).toBeLessThan(60);
    expect(youngAge).toBeLessThan(60);
    const byScore = await listCases(t, admin, '?sort=score');
    expect(byScore.items.map((c) => c.id)).toEqual([youngCase.id, oldCase.id]);
    expect(
      (await t.app.inject({ url: `${API.admin.settings}`, headers: admin })).json(),
    ).toHaveProperty('riskRules.caseThreshold', 30);
  });
});
