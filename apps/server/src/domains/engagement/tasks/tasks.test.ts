import {
  addDays,
  dayOfInstant,
  ENGAGEMENT_API,
  validStakeOf,
  wallTimeToInstant,
  type TValidStakePolicy,
} from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { publish } from '../../../platform/events/publish.js';
import { createMember, expectLedgerVerified } from '../../cashier/withdrawals/cashier-test-kit.js';
import {
  publishWagers,
  wagerEvent,
  type WagerEvent,
} from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { exclude, mainOf } from '../rewards/engagement-test-kit.js';

const bangkok = (day: string, time: string) => wallTimeToInstant(`${day}T${time}`, TEST_TIME_ZONE)!;

/** A task's progress recomputed from the surviving wagers alone (latest version of each). */
function recomputed(
  events: readonly WagerEvent[],
  accountId: number,
  day: string,
  task: { kind: 'bet' | 'rounds'; category: string | null },
  policy: TValidStakePolicy,
): number {
  const latest = new Map<string, WagerEvent>();
  const first = new Map<string, number>();
  for (const e of events) {
    const key = `${e.payload.product}:${e.payload.wagerId}:${e.payload.leg}`;
    if (!latest.has(key) || e.payload.version > latest.get(key)!.payload.version)
      latest.set(key, e);
    first.set(key, Math.min(first.get(key) ?? Infinity, Date.parse(e.payload.settledAt)));
  }
  let total = 0;
  for (const [key, e] of latest) {
    const p = e.payload;
    if (p.accountId !== accountId) continue;
    if (dayOfInstant(new Date(first.get(key)!), TEST_TIME_ZONE) !== day) continue;
    if (task.category && p.category !== task.category) continue;
    const voided = e.type === 'wager.voided' || p.status === 'voided';
    total +=
      task.kind === 'rounds'
        ? voided
          ? 0
          : 1
        : validStakeOf({ ...p, status: voided ? 'voided' : 'settled' }, policy);
  }
  return total;
}

