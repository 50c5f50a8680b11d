import { AGENT_TEAM_API, API, addDays, dayOfInstant } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { fund } from '../../cashier/wallet/wallet-test-kit.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { TEAM_CASH_CONSUMER } from './team-cash-consumer.js';
import { moveCash, play, seedTeams, type TeamTree } from './team-test-kit.js';

/** Issue 25 item 2: the agent centre's team pages, figures from the roll-ups. */
describe('agent team: overview, P/L, lists, CSV', () => {
  let t: TestApp;
  let tree: TeamTree;
  let today: string;
  let s2Wager: string;
  const get = (url: string, who = 'agentA') => t.app.inject({ url, headers: tree.headers[who] });

  /** Sets the active-member minimum (settings `agentContracts`), answering the PUT. */
  const setActiveMinimum = async (activeMemberMinValidStake: number) => {
    const current = await t.app.services.settings.get('agentContracts');
    return t.app.inject({
      method: 'PUT',
      url: API.admin.settingsSection('agentContracts'),
      headers: await adminHeaders(t.app),
      payload: { ...current, activeMemberMinValidStake },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    // One baht: the figures below are small.
    expect((await setActiveMinimum(100)).statusCode).toBe(200);
    tree = await seedTeams(t.app, t.clock, 'tm');
    const now = t.clock.now();
    today = dayOfInstant(now, TEST_TIME_ZONE);
    const { ids } = tree;
    await play(t.app, now, [
      { accountId: ids.a1!, stake: 1_000, win: 1_500 },
      { accountId: ids.a1!, stake: 50 },
      { accountId: ids.s1!, stake: 2_000, product: 'HOUSE' },
      { accountId: ids.s1!, stake: 999, voided: true },
      { accountId: ids.s2!, stake: 60, win: 10 },
      { accountId: ids.b1!, stake: 5_000 },
    ]);
    // Yesterday: only the chart of a longer period and "yesterday" see it.
    await play(t.app, new Date(now.getTime() - 86_400_000), [{ accountId: ids.s2!, stake: 700 }]);
    await moveCash(t.app, now, [
      { accountId: ids.a1!, deposit: 10_000 },
      { accountId: ids.a1!, deposit: 5_000 },
      { accountId: ids.s1!, deposit: 3_000, withdrawal: 1_000 },
      { accountId: ids.b1!, deposit: 7_000 },
    ]);
    await fund(t.app, ids.s1!, 4_200);
    const [row] = await queryRows<{ wager_id: string }>(
      t.app.services.db,
      sql`SELECT wager_id FROM settled_wagers WHERE account_id = ${ids.s2!} AND stake = 60`,
    );
    s2Wager = row!.wager_id;
  });
  afterAll(() => t.close());

  it('overview: every figure of the period, the active-member rule and a line per day', async () => {
    const res = await get(`${AGENT_TEAM_API.overview}?period=today`);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.range).toEqual({ period: 'today', from: today, to: today, timeZone: TEST_TIME_ZONE });
    expect(o).toMatchObject({
      currency: 'THB',
      teamSize: 4,
      newMembers: 4,
      firstDeposits: { count: 2, amount: 13_000 },
      // a1 (1,050) and s1 (2,000) reach 100; s2 (60) does not; the voided wager counts nothing.
      activeMembers: 2,
      activeMinValidStake: 100,
      deposits: 18_000,
      withdrawals: 1_000,
      bets: 3_110,
      validBets: 3_110,
      wins: 1_510,
      rebates: 0,
      bonuses: 0,
      profitLoss: 1_510 - 3_110,
      // a1 (member site) and subA (agent site) are signed in; the agent's own session is not
      // its team's.
      onlineNow: 2,
    });
    expect(o.days).toEqual([
      {
        day: today,
        bets: 3_110,
        validBets: 3_110,
        wins: 1_510,
        profitLoss: -1_600,
        deposits: 18_000,
        withdrawals: 1_000,
      },
    ]);

    const week = (
      await get(`${AGENT_TEAM_API.overview}?period=custom&from=${addDays(today, -1)}&to=${today}`)
    ).json();
    expect(week.days.map((d: { day: string; bets: number }) => [d.day, d.bets])).toEqual([
      [addDays(today, -1), 700],
      [today, 3_110],
    ]);
    // s2's two days together pass the minimum: active over the range, not on either day alone.
    expect(week.activeMembers).toBe(3);
    const yesterday = (await get(`${AGENT_TEAM_API.overview}?period=yesterday`)).json();
    expect(yesterday).toMatchObject({ bets: 700, activeMembers: 1, deposits: 0 });

    // The sub-agent sees its own part only.
    const sub = (await get(`${AGENT_TEAM_API.overview}?period=today`, 'subA')).json();
    expect(sub).toMatchObject({ teamSize: 2, bets: 2_060, deposits: 3_000, activeMembers: 1 });
  });

  it('the operator moves the active-member minimum', async () => {
    expect((await setActiveMinimum(0)).statusCode).toBe(400);
    expect((await setActiveMinimum(2_000)).statusCode).toBe(200);
    expect((await get(`${AGENT_TEAM_API.overview}?period=today`)).json()).toMatchObject({
      activeMembers: 1,
      activeMinValidStake: 2_000,
    });
    expect((await setActiveMinimum(100)).statusCode).toBe(200);
  });

  it('refuses a custom period that is missing, reversed or too long', async () => {
    for (const q of [
      'period=custom',
      `period=custom&from=${today}&to=${addDays(today, -1)}`,
      `period=custom&from=${addDays(today, -92)}&to=${today}`,
      'period=custom&from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await get(`${AGENT_TEAM_API.overview}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toMatch(/TEAM_PERIOD_INVALID|VALIDATION_ERROR/);
    }
  });

  it('P/L: per direct downline (its whole subtree), per level, totals; drill into a sub-agent', async () => {
    const pl = (await get(`${AGENT_TEAM_API.pl}?period=today`)).json();
    expect(pl.agent.username).toBe('tmagenta');
    expect(pl.breadcrumb.map((c: { username: string }) => c.username)).toEqual(['tmagenta']);
    const rows = Object.fromEntries(pl.rows.map((r: { username: string }) => [r.username, r]));
    expect(rows.tma1).toMatchObject({
      kind: 'member',
      teamSize: 1,
      deposits: 15_000,
      withdrawals: 0,
      bets: 1_050,
      wins: 1_500,
      profitLoss: 450,
    });
    expect(rows.tmsuba).toMatchObject({
      kind: 'agent',
      teamSize: 3,
      deposits: 3_000,
      withdrawals: 1_000,
      bets: 2_060,
      validBets: 2_060,
      wins: 10,
      profitLoss: -2_050,
    });
    expect(pl.levels.map((l: { level: number; bets: number }) => [l.level, l.bets])).toEqual([
      [1, 1_050],
      [2, 2_060],
    ]);
    expect(pl.totals).toMatchObject({ deposits: 18_000, bets: 3_110, profitLoss: -1_600 });
    // Totals equal the sum of the rows.
    const sum = pl.rows.reduce((n: number, r: { bets: number }) => n + r.bets, 0);
    expect(sum).toBe(pl.totals.bets);

    const drill = (await get(`${AGENT_TEAM_API.pl}?period=today&agentId=${tree.ids.subA}`)).json();
    expect(drill.breadcrumb.map((c: { username: string }) => c.username)).toEqual([
      'tmagenta',
      'tmsuba',
    ]);
    expect(drill.rows.map((r: { username: string; bets: number }) => [r.username, r.bets])).toEqual(
      [
        ['tms1', 2_000],
        ['tms2', 60],
      ],
    );
    expect(drill.levels).toHaveLength(1);
  });

  it('downline: one level, drill down, a search of the whole subtree, balances', async () => {
    const top = (await get(AGENT_TEAM_API.members)).json();
    expect(top.items.map((m: { username: string }) => m.username)).toEqual(['tma1', 'tmsuba']);
    expect(top.items[1]).toMatchObject({ kind: 'agent', level: 1, directDownlines: 2 });
    const down = (await get(`${AGENT_TEAM_API.members}?parentId=${tree.ids.subA}`)).json();
    expect(down.breadcrumb.map((c: { username: string }) => c.username)).toEqual([
      'tmagenta',
      'tmsuba',
    ]);
    expect(
      down.items.map((m: { username: string; level: number }) => [m.username, m.level]),
    ).toEqual([
      ['tms1', 2],
      ['tms2', 2],
    ]);
    expect(down.items[0].balance).toBe(4_200);
    const search = (await get(`${AGENT_TEAM_API.members}?search=TMS`)).json();
    expect(search.items.map((m: { username: string }) => m.username)).toEqual([
      'tmsuba',
      'tms1',
      'tms2',
    ]);
    const agents = (await get(`${AGENT_TEAM_API.members}?search=tm&kind=agent`)).json();
    expect(agents.items.map((m: { username: string }) => m.username)).toEqual(['tmsuba']);
    // A LIKE wildcard is taken literally.
    expect((await get(`${AGENT_TEAM_API.members}?search=%25`)).json().total).toBe(0);
  });

  it('team betting: filters, totals over every match, paging', async () => {
    const all = (await get(`${AGENT_TEAM_API.wagers}?period=today&pageSize=2`)).json();
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.totals).toEqual({ stake: 3_110, validStake: 3_110, win: 1_510, profitLoss: -1_600 });
    const house = (await get(`${AGENT_TEAM_API.wagers}?period=today&product=house`)).json();
    expect(
      house.items.map((w: { username: string; stake: number }) => [w.username, w.stake]),
    ).toEqual([['tms1', 2_000]]);
    const s1 = (await get(`${AGENT_TEAM_API.wagers}?period=today&member=TMS1`)).json();
    expect(
      s1.items.map((w: { status: string; profitLoss: number }) => [w.status, w.profitLoss]),
    ).toEqual(
      expect.arrayContaining([
        ['settled', -2_000],
        ['voided', 0],
      ]),
    );
  });

  it("transactions: the team's ledger entries by member and type", async () => {
    const res = (await get(`${AGENT_TEAM_API.transactions}?period=today&type=adjustment`)).json();
    expect(
      res.items.map((e: { username: string; amount: number }) => [e.username, e.amount]),
    ).toEqual([['tms1', 4_200]]);
    expect(res.items[0]).toMatchObject({ type: 'adjustment', balanceAfter: 4_200, wallet: 'main' });
    const mine = (await get(`${AGENT_TEAM_API.transactions}?period=today&member=tma1`)).json();
    expect(mine.total).toBe(0);
  });

  it('a correction moves the figures; replaying the cash events from the start changes nothing', async () => {
    const before = (await get(`${AGENT_TEAM_API.overview}?period=today`)).json();
    // s2's wager of 60 is voided: out of bets, valid bets and wins (10), and s2 stays inactive.
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.voided', {
        wagerId: s2Wager,
        accountId: tree.ids.s2!,
        settledAt: t.clock.now().toISOString(),
        stake: 60,
        win: 0,
        version: 2,
      }),
    ]);
    await t.app.services.events.drain();
    const after = (await get(`${AGENT_TEAM_API.overview}?period=today`)).json();
    expect(after.bets).toBe(before.bets - 60);
    expect(after.wins).toBe(before.wins - 10);
    expect(after.activeMembers).toBe(before.activeMembers);
    await t.app.services.events.resetPosition(TEAM_CASH_CONSUMER, 0);
    await t.app.services.events.drain();
    const replayed = (await get(`${AGENT_TEAM_API.overview}?period=today`)).json();
    expect(replayed).toMatchObject({
      deposits: after.deposits,
      withdrawals: after.withdrawals,
      firstDeposits: after.firstDeposits,
    });
    // Put s2's wager back as it was for the tests after this one.
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.resettled', {
        wagerId: s2Wager,
        accountId: tree.ids.s2!,
        settledAt: t.clock.now().toISOString(),
        stake: 60,
        win: 10,
        version: 3,
      }),
    ]);
    await t.app.services.events.drain();
    expect((await get(`${AGENT_TEAM_API.overview}?period=today`)).json().bets).toBe(before.bets);
  });

  it('CSV: the same figures, escaped, with the period', async () => {
    const res = await get(`${AGENT_TEAM_API.plCsv}?period=today`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('team-pl.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'section,username,kind,level,team_size,currency,deposits,withdrawals,bets,valid_bets,wins,rebates,bonuses,profit_loss',
    );
    expect(lines).toContain(
      'downline,tmsuba,agent,,3,THB,30.00,10.00,20.60,20.60,0.10,0.00,0.00,-20.50',
    );
    expect(lines.at(-1)).toBe(
      'total,tmagenta,,,,THB,180.00,10.00,31.10,31.10,15.10,0.00,0.00,-16.00',
    );
    const members = (await get(`${AGENT_TEAM_API.membersCsv}?search=tm`)).body;
    expect(members.split('\r\n')).toHaveLength(1 + 4 + 1);
    const overview = (await get(`${AGENT_TEAM_API.overviewCsv}?period=today`)).body;
    expect(overview).toContain(`${today},THB,31.10,31.10,15.10,-16.00,180.00,10.00`);
  });
});
