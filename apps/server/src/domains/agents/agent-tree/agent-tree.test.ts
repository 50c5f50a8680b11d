import {
  ADMIN_AGENT_TREE_API,
  ADMIN_SELF_DEALING_API,
  API,
  type TAgentSelfDealing,
  type TAgentTree,
  type TSelfDealingList,
} from '@lw/contracts';
import { identityDevices, loginHistory, memberBankAccounts } from '../../../db/schema/index.js';
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
});
