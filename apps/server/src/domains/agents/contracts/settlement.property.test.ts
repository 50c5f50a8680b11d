import type { TContractTerms } from '@lw/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentBillAdjustments, agentBills, agentContracts } from '../../../db/schema/index.js';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, fund, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';

/**
 * Issue 25 item 4, property: random trees (≤ 6 levels of agents, members at each), random
 * contracts obeying the rate rules (each layer's rates at most its upline's), random wagers. Two
 * runners settle the day at once in a random order of kinds: each layer's pay = own − direct
 * downlines' ≥ 0, the layers add up to the top contract's amount, every bill is paid once.
 */
describe('settlement on random trees', () => {
  let t: TestApp;
  let seq = 0;
  let day = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const tree = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 9 });

  it('pay = own − downlines ≥ 0 and the total is the top contract, with two concurrent runners', async () => {
    await fc.assert(
      fc.asyncProperty(
        tree,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 500_000 }), fc.nat(3)), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        async (parents, wagers, cuts, hourlyFirst) => {
          day += 2;
          const base = Date.UTC(2026, 0, 1) + day * 86_400_000; // 07:00 Bangkok on a fresh day
          t.clock.set(new Date(base - 3_600_000));
          const s = t.app.services.agentSettlement;
          // Agents: node i's parent is an earlier node, depth ≤ 6.
          const agents: {
            id: number;
            parent: number | null;
            depth: number;
            rate: number;
            hWin: number;
          }[] = [];
          const top = await createAccount(t.app, { username: `pt${++seq}`, type: 1 });
          agents.push({ id: top.id, parent: null, depth: 1, rate: 300, hWin: 300 });
          for (const [i, p] of parents.entries()) {
            const candidates = agents.filter((a) => a.depth < 6);
            const parent = candidates[p % candidates.length]!;
            const row = await createAccount(t.app, {
              username: `pt${++seq}`,
              type: 1,
              upline: (await t.app.services.accounts.findById(parent.id))!.username,
            });
            const cut = cuts[i % cuts.length]!;
            agents.push({
              id: row.id,
              parent: parent.id,
              depth: parent.depth + 1,
              rate: Math.max(1, parent.rate - cut),
              hWin: Math.max(0, parent.hWin - cut),
            });
          }
          const members: number[] = [];
          for (const a of agents) {
            const m = await createAccount(t.app, {
              username: `pm${++seq}`,
              upline: (await t.app.services.accounts.findById(a.id))!.username,
            });
            members.push(m.id, a.id);
          }
          // Contracts, straight into the table: the rules are unit-tested; here they hold by construction.
          const accepted = new Date(base - 7_200_000);
          const dailyTerms = (rate: number): TContractTerms => ({
            kind: 'dailySalary',
            period: 'daily',
            tiers: [{ minValidStake: 0, minActiveMembers: 0, rateBps: rate }],
          });
          const hourlyTerms = (w: number): TContractTerms => ({
            kind: 'hourlySalary',
            period: 'hourly',
            winRateBps: w,
            lossRateBps: w,
          });
          const rows = agents.flatMap((a) => [
            { kind: 'dailySalary' as const, terms: dailyTerms(a.rate), a },
            { kind: 'hourlySalary' as const, terms: hourlyTerms(a.hWin), a },
          ]);
          await t.app.services.db.insert(agentContracts).values(
            rows.map((r) => ({
              kind: r.kind,
              holderId: r.a.id,
              uplineId: r.a.parent,
              status: 'active' as const,
              terms: r.terms,
              createdAt: accepted,
              decidedAt: accepted,
              acceptedAt: accepted,
            })),
          );
          await publishWagers(
            t.app.services.db,
            wagers.map(([who, stake, outcome], i) =>
              wagerEvent('wager.settled', {
                wagerId: `p${day}-${i}`,
                accountId: members[who % members.length]!,
                stake,
                win: outcome === 0 ? stake * 2 : outcome === 1 ? 0 : Math.floor(stake / 2),
                // Inside one hour of the day (the hourly bill covers the same wagers).
                settledAt: new Date(base + (i % 50) * 1000).toISOString(),
              }),
            ),
            10,
          );
          await t.app.services.events.drain();
          t.clock.set(new Date(base + 86_400_000));
          const dayP = await s.periodAt('daily', new Date(base));
          const hourP = await s.periodAt('hourly', new Date(base));
          const runs = hourlyFirst
            ? [() => s.settle('hourlySalary', hourP), () => s.settle('dailySalary', dayP)]
            : [() => s.settle('dailySalary', dayP), () => s.settle('hourlySalary', hourP)];
          const runner = async () => {
            for (const r of runs) await r();
          };
          await Promise.all([runner(), runner()]);

          const ids = agents.map((a) => a.id);
          const bills = await t.app.services.db
            .select()
            .from(agentBills)
            .where(inArray(agentBills.agentId, ids));
          expect(bills).toHaveLength(agents.length * 2);
          let topOwn = 0;
          for (const kind of ['dailySalary', 'hourlySalary']) {
            const of = bills.filter((b) => b.kind === kind);
            for (const b of of) {
              const downs = of.filter((d) => d.payerId === b.agentId);
              const pay = b.ownAmount - downs.reduce((x, d) => x + d.ownAmount, 0);
              expect(pay).toBeGreaterThanOrEqual(0);
              expect(b.downlineAmount).toBe(b.ownAmount - pay);
              expect(b.paidAmount).toBe(b.ownAmount);
              if (b.payerId === null) topOwn += b.ownAmount;
            }
          }
          // Each agent's wallet = own − downlines' summed over both kinds; all wallets = the top's.
          let sum = 0;
          for (const a of agents) {
            const mine = bills.filter((b) => b.agentId === a.id);
            const downs = bills.filter((b) => b.payerId === a.id);
            const net =
              mine.reduce((x, b) => x + b.ownAmount, 0) -
              downs.reduce((x, b) => x + b.ownAmount, 0);
            expect(await mainBalance(t.app, a.id)).toBe(net);
            sum += net;
          }
          expect(sum).toBe(topOwn);

          // A correction after payment: the first wager is voided; the day's paid bills stay as
          // they are, and the next day's bills carry the difference as adjustment lines.
          const dailyBefore = bills.filter((b) => b.kind === 'dailySalary');
          await publishWagers(t.app.services.db, [
            wagerEvent('wager.voided', {
              wagerId: `p${day}-0`,
              accountId: members[wagers[0]![0] % members.length]!,
              stake: wagers[0]![1],
              version: 2,
              settledAt: new Date(base + 86_400_000 + 60_000).toISOString(),
            }),
          ]);
          await t.app.services.events.drain();
          t.clock.set(new Date(base + 2 * 86_400_000));
          await s.settle('dailySalary', await s.periodAt('daily', new Date(base + 86_400_000)));
          const after = await t.app.services.db
            .select()
            .from(agentBills)
            .where(
              inArray(
                agentBills.id,
                dailyBefore.map((b) => b.id),
              ),
            );
          expect(after.sort((a, b) => a.id - b.id)).toEqual(
            dailyBefore.sort((a, b) => a.id - b.id),
          );
          const lines = await t.app.services.db
            .select()
            .from(agentBillAdjustments)
            .where(
              inArray(
                agentBillAdjustments.forBillId,
                dailyBefore.map((b) => b.id),
              ),
            );
          for (const b of dailyBefore) {
            const ex = await s.explain(null, b.id);
            const line = lines
              .filter((l) => l.forBillId === b.id)
              .reduce((x, l) => x + l.amount, 0);
            expect(line).toBe(ex.recomputed.ownAmount - b.ownAmount);
          }
        },
      ),
      { numRuns: 6 },
    );
    // 6 random trees with two settlements each: ~27 s on a loaded 2-core machine.
  }, 120_000);

  /*
   * Dividends beside daily salaries, with late changes (issue 25 item 4): half-month dividends
   * (team P/L, paid only on a team loss, the first half's profit carried into the second when
   * carry-over is on) and daily salaries, over four settlements from 16 March to 16 April in
   * Bangkok. Between settlements random wagers, voids and resettles arrive, many dated inside
   * periods already billed, some a second before or after a half-month's midnight. After the last
   * settlement every bill's own amount plus the lines later bills made for it equals that bill
   * recomputed here from the surviving wagers; every payable bill is paid exactly once.
   */
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const BKK = 7 * HOUR;
  /** Midnight Bangkok of a March or April 2026 day, as an instant. */
  const midnight = (month: 3 | 4, dom: number) => Date.UTC(2026, month - 1, dom) - BKK;
  /** The billed days (daily salary) and what each settlement bills. */
  const days = [
    [3, 14],
    [3, 15],
    [3, 16],
    [3, 17],
    [3, 31],
    [4, 15],
  ] as const;
  const settlements = [
    { at: midnight(3, 16) + 2 * HOUR + 600_000, daily: [0, 1], dividend: midnight(3, 1) },
    { at: midnight(3, 18) + 2 * HOUR + 600_000, daily: [2, 3], dividend: null },
    { at: midnight(4, 1) + 2 * HOUR + 600_000, daily: [4], dividend: midnight(3, 16) },
    { at: midnight(4, 16) + 2 * HOUR + 600_000, daily: [5], dividend: midnight(4, 1) },
  ];
  /** Which days events of epoch e may be dated on (billed already or about to be). */
  const daysOpenIn = [2, 4, 5, 6];
  const op = fc.oneof(
    fc.record({
      t: fc.constant('bet' as const),
      who: fc.nat(),
      day: fc.nat(),
      // Seconds into the day, often the first or last second (period boundaries).
      second: fc.oneof(fc.constantFrom(0, 86_399), fc.integer({ min: 0, max: 86_399 })),
      stake: fc.integer({ min: 1, max: 300_000 }),
      outcome: fc.nat(3),
    }),
    fc.record({ t: fc.constant('void' as const), which: fc.nat() }),
    fc.record({ t: fc.constant('resettle' as const), which: fc.nat(), outcome: fc.nat(3) }),
  );

  it('dividends and salaries: every bill and its late lines equal a recomputation from the surviving wagers, paid once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 0, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        fc.array(fc.array(op, { maxLength: 12 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        async (parents, cuts, carryOver, epochs, dividendFirst) => {
          run += 1;
          const s = t.app.services.agentSettlement;
          t.clock.set(new Date(midnight(3, 1)));
          const tag = `pd${run}-${++seq}`;
          // A tree of ≤ 5 agents (≤ 3 levels), a member below each; rates never above the upline's.
          const agents: { id: number; parent: number | null; d: number; s: number }[] = [];
          const top = await createAccount(t.app, { username: `${tag}a0`, type: 1 });
          agents.push({ id: top.id, parent: null, d: 2_000, s: 300 });
          for (const [i, p] of parents.entries()) {
            const parent = agents.filter((_, j) => j < 3)[p % Math.min(3, agents.length)]!;
            const row = await createAccount(t.app, {
              username: `${tag}a${i + 1}`,
              type: 1,
              upline: (await t.app.services.accounts.findById(parent.id))!.username,
            });
            agents.push({
              id: row.id,
              parent: parent.id,
              d: Math.max(0, parent.d - cuts[i]! * 5),
              s: Math.max(0, parent.s - cuts[i]!),
            });
          }
          const members: number[] = [];
          for (const [i, a] of agents.entries()) {
            const m = await createAccount(t.app, {
              username: `${tag}m${i}`,
              upline: (await t.app.services.accounts.findById(a.id))!.username,
            });
            members.push(m.id, a.id);
          }
          // Every agent can pay its downlines whatever their dividends come to.
          const FUNDS = 10_000_000;
          for (const a of agents) await fund(t.app, a.id, FUNDS);
          const accepted = new Date(midnight(3, 1) - DAY);
          await t.app.services.db.insert(agentContracts).values(
            agents.flatMap((a) =>
              [
                {
                  kind: 'dividend' as const,
                  terms: {
                    kind: 'dividend',
                    period: 'halfMonth',
                    carryOver,
                    tiers: [{ minLoss: 0, minActiveMembers: 0, rateBps: a.d }],
                  } satisfies TContractTerms,
                },
                {
                  kind: 'dailySalary' as const,
                  terms: {
                    kind: 'dailySalary',
                    period: 'daily',
                    tiers: [{ minValidStake: 0, minActiveMembers: 0, rateBps: a.s }],
                  } satisfies TContractTerms,
                },
              ].map((c) => ({
                ...c,
                holderId: a.id,
                uplineId: a.parent,
                status: 'active' as const,
                createdAt: accepted,
                decidedAt: accepted,
                acceptedAt: accepted,
              })),
            ),
          );

          // The model: each wager as it stands now.
          const wagers: {
            id: string;
            account: number;
            at: number;
            stake: number;
            win: number;
            voided: boolean;
            version: number;
          }[] = [];
          const winOf = (stake: number, outcome: number) =>
            [stake * 2, 0, Math.floor(stake / 2), stake][outcome]!;
          for (const [e, ops] of epochs.entries()) {
            const events = [];
            const nowAt = settlements[e]!.at - HOUR;
            for (const o of ops) {
              if (o.t === 'bet') {
                const [month, dom] = days[o.day % daysOpenIn[e]!]!;
                const w = {
                  id: `${tag}-${wagers.length}`,
                  account: members[o.who % members.length]!,
                  at: midnight(month, dom) + o.second * 1000,
                  stake: o.stake,
                  win: winOf(o.stake, o.outcome),
                  voided: false,
                  version: 1,
                };
                wagers.push(w);
                events.push(
                  wagerEvent('wager.settled', {
                    wagerId: w.id,
                    accountId: w.account,
                    stake: w.stake,
                    win: w.win,
                    settledAt: new Date(w.at).toISOString(),
                  }),
                );
                continue;
              }
              const live = wagers.filter((w) => !w.voided);
              if (live.length === 0) continue;
              const w = live[o.which % live.length]!;
              w.version += 1;
              if (o.t === 'void') {
                w.voided = true;
                w.win = 0;
              } else {
                w.win = winOf(w.stake, o.outcome);
              }
              events.push(
                wagerEvent(o.t === 'void' ? 'wager.voided' : 'wager.resettled', {
                  wagerId: w.id,
                  accountId: w.account,
                  stake: w.stake,
                  win: w.win,
                  version: w.version,
                  // The change's own time: after the wager settled, before the next settlement.
                  settledAt: new Date(Math.max(w.at, nowAt)).toISOString(),
                }),
              );
            }
            t.clock.set(new Date(nowAt));
            if (events.length > 0) await publishWagers(t.app.services.db, events, 3);
            await t.app.services.events.drain();
            const at = settlements[e]!;
            t.clock.set(new Date(at.at));
            const runs: (() => Promise<unknown>)[] = at.daily.map((i) => async () => {
              const [month, dom] = days[i]!;
              return s.settle(
                'dailySalary',
                await s.periodAt('daily', new Date(midnight(month, dom))),
              );
            });
            if (at.dividend !== null) {
              const p = await s.periodAt('halfMonth', new Date(at.dividend));
              const div = () => s.settle('dividend', p);
              if (dividendFirst) runs.unshift(div);
              else runs.push(div);
            }
            // Two runners at once, as two processes would.
            const runner = async () => {
              for (const r of runs) await r();
            };
            await Promise.all([runner(), runner()]);
          }

          // Recompute every bill here from the surviving wagers and the tree.
          const below = (agentId: number): Set<number> => {
            const out = new Set<number>([agentId]);
            for (let grew = true; grew;) {
              grew = false;
              for (const a of agents) {
                if (a.parent !== null && out.has(a.parent) && !out.has(a.id)) {
                  out.add(a.id);
                  grew = true;
                }
              }
            }
            for (const [i, a] of agents.entries()) if (out.has(a.id)) out.add(members[i * 2]!);
            return out;
          };
          const team = (agentId: number, from: number, to: number) => {
            const who = below(agentId);
            const mine = wagers.filter(
              (w) => !w.voided && who.has(w.account) && w.at >= from && w.at < to,
            );
            return {
              valid: mine.reduce((x, w) => x + w.stake, 0),
              loss: mine.reduce((x, w) => x + w.stake - w.win, 0),
            };
          };
          const ids = agents.map((a) => a.id);
          const bills = await t.app.services.db
            .select()
            .from(agentBills)
            .where(inArray(agentBills.agentId, ids));
          expect(bills).toHaveLength(agents.length * (6 + 3));
          const lines = await t.app.services.db
            .select()
            .from(agentBillAdjustments)
            .where(
              inArray(
                agentBillAdjustments.billId,
                bills.map((b) => b.id),
              ),
            );
          const expectedOwn = new Map<number, number>();
          for (const a of agents) {
            const mine = bills.filter((b) => b.agentId === a.id);
            for (const b of mine.filter((x) => x.kind === 'dailySalary')) {
              const f = team(a.id, b.periodStart.getTime(), b.periodEnd.getTime());
              expectedOwn.set(b.id, Math.floor((f.valid * a.s) / 10_000));
            }
            let carry = 0;
            const halves = mine
              .filter((x) => x.kind === 'dividend')
              .sort((x, y) => x.periodStart.getTime() - y.periodStart.getTime());
            for (const b of halves) {
              const f = team(a.id, b.periodStart.getTime(), b.periodEnd.getTime());
              // The second half of March carries the first half's profit; April starts afresh.
              const carryIn = carryOver && b.periodKey === 'halfMonth:2026-03-16' ? carry : 0;
              const loss = f.loss + carryIn;
              expectedOwn.set(b.id, loss > 0 ? Math.floor((loss * a.d) / 10_000) : 0);
              carry = Math.min(0, loss);
            }
          }
          for (const b of bills) {
            const carried = lines
              .filter((l) => l.forBillId === b.id)
              .reduce((x, l) => x + l.amount, 0);
            expect(b.ownAmount + carried, `bill ${b.periodKey} of ${b.agentId}`).toBe(
              expectedOwn.get(b.id),
            );
            // The lines a bill holds add up to its adjustment amount; it paid its payable once.
            const held = lines.filter((l) => l.billId === b.id).reduce((x, l) => x + l.amount, 0);
            expect(held).toBe(b.adjustmentAmount);
            expect(b.paidAmount).toBe(Math.max(0, b.payable));
          }
          // Each wallet: funds + what its bills paid it − what it paid its downlines' bills.
          for (const a of agents) {
            const got = bills
              .filter((b) => b.agentId === a.id)
              .reduce((x, b) => x + b.paidAmount, 0);
            const gave = bills
              .filter((b) => b.payerId === a.id)
              .reduce((x, b) => x + b.paidAmount, 0);
            expect(await mainBalance(t.app, a.id)).toBe(FUNDS + got - gave);
            // Per kind, paid = Σ recomputed own − what is still owed (the last negative payable).
            for (const kind of ['dailySalary', 'dividend']) {
              const mine = bills
                .filter((b) => b.agentId === a.id && b.kind === kind)
                .sort((x, y) => x.periodStart.getTime() - y.periodStart.getTime());
              const paid = mine.reduce((x, b) => x + b.paidAmount, 0);
              const owed = Math.min(0, mine.at(-1)!.payable);
              expect(paid).toBe(mine.reduce((x, b) => x + expectedOwn.get(b.id)!, 0) - owed);
            }
          }
        },
      ),
      { numRuns: 5 },
    );
  }, 300_000);
});
