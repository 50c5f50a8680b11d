import type { TContractTerms } from '@lw/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentBillAdjustments, agentBills, agentContracts } from '../../../db/schema/index.js';
import { inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';

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
  });
});
