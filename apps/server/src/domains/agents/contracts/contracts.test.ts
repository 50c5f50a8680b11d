import { AGENT_CONTRACTS_API, type TAgentBill, type TContractTerms } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentBills } from '../../../db/schema/index.js';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';

const daily = (...tiers: [number, number, number][]): TContractTerms => ({
  kind: 'dailySalary',
  period: 'daily',
  tiers: tiers.map(([minValidStake, minActiveMembers, rateBps]) => ({
    minValidStake,
    minActiveMembers,
    rateBps,
  })),
});

/** Issue 25 items 3 and 4 over HTTP on a real database: lifecycle, settlement, corrections. */
describe('agent contracts: lifecycle and settlement', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};

  const post = (who: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: h[who], ...(payload ? { payload } : {}) });
  const offer = (who: string, downlineUsername: string, terms: TContractTerms) =>
    post(who, AGENT_CONTRACTS_API.offer, { downlineUsername, terms });
  const accept = (who: string, id: number, confirmCascade?: boolean) =>
    post(
      who,
      AGENT_CONTRACTS_API.accept.replace(':id', String(id)),
      confirmCascade ? { confirmCascade } : {},
    );

  beforeAll(async () => {
    // 10:00 Bangkok on 2 March 2026: the day's play settles on the 3rd at 02:05.
    t = await createTestApp();
    t.clock.set(new Date('2026-03-02T03:00:00Z'));
    admin = await adminHeaders(t.app);
    for (const [name, upline, type] of [
      ['ctop', 'house', 1],
      ['cmid', 'ctop', 1],
      ['clow', 'cmid', 1],
      ['cm1', 'cmid', 0],
      ['cm2', 'clow', 0],
      ['cm3', 'ctop', 0],
    ] as const) {
      ids[name] = (await createAccount(t.app, { username: name, upline, type })).id;
      h[name] = await signIn(t.app, name, type === 1);
    }
  });
  afterAll(() => t?.close());

  it('offer, accept, the lower-rate rule, one open offer, the cascade warning and termination', async () => {
    // Only an agent with an active contract of the kind offers one.
    expect((await offer('ctop', 'cmid', daily([100_000, 1, 100]))).json().error.code).toBe(
      'CONTRACT_UPLINE_NOT_CONTRACTED',
    );
    const given = await t.app.inject({
      method: 'POST',
      url: AGENT_CONTRACTS_API.adminGive,
      headers: admin,
      payload: { agentUsername: 'ctop', terms: daily([100_000, 1, 100], [1_000_000, 2, 200]) },
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ status: 'active', offeredBy: null });

    // Above the upline's rate at that threshold: refused; a member is no agent; not a direct downline.
    const tooHigh = await offer('ctop', 'cmid', daily([100_000, 1, 150]));
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.code).toBe('CONTRACT_TERMS_NOT_ALLOWED');
    expect((await offer('ctop', 'cm3', daily([100_000, 1, 50]))).json().error.code).toBe(
      'NOT_AN_AGENT',
    );
    expect((await offer('ctop', 'clow', daily([100_000, 1, 50]))).json().error.code).toBe(
      'NOT_IN_DOWNLINE',
    );

    const first = await offer('ctop', 'cmid', daily([100_000, 1, 80], [1_000_000, 2, 150]));
    expect(first.statusCode).toBe(200);
    expect((await offer('ctop', 'cmid', daily([100_000, 1, 70]))).json().error.code).toBe(
      'CONTRACT_ALREADY_OPEN',
    );
    // The consolidated call shows the pending offer to the downline.
    const mine = (await t.app.inject({ url: AGENT_CONTRACTS_API.mine, headers: h.cmid })).json();
    expect(mine.kinds.find((k: { kind: string }) => k.kind === 'dailySalary').pending.id).toBe(
      first.json().id,
    );
    // Two accepts at once: one wins, the other is told the offer is no longer pending.
    const both = await Promise.all([
      accept('cmid', first.json().id),
      accept('cmid', first.json().id),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const low = await offer('cmid', 'clow', daily([100_000, 1, 60]));
    expect((await accept('clow', low.json().id)).statusCode).toBe(200);

    // An amendment to cmid below the 60 bps it gave clow: a warning first, then the cascade.
    const amend = await offer('ctop', 'cmid', daily([100_000, 1, 50]));
    const warned = await accept('cmid', amend.json().id);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error).toMatchObject({
      code: 'CONTRACT_CASCADE_REQUIRED',
      details: { downlines: [{ username: 'clow', contractId: low.json().id }] },
    });
    const done = await accept('cmid', amend.json().id, true);
    expect(done.json().status).toBe('active');
    const offers = (
      await t.app.inject({ url: AGENT_CONTRACTS_API.offers, headers: h.cmid })
    ).json();
    expect(offers.items[0]).toMatchObject({
      id: low.json().id,
      status: 'terminated',
      endReason: 'cascade',
    });
    const replaced = (
      await t.app.inject({ url: AGENT_CONTRACTS_API.offers, headers: h.ctop })
    ).json();
    expect(replaced.items.find((c: { id: number }) => c.id === first.json().id).endReason).toBe(
      'replaced',
    );

    // Back to 80/150 for the settlement below; clow gets 60 again.
    await post('cmid', AGENT_CONTRACTS_API.terminate.replace(':id', String(done.json().id)));
    const again = await offer('ctop', 'cmid', daily([100_000, 1, 80], [1_000_000, 2, 150]));
    expect((await accept('cmid', again.json().id)).statusCode).toBe(200);
    const low2 = await offer('cmid', 'clow', daily([100_000, 1, 60]));
    expect(
      (await post('clow', AGENT_CONTRACTS_API.reject.replace(':id', String(low2.json().id)))).json()
        .status,
    ).toBe('rejected');
    const low3 = await offer('cmid', 'clow', daily([100_000, 1, 60]));
    expect((await accept('clow', low3.json().id)).statusCode).toBe(200);
  });

  it('settles a day once (two runners), pays by layer, explains each bill, and corrects by an adjustment line', async () => {
    const at = (iso: string) => iso;
    // 2 March Bangkok: cm1 (cmid's member) 800,000 valid; cm2 (clow's) 300,000; cm3 (ctop's) 100,000.
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'a1',
        accountId: ids.cm1!,
        stake: 800_000,
        settledAt: at('2026-03-02T05:00:00Z'),
      }),
      wagerEvent('wager.settled', {
        wagerId: 'a2',
        accountId: ids.cm2!,
        stake: 300_000,
        win: 600_000,
        settledAt: at('2026-03-02T06:00:00Z'),
      }),
      wagerEvent('wager.settled', {
        wagerId: 'a3',
        accountId: ids.cm3!,
        stake: 100_000,
        settledAt: at('2026-03-02T07:00:00Z'),
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-02T19:05:00Z')); // 3 March 02:05 Bangkok
    const s = t.app.services.agentSettlement;
    const day = await s.periodAt('daily', new Date('2026-03-02T05:00:00Z'));
    const [r1, r2] = await Promise.all([
      s.settle('dailySalary', day),
      s.settle('dailySalary', day),
    ]);
    expect(r1.bills).toBe(3);
    expect(r2.bills).toBe(3);
    expect(r1.paid + r2.paid).toBe(3);

    const bills = (
      await t.app.inject({ url: AGENT_CONTRACTS_API.adminBills, headers: admin })
    ).json().items as TAgentBill[];
    const of = (u: string) => bills.find((b) => b.agent.username === u)!;
    // Team valid: ctop 1,200,000 (2 active: tier 2, 2 %), cmid 1,100,000 (2 active: 1.5 %), clow 300,000 (0.6 %).
    expect(of('ctop')).toMatchObject({
      ownAmount: 24_000,
      payer: null,
      status: 'issued',
      downlineAmount: 16_500,
    });
    expect(of('cmid')).toMatchObject({
      ownAmount: 16_500,
      payer: { username: 'ctop' },
      status: 'issued',
      downlineAmount: 1_800,
    });
    expect(of('clow')).toMatchObject({ ownAmount: 1_800, status: 'issued', downlineAmount: 0 });
    // Each layer keeps own − downlines': 7,500 + 14,700 + 1,800 = the top contract's 24,000.
    expect(await mainBalance(t.app, ids.ctop!)).toBe(24_000 - 16_500);
    expect(await mainBalance(t.app, ids.cmid!)).toBe(16_500 - 1_800);
    expect(await mainBalance(t.app, ids.clow!)).toBe(1_800);

    for (const u of ['ctop', 'cmid', 'clow']) {
      const ex = await t.app.inject({
        url: AGENT_CONTRACTS_API.billExplain.replace(':id', String(of(u).id)),
        headers: h[u],
      });
      expect(ex.statusCode).toBe(200);
      expect(ex.json().matches).toBe(true);
      expect(ex.json().recomputed.ownAmount).toBe(of(u).ownAmount);
    }
    expect(of('cmid').id).toBeGreaterThan(0);
    // An agent sees no bill outside its own and the ones it pays.
    const peek = await t.app.inject({
      url: AGENT_CONTRACTS_API.billExplain.replace(':id', String(of('ctop').id)),
      headers: h.clow,
    });
    expect(peek.json().error.code).toBe('BILL_NOT_FOUND');

    // The next day: cm1's wager is voided after payment. The paid bills stay; 3 March's bills carry lines.
    const paidBefore = await t.app.services.db
      .select()
      .from(agentBills)
      .where(eq(agentBills.periodKey, day.key));
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.voided', {
        wagerId: 'a1',
        accountId: ids.cm1!,
        stake: 800_000,
        version: 2,
        settledAt: at('2026-03-02T19:30:00Z'),
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-03T19:05:00Z'));
    const next = await s.settle(
      'dailySalary',
      await s.periodAt('daily', new Date('2026-03-03T05:00:00Z')),
    );
    expect(next.bills).toBe(3);
    const paidAfter = await t.app.services.db
      .select()
      .from(agentBills)
      .where(eq(agentBills.periodKey, day.key));
    expect(paidAfter).toEqual(paidBefore);
    const later = (
      await t.app.inject({ url: `${AGENT_CONTRACTS_API.adminBills}?limit=3`, headers: admin })
    ).json().items as TAgentBill[];
    const nextOf = (u: string) => later.find((b) => b.agent.username === u)!;
    // ctop: team 400,000, 2 active → tier 1 (1 %) = 4,000: −20,000. cmid: 300,000, 1 active → 0.8 % = 2,400: −14,100.
    expect(nextOf('ctop').adjustments).toEqual([
      expect.objectContaining({
        forBillId: of('ctop').id,
        ownBefore: 24_000,
        ownAfter: 4_000,
        amount: -20_000,
      }),
    ]);
    expect(nextOf('cmid').adjustmentAmount).toBe(-14_100);
    expect(nextOf('clow').adjustments).toEqual([]);
    expect(nextOf('ctop')).toMatchObject({ status: 'notReached', payable: 0, paidAmount: 0 });
    // The explanation of the paid bill now differs from what was paid: the line above carries it.
    const ex = await t.app.inject({
      url: AGENT_CONTRACTS_API.adminBillExplain.replace(':id', String(of('ctop').id)),
      headers: admin,
    });
    expect(ex.json()).toMatchObject({ matches: false, recomputed: { ownAmount: 4_000 } });
  });

  it('the 02:05 job settles yesterday in the operator zone, once however often it ticks', async () => {
    t.clock.set(new Date('2026-03-05T19:05:30Z')); // 6 March 02:05:30 Bangkok
    await t.app.services.jobs.tick();
    await t.app.services.jobs.tick();
    await t.app.services.jobs.drain();
    const bills = await t.app.services.db
      .select()
      .from(agentBills)
      .where(eq(agentBills.periodKey, 'daily:2026-03-05'));
    expect(bills).toHaveLength(3);
    expect(bills.every((b) => b.status === 'notReached')).toBe(true);
    // 3 March's clawback of ctop (−20,000, more than that bill) carries on past the unbilled 4th.
    const top = bills.find((b) => b.agentId === ids.ctop)!;
    expect(top).toMatchObject({ ownAmount: 0, adjustmentCarryIn: -20_000, payable: -20_000 });
  });
});
