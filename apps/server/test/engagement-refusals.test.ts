import {
  addDays,
  dayOfInstant,
  ENGAGEMENT_API,
  FAIR_TERMS,
  wallTimeToInstant,
} from '@lw/contracts';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema/index.js';
import {
  grantOf,
  walletBalance,
} from '../src/domains/cashier/bonus-wallet/bonus-wallet-test-kit.js';
import {
  createMember,
  type TestMember,
} from '../src/domains/cashier/withdrawals/cashier-test-kit.js';
import {
  createPromotion,
  promotionInput,
} from '../src/domains/engagement/promotions/promotions-test-kit.js';
import {
  approvedDeposits,
  saveVipProgram,
  TWO_LEVELS,
} from '../src/domains/engagement/vip/vip-test-kit.js';
import { adminHeaders, createTestApp, TEST_TIME_ZONE, type TestApp } from './test-app.js';

/**
 * Issue 26: "an excluded member or one on a time-out sees no offer and cannot claim", asked of
 * every programme at its own entry points. Each row: what the member is offered (must be
 * nothing) and each claim or payout (must answer PLAY_RESTRICTED, or pay nothing where a run pays
 * on its own). Nothing reaches the member's main or bonus wallet.
 */
describe('engagement refusals of a restricted member', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let seq = 0;
  const ids = { promotion: 0, envelope: 0, task: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    const today = dayOfInstant(t.clock.now(), TEST_TIME_ZONE);
    // Inside the red envelopes' daily window (20:00-20:30 in the operator's zone).
    t.clock.set(wallTimeToInstant(`${today}T20:05`, TEST_TIME_ZONE)!);
    ids.promotion = (
      await createPromotion(
        t.app,
        admin,
        promotionInput({ kind: 'fixedBonus', amount: 1_000, terms: FAIR_TERMS }),
      )
    ).id;
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const title = { th: 'ทดสอบ', en: 'Test', zh: '测试' };
    ids.envelope = await post(ENGAGEMENT_API.admin.redEnvelopes, {
      title,
      poolAmount: 100_000,
      mode: 'fixed',
      minAmount: 100,
      maxAmount: 100,
      windowStart: '20:00',
      windowMinutes: 30,
      firstDay: today,
      lastDay: addDays(today, 5),
      audience: 'all',
    });
    // The standing is asked before the progress: the refusal comes first, done or not.
    ids.task = await post(ENGAGEMENT_API.admin.tasks, {
      title,
      kind: 'deposit',
      target: 1,
      rewardAmount: 300,
    });
    const amounts = await t.app.inject({
      method: 'PUT',
      url: ENGAGEMENT_API.admin.signInRewards,
      headers: admin,
      payload: { amounts: [100] },
    });
    expect(amounts.statusCode, amounts.body).toBe(200);
    await saveVipProgram(t.app, TWO_LEVELS);
  });
  afterAll(() => t?.close());

  const restrictions = [
    ['self-excluded', { playRestriction: 'self_exclusion', playRestrictedUntil: 'infinity' }],
    [
      'on a time-out',
      { playRestriction: 'time_out', playRestrictedUntil: new Date('2099-01-01T00:00:00Z') },
    ],
  ] as const;

  /** Each programme: its offers to the member now, and its claims or payouts. */
  const programmes: {
    name: string;
    /** False: the programme shows no offer to anyone (it pays on a claim or by itself). */
    shown?: false;
    offers: (m: TestMember) => Promise<unknown[]>;
    /** Each claim started only when the test awaits it: one started early rejects unheard. */
    claims: (m: TestMember, before: { rewardId: number }) => (() => Promise<unknown>)[];
  }[] = [
    {
      name: 'reward centre',
      offers: async (m) => {
        const made = await t.app.services.db.transaction((tx) =>
          t.app.services.rewardCentre.offer(tx, {
            accountId: m.id,
            sourceKind: 'task',
            sourceKey: `refusals:${crypto.randomUUID()}`,
            amount: 500,
          }),
        );
        return made ? [made] : [];
      },
      claims: (m, before) => [() => t.app.services.rewardCentre.claim(m.id, before.rewardId)],
    },
    {
      name: 'promotions',
      offers: async (m) => {
        const account = await t.app.services.accounts.findByUsername(m.username);
        return t.app.services.promotionOffers.list(account!, {});
      },
      claims: (m) => [
        () =>
          t.app.services.promotionClaims.claim(m.id, ids.promotion, crypto.randomUUID(), {
            ip: null,
            deviceId: null,
          }),
      ],
    },
    {
      name: 'red envelopes',
      offers: async (m) => (await t.app.services.redEnvelopes.state(m.id)).windows,
      claims: (m) => [() => t.app.services.redEnvelopes.grab(m.id, ids.envelope)],
    },
    {
      name: 'sign-in and daily tasks',
      offers: async (m) => (await t.app.services.tasks.board(m.id)).tasks,
      claims: (m) => [
        () => t.app.services.tasks.signIn(m.id),
        () => t.app.services.tasks.collect(m.id, ids.task),
      ],
    },
    {
      name: 'rebate',
      // The page stays (what accrued, the history) and says why nothing can be claimed.
      offers: async (m) => {
        const mine = await t.app.services.rebate.mine(m.id);
        return mine.blocked === null ? [mine] : [];
      },
      claims: (m) => [() => t.app.services.rebate.claim(m.id)],
    },
    {
      name: 'bonus wallet',
      shown: false,
      offers: async () => [],
      claims: (m) => [() => t.app.services.bonusWallet.grant(undefined, grantOf(m.id, 1_000))],
    },
  ];

  it.each(restrictions)(
    'a member %s is offered nothing and every claim is refused',
    async (_, restriction) => {
      const m = await createMember(t, `refuse${seq++}x`);
      // A reward offered while the member could still take it, claimed after the restriction.
      const before = await t.app.services.db.transaction((tx) =>
        t.app.services.rewardCentre.offer(tx, {
          accountId: m.id,
          sourceKind: 'task',
          sourceKey: `refusals:before:${m.id}`,
          amount: 500,
        }),
      );
      expect(before).not.toBeNull();
      for (const programme of programmes.filter((p) => p.shown !== false)) {
        expect((await programme.offers(m)).length, programme.name).toBeGreaterThan(0);
      }
      await t.app.services.db.update(accounts).set(restriction).where(eq(accounts.id, m.id));

      for (const programme of programmes) {
        expect(await programme.offers(m), programme.name).toEqual([]);
        for (const claim of programme.claims(m, { rewardId: before!.id })) {
          await expect(claim(), programme.name).rejects.toMatchObject({ code: 'PLAY_RESTRICTED' });
        }
      }
      // Programmes that pay on their own: VIP raises no level and pays no level-up bonus.
      await approvedDeposits(t.app, t.clock.now(), [{ accountId: m.id, amount: 60_000 }]);
      expect(await t.app.services.vipLevels.refresh(m.id)).toBe(0);

      expect(await walletBalance(t, m.id, 'main')).toBe(0);
      expect(await walletBalance(t, m.id, 'bonus')).toBe(0);
    },
  );
});
