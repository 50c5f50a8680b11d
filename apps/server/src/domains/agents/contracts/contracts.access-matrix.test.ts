import { AGENT_CONTRACTS_API, type TContractTerms } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';

const daily = (rateBps: number): TContractTerms => ({
  kind: 'dailySalary',
  period: 'daily',
  tiers: [{ minValidStake: 100_000, minActiveMembers: 1, rateBps }],
});

/**
 * Issue 25's access matrix for contracts: agent A names agent B's contracts and bills every way
 * an agent route takes them (an id in the path, a downline username) and is refused each time
 * with the answer a missing row gets, so A cannot even learn that B's ids exist; A's lists hold
 * nothing of B's; a member is NOT_AN_AGENT and nobody signed in is 401 on every agent route.
 */
describe('agent contracts access matrix', () => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  let bContract = 0;
  let bPending = 0;
  let bBill = 0;

  const post = (who: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: h[who], ...(payload ? { payload } : {}) });
  const get = (who: string, url: string) =>
    t.app.inject({ url, headers: who === 'nobody' ? {} : h[who] });
  const at = (path: string, id: number) => path.replace(':id', String(id));

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-02T03:00:00Z'));
    const admin = await adminHeaders(t.app);
    for (const [name, upline, type] of [
      ['mxa', 'house', 1],
      ['mxb', 'house', 1],
      ['mxbsub', 'mxb', 1],
      ['mxbsub2', 'mxb', 1],
      ['mxa1', 'mxa', 0],
      ['mxb1', 'mxbsub', 0],
    ] as const) {
      ids[name] = (await createAccount(t.app, { username: name, upline, type })).id;
      h[name] = await signIn(t.app, name, type === 1);
    }
    for (const agentUsername of ['mxa', 'mxb']) {
      const given = await t.app.inject({
        method: 'POST',
        url: AGENT_CONTRACTS_API.adminGive,
        headers: admin,
        payload: { agentUsername, terms: daily(100) },
      });
      expect(given.statusCode).toBe(200);
    }
    const offered = await post('mxb', AGENT_CONTRACTS_API.offer, {
      downlineUsername: 'mxbsub',
      terms: daily(60),
    });
    bContract = offered.json().id;
    expect((await post('mxbsub', at(AGENT_CONTRACTS_API.accept, bContract), {})).statusCode).toBe(
      200,
    );
    bPending = (
      await post('mxb', AGENT_CONTRACTS_API.offer, {
        downlineUsername: 'mxbsub2',
        terms: daily(50),
      })
    ).json().id;

    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId: 'mx-b',
        accountId: ids.mxb1!,
        stake: 400_000,
        settledAt: '2026-03-02T05:00:00Z',
      }),
      wagerEvent('wager.settled', {
        wagerId: 'mx-a',
        accountId: ids.mxa1!,
        stake: 200_000,
        settledAt: '2026-03-02T05:00:00Z',
      }),
    ]);
    await t.app.services.events.drain();
    t.clock.set(new Date('2026-03-02T19:05:00Z'));
    const s = t.app.services.agentSettlement;
    await s.settle('dailySalary', await s.periodAt('daily', new Date('2026-03-02T05:00:00Z')));
    const bBills = (await get('mxb', AGENT_CONTRACTS_API.bills)).json().items as {
      id: number;
      agent: { username: string };
    }[];
    bBill = bBills.find((b) => b.agent.username === 'mxbsub')!.id;
  });
  afterAll(() => t?.close());

  it("refuses every action on B's contracts and bills as if they did not exist", async () => {
    for (const [url, code] of [
      [at(AGENT_CONTRACTS_API.accept, bPending), 'CONTRACT_NOT_FOUND'],
      [at(AGENT_CONTRACTS_API.reject, bPending), 'CONTRACT_NOT_FOUND'],
      [at(AGENT_CONTRACTS_API.terminate, bContract), 'CONTRACT_NOT_FOUND'],
      [at(AGENT_CONTRACTS_API.terminate, bPending), 'CONTRACT_NOT_FOUND'],
      [at(AGENT_CONTRACTS_API.terminate, 999_999), 'CONTRACT_NOT_FOUND'],
    ] as const) {
      const res = await post('mxa', url, {});
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe(code);
    }
    const explain = await get('mxa', at(AGENT_CONTRACTS_API.billExplain, bBill));
    expect(explain.statusCode).toBe(404);
    expect(explain.json().error.code).toBe('BILL_NOT_FOUND');
    // B's sub-agent sees its own bill; B's other sub-agent (a sibling) does not.
    expect((await get('mxbsub', at(AGENT_CONTRACTS_API.billExplain, bBill))).statusCode).toBe(200);
    expect((await get('mxbsub2', at(AGENT_CONTRACTS_API.billExplain, bBill))).statusCode).toBe(404);
    // B's pending offer is still pending after all of A's attempts.
    const offers = (await get('mxb', AGENT_CONTRACTS_API.offers)).json().items as {
      id: number;
      status: string;
    }[];
    expect(offers.find((o) => o.id === bPending)?.status).toBe('pending');
    expect(offers.find((o) => o.id === bContract)?.status).toBe('active');
  });

  it("refuses an offer to B's team and to A's own member, by username in any case", async () => {
    for (const [username, code] of [
      ['mxbsub', 'NOT_IN_DOWNLINE'],
      ['MXBSUB', 'NOT_IN_DOWNLINE'],
      ['mxb', 'NOT_IN_DOWNLINE'],
      ['mxa', 'NOT_IN_DOWNLINE'],
      ['mxa1', 'NOT_AN_AGENT'],
    ] as const) {
      const res = await post('mxa', AGENT_CONTRACTS_API.offer, {
        downlineUsername: username,
        terms: daily(10),
      });
      expect(res.json().error?.code, username).toBe(code);
    }
  });

  it("A's lists hold nothing of B's team", async () => {
    for (const url of [AGENT_CONTRACTS_API.mine, AGENT_CONTRACTS_API.offers]) {
      const body = (await get('mxa', url)).body;
      for (const name of ['mxb', 'mxbsub', 'mxb1']) expect(body, url).not.toContain(`"${name}"`);
    }
    const bills = (await get('mxa', AGENT_CONTRACTS_API.bills)).json().items as {
      agent: { username: string };
    }[];
    expect(bills.map((b) => b.agent.username)).toEqual(['mxa']);
  });

  it('a member is NOT_AN_AGENT and nobody signed in is 401 on every agent route', async () => {
    const routes = Object.entries(AGENT_CONTRACTS_API).filter(([, url]) =>
      url.startsWith('/api/agent/'),
    );
    const writes = new Set(['offer', 'accept', 'reject', 'terminate']);
    for (const [name, path] of routes) {
      const url = at(path, bContract);
      const send = (who: string) =>
        writes.has(name)
          ? t.app.inject({
              method: 'POST',
              url,
              headers: who === 'nobody' ? {} : h[who],
              payload: { downlineUsername: 'mxbsub', terms: daily(10) },
            })
          : get(who, url);
      const member = await send('mxb1');
      expect(member.statusCode, url).toBe(403);
      expect(member.json().error.code, url).toBe('NOT_AN_AGENT');
      expect((await send('nobody')).statusCode, url).toBe(401);
    }
  });
});
