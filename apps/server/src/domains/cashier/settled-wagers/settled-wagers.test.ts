import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { turnoverRemaining } from '../withdrawals/withdrawal-limits.js';
import { fundedMember, testProduct, wagerEvents } from '../wagers/wager-test-kit.js';
import { validStakeSince } from './settled-wager-queries.js';
import {
  publishWagers,
  readModel,
  seedMembers,
  wagerEvent,
  type WagerEvent,
} from './settled-wagers-test-kit.js';

/** Bangkok is UTC+7: 16:59Z is 23:59 there, 17:01Z is 00:01 of the next day. */
const BEFORE_MIDNIGHT = '2026-03-04T16:59:00.000Z';
const AFTER_MIDNIGHT = '2026-03-04T17:01:00.000Z';
const THREE_DAYS_LATER = '2026-03-07T05:00:00.000Z';

describe('settled-wager read model', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let member: number;
  let other: number;
  let agentPath: number[];

  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t.app);
    const seeded = await seedMembers(t.app.services.db, 'sw');
    [member, other] = seeded.members as [number, number];
    agentPath = seeded.agentPaths.get(member)!;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.services.db.execute(
      sql`TRUNCATE outbox_events, settled_wagers, wager_days RESTART IDENTITY`,
    );
    await t.app.services.events.resetPosition('cashier.settled-wagers', 0);
  });

  const deliver = async (events: WagerEvent[]) => {
    await publishWagers(t.app.services.db, events);
    await t.app.services.events.drain();
  };
  const days = (accountId = member) =>
    t.app.services.settledWagers.memberDays(accountId, '2026-03-01', '2026-03-31');

  it('puts a wager at 23:59 and one at 00:01 site time on their own business days', async () => {
    await deliver([
      wagerEvent('wager.settled', {
        wagerId: 'late',
        accountId: member,
        stake: 1_000,
        win: 300,
        settledAt: BEFORE_MIDNIGHT,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'early',
        accountId: member,
        stake: 2_000,
        win: 5_000,
        settledAt: AFTER_MIDNIGHT,
      }),
    ]);
    expect(await days()).toEqual([
      expect.objectContaining({ businessDay: '2026-03-05', wagers: 1, stake: 2_000, win: 5_000 }),
      expect.objectContaining({ businessDay: '2026-03-04', wagers: 1, stake: 1_000, win: 300 }),
    ]);
    const { rows } = await readModel(t.app.services.db);
    expect(rows.map((r) => [r.wagerId, r.businessDay, r.agentPath])).toEqual([
      ['early', '2026-03-05', agentPath],
      ['late', '2026-03-04', agentPath],
    ]);
  });

  it('a resettle or void days later corrects the day the wager settled, by the difference', async () => {
    const settled = wagerEvent('wager.settled', {
      wagerId: 'w1',
      accountId: member,
      stake: 1_000,
      win: 0,
      settledAt: BEFORE_MIDNIGHT,
    });
    const kept = wagerEvent('wager.settled', {
      wagerId: 'w2',
      accountId: member,
      stake: 400,
      win: 100,
      settledAt: BEFORE_MIDNIGHT,
    });
    await deliver([settled, kept]);
    // The member moves to another agent before the correction: the path at settlement stays.
    await t.app.services.db.execute(
      sql`UPDATE accounts SET path = '/999/' || id || '/' WHERE id = ${member}`,
    );
    await deliver([
      wagerEvent('wager.resettled', {
        ...settled.payload,
        win: 2_500,
        version: 2,
        settledAt: THREE_DAYS_LATER,
      }),
    ]);
    expect(await days()).toEqual([
      expect.objectContaining({ businessDay: '2026-03-04', wagers: 2, stake: 1_400, win: 2_600 }),
    ]);
    await deliver([
      wagerEvent('wager.voided', { ...settled.payload, version: 3, settledAt: THREE_DAYS_LATER }),
    ]);
    expect(await days()).toEqual([
      expect.objectContaining({
        businessDay: '2026-03-04',
        wagers: 1,
        stake: 400,
        validStake: 400,
        win: 100,
      }),
    ]);
    const { rows } = await readModel(t.app.services.db);
    expect(rows.find((r) => r.wagerId === 'w1')).toMatchObject({
      status: 'voided',
      version: 3,
      validStake: 0,
      win: 0,
      businessDay: '2026-03-04',
      agentPath,
    });
    await t.app.services.db.execute(
      sql`UPDATE accounts SET path = ${`/${[...agentPath].reverse().join('/')}/`} || id || '/'
           WHERE id = ${member}`,
    );
  });

  it('applies the valid-stake policy saved in the cashier settings, and refuses a bad one', async () => {
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/cashier',
        headers,
        payload: payload as object,
      });
    const cashier = (await t.app.inject({ url: '/api/admin/settings/cashier', headers })).json();
    expect(cashier.validStake).toEqual({
      push: 'zero',
      halfLines: 'half',
      hedges: 'once',
      halfRounding: 'floor',
    });
    const bad = await put({ ...cashier, validStake: { ...cashier.validStake, push: 'sometimes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    const push = (wagerId: string) =>
      wagerEvent('wager.settled', {
        wagerId,
        accountId: member,
        stake: 1_001,
        win: 1_001,
        result: 'push',
        settledAt: BEFORE_MIDNIGHT,
      });
    const half = wagerEvent('wager.settled', {
      wagerId: 'half',
      accountId: member,
      stake: 1_001,
      win: 1_500,
      result: 'half_win',
      settledAt: BEFORE_MIDNIGHT,
    });
    await deliver([push('push-a'), half]);
    const saved = await put({
      ...cashier,
      validStake: { push: 'count', halfLines: 'half', hedges: 'once', halfRounding: 'halfUp' },
    });
    expect(saved.statusCode).toBe(200);
    await deliver([push('push-b')]);
    const rows = (await readModel(t.app.services.db)).rows;
    // Computed once, when each wager arrived: the earlier push keeps 0 under the new policy.
    expect(rows.map((r) => [r.wagerId, r.validStake])).toEqual([
      ['half', 500],
      ['push-a', 0],
      ['push-b', 1_001],
    ]);
    expect((await put(cashier)).statusCode).toBe(200);
  });

  it('a both-sides round through the wager core counts its net exposure, or nothing, by the hedge setting', async () => {
    const put = (validStake: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/cashier',
        headers,
        payload: { ...cashier, validStake },
      });
    const cashier = (await t.app.inject({ url: '/api/admin/settings/cashier', headers })).json();
    const product = testProduct();
    const m = await fundedMember(t.app.services.db, t.app.services.ledger, product, 10_000);
    const at = new Date(BEFORE_MIDNIGHT);
    const game = { gameCode: 'baccarat', gameId: null, category: 'LIVE' };
    // One round: 300 on Player and 100 on Banker (two bets), then the round ends with its win.
    const round = (wagerId: string) => {
      const key = { product, wagerId, leg: 0 };
      const base = { key, member: m, at, game, ends: false };
      return t.app.services.wagers.run([
        { ...base, kind: 'stake', ref: 'p', amount: 300, side: 'player' },
        { ...base, kind: 'stake', ref: 'b', amount: 100, side: 'banker' },
        { ...base, kind: 'credit', ref: 'w', amount: 600, ends: true, bonus: false },
      ]);
    };
    const policy = { push: 'zero', halfLines: 'half', halfRounding: 'floor' };
    expect((await put({ ...policy, hedges: 'net' })).statusCode).toBe(200);
    expect((await round('net')).every((r) => r.ok)).toBe(true);
    await t.app.services.events.drain();
    expect((await put({ ...policy, hedges: 'none' })).statusCode).toBe(200);
    expect((await round('none')).every((r) => r.ok)).toBe(true);
    await t.app.services.events.drain();
    const rows = (await readModel(t.app.services.db)).rows.filter((r) => r.product === product);
    expect(rows.map((r) => [r.wagerId, r.stake, r.validStake])).toEqual([
      ['net', 400, 200],
      ['none', 400, 0],
    ]);
    const [event] = await wagerEvents(t.app.services.db, product);
    expect(event!.payload.sides).toEqual([
      { side: 'player', stake: 300 },
      { side: 'banker', stake: 100 },
    ]);
    expect((await put(cashier.validStake)).statusCode).toBe(200);
  });

  it('counts turnover for the cashier port: valid stake since a time, never play money', async () => {
    await deliver([
      wagerEvent('wager.settled', {
        wagerId: 'old',
        accountId: member,
        stake: 7_000,
        settledAt: '2026-03-01T00:00:00.000Z',
      }),
      wagerEvent('wager.settled', {
        wagerId: 'new',
        accountId: member,
        stake: 3_000,
        settledAt: AFTER_MIDNIGHT,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'fun',
        accountId: member,
        currency: 'FUN',
        stake: 50_000,
        settledAt: AFTER_MIDNIGHT,
      }),
      wagerEvent('wager.voided', {
        wagerId: 'void',
        accountId: member,
        stake: 9_000,
        settledAt: AFTER_MIDNIGHT,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'theirs',
        accountId: other,
        stake: 4_000,
        settledAt: AFTER_MIDNIGHT,
      }),
    ]);
    const db = t.app.services.db;
    const since = new Date('2026-03-04T00:00:00.000Z');
    expect(await validStakeSince(db, member, since)).toBe(3_000);
    expect(await t.app.services.settledWagers.validStakeSince(other, since)).toBe(4_000);
    // The withdrawal rule through the port: 5,000 required since `since`, 3,000 played.
    await db.execute(
      sql`INSERT INTO turnover_requirements (account_id, required, achieved, source, created_at)
          VALUES (${member}, 5000, 0, 'deposit', ${since.toISOString()}::timestamptz)`,
    );
    expect(await turnoverRemaining(db, member, validStakeSince)).toBe(2_000);
    await db.execute(sql`DELETE FROM turnover_requirements WHERE account_id = ${member}`);
  });

  it('answers reconciliation per product and day, and the biggest real-money wins', async () => {
    await deliver([
      wagerEvent('wager.settled', {
        wagerId: 'a',
        accountId: member,
        stake: 100,
        win: 9_000,
        settledAt: BEFORE_MIDNIGHT,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'b',
        accountId: other,
        stake: 200,
        win: 7_000,
        category: 'LIVE',
        settledAt: BEFORE_MIDNIGHT,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'c',
        accountId: other,
        product: 'HOUSE',
        stake: 300,
        win: 0,
        settledAt: AFTER_MIDNIGHT,
      }),
      wagerEvent('wager.settled', {
        wagerId: 'fun',
        accountId: other,
        currency: 'FUN',
        stake: 300,
        win: 99_000,
        settledAt: AFTER_MIDNIGHT,
      }),
      wagerEvent('wager.voided', {
        wagerId: 'v',
        accountId: member,
        stake: 500,
        settledAt: BEFORE_MIDNIGHT,
      }),
    ]);
    const queries = t.app.services.settledWagers;
    expect(await queries.productDays('2026-03-04', '2026-03-04', 'VSIM')).toEqual([
      {
        businessDay: '2026-03-04',
        product: 'VSIM',
        currency: 'THB',
        members: 2,
        wagers: 2,
        stake: 300,
        validStake: 300,
        win: 16_000,
      },
    ]);
    expect((await queries.productDayWagers('VSIM', '2026-03-04')).map((w) => w.status)).toEqual([
      'settled',
      'settled',
      'voided',
    ]);
    const since = new Date('2026-03-01T00:00:00.000Z');
    expect((await queries.biggestWins(since, 'ALL', 20)).map((w) => [w.win, w.category])).toEqual([
      [9_000, 'RNG'],
      [7_000, 'LIVE'],
    ]);
    expect((await queries.biggestWins(since, 'LIVE', 20)).map((w) => w.username)).toEqual(['swm2']);
  });
});
