import { GAME_LAUNCH_API } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, playerLogin, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount } from '../../cashier/wallet/wallet-test-kit.js';
import { limitOf, myLimits, setLimit } from './limits-test-kit.js';

/* Session-time limits: signed-in minutes of the period (merged spans of the member's sessions),
 * refused at sign-in and game launch once used up; the launch ends the member's sessions. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_CATALOGUE: 'on' });
  t.clock.set(new Date('2026-03-04T05:00:00Z')); // 12:00 in Bangkok
});
afterAll(async () => {
  await t?.close();
});

const minutesAgo = (n: number) => new Date(t.clock.now().getTime() - n * 60_000).toISOString();

describe('session-time limits', () => {
  it('counts signed-in minutes, then refuses sign-in and launch and ends the sessions', async () => {
    const member = await createAccount(t.app, { username: 'sesslim1' });
    const { headers } = await playerLogin(t.app, 'sesslim1', 'Passw0rd!x');
    await setLimit(t, headers, 'session', 'day', 30);
    // Two overlapping sessions (two tabs) count once: 11:20-11:50 and 11:40-11:55 = 35 minutes.
    // (The bearer's own session is of the real time, outside this test-clock day.)
    for (const [n, from, to] of [
      [1, 40, 10],
      [2, 20, 5],
    ] as const) {
      await queryRows(
        t.app.services.db,
        sql`INSERT INTO account_sessions (token_hash, account_id, site, method, created_at,
                                          last_seen_at, expires_at)
            VALUES (${`x${member.id}-${n}`}, ${member.id}, 'member', 'password',
                    ${minutesAgo(from)}::timestamptz, ${minutesAgo(to)}::timestamptz,
                    ${minutesAgo(-600)}::timestamptz)`,
      );
    }
    const day = limitOf(await myLimits(t, headers), 'session', 'day');
    expect(day).toMatchObject({ amount: 30, used: 35, remaining: 0 });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'sesslim1', password: 'Passw0rd!x' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: {
        limit: 'session',
        period: 'day',
        remaining: 0,
        resetsAt: '2026-03-04T17:00:00.000Z',
      },
    });

    const [game] = await queryRows<{ id: unknown }>(
      t.app.services.db,
      sql`SELECT id FROM games WHERE vendor = 'HOUSE' ORDER BY id LIMIT 1`,
    );
    const launched = await t.app.inject({
      method: 'POST',
      url: GAME_LAUNCH_API.launch,
      headers,
      payload: { nodeId: Number(game!.id), mode: 'real' },
    });
    expect(launched.statusCode, launched.body).toBe(403);
    expect(launched.json().error.code).toBe('LIMIT_EXCEEDED');
    const open = await queryRows(
      t.app.services.db,
      sql`SELECT 1 FROM account_sessions WHERE account_id = ${member.id} AND revoked_at IS NULL`,
    );
    expect(open).toHaveLength(0);
    // The next day (Bangkok midnight) the member signs in again.
    t.clock.set(new Date('2026-03-04T17:00:00Z'));
    const nextDay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'sesslim1', password: 'Passw0rd!x' },
    });
    expect(nextDay.statusCode, nextDay.body).toBe(200);
  });
});
