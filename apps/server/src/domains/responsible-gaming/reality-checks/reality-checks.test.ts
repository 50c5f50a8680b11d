import { API, REALITY_CHECK_API, REALITY_CHECK_INTERVALS } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';

describe('reality checks', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let member: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await playerLogin(t.app, 'member01', 'member01pass'));
    const [row] = await queryRows<{ id: string }>(
      t.app.services.db,
      sql`SELECT id::text FROM accounts WHERE username = 'member01'`,
    );
    member = Number(row!.id);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it('answers the default hourly interval until the member chooses, then the choice', async () => {
    const before = await get(REALITY_CHECK_API.settings);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      intervalMinutes: 60,
      chosen: false,
      choices: [15, 30, 45, 60, 90, 120],
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: REALITY_CHECK_API.settings,
      headers,
      payload: { intervalMinutes: 15 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ intervalMinutes: 15, chosen: true });
    expect((await get(REALITY_CHECK_API.settings)).json()).toMatchObject({ intervalMinutes: 15 });
  });

  it('refuses an interval it does not offer, and "never", and changes nothing', async () => {
    for (const intervalMinutes of [0, 7, 1_000_000, -15, 15.5]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: REALITY_CHECK_API.settings,
        headers,
        payload: { intervalMinutes },
      });
      expect(res.statusCode).toBe(400);
    }
    const junk = await t.app.inject({
      method: 'PUT',
      url: REALITY_CHECK_API.settings,
      headers,
      payload: { intervalMinutes: 30, accountId: 1 },
    });
    expect(junk.statusCode).toBe(400);
    expect((await get(REALITY_CHECK_API.settings)).json()).toMatchObject({ intervalMinutes: 15 });
  });

  it("follows the operator's settings: the intervals offered, the default, a choice withdrawn", async () => {
    const admin = await adminHeaders(t.app);
    const save = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: API.admin.settingsSection('realityChecks'),
        headers: admin,
        payload: body,
      });
    // A default outside the offer, an interval twice or one never offered: refused.
    for (const bad of [
      { intervals: [30, 60], defaultMinutes: 15 },
      { intervals: [30, 30], defaultMinutes: 30 },
      { intervals: [7], defaultMinutes: 7 },
      { intervals: [], defaultMinutes: 60 },
    ]) {
      expect((await save(bad)).statusCode).toBe(400);
    }
    expect((await save({ intervals: [60, 30], defaultMinutes: 30 })).statusCode).toBe(200);
    // member01 chose 15, no longer offered: the nearest shorter offered is none, so the shortest.
    expect((await get(REALITY_CHECK_API.settings)).json()).toEqual({
      intervalMinutes: 30,
      chosen: true,
      choices: [30, 60],
    });
    await createAccount(t.app, { username: 'rcfresh01' });
    const fresh = await signIn(t.app, 'rcfresh01');
    const other = await t.app.inject({ url: REALITY_CHECK_API.settings, headers: fresh });
    expect(other.json()).toMatchObject({ intervalMinutes: 30, chosen: false });
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: REALITY_CHECK_API.settings,
      headers,
      payload: { intervalMinutes: 90 },
    });
    expect(withdrawn.statusCode).toBe(400);
    expect(
      (await save({ intervals: [...REALITY_CHECK_INTERVALS], defaultMinutes: 60 })).statusCode,
    ).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: REALITY_CHECK_API.settings });
    expect(res.statusCode).toBe(401);
  });

  it('sums the wagers settled since the screen opened, per currency, voids left out', async () => {
    const opened = t.clock.now();
    const minutesAfter = (m: number) => new Date(opened.getTime() + m * 60_000).toISOString();
    await publishWagers(t.app.services.db, [
      // Before the screen opened: not this session's.
      wagerEvent('wager.settled', {
        wagerId: 'rc-old',
        accountId: member,
        stake: 9_900,
        win: 0,
        settledAt: new Date(opened.getTime() - 60_000).toISOString(),
      }),
      wagerEvent('wager.settled', {
        wagerId: 'rc-1',
        accountId: member,
        stake: 1_000,
        win: 2_500,
        settledAt: minutesAfter(1),
      }),
      wagerEvent('wager.settled', {
        wagerId: 'rc-2',
        accountId: member,
        stake: 3_000,
        win: 0,
        settledAt: minutesAfter(2),
      }),
      wagerEvent('wager.voided', {
        wagerId: 'rc-3',
        accountId: member,
        stake: 5_000,
        win: 0,
        settledAt: minutesAfter(3),
      }),
      wagerEvent('wager.settled', {
        wagerId: 'rc-fun',
        accountId: member,
        currency: 'FUN',
        stake: 100,
        win: 0,
        settledAt: minutesAfter(4),
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.advance(61 * 60_000);

    const res = await get(
      `${REALITY_CHECK_API.summary}?since=${encodeURIComponent(opened.toISOString())}`,
    );
    expect(res.statusCode).toBe(200);
    const summary = res.json<{ elapsedSeconds: number }>();
    // The test clock runs on in real time: the moments spent publishing count too.
    expect(summary.elapsedSeconds).toBeGreaterThanOrEqual(61 * 60);
    expect(summary.elapsedSeconds).toBeLessThan(61 * 60 + 30);
    expect(summary).toEqual({
      since: opened.toISOString(),
      elapsedSeconds: summary.elapsedSeconds,
      totals: [
        { currency: 'FUN', wagers: 1, stake: 100, win: 0, net: -100 },
        { currency: 'THB', wagers: 2, stake: 4_000, win: 2_500, net: -1_500 },
      ],
    });
  });

  it("clamps a client's window to the last 24 hours and to now", async () => {
    const now = t.clock.now();
    const future = new Date(now.getTime() + 3_600_000).toISOString();
    const ahead = (
      await get(`${REALITY_CHECK_API.summary}?since=${encodeURIComponent(future)}`)
    ).json();
    // A screen "opened" in the future counts from now (the clock runs on between the two reads).
    expect(new Date(ahead.since).getTime()).toBeGreaterThanOrEqual(now.getTime());
    expect(new Date(ahead.since).getTime()).toBeLessThan(new Date(future).getTime());
    expect(ahead).toMatchObject({ elapsedSeconds: 0, totals: [] });

    const long = (await get(`${REALITY_CHECK_API.summary}?since=2000-01-01T00:00:00Z`)).json();
    expect(long.elapsedSeconds).toBe(24 * 60 * 60);

    const bad = await get(`${REALITY_CHECK_API.summary}?since=yesterday`);
    expect(bad.statusCode).toBe(400);
  });
});
