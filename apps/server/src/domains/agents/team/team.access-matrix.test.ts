import { AGENT_TEAM_API } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { fund } from '../../cashier/wallet/wallet-test-kit.js';
import { moveCash, play, seedTeams, type TeamTree } from './team-test-kit.js';

/**
 * Issue 25 item 2, the access matrix: agent A asks every team operation about agent B's subtree
 * (by id, by username, by filter, by export, by drill-down path) and is refused or gets nothing
 * of B's every time; a member is NOT_AN_AGENT everywhere; nobody signed in is 401.
 */
describe('agent team access matrix', () => {
  let t: TestApp;
  let tree: TeamTree;
  const B_NAMES = ['txagentb', 'txb1', 'txsubb', 'txt1'];
  const get = (url: string, who = 'agentA') =>
    t.app.inject({ url, headers: who === 'nobody' ? {} : tree.headers[who] });

  beforeAll(async () => {
    t = await createTestApp();
    tree = await seedTeams(t.app, t.clock, 'tx');
    const { ids } = tree;
    const now = t.clock.now();
    await play(t.app, now, [
      { accountId: ids.a1!, stake: 100 },
      { accountId: ids.b1!, stake: 5_000, product: 'HOUSE' },
      { accountId: ids.t1!, stake: 7_000 },
    ]);
    await moveCash(t.app, now, [
      { accountId: ids.b1!, deposit: 9_000, withdrawal: 100 },
      { accountId: ids.t1!, deposit: 8_000 },
    ]);
    await fund(t.app, ids.b1!, 1_000);
    await fund(t.app, ids.t1!, 1_000);
  });
  afterAll(() => t.close());

  /** Every way A could name B's team, per operation. */
  const refused = () => {
    const { ids } = tree;
    const q = 'period=today';
    return [
      `${AGENT_TEAM_API.members}?parentId=${ids.agentB}`,
      `${AGENT_TEAM_API.members}?parentId=${ids.subB}`,
      `${AGENT_TEAM_API.members}?parentId=${ids.b1}`,
      `${AGENT_TEAM_API.membersCsv}?parentId=${ids.subB}`,
      `${AGENT_TEAM_API.pl}?${q}&agentId=${ids.agentB}`,
      `${AGENT_TEAM_API.pl}?${q}&agentId=${ids.subB}`,
      `${AGENT_TEAM_API.plCsv}?${q}&agentId=${ids.subB}`,
      `${AGENT_TEAM_API.wagers}?${q}&member=txb1`,
      `${AGENT_TEAM_API.wagers}?${q}&member=TXT1`,
      `${AGENT_TEAM_API.wagersCsv}?${q}&member=txb1`,
      `${AGENT_TEAM_API.transactions}?${q}&member=txb1`,
      `${AGENT_TEAM_API.transactionsCsv}?${q}&member=txt1`,
      // Upwards and sideways: the house, A itself as a "downline", an unknown id and name.
      `${AGENT_TEAM_API.members}?parentId=1`,
      `${AGENT_TEAM_API.pl}?${q}&agentId=${ids.agentA}`,
      `${AGENT_TEAM_API.pl}?${q}&agentId=999999`,
      `${AGENT_TEAM_API.wagers}?${q}&member=nobody-here`,
    ];
  };

  it("refuses every lookup of B's team by id or username with one answer", async () => {
    for (const url of refused()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('NOT_IN_DOWNLINE');
    }
  });

  it("gives nothing of B's team through filters, searches, exports and reports", async () => {
    const q = 'period=today';
    const texts = await Promise.all(
      [
        `${AGENT_TEAM_API.overview}?${q}`,
        `${AGENT_TEAM_API.overviewCsv}?${q}`,
        `${AGENT_TEAM_API.members}?search=tx`,
        `${AGENT_TEAM_API.members}?search=b1`,
        `${AGENT_TEAM_API.membersCsv}?search=tx`,
        `${AGENT_TEAM_API.pl}?${q}`,
        `${AGENT_TEAM_API.plCsv}?${q}`,
        `${AGENT_TEAM_API.wagers}?${q}`,
        `${AGENT_TEAM_API.wagers}?${q}&product=HOUSE`,
        `${AGENT_TEAM_API.wagersCsv}?${q}`,
        `${AGENT_TEAM_API.transactions}?${q}`,
        `${AGENT_TEAM_API.transactionsCsv}?${q}`,
      ].map(async (url) => {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        return [url, res.body] as const;
      }),
    );
    for (const [url, body] of texts) {
      for (const name of B_NAMES) expect(body, url).not.toContain(name);
    }
    const overview = (await get(`${AGENT_TEAM_API.overview}?${q}`)).json();
    expect(overview).toMatchObject({ teamSize: 4, bets: 100, deposits: 0, withdrawals: 0 });
    const house = (await get(`${AGENT_TEAM_API.wagers}?${q}&product=HOUSE`)).json();
    expect(house.total).toBe(0);
    const pl = (await get(`${AGENT_TEAM_API.pl}?${q}`)).json();
    expect(pl.totals).toMatchObject({ bets: 100, deposits: 0 });
    // B itself sees its own team: the figures exist, they are only not A's.
    const b = (await get(`${AGENT_TEAM_API.overview}?${q}`, 'agentB')).json();
    expect(b).toMatchObject({ teamSize: 3, bets: 12_000, deposits: 17_000 });
  });

  it('a sub-agent cannot climb to its upline or see its siblings', async () => {
    const { ids } = tree;
    for (const url of [
      `${AGENT_TEAM_API.members}?parentId=${ids.agentA}`,
      `${AGENT_TEAM_API.pl}?period=today&agentId=${ids.agentA}`,
      `${AGENT_TEAM_API.wagers}?period=today&member=txa1`,
    ]) {
      expect((await get(url, 'subA')).statusCode, url).toBe(403);
    }
    const search = (await get(`${AGENT_TEAM_API.members}?search=tx`, 'subA')).json();
    expect(search.items.map((m: { username: string }) => m.username)).toEqual(['txs1', 'txs2']);
    const drill = (await get(`${AGENT_TEAM_API.pl}?period=today`, 'subA')).json();
    expect(drill.breadcrumb.map((c: { username: string }) => c.username)).toEqual(['txsuba']);
  });

  it('a member is NOT_AN_AGENT and nobody signed in is 401, on every operation', async () => {
    for (const url of Object.values(AGENT_TEAM_API)) {
      const member = await get(`${url}?period=today`, 'a1');
      expect(member.statusCode, url).toBe(403);
      expect(member.json().error.code, url).toBe('NOT_AN_AGENT');
      expect((await get(`${url}?period=today`, 'nobody')).statusCode, url).toBe(401);
    }
  });
});
