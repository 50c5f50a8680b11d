import {
  ADMIN_AGENT_TREE_API,
  ADMIN_SELF_DEALING_API,
  API,
  ADMIN_AGENT_REPORT_API,
  type TAgentReport,
  type TAgentSelfDealing,
  type TAgentTree,
  type TSelfDealingList,
} from '@lw/contracts';
import {
  deposits,
  identityDevices,
  loginHistory,
  memberBankAccounts,
  paymentMethods,
  settledWagers,
} from '../../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount } from '../../cashier/wallet/wallet-test-kit.js';

/** Issue 25 item 5: the back office's agent tree, level by level, search, move and lock. */
describe('back-office agent tree', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    // treetop -> treemid -> (treeleaf1, treeleaf2); treeother beside it.
    const tree: [string, number, string][] = [
      ['treetop', 1, 'house'],
      ['treemid', 1, 'treetop'],
      ['treeleaf1', 0, 'treemid'],
      ['treeleaf2', 0, 'treemid'],
      ['treeother', 1, 'house'],
    ];
    for (const [username, type, upline] of tree) {
      ids[username] = (await createAccount(t.app, { username, type, upline })).id;
    }
  });
  afterAll(() => t.close());

  const browse = async (query: string, headers: Record<string, string> = admin) => {
    const res = await t.app.inject({ url: `${ADMIN_AGENT_TREE_API.tree}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAgentTree>();
  };

  it('lists the top level with direct and whole-team counts', async () => {
    const top = await browse('');
    const row = top.items.find((i) => i.username === 'treetop')!;
    expect(row).toMatchObject({ isAgent: true, directCount: 1, teamSize: 3, status: 'active' });
    expect(top.chain).toEqual([]);
    expect(top.items.some((i) => i.username === 'treeleaf1')).toBe(false);
  });

  it('drills down level by level with the chain of uplines', async () => {
    const mid = await browse(`?parentId=${ids.treetop}`);
    expect(mid.items.map((i) => [i.username, i.uplineUsername])).toEqual([['treemid', 'treetop']]);
    expect(mid.chain).toEqual([{ id: ids.treetop, username: 'treetop' }]);
    const leaves = await browse(`?parentId=${ids.treemid}`);
    expect(leaves.items.map((i) => [i.username, i.isAgent, i.teamSize])).toEqual([
      ['treeleaf1', false, 0],
      ['treeleaf2', false, 0],
    ]);
    expect(leaves.chain.map((c) => c.username)).toEqual(['treetop', 'treemid']);
    expect(leaves.total).toBe(2);
  });

  it('searches usernames across the whole tree; wildcards are literal', async () => {
    const found = await browse('?q=TREELEAF');
    expect(found.items.map((i) => i.username)).toEqual(['treeleaf1', 'treeleaf2']);
    expect((await browse('?q=tree%25leaf')).items).toEqual([]);
  });

  it('moving a branch and locking an agent show in the tree', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: API.admin.accountUpline(ids.treemid!),
      headers: admin,
      payload: { uplineId: ids.treeother },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const top = await browse('');
    expect(top.items.find((i) => i.username === 'treetop')!.teamSize).toBe(0);
    expect(top.items.find((i) => i.username === 'treeother')!.teamSize).toBe(3);
    const locked = await t.app.inject({
      method: 'POST',
      url: API.admin.accountStatus(ids.treeother!),
      headers: admin,
      payload: { status: 'locked', reason: 'self-dealing review' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await browse('?q=treeother')).items[0]!.status).toBe('locked');
  });

  it('answers 404 for an unknown parent and 400 for a bad query, 401 without a session', async () => {
    const missing = await t.app.inject({
      url: `${ADMIN_AGENT_TREE_API.tree}?parentId=999999999`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${ADMIN_AGENT_TREE_API.tree}?page=0`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: ADMIN_AGENT_TREE_API.tree })).statusCode).toBe(401);
  });

  describe('self-dealing flags', () => {
    beforeAll(async () => {
      for (const [username, type, upline] of [
        ['sdagent', 1, 'house'],
        ['sdsub', 1, 'sdagent'],
        ['sdmem1', 0, 'sdagent'],
        ['sdmem2', 0, 'sdsub'],
        ['sdmem3', 0, 'sdagent'],
        ['sdstale', 0, 'sdagent'],
        ['sdout', 0, 'house'],
      ] as const) {
        ids[username] = (await createAccount(t.app, { username, type, upline })).id;
      }
      const db = t.app.services.db;
      const now = Date.now();
      await db.insert(identityDevices).values([
        { accountId: ids.sdagent!, deviceId: 'dev-agent-phone', firstSeenAt: new Date(now) },
        { accountId: ids.sdmem1!, deviceId: 'dev-agent-phone', firstSeenAt: new Date(now) },
        // Outside the subtree: not the agent's self-dealing (the risk queue's business).
        { accountId: ids.sdout!, deviceId: 'dev-agent-phone', firstSeenAt: new Date(now) },
      ]);
      const signIn = (accountId: number, ip: string, daysAgo = 0, success = true) => ({
        accountId,
        ip,
        at: new Date(now - daysAgo * 86_400_000),
        site: 'member' as const,
        method: 'password',
        success,
      });
      await db.insert(loginHistory).values([
        signIn(ids.sdagent!, '203.0.113.9'),
        signIn(ids.sdmem2!, '203.0.113.9'),
        // A failed attempt from the IP and a sign-in 120 days ago do not count.
        signIn(ids.sdmem3!, '203.0.113.9', 0, false),
        signIn(ids.sdagent!, '198.51.100.7', 120),
        signIn(ids.sdstale!, '198.51.100.7', 120),
      ]);
      const bank = (accountId: number) => ({
        accountId,
        bankCode: 'KBANK',
        accountName: 'Somchai',
        accountNumber: '1234567890',
      });
      await db.insert(memberBankAccounts).values([bank(ids.sdagent!), bank(ids.sdmem3!)]);
    });

    it("names each shared device, IP and bank account with the agent's downline accounts", async () => {
      const res = await t.app.inject({
        url: ADMIN_SELF_DEALING_API.agent.replace(':id', String(ids.sdagent)),
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TAgentSelfDealing>();
      expect(body.flags).toEqual([
        {
          kind: 'bank',
          value: 'KBANK ••••7890',
          accounts: [{ id: ids.sdmem3, username: 'sdmem3' }],
        },
        {
          kind: 'device',
          value: 'dev-agent-phone',
          accounts: [{ id: ids.sdmem1, username: 'sdmem1' }],
        },
        { kind: 'ip', value: '203.0.113.9', accounts: [{ id: ids.sdmem2, username: 'sdmem2' }] },
      ]);
      // The sub-agent sees none of its upline's values in its own (smaller) subtree.
      const sub = await t.app.inject({
        url: ADMIN_SELF_DEALING_API.agent.replace(':id', String(ids.sdsub)),
        headers: admin,
      });
      expect(sub.json<TAgentSelfDealing>().flags).toEqual([]);
    });

    it('lists the flagged agents with their counts; a member is not an agent', async () => {
      const res = await t.app.inject({ url: ADMIN_SELF_DEALING_API.list, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TSelfDealingList>().items).toEqual([
        { agentId: ids.sdagent, username: 'sdagent', devices: 1, ips: 1, banks: 1 },
      ]);
      const member = await t.app.inject({
        url: ADMIN_SELF_DEALING_API.agent.replace(':id', String(ids.sdmem1)),
        headers: admin,
      });
      expect(member.statusCode).toBe(403);
      expect((await t.app.inject({ url: ADMIN_SELF_DEALING_API.list })).statusCode).toBe(401);
    });
  });

  describe('agent report', () => {
    const report = (id: number, query: string) =>
      t.app.inject({
        url: `${ADMIN_AGENT_REPORT_API.report.replace(':id', String(id))}?${query}`,
        headers: admin,
      });

    beforeAll(async () => {
      for (const [username, type, upline] of [
        ['rpagent', 1, 'house'],
        ['rpsub', 1, 'rpagent'],
        ['rpmem1', 0, 'rpagent'],
        ['rpmem2', 0, 'rpsub'],
        ['rpother', 0, 'house'],
      ] as const) {
        ids[username] = (await createAccount(t.app, { username, type, upline })).id;
      }
      const db = t.app.services.db;
      const { currency } = await t.app.services.settings.get('cashier');
      const agent = ids.rpagent!;
      const sub = ids.rpsub!;
      let n = 0;
      const wager = (
        accountId: number,
        path: number[],
        businessDay: string,
        stake: number,
        win: number,
        status: 'settled' | 'voided' = 'settled',
        cur = currency,
      ) => ({
        product: 'HOUSE',
        wagerId: `rp-${++n}`,
        leg: 0,
        category: 'RNG',
        vendor: 'HOUSE',
        gameCode: 'dice',
        accountId,
        currency: cur,
        agentPath: path,
        stake,
        validStake: status === 'voided' ? 0 : stake,
        win,
        status,
        version: 1,
        settledAt: new Date(`${businessDay}T05:00:00Z`),
        changedAt: new Date(`${businessDay}T05:00:00Z`),
        businessDay,
      });
      await db.insert(settledWagers).values([
        wager(ids.rpmem1!, [agent], '2026-05-01', 100_00, 50_00),
        wager(ids.rpmem2!, [sub, agent], '2026-05-02', 200_00, 0),
        // Voided, outside the period, play money, another team: none of them counts.
        wager(ids.rpmem1!, [agent], '2026-05-02', 999_00, 0, 'voided'),
        wager(ids.rpmem1!, [agent], '2026-05-04', 500_00, 0),
        wager(ids.rpmem1!, [agent], '2026-05-02', 700_00, 0, 'settled', 'FUN'),
        wager(ids.rpother!, [1], '2026-05-02', 300_00, 0),
      ]);
      let [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
      if (!method) {
        [method] = await db
          .insert(paymentMethods)
          .values({
            code: 'rp-bank',
            kind: 'bank_transfer',
            name: { th: 'x', en: 'x', zh: 'x' },
            currency,
            minAmount: 1,
            maxAmount: 1_000_000_00,
          })
          .returning({ id: paymentMethods.id });
      }
      const deposit = (
        accountId: number,
        amount: number,
        status: 'approved' | 'pending',
        at: string,
      ) => ({
        accountId,
        paymentMethodId: method!.id,
        amount,
        currency,
        status,
        referenceCode: `RP${++n}`,
        expiresAt: new Date(at),
        decidedAt: status === 'approved' ? new Date(at) : null,
      });
      await db.insert(deposits).values([
        deposit(ids.rpmem1!, 1_000_00, 'approved', '2026-05-01T10:00:00Z'),
        deposit(ids.rpmem2!, 500_00, 'approved', '2026-05-03T10:00:00Z'),
        deposit(ids.rpmem2!, 700_00, 'pending', '2026-05-03T10:00:00Z'),
        deposit(ids.rpmem2!, 900_00, 'approved', '2026-05-05T10:00:00Z'),
        // Days are the operator's (Asia/Bangkok, UTC+7): 00:30 on 1 May counts, 00:30 on 4 May not.
        deposit(ids.rpmem1!, 20_00, 'approved', '2026-04-30T17:30:00Z'),
        deposit(ids.rpmem1!, 50_00, 'approved', '2026-05-03T17:30:00Z'),
      ]);
    });

    it("sums the team's deposits and settled play over the business days, voids and other teams left out", async () => {
      const res = await report(ids.rpagent!, 'from=2026-05-01&to=2026-05-03');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TAgentReport>()).toMatchObject({
        username: 'rpagent',
        teamSize: 3,
        depositCount: 3,
        deposits: 1_520_00,
        activeMembers: 2,
        bets: 300_00,
        validBets: 300_00,
        wins: 50_00,
        profitLoss: -250_00,
      });
      // The sub-agent's team is its own member only.
      const sub = (await report(ids.rpsub!, 'from=2026-05-01&to=2026-05-03')).json<TAgentReport>();
      expect(sub).toMatchObject({
        teamSize: 1,
        deposits: 500_00,
        bets: 200_00,
        profitLoss: -200_00,
      });
    });

    it('refuses a reversed or too long period, a non-calendar day and a member', async () => {
      expect((await report(ids.rpagent!, 'from=2026-05-03&to=2026-05-01')).statusCode).toBe(400);
      const long = await report(ids.rpagent!, 'from=2026-01-01&to=2026-12-31');
      expect(long.json().error.code).toBe('DATE_RANGE_TOO_LONG');
      expect((await report(ids.rpagent!, 'from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
      expect((await report(ids.rpmem1!, 'from=2026-05-01&to=2026-05-03')).statusCode).toBe(403);
    });
  });
});
