import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('operators', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/operators', headers, payload });
  const patch = (id: number, payload: object, h = headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/operators/${id}`, headers: h, payload });

  it('creates operators, refuses a taken username and weak passwords', async () => {
    const ok = await create({
      username: 'Finance.Lead',
      displayName: 'Fin',
      role: 'finance',
      password: 'Finance-123x',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      username: 'finance.lead',
      role: 'finance',
      status: 'active',
      lastLoginAt: null,
    });
    const dup = await create({
      username: 'finance.lead',
      displayName: 'Again',
      role: 'support',
      password: 'Finance-123x',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('USERNAME_TAKEN');
    const weak = await create({
      username: 'weakling',
      displayName: 'W',
      role: 'support',
      password: 'password',
    });
    expect(weak.json().error.code).toBe('VALIDATION_ERROR');
    const list = (await t.app.inject({ url: '/api/admin/operators', headers })).json();
    expect(list.items.map((o: { username: string }) => o.username)).toEqual([
      'admin',
      'finance.lead',
    ]);
  });

  it('nobody changes their own role or status', async () => {
    const self = await patch(1, { role: 'content' });
    expect(self.json().error.code).toBe('CANNOT_CHANGE_SELF');
    expect((await patch(1, { status: 'disabled' })).json().error.code).toBe('CANNOT_CHANGE_SELF');
  });

  it('two super admins demoting each other at once leave one super admin (LAST_SUPER_ADMIN)', async () => {
    const a = (
      await create({
        username: 'boss_a',
        displayName: 'A',
        role: 'super_admin',
        password: 'Boss-Pass-1a',
      })
    ).json();
    const b = (
      await create({
        username: 'boss_b',
        displayName: 'B',
        role: 'super_admin',
        password: 'Boss-Pass-1b',
      })
    ).json();
    // Only a and b stay super admins; then both race to demote the other.
    expect(
      (await patch(1, { role: 'support' }, await adminHeaders(t.app, 'boss_a', 'Boss-Pass-1a')))
        .statusCode,
    ).toBe(200);
    const actor = (id: number, username: string) => ({
      operatorId: id,
      username,
      ip: null,
      requestId: null,
    });
    const results = await Promise.allSettled([
      t.app.services.operators.update(b.id, { role: 'content' }, actor(a.id, 'boss_a')),
      t.app.services.operators.update(a.id, { role: 'content' }, actor(b.id, 'boss_b')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.code).toBe('LAST_SUPER_ADMIN');
    const list = (
      await t.app.inject({
        url: '/api/admin/operators',
        headers: await adminHeaders(
          t.app,
          results[0].status === 'fulfilled' ? 'boss_a' : 'boss_b',
          results[0].status === 'fulfilled' ? 'Boss-Pass-1a' : 'Boss-Pass-1b',
        ),
      })
    ).json();
    const supers = list.items.filter(
      (o: { role: string; status: string }) => o.role === 'super_admin' && o.status === 'active',
    );
    expect(supers).toHaveLength(1);
    headers = await adminHeaders(
      t.app,
      supers[0].username,
      supers[0].username === 'boss_a' ? 'Boss-Pass-1a' : 'Boss-Pass-1b',
    );
  });

  it('resets an operator password, which ends their sessions and unlocks them', async () => {
    const op = (
      await create({
        username: 'resetme',
        displayName: 'R',
        role: 'support',
        password: 'Reset-Pass-1',
      })
    ).json();
    const theirs = await adminHeaders(t.app, 'resetme', 'Reset-Pass-1');
    expect((await patch(op.id, { password: 'Reset-Pass-2' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/auth/session', headers: theirs })).statusCode,
    ).toBe(401);
    await adminHeaders(t.app, 'resetme', 'Reset-Pass-2');
    const log = (
      await t.app.inject({ url: `/api/admin/audit-log?targetType=operator`, headers })
    ).json();
    expect(
      log.items.some(
        (e: { action: string; targetId: string }) =>
          e.action === 'operator.update_password' && e.targetId === String(op.id),
      ),
    ).toBe(true);
  });

  it('answers NOT_FOUND for an unknown operator and VALIDATION_ERROR for a bad id', async () => {
    expect((await patch(99999, { displayName: 'x' })).json().error.code).toBe('NOT_FOUND');
    expect((await patch(-1 as number, { displayName: 'x' })).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
  });
});