describe('sign-in calendar and daily tasks', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let today: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    today = dayOfInstant(t.clock.now(), TEST_TIME_ZONE);
    const set = await t.app.inject({
      method: 'PUT',
      url: ENGAGEMENT_API.admin.signInRewards,
      headers: admin,
      payload: { amounts: [100, 200, 300] },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await expectLedgerVerified(t);
    await t.close();
  });

  const task = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENGAGEMENT_API.admin.tasks,
      headers: admin,
      payload: { title: { th: 'ภารกิจ', en: 'Task', zh: '任务' }, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const board = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: ENGAGEMENT_API.member.tasks, headers })).json();
  const signIn = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: ENGAGEMENT_API.member.signIn, headers });

  it("checks in once per business day of the operator's zone, across its midnight", async () => {
    const m = await createMember(t, 'tsign01');
    const day = addDays(today, 10);
    t.clock.set(bangkok(day, '23:59'));
    const first = await signIn(m.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      day,
      streak: 1,
      reward: { amount: 100, status: 'unclaimed' },
    });
    // Twice at once on the same day: both refused, none doubled.
    const again = await Promise.all([signIn(m.headers), signIn(m.headers)]);
    expect(again.map((r) => r.json().error.code)).toEqual([
      'SIGN_IN_ALREADY_TODAY',
      'SIGN_IN_ALREADY_TODAY',
    ]);
    // 00:01 in Bangkok (17:01 UTC of the same UTC day) is the next business day.
    t.clock.set(bangkok(addDays(day, 1), '00:01'));
    const next = await signIn(m.headers);
    expect(next.json()).toMatchObject({ day: addDays(day, 1), streak: 2, reward: { amount: 200 } });
    // A day missed starts the streak again; beyond the last configured day the last repeats.
    t.clock.set(bangkok(addDays(day, 3), '12:00'));
    expect((await signIn(m.headers)).json()).toMatchObject({ streak: 1, reward: { amount: 100 } });
    const view = await board(m.headers);
    expect(view.signIn).toMatchObject({ signedToday: true, streak: 1, amounts: [100, 200, 300] });
    const rewards = (
      await t.app.inject({ url: ENGAGEMENT_API.member.rewards, headers: m.headers })
    ).json();
    expect(rewards.unclaimed).toBe(3);
  });

  it('an excluded member cannot check in or collect', async () => {
    const m = await createMember(t, 'tsexcl01');
    await exclude(t.app.services.db, m.id);
    await expect(t.app.services.tasks.signIn(m.id)).rejects.toMatchObject({
      code: 'PLAY_RESTRICTED',
    });
  });

  it('bet and rounds progress equals a recomputation after voids, rollbacks and resettles', async () => {
    t.clock.set(bangkok(addDays(today, 20), '12:00'));
    const day = addDays(today, 20);
    const bet = await task({ kind: 'bet', target: 5_000, category: 'RNG', rewardAmount: 777 });
    const rounds = await task({ kind: 'rounds', target: 4, category: null, rewardAmount: 50 });
    const m = await createMember(t, 'tprog01');
    const at = (time: string) => bangkok(day, time).toISOString();
    const events: WagerEvent[] = [
      wagerEvent('wager.settled', {
        wagerId: 'w1',
        accountId: m.id,
        settledAt: at('09:00'),
        stake: 2_000,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'w2',
        accountId: m.id,
        settledAt: at('09:10'),
        stake: 2_500,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'w3',
        accountId: m.id,
        settledAt: at('09:20'),
        stake: 900,
        category: 'LIVE',
      }),
      wagerEvent('wager.settled', {
        wagerId: 'w4',
        accountId: m.id,
        settledAt: at('09:30'),
        stake: 1_500,
      }),
      // The day before (23:59 Bangkok) counts on that day, not today.
      wagerEvent('wager.settled', {
        wagerId: 'w5',
        accountId: m.id,
        settledAt: bangkok(addDays(day, -1), '23:59').toISOString(),
        stake: 9_000,
      }),
    ];
    await publishWagers(t.app.services.db, events);
    await t.app.services.events.drain();
    const policy = (await t.app.services.settings.get('cashier')).validStake;
    const progress = async () => {
      const tasks = (await board(m.headers)).tasks as { id: number; progress: number }[];
      return {
        bet: tasks.find((x) => x.id === bet)!.progress,
        rounds: tasks.find((x) => x.id === rounds)!.progress,
      };
    };
    const expectRecomputed = async (all: WagerEvent[]) =>
      expect(await progress()).toEqual({
        bet: recomputed(all, m.id, day, { kind: 'bet', category: 'RNG' }, policy),
        rounds: recomputed(all, m.id, day, { kind: 'rounds', category: null }, policy),
      });
    await expectRecomputed(events);
    expect(await progress()).toEqual({ bet: 6_000, rounds: 4 });
    const collectUrl = ENGAGEMENT_API.member.collectTask.replace(':id', String(bet));
    // A void of w4 and a resettle of w2 as a push (counts 0 by the default policy): 2,000 left.
    const corrections = [
      wagerEvent('wager.voided', {
        wagerId: 'w4',
        accountId: m.id,
        settledAt: at('09:30'),
        stake: 1_500,
        version: 2,
      }),
      wagerEvent('wager.resettled', {
        wagerId: 'w2',
        accountId: m.id,
        settledAt: at('11:00'),
        stake: 2_500,
        result: 'push',
        version: 2,
      }),
      // A late duplicate of an older version changes nothing.
      wagerEvent('wager.settled', {
        wagerId: 'w4',
        accountId: m.id,
        settledAt: at('09:30'),
        stake: 1_500,
        version: 1,
      }),
    ];
    await publishWagers(t.app.services.db, corrections, 3);
    await t.app.services.events.drain();
    await expectRecomputed([...events, ...corrections]);
    expect(await progress()).toEqual({ bet: 2_000, rounds: 3 });
    const early = await t.app.inject({ method: 'POST', url: collectUrl, headers: m.headers });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('TASK_NOT_COMPLETE');
    // Replay from 0: still the same figures.
    await t.app.services.events.resetPosition('engagement.progress', 0);
    await t.app.services.events.drain();
    expect(await progress()).toEqual({ bet: 2_000, rounds: 3 });
    // Play on to complete it; the reward is posted once a day however often it is collected.
    const more = [
      wagerEvent('wager.settled', {
        wagerId: 'w6',
        accountId: m.id,
        settledAt: at('11:30'),
        stake: 3_000,
      }),
    ];
    await publishWagers(t.app.services.db, more);
    await t.app.services.events.drain();
    const collected = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: collectUrl, headers: m.headers }),
      ),
    );
    expect(collected.map((c) => c.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(collected.map((c) => c.json().id)).size).toBe(1);
    const reward = collected[0]!.json<{ id: number; amount: number }>();
    expect(reward.amount).toBe(777);
    expect((await board(m.headers)).tasks.find((x: { id: number }) => x.id === bet).collected).toBe(
      true,
    );
    const claim = await t.app.inject({
      method: 'POST',
      url: ENGAGEMENT_API.member.claimReward.replace(':id', String(reward.id)),
      headers: m.headers,
    });
    expect(claim.json()).toMatchObject({ status: 'claimed' });
    expect(await mainOf(t, m.id)).toBe(777);
    // The next business day: a new day's task, progress from 0.
    t.clock.set(bangkok(addDays(day, 1), '00:00'));
    expect(await progress()).toEqual({ bet: 0, rounds: 0 });
  });

  it('deposit tasks count approved deposits of the day', async () => {
    const m = await createMember(t, 'tdep01');
    t.clock.set(new Date());
    const dep = await task({ kind: 'deposit', target: 10_000, rewardAmount: 300 });
    await t.app.services.db.transaction(async (tx) => {
      for (const [depositId, amount] of [
        [900_001, 6_000],
        [900_002, 4_000],
      ] as const) {
        await publish(tx, {
          type: 'deposit.approved',
          key: `account:${m.id}`,
          payload: {
            depositId,
            accountId: m.id,
            amount,
            currency: 'THB',
            ledgerTransferId: 1,
            operatorId: null,
          },
        });
      }
    });
    await t.app.services.events.drain();
    const view = await board(m.headers);
    expect(view.tasks.find((x: { id: number }) => x.id === dep).progress).toBe(10_000);
  });

  it('refuses tasks the database cannot hold', async () => {
    for (const payload of [
      { kind: 'bet', target: 0, rewardAmount: 1 },
      { kind: 'bet', target: 1, rewardAmount: Number.MAX_SAFE_INTEGER + 1 },
      { kind: 'spin', target: 1, rewardAmount: 1 },
      { kind: 'bet', target: 1, rewardAmount: 1, category: 'not a category' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: ENGAGEMENT_API.admin.tasks,
        headers: admin,
        payload: { title: { th: 'x', en: 'x', zh: 'x' }, ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
