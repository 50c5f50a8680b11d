import { addDays, dayOfInstant, ENGAGEMENT_API, wallTimeToInstant } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { createMember, expectLedgerVerified } from '../../cashier/withdrawals/cashier-test-kit.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { exclude } from '../rewards/engagement-test-kit.js';
import { freezeInstant, periodOf } from './leaderboard-periods.js';

const bangkok = (day: string, time: string) => wallTimeToInstant(`${day}T${time}`, TEST_TIME_ZONE)!;

describe('mission leaderboard', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let day: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    day = addDays(dayOfInstant(t.clock.now(), TEST_TIME_ZONE), 40);
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  it('periods are days, Monday weeks and months of the zone; the freeze is stated in it', () => {
    expect(periodOf('weekly', '2026-12-03')).toEqual({
      firstDay: '2026-11-30',
      lastDay: '2026-12-06',
    });
    expect(periodOf('weekly', '2026-11-30')).toEqual({
      firstDay: '2026-11-30',
      lastDay: '2026-12-06',
    });
    expect(periodOf('monthly', '2026-02-14')).toEqual({
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
    });
    expect(periodOf('monthly', '2026-12-31')).toEqual({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
    // Frozen 30 minutes after the Bangkok midnight that ends 3 December: 17:30 UTC that day.
    expect(
      freezeInstant(
        { firstDay: '2026-12-03', lastDay: '2026-12-03' },
        30,
        TEST_TIME_ZONE,
      ).toISOString(),
    ).toBe('2026-12-03T17:30:00.000Z');
  });

  it('ranks by valid bet, ties to the earliest, freezes once at its time and pays each prize once', async () => {
    t.clock.set(bangkok(day, '08:00'));
    const created = await t.app.inject({
      method: 'POST',
      url: ENGAGEMENT_API.admin.leaderboards,
      headers: admin,
      payload: {
        title: { th: 'อันดับ', en: 'Daily race', zh: '每日排行' },
        period: 'daily',
        category: null,
        freezeMinutes: 10,
        prizes: [1_000, 500, 200],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const boardId = created.json<{ id: number }>().id;
    const [a, b, c, d] = await Promise.all(
      ['lba01', 'lbb01', 'lbc01', 'lbd01'].map((n) => createMember(t, n)),
    );
    const at = (time: string) => bangkok(day, time).toISOString();
    await publishWagers(t.app.services.db, [
      // a and b both reach 5,000; b got there first (10:00 against a's 11:00).
      wagerEvent('wager.settled', {
        wagerId: 'l1',
        accountId: a!.id,
        settledAt: at('09:00'),
        stake: 3_000,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l2',
        accountId: b!.id,
        settledAt: at('10:00'),
        stake: 5_000,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l3',
        accountId: a!.id,
        settledAt: at('11:00'),
        stake: 2_000,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l4',
        accountId: c!.id,
        settledAt: at('12:00'),
        stake: 4_000,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l5',
        accountId: d!.id,
        settledAt: at('12:30'),
        stake: 8_000,
      }),
      // d's big wager is voided: out of the ranking.
      wagerEvent('wager.voided', {
        wagerId: 'l5',
        accountId: d!.id,
        settledAt: at('12:30'),
        stake: 8_000,
        version: 2,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l6',
        accountId: d!.id,
        settledAt: at('13:00'),
        stake: 100,
      }),
    ]);
    await t.app.services.events.drain();
    const view = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: ENGAGEMENT_API.member.leaderboards, headers }))
        .json()
        .items.find((x: { id: number }) => x.id === boardId);
    const live = await view(a!.headers);
    expect(live.rows.map((r: { validStake: number }) => r.validStake)).toEqual([
      5_000, 5_000, 4_000, 100,
    ]);
    expect(live.rows[0].username).toBe('lb***01');
    expect(live.mine).toMatchObject({ rank: 2, username: 'lba01', validStake: 5_000, prize: 500 });
    expect(live.freezesAt).toBe(new Date(bangkok(addDays(day, 1), '00:10')).toISOString());

    // 23:59 the day's last wager (c passes everyone); it settles after midnight but counts then.
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'l7',
        accountId: c!.id,
        settledAt: at('23:59'),
        stake: 2_000,
      }),
    ]);
    await t.app.services.events.drain();
    // c is excluded before the freeze: ranked, but no prize reaches them.
    await exclude(t.app.services.db, c!.id);
    t.clock.set(bangkok(addDays(day, 1), '00:09'));
    expect(await t.app.services.leaderboards.freezeDue()).toBe(0);
    t.clock.set(bangkok(addDays(day, 1), '00:10'));
    // Two runs at once (two processes): one freeze.
    const runs = await Promise.all([
      t.app.services.leaderboards.freezeDue(),
      t.app.services.leaderboards.freezeDue(),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await t.app.services.leaderboards.freezeDue()).toBe(0);

    const results = await t.app.inject({
      url: ENGAGEMENT_API.admin.leaderboardResults.replace(':id', String(boardId)),
      headers: admin,
    });
    const [period] = results.json().periods;
    expect(period).toMatchObject({ firstDay: day, lastDay: day });
    expect(
      period.rows.map((r: { username: string; prize: number }) => [r.username, r.prize]),
    ).toEqual([
      ['lbc01', 1_000],
      ['lbb01', 500],
      ['lba01', 200],
      ['lbd01', 0],
    ]);
    const badge = async (m: { headers: Record<string, string> }) =>
      (await t.app.inject({ url: ENGAGEMENT_API.member.badges, headers: m.headers })).json()
        .missionLeaderboard;
    expect(await Promise.all([b, a, d].map((m) => badge(m!)))).toEqual([1, 1, 0]);
    const prizes = await t.app.services.rewardCentre.adminList({ page: 1, pageSize: 100 });
    const mine = prizes.items.filter((r) => r.sourceKind === 'leaderboard');
    expect(mine.map((r) => [r.username, r.amount]).sort()).toEqual([
      ['lba01', 200],
      ['lbb01', 500],
    ]);

    // A correction after the freeze does not move the frozen result.
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.voided', {
        wagerId: 'l2',
        accountId: b!.id,
        settledAt: at('10:00'),
        stake: 5_000,
        version: 2,
      }),
    ]);
    await t.app.services.events.drain();
    const last = (await view(b!.headers)).last;
    expect(last.rows[1]).toMatchObject({
      rank: 2,
      username: 'lbb01',
      validStake: 5_000,
      prize: 500,
    });
  });
});
