import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import type { MoneyRequest } from '../../cashier/money-gate/index.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { newMember } from '../../cashier/deposits/deposits-test-kit.js';
import { LimitsGate } from './limits-gate.js';
import { periodBounds } from './limit-periods.js';
import { setLimit, usageOf } from './limits-test-kit.js';

/* The limits gate on a real database: 100 parallel requests pass exactly the allowed number, a
 * replayed key counts once, periods reset at the operator's midnight, Monday and first of the
 * month (Bangkok, not UTC), and net loss follows settlement once per wager version. */

let t: TestApp;
let gate: LimitsGate;

beforeAll(async () => {
  t = await createTestApp();
  gate = new LimitsGate(t.app.services.settings);
});
afterAll(async () => {
  await t?.close();
});

const ZONE = 'Asia/Bangkok';

function admit(request: Partial<MoneyRequest> & Pick<MoneyRequest, 'accountId' | 'at'>) {
  return t.app.services.db.transaction((tx) =>
    gate.admit(tx, {
      path: 'deposit',
      amount: 1_000,
      currency: 'THB',
      key: crypto.randomUUID(),
      ...request,
    }),
  );
}

describe('business periods (operator time zone)', () => {
  it('days start at Bangkok midnight, weeks on Monday, months on the first', () => {
    // 2026-03-01 is a Sunday; 17:00 UTC is midnight in Bangkok.
    const sunday = new Date('2026-03-01T16:59:59Z'); // Sunday 23:59:59 Bangkok
    const monday = new Date('2026-03-01T17:00:00Z'); // Monday 00:00 Bangkok
    expect(periodBounds(sunday, 'day', ZONE).start.toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(periodBounds(monday, 'day', ZONE)).toEqual({
      start: new Date('2026-03-01T17:00:00Z'),
      end: new Date('2026-03-02T17:00:00Z'),
    });
    expect(periodBounds(sunday, 'week', ZONE)).toEqual({
      start: new Date('2026-02-22T17:00:00Z'),
      end: new Date('2026-03-01T17:00:00Z'),
    });
    expect(periodBounds(monday, 'week', ZONE).start).toEqual(monday);
    const lastOfFeb = new Date('2026-02-28T16:59:59Z'); // Feb 28 23:59:59 Bangkok
    expect(periodBounds(lastOfFeb, 'month', ZONE)).toEqual({
      start: new Date('2026-01-31T17:00:00Z'),
      end: new Date('2026-02-28T17:00:00Z'),
    });
    expect(periodBounds(new Date('2026-12-31T17:00:00Z'), 'month', ZONE)).toEqual({
      start: new Date('2026-12-31T17:00:00Z'),
      end: new Date('2027-01-31T17:00:00Z'),
    });
  });
});

describe('the limits gate', () => {
  it('100 parallel requests: exactly the allowed number pass, and usage is exactly theirs', async () => {
    const m = await newMember(t, 'gate');
    await setLimit(t, m.headers, 'deposit', 'day', 10_000);
    const at = new Date('2026-03-04T05:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => admit({ accountId: m.id, at, amount: 1_000 })),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(10);
    const refused = answers.filter((a) => a !== null);
    expect(refused).toHaveLength(90);
    expect(refused[0]).toEqual({
      code: 'LIMIT_EXCEEDED',
      details: {
        limit: 'deposit',
        period: 'day',
        remaining: 0,
        resetsAt: '2026-03-04T17:00:00.000Z',
      },
    });
    const usage = await usageOf(t, m.id, 'deposit');
    expect(usage.map((u) => [u.period, u.used])).toEqual([
      ['day', 10_000],
      ['month', 10_000],
      ['week', 10_000],
    ]);
  });

  it('a replayed key is admitted without counting again; a refusal says what is left', async () => {
    const m = await newMember(t, 'gate');
    await setLimit(t, m.headers, 'deposit', 'week', 5_000);
    const at = new Date('2026-03-04T05:00:00Z');
    const key = crypto.randomUUID();
    expect(await admit({ accountId: m.id, at, amount: 3_000, key })).toBeNull();
    expect(await admit({ accountId: m.id, at, amount: 3_000, key })).toBeNull();
    const over = await admit({ accountId: m.id, at, amount: 2_500 });
    expect(over).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'deposit', period: 'week', remaining: 2_000 },
    });
    expect(await admit({ accountId: m.id, at, amount: 2_000 })).toBeNull();
  });

  it('the period resets at midnight, Monday and the first of the month in Bangkok', async () => {
    const m = await newMember(t, 'gate');
    await setLimit(t, m.headers, 'deposit', 'day', 1_000);
    await setLimit(t, m.headers, 'deposit', 'week', 3_000);
    await setLimit(t, m.headers, 'deposit', 'month', 4_000);
    // Thursday 2026-01-29, 23:59 Bangkok (16:59 UTC): the day's 1,000.
    expect(await admit({ accountId: m.id, at: new Date('2026-01-29T16:59:00Z') })).toBeNull();
    expect(await admit({ accountId: m.id, at: new Date('2026-01-29T16:59:30Z') })).toMatchObject({
      details: { period: 'day', resetsAt: '2026-01-29T17:00:00.000Z' },
    });
    // 00:00 Friday Bangkok is still Thursday in UTC: a new day all the same.
    expect(await admit({ accountId: m.id, at: new Date('2026-01-29T17:00:00Z') })).toBeNull();
    expect(await admit({ accountId: m.id, at: new Date('2026-01-30T17:00:00Z') })).toBeNull();
    // Sunday: the week's 3,000 are used.
    expect(await admit({ accountId: m.id, at: new Date('2026-01-31T17:30:00Z') })).toMatchObject({
      details: { period: 'week', remaining: 0, resetsAt: '2026-02-01T17:00:00.000Z' },
    });
    // Monday 2026-02-02 00:00 Bangkok (Sunday 17:00 UTC): a new week, and February's first deposit.
    expect(await admit({ accountId: m.id, at: new Date('2026-02-01T17:00:00Z') })).toBeNull();
    const month = (await usageOf(t, m.id, 'deposit')).filter((u) => u.period === 'month');
    expect(month).toEqual([
      { period: 'month', period_start: '2025-12-31T17:00:00.000Z', used: 3_000 },
      { period: 'month', period_start: '2026-01-31T17:00:00.000Z', used: 1_000 },
    ]);
  });

  it('net loss follows settlement: stake at placement, minus the win, once per version; a void takes it out', async () => {
    const m = await newMember(t, 'loss');
    await setLimit(t, m.headers, 'loss', 'day', 10_000);
    await setLimit(t, m.headers, 'wager', 'day', 50_000);
    const at = new Date('2026-03-04T05:00:00Z');
    const key = (w: string) => `wager:VSIM:${w}:0`;
    expect(
      await admit({ accountId: m.id, at, path: 'wager', amount: 4_000, key: key('w1') }),
    ).toBeNull();
    expect(
      await admit({ accountId: m.id, at, path: 'wager', amount: 4_000, key: key('w2') }),
    ).toBeNull();
    // Open stakes count: 8,000 of 10,000 lost so far.
    expect(
      await admit({ accountId: m.id, at, path: 'wager', amount: 3_000, key: key('w3') }),
    ).toMatchObject({ details: { limit: 'loss', remaining: 2_000 } });
    const settledAt = at.toISOString();
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'w1',
        accountId: m.id,
        stake: 4_000,
        win: 6_000,
        settledAt,
      }),
      // A duplicate of the same version changes nothing.
      wagerEvent('wager.settled', {
        wagerId: 'w1',
        accountId: m.id,
        stake: 4_000,
        win: 6_000,
        settledAt,
      }),
      wagerEvent('wager.voided', {
        wagerId: 'w2',
        accountId: m.id,
        stake: 4_000,
        win: 0,
        settledAt,
        version: 1,
      }),
      // A wager the gate never saw (a transfer-mode vendor's round) counts whole.
      wagerEvent('wager.settled', {
        wagerId: 'w9',
        accountId: m.id,
        stake: 1_000,
        win: 0,
        settledAt,
      }),
    ]);
    await t.app.services.events.drain();
    const day = (rows: { period: string; used: number }[]) =>
      rows.find((r) => r.period === 'day')!.used;
    // Loss: w1 4,000 - 6,000, w2 voided, w9 1,000 -> -1,000. Wagers: 4,000 + 0 + 1,000.
    expect(day(await usageOf(t, m.id, 'loss'))).toBe(-1_000);
    expect(day(await usageOf(t, m.id, 'wager'))).toBe(5_000);
    // A resettle moves only the difference (w1's win 6,000 -> 1,000).
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.resettled', {
        wagerId: 'w1',
        accountId: m.id,
        stake: 4_000,
        win: 1_000,
        settledAt,
        version: 2,
      }),
    ]);
    await t.app.services.events.drain();
    expect(day(await usageOf(t, m.id, 'loss'))).toBe(4_000);
    // A replay of the whole log from 0 changes nothing.
    await t.app.services.events.resetPosition('responsible-gaming.limits-loss', 0);
    await t.app.services.events.drain();
    expect(day(await usageOf(t, m.id, 'loss'))).toBe(4_000);
    expect(day(await usageOf(t, m.id, 'wager'))).toBe(5_000);
  });

  it('members without a money limit are not counted', async () => {
    const m = await newMember(t, 'nolim');
    expect(await admit({ accountId: m.id, at: new Date() })).toBeNull();
    const rows = await queryRows(
      t.app.services.db,
      sql`SELECT 1 FROM limit_usage WHERE account_id = ${m.id}`,
    );
    expect(rows).toHaveLength(0);
  });
});
