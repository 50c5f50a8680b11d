import crypto from 'node:crypto';
import { POINTS_API, type TPointsConfig, type TPointsRedemption } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publish } from '../../../platform/events/publish.js';
import { createAccount, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { approvedDeposits } from '../vip/vip-test-kit.js';
import { POINTS_EARN_CONSUMER } from './points-earn-consumer.js';

const PAY = 'Pay-Passw0rd!';

/** 100 THB earns 1 point, from 1,000 THB 2 points per 100 THB; 100 points convert to 10 THB. */
const CONFIG: TPointsConfig = {
  tiers: [
    { minDeposit: 0, ratioAmount: 10_000, ratioPoints: 1 },
    { minDeposit: 100_000, ratioAmount: 10_000, ratioPoints: 2 },
  ],
  convert: { enabled: true, ratioPoints: 100, ratioAmount: 1_000, minPoints: 100 },
  rules: { en: 'Rules', th: 'กติกา', zh: '规则' },
};

/** Issue 26 item 6: the points mall, its guards and its ledger. */
describe('points mall', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seq = 0;
  const member = async () => {
    const row = await createAccount(t.app, {
      username: `pts${++seq}x${Date.now() % 100000}`,
      paymentPassword: PAY,
    });
    return { id: row.id, headers: await signIn(t.app, row.username) };
  };
  const points = (accountId: number) => t.app.services.points.balanceOf(accountId);
  const reward = async (over: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: POINTS_API.adminRewards,
      headers: admin,
      payload: {
        name: { en: 'Mug', th: 'แก้ว', zh: '杯子' },
        description: { en: 'A mug', th: 'แก้วน้ำ', zh: '一个杯子' },
        imageUrl: null,
        pricePoints: 50,
        stock: 10,
        perMemberLimit: null,
        active: true,
        sortOrder: 0,
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; stock: number | null }>();
  };
  const redeem = (headers: Record<string, string>, rewardId: number, requestId: string, pw = PAY) =>
    t.app.inject({
      method: 'POST',
      url: POINTS_API.redemptions,
      headers,
      payload: { rewardId, paymentPassword: pw, requestId },
    });
  const stockOf = async (id: number) =>
    (
      await queryRows<{ stock: number }>(
        t.app.services.db,
        sql`SELECT stock FROM points_rewards WHERE id = ${id}`,
      )
    )[0]!.stock;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: POINTS_API.adminConfig,
      headers: admin,
      payload: CONFIG,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('earns points on an approved deposit at the table (floor), once however often the event comes', async () => {
    const m = await member();
    // 999 THB: tier 1, 9.99 points -> 9; 1,000 THB: tier 2, 20 points.
    const [first] = await approvedDeposits(t.app, t.clock.now(), [
      { accountId: m.id, amount: 99_900 },
      { accountId: m.id, amount: 100_000 },
    ]);
    expect(await points(m.id)).toBe(29);
    // The same deposit told again, and the whole log replayed: nothing more.
    await t.app.services.db.transaction((tx) =>
      publish(tx, {
        type: 'deposit.approved',
        key: `account:${m.id}`,
        payload: {
          depositId: first!,
          accountId: m.id,
          amount: 99_900,
          currency: 'THB',
          ledgerTransferId: first!,
          operatorId: null,
        },
      }),
    );
    await t.app.services.events.drain();
    await t.app.services.events.resetPosition(POINTS_EARN_CONSUMER, 0);
    await t.app.services.events.drain();
    expect(await points(m.id)).toBe(29);
    const summary = await t.app.inject({ url: POINTS_API.summary, headers: m.headers });
    expect(summary.json()).toMatchObject({ balance: 29, earned: 29, exchanged: 0 });
    const details = await t.app.inject({ url: POINTS_API.details, headers: m.headers });
    expect(details.json().items.map((e: { points: number }) => e.points)).toEqual([20, 9]);
  });

  it('a redeem sent 20 times at once spends once and takes one from stock', async () => {
    const m = await member();
    await approvedDeposits(t.app, t.clock.now(), [{ accountId: m.id, amount: 1_000_000 }]);
    expect(await points(m.id)).toBe(200);
    const r = await reward({ stock: 5 });
    const requestId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(m.headers, r.id, requestId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.json<TPointsRedemption>().id));
    expect(ids.size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ status: 'in_process', points: 50, type: 'reward' });
    expect(await points(m.id)).toBe(150);
    expect(await stockOf(r.id)).toBe(4);
    const history = await t.app.inject({ url: POINTS_API.redemptions, headers: m.headers });
    expect(history.json().total).toBe(1);
  });

  it(
    'stock never goes below zero under 100 parallel redemptions',
    { timeout: 240_000 },
    async () => {
      const members: { id: number }[] = [];
      for (let i = 0; i < 100; i += 1) {
        const row = await createAccount(t.app, {
          username: `stk${i}x${Date.now() % 100000}`,
          paymentPassword: PAY,
        });
        members.push({ id: row.id });
      }
      await approvedDeposits(
        t.app,
        t.clock.now(),
        members.map((m) => ({ accountId: m.id, amount: 100_000 })),
      );
      const r = await reward({ stock: 7, pricePoints: 10 });
      const results = await Promise.allSettled(
        members.map(async (m) => {
          const session = (await t.app.services.accounts.findById(m.id))!;
          return t.app.services.points.redeem(session, {
            rewardId: r.id,
            paymentPassword: PAY,
            requestId: crypto.randomUUID(),
          });
        }),
      );
      const won = results.filter((x) => x.status === 'fulfilled');
      const lost = results.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
      expect(won).toHaveLength(7);
      expect(new Set(lost.map((x) => (x.reason as { code: string }).code))).toEqual(
        new Set(['REWARD_OUT_OF_STOCK']),
      );
      expect(await stockOf(r.id)).toBe(0);
      const spent = await Promise.all(members.map((m) => points(m.id)));
      expect(spent.filter((p) => p === 10)).toHaveLength(7);
      expect(spent.filter((p) => p === 20)).toHaveLength(93);
    },
  );

  it('the operator approves one and rejects another: the rejected one refunds exactly, once', async () => {
    const m = await member();
    await approvedDeposits(t.app, t.clock.now(), [{ accountId: m.id, amount: 1_000_000 }]);
    const r = await reward({ stock: 3, pricePoints: 70, perMemberLimit: 2 });
    const a = (await redeem(m.headers, r.id, crypto.randomUUID())).json<TPointsRedemption>();
    const b = (await redeem(m.headers, r.id, crypto.randomUUID())).json<TPointsRedemption>();
    const third = await redeem(m.headers, r.id, crypto.randomUUID());
    expect(third.json().error.code).toBe('REWARD_LIMIT_REACHED');
    expect(await points(m.id)).toBe(60);
    const approve = await t.app.inject({
      method: 'POST',
      url: POINTS_API.adminApprove.replace(':id', String(a.id)),
      headers: admin,
      payload: {},
    });
    expect(approve.json()).toMatchObject({ status: 'approved' });
    const rejects = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: POINTS_API.adminReject.replace(':id', String(b.id)),
          headers: admin,
          payload: { remark: 'Out of colour' },
        }),
      ),
    );
    expect(rejects.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await points(m.id)).toBe(130);
    expect(await stockOf(r.id)).toBe(2);
    // A rejected redemption no longer counts against the member's limit.
    expect((await redeem(m.headers, r.id, crypto.randomUUID())).statusCode).toBe(200);
    const history = await t.app.inject({ url: POINTS_API.redemptions, headers: m.headers });
    expect(history.json().items.map((x: TPointsRedemption) => x.status)).toEqual([
      'in_process',
      'rejected',
      'approved',
    ]);
  });

  it('converts points to money with the payment password; a wrong one moves nothing', async () => {
    const m = await member();
    await approvedDeposits(t.app, t.clock.now(), [{ accountId: m.id, amount: 1_000_000 }]);
    const before = await mainBalance(t.app, m.id);
    const convert = (pts: number, pw: string, requestId = crypto.randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: POINTS_API.conversions,
        headers: m.headers,
        payload: { points: pts, paymentPassword: pw, requestId },
      });
    const wrong = await convert(150, 'not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect(await points(m.id)).toBe(200);
    expect((await convert(99, PAY)).json().error.code).toBe('POINTS_CONVERSION_TOO_SMALL');
    const requestId = crypto.randomUUID();
    const [ok, again] = await Promise.all([
      convert(150, PAY, requestId),
      convert(150, PAY, requestId),
    ]);
    // 150 points x 1,000 / 100 = 1,500 minor units (15 THB).
    expect(ok.json()).toMatchObject({
      type: 'convert',
      status: 'approved',
      points: 150,
      amount: 1_500,
    });
    expect(again.json().id).toBe(ok.json().id);
    expect(await points(m.id)).toBe(50);
    expect(await mainBalance(t.app, m.id)).toBe(before + 1_500);
    expect((await convert(100, PAY)).json().error.code).toBe('POINTS_INSUFFICIENT');
  });

  it('claws back the points of a reversed deposit, at most what is left, once', async () => {
    const m = await member();
    const [deposit] = await approvedDeposits(t.app, t.clock.now(), [
      { accountId: m.id, amount: 1_000_000 },
    ]);
    const r = await reward({ stock: null, pricePoints: 150 });
    expect((await redeem(m.headers, r.id, crypto.randomUUID())).statusCode).toBe(200);
    const claw = () =>
      t.app.inject({
        method: 'POST',
        url: POINTS_API.adminClawback,
        headers: admin,
        payload: { depositId: deposit, reason: 'Chargeback' },
      });
    const first = await claw();
    expect(first.json()).toEqual({
      depositId: deposit,
      earned: 200,
      clawedBack: 50,
      shortfall: 150,
      replayed: false,
    });
    expect(await points(m.id)).toBe(0);
    expect((await claw()).json()).toMatchObject({ clawedBack: 50, replayed: true });
    const unknown = await t.app.inject({
      method: 'POST',
      url: POINTS_API.adminClawback,
      headers: admin,
      payload: { depositId: 987654321, reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an excluded member earns nothing and cannot redeem or convert', async () => {
    const m = await member();
    await approvedDeposits(t.app, t.clock.now(), [{ accountId: m.id, amount: 1_000_000 }]);
    const r = await reward({ stock: 5, pricePoints: 10 });
    await t.app.services.db.execute(
      sql`UPDATE accounts SET play_restriction = 'self_exclusion', play_restricted_until = 'infinity'
          WHERE id = ${m.id}`,
    );
    const stockBefore = await stockOf(r.id);
    const redeemed = await redeem(m.headers, r.id, crypto.randomUUID());
    expect(redeemed.statusCode).toBe(403);
    expect(redeemed.json().error.code).toBe('PLAY_RESTRICTED');
    const converted = await t.app.inject({
      method: 'POST',
      url: POINTS_API.conversions,
      headers: m.headers,
      payload: { points: 100, paymentPassword: PAY, requestId: crypto.randomUUID() },
    });
    expect(converted.json().error.code).toBe('PLAY_RESTRICTED');
    expect(await points(m.id)).toBe(200);
    expect(await stockOf(r.id)).toBe(stockBefore);
    await approvedDeposits(t.app, t.clock.now(), [{ accountId: m.id, amount: 1_000_000 }]);
    expect(await points(m.id)).toBe(200);
  });

  it('refuses what the database cannot store and keeps the ledger balanced', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: POINTS_API.adminRewards,
      headers: admin,
      payload: {
        name: { en: 'x', th: 'x', zh: 'x' },
        description: { en: '', th: '', zh: '' },
        imageUrl: 'javascript:alert(1)',
        pricePoints: 10,
        stock: 3_000_000_000,
        perMemberLimit: null,
        active: true,
        sortOrder: 0,
      },
    });
    expect(huge.statusCode).toBe(400);
    const report = await t.app.services.ledger.verify();
    expect(report.ok, JSON.stringify(report.breaches)).toBe(true);
    expect(report.currencies.map((c) => c.currency)).toContain('PTS');
  });
});
