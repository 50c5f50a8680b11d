import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { createTestApp, playerLogin, type TestApp } from '../../../../test/test-app.js';

const actor = { operatorId: null, username: 'test', ip: null, requestId: null };

describe('one-click sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const solved = async () => {
    const challenge = (await t.app.inject({ url: '/api/auth/bot-challenge' })).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const oneClick = async (ip: string, botCheck?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/one-click',
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
      payload: botCheck === undefined ? {} : { botCheck },
    });
  const setModule = async (id: string, on: boolean) => {
    const modules = await t.app.services.settings.get('modules');
    await t.app.services.settings.update(
      'modules',
      { enabled: { ...modules.enabled, [id]: on } },
      actor,
    );
  };

  it('opens a member under the house whose generated credentials sign in by password', async () => {
    const res = await oneClick('198.51.100.1', await solved());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { username, password } = body.credentials;
    expect(username).toMatch(/^u[a-z0-9]{7}$/);
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);
    expect(body.login.member).toMatchObject({ account: username, type: 0 });
    expect(body.login.token).toBeTruthy();

    const me = await t.app.inject({
      url: '/api/members/me',
      headers: { authorization: `Bearer ${body.login.token}` },
    });
    expect(me.json().account).toBe(username);

    const again = await playerLogin(t.app, username, password);
    expect(again.mustChangePassword).toBe(false);

    const [row] = await queryRows<{
      register_method: string;
      register_ip: string;
      upline: string;
      password_hash: string;
    }>(
      t.app.services.db,
      sql`select a.register_method, a.register_ip, u.username as upline, a.password_hash
          from accounts a join accounts u on u.id = a.upline_id where a.username = ${username}`,
    );
    expect(row).toMatchObject({
      register_method: 'ONE_CLICK',
      register_ip: '198.51.100.1',
      upline: 'house',
    });
    // Only the hash is kept.
    expect(row!.password_hash).not.toContain(password);
  });

  it('needs a solved bot check, used once', async () => {
    const missing = await oneClick('198.51.100.2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('BOT_CHECK_FAILED');
    const botCheck = await solved();
    expect((await oneClick('198.51.100.2', botCheck)).statusCode).toBe(200);
    expect((await oneClick('198.51.100.2', botCheck)).json().error.code).toBe('BOT_CHECK_FAILED');
  });

  it('opens at most 3 accounts per IP per hour', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 3; i++) expect((await oneClick(ip, await solved())).statusCode).toBe(200);
    const fourth = await oneClick(ip, await solved());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('TOO_MANY_REQUESTS');
    // Another IP is not affected.
    expect((await oneClick('198.51.100.4', await solved())).statusCode).toBe(200);
  });

  it('is refused when the module or its parent is off', async () => {
    await setModule('login.oneClick', false);
    const off = await oneClick('198.51.100.5', await solved());
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('FEATURE_DISABLED');
    await setModule('login.oneClick', true);
    await setModule('login', false);
    expect((await oneClick('198.51.100.5', await solved())).json().error.code).toBe(
      'FEATURE_DISABLED',
    );
    await setModule('login', true);
    expect((await oneClick('198.51.100.5', await solved())).statusCode).toBe(200);
  });
});
