import { API, VIP_API, type TVipState } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { play } from '../../agents/team/team-test-kit.js';
import { createAccount, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { approvedDeposits, saveVipProgram, setVipModule, TWO_LEVELS } from './vip-test-kit.js';

/** 23:58 on 30 November 2026 in Bangkok (UTC+7), two minutes before the month changes. */
const NOV_30_LATE = new Date('2026-11-30T16:58:00Z');
const DEC_1_EARLY = new Date('2026-11-30T17:01:00Z');

/** Issue 26 item 5: VIP levels, their bonuses, the public state and the switch. */
describe('VIP levels', () => {
  let t: TestApp;
  let seq = 0;
  const member = async () => {
    const row = await createAccount(t.app, { username: `vip${++seq}x${Date.now() % 100000}` });
    return { id: row.id, headers: await signIn(t.app, row.username) };
  };
  const vipOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: VIP_API.mine, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TVipState>();
  };
  const bonusRows = (accountId: number) =>
    queryRows<{ kind: string; period: string; amount: number }>(
      t.app.services.db,
      sql`SELECT kind, period, amount::int AS amount FROM vip_bonuses
           WHERE account_id = ${accountId} ORDER BY id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await setVipModule(t.app, true);
    await saveVipProgram(t.app, TWO_LEVELS);
  });
  afterAll(() => t.close());

  it('counts the calendar month in the operator zone: a deposit at 23:58 on 30 Nov is not December', async () => {
    const m = await member();
    t.clock.set(NOV_30_LATE);
    await approvedDeposits(t.app, NOV_30_LATE, [{ accountId: m.id, amount: 6_000 }]);
    t.clock.set(DEC_1_EARLY);
    await approvedDeposits(t.app, DEC_1_EARLY, [{ accountId: m.id, amount: 6_000 }]);
    const december = await vipOf(m.headers);
    expect(december.figures).toMatchObject({ fromDay: '2026-12-01', deposits: 6_000 });
    expect(december.level).toBe(0);
    expect(december.next).toEqual({ level: 1, depositsLeft: 4_000, validBetsLeft: 100_000 });

    // The same deposits over a rolling 7 days: both count (12,000), level 1.
    await saveVipProgram(t.app, { ...TWO_LEVELS, window: { kind: 'rolling', days: 7 } });
    const rolling = await vipOf(m.headers);
    expect(rolling.figures).toMatchObject({ fromDay: '2026-11-25', deposits: 12_000 });
    expect(rolling.level).toBe(1);
    await saveVipProgram(t.app, TWO_LEVELS);
  });

  it('reaches a level by valid bets from the settled-wager read model, on their business day', async () => {
    const m = await member();
    t.clock.set(NOV_30_LATE);
    await play(t.app, NOV_30_LATE, [{ accountId: m.id, stake: 90_000 }]);
    t.clock.set(DEC_1_EARLY);
    await play(t.app, DEC_1_EARLY, [{ accountId: m.id, stake: 60_000 }]);
    expect((await vipOf(m.headers)).level).toBe(0);
    await play(t.app, DEC_1_EARLY, [{ accountId: m.id, stake: 40_000 }]);
    const state = await vipOf(m.headers);
    expect(state.figures.validBets).toBe(100_000);
    expect(state.level).toBe(1);
  });

  it('pays each level-up bonus once, however many refreshes race, and shows the level in the public state', async () => {
    t.clock.set(DEC_1_EARLY);
    const m = await member();
    const before = await mainBalance(t.app, m.id);
    // Twenty refreshes at once (the job, page views): one raise, one bonus.
    await approvedDeposits(t.app, DEC_1_EARLY, [{ accountId: m.id, amount: 10_000 }]);
    await Promise.all(Array.from({ length: 20 }, () => t.app.services.vipLevels.refresh(m.id)));
    expect(await mainBalance(t.app, m.id)).toBe(before + 1_000);
    // 40,000 more: level 2, its own bonus; level 1's is not paid again.
    await approvedDeposits(t.app, DEC_1_EARLY, [{ accountId: m.id, amount: 40_000 }]);
    await Promise.all(Array.from({ length: 20 }, () => t.app.services.vipLevels.refresh(m.id)));
    expect(await mainBalance(t.app, m.id)).toBe(before + 3_000);
    expect(await bonusRows(m.id)).toEqual([
      { kind: 'levelUp', period: '1', amount: 1_000 },
      { kind: 'levelUp', period: '2', amount: 2_000 },
    ]);
    expect(await t.app.services.vipLevels.levelOf(m.id)).toEqual({
      level: 2,
      label: 'Gold (th)',
      labels: { en: 'Gold', th: 'Gold (th)', zh: 'Gold (zh)' },
    });
    const state = await t.app.inject({ url: API.member.publicState, headers: m.headers });
    expect(state.json()).toMatchObject({
      hasVip: true,
      vipLabelName: 'Gold (th)',
      vipRankLevel: 2,
    });
    const explain = await t.app.inject({
      url: VIP_API.adminExplain.replace(':id', String(m.id)),
      headers: await adminHeaders(t.app),
    });
    expect(explain.json()).toMatchObject({
      level: 2,
      qualifyingLevel: 2,
      figures: { deposits: 50_000, monthDeposits: 50_000 },
      changes: [
        { fromLevel: 1, toLevel: 2, reason: 'qualified' },
        { fromLevel: 0, toLevel: 1 },
      ],
    });
    const ledger = await t.app.services.ledger.verify();
    expect(ledger.ok, JSON.stringify(ledger.breaches)).toBe(true);
  });

  it('the monthly review run twice at once keeps or drops each member once and pays each monthly bonus once', async () => {
    t.clock.set(DEC_1_EARLY);
    const keeper = await member();
    const dropper = await member();
    await approvedDeposits(t.app, DEC_1_EARLY, [
      { accountId: keeper.id, amount: 50_000 },
      { accountId: dropper.id, amount: 50_000 },
    ]);
    await t.app.services.vipLevels.refresh(keeper.id);
    await t.app.services.vipLevels.refresh(dropper.id);
    // January: the keeper deposits 20,000 (keeps level 2), the dropper nothing.
    const jan15 = new Date('2027-01-15T05:00:00Z');
    t.clock.set(jan15);
    await approvedDeposits(t.app, jan15, [{ accountId: keeper.id, amount: 20_000 }]);
    // January reviewed on 1 February: over January only the keeper's 20,000 count.
    const febFirst = new Date('2027-01-31T17:30:00Z');
    t.clock.set(febFirst);
    const balances = [await mainBalance(t.app, keeper.id), await mainBalance(t.app, dropper.id)];
    const [a, b] = await Promise.all([
      t.app.services.vipReview.reviewMonth('2027-01'),
      t.app.services.vipReview.reviewMonth('2027-01'),
    ]);
    expect(a.reviewed + b.reviewed).toBeGreaterThanOrEqual(2);
    expect(await t.app.services.vipLevels.levelOf(keeper.id)).toMatchObject({ level: 2 });
    expect(await t.app.services.vipLevels.levelOf(dropper.id)).toMatchObject({ level: 1 });
    // The rebate's batch read answers what levelOf answers each (0 for a member never ranked).
    const outsider = await member();
    const many = await t.app.services.vipLevels.levelsOf([keeper.id, dropper.id, outsider.id]);
    expect(many.get(keeper.id)).toEqual(await t.app.services.vipLevels.levelOf(keeper.id));
    expect(many.get(dropper.id)).toEqual(await t.app.services.vipLevels.levelOf(dropper.id));
    expect(many.get(outsider.id)).toEqual({ level: 0, label: null, labels: null });
    // The keeper: level 2's monthly bonus (800); the dropper: level 1's (500); once each.
    expect(await mainBalance(t.app, keeper.id)).toBe(balances[0]! + 800);
    expect(await mainBalance(t.app, dropper.id)).toBe(balances[1]! + 500);
    // The job's run again (another process, a re-run by hand): nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: VIP_API.adminMonthly,
      headers: await adminHeaders(t.app),
      payload: { month: '2027-01' },
    });
    expect(again.json()).toEqual({ reviewed: 0, dropped: 0, paid: 0 });
    expect(await mainBalance(t.app, keeper.id)).toBe(balances[0]! + 800);
    const monthly = (await bonusRows(dropper.id)).filter((r) => r.kind === 'monthly');
    expect(monthly).toEqual([{ kind: 'monthly', period: '2027-01', amount: 500 }]);
  });

  it('an excluded member is not raised and gets no bonus', async () => {
    t.clock.set(DEC_1_EARLY);
    const m = await member();
    await t.app.services.db.execute(
      sql`UPDATE accounts SET play_restriction = 'time_out',
            play_restricted_until = ${new Date(DEC_1_EARLY.getTime() + 86_400_000).toISOString()}
          WHERE id = ${m.id}`,
    );
    const before = await mainBalance(t.app, m.id);
    await approvedDeposits(t.app, DEC_1_EARLY, [{ accountId: m.id, amount: 60_000 }]);
    expect(await t.app.services.vipLevels.refresh(m.id)).toBe(0);
    expect(await mainBalance(t.app, m.id)).toBe(before);
    expect(await bonusRows(m.id)).toEqual([]);
  });

  it('is hidden when the vip module is off: no page, no level in the public state', async () => {
    t.clock.set(DEC_1_EARLY);
    const m = await member();
    await approvedDeposits(t.app, DEC_1_EARLY, [{ accountId: m.id, amount: 10_000 }]);
    await setVipModule(t.app, false);
    try {
      const page = await t.app.inject({ url: VIP_API.mine, headers: m.headers });
      expect(page.statusCode).toBe(403);
      expect(page.json().error.code).toBe('FEATURE_DISABLED');
      const state = await t.app.inject({ url: API.member.publicState, headers: m.headers });
      expect(state.json()).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: null });
      expect((await t.app.services.vipLevels.levelOf(m.id)).level).toBe(0);
      expect((await t.app.services.vipLevels.levelsOf([m.id])).get(m.id)?.level).toBe(0);
    } finally {
      await setVipModule(t.app, true);
    }
  });

  it('refuses a programme whose levels skip a number or ask less higher up', async () => {
    const headers = await adminHeaders(t.app);
    const bad = structuredClone(TWO_LEVELS);
    bad.levels[1]!.level = 3;
    const skip = await t.app.inject({
      method: 'PUT',
      url: VIP_API.adminProgram,
      headers,
      payload: bad,
    });
    expect(skip.statusCode).toBe(400);
    const lower = structuredClone(TWO_LEVELS);
    lower.levels[1]!.deposits = 1;
    const res = await t.app.inject({
      method: 'PUT',
      url: VIP_API.adminProgram,
      headers,
      payload: lower,
    });
    expect(res.statusCode).toBe(400);
    const huge = structuredClone(TWO_LEVELS);
    huge.levels[0]!.levelUpBonus = Number.MAX_SAFE_INTEGER + 2;
    const big = await t.app.inject({
      method: 'PUT',
      url: VIP_API.adminProgram,
      headers,
      payload: huge,
    });
    expect(big.statusCode).toBe(400);
  });
});
