import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';

describe('back office: members and agents', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers = admin) => t.app.inject({ url, headers });
  const post = (url: string, payload?: object, headers = admin) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const createAgent = async (username: string, uplineId: number | null) => {
    const res = await post('/api/admin/agents', { username, type: 1, uplineId });
    expect(res.statusCode).toBe(201);
    return res.json() as { account: { id: number; depth: number }; initialPassword: string };
  };

  it('searches by name, kind and status, newest first', async () => {
    const all = (await get('/api/admin/accounts')).json();
    expect(all.items.map((a: { username: string }) => a.username)).toEqual([
      'newbie01',
      'member01',
      'agent01',
      'house',
    ]);
    expect((await get('/api/admin/accounts?kind=agent')).json().total).toBe(2);
    expect((await get('/api/admin/accounts?q=MEM')).json().items[0]).toMatchObject({
      username: 'member01',
      uplineUsername: 'agent01',
      depth: 2,
    });
    expect((await get('/api/admin/accounts?q=%25')).json().total).toBe(0);
    expect((await get('/api/admin/accounts?kind=robots')).json().error.code).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('creates an agent whose one-time password must be changed at first sign-in', async () => {
    const created = await createAgent('Agent02', null);
    expect(created.account).toMatchObject({ depth: 1 });
    expect(created.initialPassword).toMatch(/^\S{12}$/);
    const login = await playerLogin(t.app, 'agent02', created.initialPassword, 'agent');
    expect(login.mustChangePassword).toBe(true);
    expect(
      (await post('/api/admin/agents', { username: 'agent02', type: 1, uplineId: null })).json()
        .error.code,
    ).toBe('USERNAME_TAKEN');
    const member = (await get('/api/admin/accounts?q=member01')).json().items[0];
    expect(
      (await post('/api/admin/agents', { username: 'under1', type: 1, uplineId: member.id })).json()
        .error.code,
    ).toBe('INVALID_UPLINE');
  });

  it('moves a subtree under another agent and refuses cycles', async () => {
    const a = await createAgent('treea', null);
    const b = await createAgent('treeb', a.account.id);
    const c = await createAgent('treec', b.account.id);
    const other = await createAgent('treeother', null);
    // b (with c below it) moves under other.
    const moved = await post(`/api/admin/accounts/${b.account.id}/upline`, {
      uplineId: other.account.id,
    });
    expect(moved.json()).toMatchObject({ uplineUsername: 'treeother', depth: 2 });
    const cDetail = (await get(`/api/admin/accounts/${c.account.id}`)).json();
    expect(cDetail.uplineChain.map((x: { username: string }) => x.username)).toEqual([
      'house',
      'treeother',
      'treeb',
    ]);
    expect(cDetail.depth).toBe(3);
    expect(
      (await get(`/api/admin/accounts?underAgentId=${other.account.id}`))
        .json()
        .items.map((x: { username: string }) => x.username),
    ).toEqual(['treec', 'treeb']);
    expect((await get(`/api/admin/accounts?underAgentId=${a.account.id}`)).json().total).toBe(0);
    // b cannot go under its own downline c, nor under itself.
    expect(
      (await post(`/api/admin/accounts/${b.account.id}/upline`, { uplineId: c.account.id })).json()
        .error.code,
    ).toBe('INVALID_UPLINE');
    expect(
      (await post(`/api/admin/accounts/${b.account.id}/upline`, { uplineId: b.account.id })).json()
        .error.code,
    ).toBe('INVALID_UPLINE');
    expect(await t.app.services.accounts.isUnder(c.account.id, other.account.id)).toBe(true);
    expect(await t.app.services.accounts.isUnder(c.account.id, a.account.id)).toBe(false);
  });

  it('locks, unlocks and disables with a reason; locking ends sessions; all audited', async () => {
    const member = (await get('/api/admin/accounts?q=member01')).json().items[0];
    const session = await playerLogin(t.app, 'member01', 'member01pass');
    expect(
      (
        await post(`/api/admin/accounts/${member.id}/status`, { status: 'locked', reason: 'x' })
      ).json().error.code,
    ).toBe('VALIDATION_ERROR');
    const locked = await post(`/api/admin/accounts/${member.id}/status`, {
      status: 'locked',
      reason: 'Suspicious betting',
    });
    expect(locked.json().status).toBe('locked');
    expect(
      (await t.app.inject({ url: '/api/members/me', headers: session.headers })).statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'member01', password: 'member01pass' },
    });
    expect(refused.json().error.code).toBe('ACCOUNT_LOCKED');
    await post(`/api/admin/accounts/${member.id}/status`, {
      status: 'disabled',
      reason: 'Closed on request',
    });
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'member01', password: 'member01pass' },
    });
    expect(disabled.json().error.code).toBe('ACCOUNT_DISABLED');
    await post(`/api/admin/accounts/${member.id}/status`, { status: 'active', reason: 'Reopened' });
    await playerLogin(t.app, 'member01', 'member01pass');
    const audit = (
      await get(`/api/admin/audit-log?targetType=account&targetId=${member.id}`)
    ).json();
    expect(audit.items.map((e: { after: { status: string } }) => e.after.status)).toEqual([
      'active',
      'disabled',
      'locked',
    ]);
    expect(audit.items[2].after.reason).toBe('Suspicious betting');
  });

  it('resets a password (temporary, must change) and ends sessions on request', async () => {
    const member = (await get('/api/admin/accounts?q=member01')).json().items[0];
    const session = await playerLogin(t.app, 'member01', 'member01pass');
    expect((await get(`/api/admin/accounts/${member.id}`)).json().activeSessions).toBeGreaterThan(
      0,
    );
    expect((await post(`/api/admin/accounts/${member.id}/sessions/end`)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/members/me', headers: session.headers })).statusCode,
    ).toBe(401);
    expect((await get(`/api/admin/accounts/${member.id}`)).json().activeSessions).toBe(0);
    const { temporaryPassword } = (
      await post(`/api/admin/accounts/${member.id}/password-reset`)
    ).json();
    expect((await playerLogin(t.app, 'member01', temporaryPassword)).mustChangePassword).toBe(true);
    expect((await post('/api/admin/accounts/999999/password-reset')).json().error.code).toBe(
      'NOT_FOUND',
    );
  });

  it('enforces members.read and members.manage per role', async () => {
    for (const [role, canRead, canManage] of [
      ['finance', true, false],
      ['support', true, true],
      ['content', false, false],
    ] as const) {
      await post('/api/admin/operators', {
        username: `acc_${role}`,
        displayName: role,
        role,
        password: 'Role-Pass-123',
      });
      const headers = await adminHeaders(t.app, `acc_${role}`, 'Role-Pass-123');
      expect((await get('/api/admin/accounts', headers)).statusCode).toBe(canRead ? 200 : 403);
      const create = await post(
        '/api/admin/agents',
        { username: `by${role}`, type: 1, uplineId: null },
        headers,
      );
      expect(create.statusCode).toBe(canManage ? 201 : 403);
    }
  });
});
