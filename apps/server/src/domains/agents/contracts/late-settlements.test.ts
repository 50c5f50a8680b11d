import type { TContractTerms } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { agentBills, agentContracts } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { LedgerService } from '../../cashier/ledger/index.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
import { SettlementService } from './settlement.service.js';

const daily = (rateBps: number): TContractTerms => ({
  kind: 'dailySalary',
  period: 'daily',
  tiers: [{ minValidStake: 0, minActiveMembers: 0, rateBps }],
});

/**
 * Issue 25 item 4: a wager settled, voided or resettled after its period's bill was made is
 * neither lost nor counted twice. It becomes a signed line of the agent's next bill, found by the
 * read model's position (not by the wager's own times, which may be inside the billed period),
 * explained with its wagers; two processes billing at once make one line and pay once.
 */
describe('late settlements after billing', () => {
  let t: TestApp;
  let s: SettlementService;
  /** A second process's settlement: its own pool on PostgreSQL (PGlite has one connection). */
  let other: SettlementService;
  let otherHandle: DatabaseHandle | null = null;
  const ids: Record<string, number> = {};

  const settleDay = async (day: string) => {
    const p = await s.periodAt('daily', new Date(`${day}T05:00:00Z`));
    return Promise.all([s.settle('dailySalary', p), other.settle('dailySalary', p)]);
  };
  const billsOf = (periodKey: string) =>
    t.app.services.db.select().from(agentBills).where(eq(agentBills.periodKey, periodKey));
  const billOf = async (periodKey: string, who: string) =>
    (await billsOf(periodKey)).find((b) => b.agentId === ids[who])!;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-02T03:00:00Z')); // 10:00 Bangkok, 2 March
    s = t.app.services.agentSettlement;
    otherHandle = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 4 }) : null;
    other = otherHandle
      ? new SettlementService(
          otherHandle.db,
          new LedgerService(otherHandle.db, otherHandle.kind),
          t.app.services.settings,
          t.clock,
        )
      : s;
    for (const [name, upline, type] of [
      ['ltop', 'house', 1],
      ['lmid', 'ltop', 1],
      ['lm1', 'lmid', 0],
      ['lm2', 'ltop', 0],
    ] as const) {
      ids[name] = (await createAccount(t.app, { username: name, upline, type })).id;
    }
    const accepted = new Date('2026-03-01T00:00:00Z');
    await t.app.services.db.insert(agentContracts).values(
      [
        { holderId: ids.ltop!, uplineId: null, terms: daily(200) },
        { holderId: ids.lmid!, uplineId: ids.ltop!, terms: daily(100) },
      ].map((c) => ({
        ...c,
        kind: 'dailySalary' as const,
        status: 'active' as const,
        createdAt: accepted,
        decidedAt: accepted,
        acceptedAt: accepted,
      })),
    );
  });
  afterAll(async () => {
    await otherHandle?.close();
    await t?.close();
  });

  it('a late first settlement and a void of a billed wager become one line of the next bill', async () => {
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'l1',
        accountId: ids.lm1!,
        stake: 100_000,
        settledAt: '2026-03-02T05:00:00Z',
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l2',
        accountId: ids.lm2!,
        stake: 200_000,
        settledAt: '2026-03-02T06:00:00Z',
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-02T19:05:00Z')); // 3 March 02:05 Bangkok
    const [a, b] = await settleDay('2026-03-02');
    expect(a.paid + b.paid).toBe(2);
    // ltop: 300,000 × 2 % = 6,000 (passes lmid 1,000); lmid: 100,000 × 1 % = 1,000.
    expect(await billOf('daily:2026-03-02', 'ltop')).toMatchObject({
      ownAmount: 6_000,
      status: 'issued',
    });
    const paidBefore = await billsOf('daily:2026-03-02');

    // After the bill: a wager settled at 17:00 Bangkok on the 2nd arrives (a vendor's late
    // report, version 1, dated inside the billed day), and l1 is voided.
    t.clock.set(new Date('2026-03-02T19:30:00Z'));
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'l3',
        accountId: ids.lm1!,
        stake: 50_000,
        settledAt: '2026-03-02T10:00:00Z',
      }),
      wagerEvent('wager.voided', {
        wagerId: 'l1',
        accountId: ids.lm1!,
        stake: 100_000,
        version: 2,
        settledAt: '2026-03-02T19:40:00Z',
      }),
      wagerEvent('wager.settled', {
        wagerId: 'l4',
        accountId: ids.lm2!,
        stake: 1_000_000,
        settledAt: '2026-03-03T05:00:00Z',
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-03T19:05:00Z'));
    await settleDay('2026-03-03');
    await settleDay('2026-03-03'); // a restart: nothing more

    // The paid bills are never recomputed.
    expect(await billsOf('daily:2026-03-02')).toEqual(paidBefore);
    const day1Top = paidBefore.find((x) => x.agentId === ids.ltop)!;
    const day1Mid = paidBefore.find((x) => x.agentId === ids.lmid)!;
    // The 2nd now: ltop 250,000 → 5,000 (−1,000); lmid 50,000 → 500 (−500).
    const top = await s.billFor(null, (await billOf('daily:2026-03-03', 'ltop')).id);
    expect(top).toMatchObject({
      ownAmount: 20_000,
      adjustmentAmount: -1_000,
      payable: 19_000,
      paidAmount: 19_000,
      status: 'issued',
      adjustments: [
        {
          forBillId: day1Top.id,
          periodKey: 'daily:2026-03-02',
          ownBefore: 6_000,
          ownAfter: 5_000,
          amount: -1_000,
        },
      ],
    });
    const mid = await s.billFor(null, (await billOf('daily:2026-03-03', 'lmid')).id);
    expect(mid).toMatchObject({ ownAmount: 0, adjustmentAmount: -500, status: 'notReached' });
    // Every baht once: ltop 6,000 − 1,000 + 19,000; lmid keeps its 1,000 and owes 500 on.
    expect(await mainBalance(t.app, ids.ltop!)).toBe(24_000);
    expect(await mainBalance(t.app, ids.lmid!)).toBe(1_000);

    // The line is explained from its wagers: the earlier bill recomputed, the late ones listed.
    const ex = await s.explain(null, top.id);
    expect(ex.matches).toBe(true);
    expect(ex.adjustments).toEqual([
      expect.objectContaining({
        forBillId: day1Top.id,
        amount: -1_000,
        recomputedOwn: 5_000,
        wagers: [
          expect.objectContaining({ wagerId: 'l3', status: 'settled', validStake: 50_000 }),
          expect.objectContaining({ wagerId: 'l1', status: 'voided' }),
        ],
      }),
    ]);
    const exDay1 = await s.explain(null, day1Top.id);
    expect(exDay1).toMatchObject({
      matches: false,
      recomputed: { ownAmount: 5_000 },
      carriedLater: -1_000,
      pendingLate: 0,
    });
    expect(exDay1.lateWagers.map((w) => w.wagerId)).toEqual(['l3', 'l1']);
    const exMid = await s.explain(null, day1Mid.id);
    expect(exMid).toMatchObject({ carriedLater: -500, pendingLate: 0 });
  });

  it('a second late arrival for the same day adds only its own difference', async () => {
    t.clock.set(new Date('2026-03-04T01:00:00Z'));
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'l5',
        accountId: ids.lm1!,
        stake: 30_000,
        settledAt: '2026-03-02T11:00:00Z',
      }),
    ]);
    await t.app.services.events.drain();
    const day1Top = await billOf('daily:2026-03-02', 'ltop');
    expect((await s.explain(null, day1Top.id)).pendingLate).toBe(600);
    t.clock.set(new Date('2026-03-04T19:05:00Z'));
    await settleDay('2026-03-04');
    const top = await s.billFor(null, (await billOf('daily:2026-03-04', 'ltop')).id);
    // 280,000 × 2 % = 5,600: +600 over the 5,000 accounted (6,000 billed, −1,000 carried).
    expect(top.adjustments).toEqual([
      expect.objectContaining({ ownBefore: 5_000, ownAfter: 5_600, amount: 600 }),
    ]);
    expect(top).toMatchObject({ payable: 600, paidAmount: 600 });
    // lmid: +300 against the 500 it still owed: −200 carries on.
    const mid = await billOf('daily:2026-03-04', 'lmid');
    expect(mid).toMatchObject({ adjustmentAmount: 300, adjustmentCarryIn: -500, payable: -200 });
    expect((await s.explain(null, day1Top.id)).pendingLate).toBe(0);
    // The 3rd's lines are untouched.
    expect((await billOf('daily:2026-03-03', 'ltop')).adjustmentAmount).toBe(-1_000);
  });

  it('finds a late first settlement alone, and a void dated before the bill but delivered after', async () => {
    t.clock.set(new Date('2026-03-05T03:00:00Z'));
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'l6',
        accountId: ids.lm2!,
        stake: 100_000,
        settledAt: '2026-03-05T04:00:00Z',
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-05T19:05:00Z'));
    await settleDay('2026-03-05');
    expect(await billOf('daily:2026-03-05', 'ltop')).toMatchObject({ ownAmount: 2_000 });
    // Both dated before the bill was made (a vendor's delayed report, a void queued upstream).
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'l7',
        accountId: ids.lm2!,
        stake: 400_000,
        settledAt: '2026-03-05T08:00:00Z',
      }),
      wagerEvent('wager.voided', {
        wagerId: 'l6',
        accountId: ids.lm2!,
        stake: 100_000,
        version: 2,
        settledAt: '2026-03-05T18:00:00Z',
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-06T19:05:00Z'));
    await settleDay('2026-03-06');
    // The 5th now: 400,000 × 2 % = 8,000: +6,000.
    const top = await s.billFor(null, (await billOf('daily:2026-03-06', 'ltop')).id);
    expect(top.adjustments).toEqual([
      expect.objectContaining({ periodKey: 'daily:2026-03-05', ownBefore: 2_000, ownAfter: 8_000 }),
    ]);
    expect(top).toMatchObject({ payable: 6_000, paidAmount: 6_000 });
  });
});
