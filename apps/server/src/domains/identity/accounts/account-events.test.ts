import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';
import { MEMBER_PASSWORD, createMember } from '../../cashier/withdrawals/cashier-test-kit.js';

/** The account events, each written in the transaction of its change. */
describe('account events', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const eventsOf = async (type: string, accountId: number) =>
    (await publishedPayloads(t.app.services.db, type)).filter(
      (e) => (e as { accountId: number }).accountId === accountId,
    );

  it('an operator locking an account publishes account.locked once per lock', async () => {
    const m = await createMember(t, 'evlock01');
    const status = (s: string) =>
      post(`/api/admin/accounts/${m.id}/status`, admin, { status: s, reason: 'review' });
    expect((await status('locked')).statusCode).toBe(200);
    expect((await status('locked')).statusCode).toBe(200);
    expect((await status('active')).statusCode).toBe(200);
    expect(await eventsOf('account.locked', m.id)).toEqual([
      { accountId: m.id, by: 'operator', until: null, operatorId: expect.any(Number) },
    ]);
  });

  it('the sign-in guard locking after wrong passwords publishes account.locked with its end', async () => {
    const m = await createMember(t, 'evlock02');
    const change = (oldPassword: string) =>
      post('/api/members/me/password', m.headers, {
        oldPassword,
        newPassword: 'another99x',
        confirmNewPassword: 'another99x',
      });
    const answers = await Promise.all(Array.from({ length: 8 }, () => change('not-mine-1')));
    expect(answers.map((r) => r.json().error.code)).toContain('ACCOUNT_LOCKED');
    const events = await eventsOf('account.locked', m.id);
    expect(events).toEqual([
      { accountId: m.id, by: 'guard', until: expect.any(String), operatorId: null },
    ]);
    expect(Date.parse((events[0] as { until: string }).until)).toBeGreaterThan(Date.now());
  });

  it("a member's password change and an operator's reset publish account.password_changed", async () => {
    const m = await createMember(t, 'evpass01');
    const changed = await post('/api/members/me/password', m.headers, {
      oldPassword: MEMBER_PASSWORD,
      newPassword: 'another99x',
      confirmNewPassword: 'another99x',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const wrong = await post('/api/members/me/password', m.headers, {
      oldPassword: 'not-mine-1',
      newPassword: 'third999x',
      confirmNewPassword: 'third999x',
    });
    expect(wrong.statusCode).not.toBe(204);
    expect((await post(`/api/admin/accounts/${m.id}/password-reset`, admin)).statusCode).toBe(200);
    expect(await eventsOf('account.password_changed', m.id)).toEqual([
      { accountId: m.id, by: 'member' },
      { accountId: m.id, by: 'operator' },
    ]);
  });
});
