import { ADMIN_REBATE_API, REBATE_API, type TMyRebate } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { publishWagers, wagerEvent } from '../../cashier/settled-wagers/settled-wagers-test-kit.js';
import { takeExclusion } from '../../responsible-gaming/exclusions/exclusions-test-kit.js';
import { createAccount, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';

/** Bangkok is UTC+7: 2 March 23:59 there is 16:59 UTC. */
const bkk = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

/** Issue 26 item 8 over HTTP on a real database: manual claims, the daily run, corrections. */
describe('rebate: manual claim, daily run, corrections', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  let seq = 0;

  const play = async (who: string, at: Date, stake: number, category = 'RNG') => {
    const wagerId = `rb-${++seq}`;
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.settled', {
        wagerId,
        accountId: ids[who]!,
        settledAt: at.toISOString(),
        stake,
        category,
      }),
    ]);
    await t.app.services.events.drain();
    return wagerId;
  };
  const mine = async (who: string) =>
    (await t.app.inject({ url: REBATE_API.mine, headers: h[who] })).json() as TMyRebate;
  const claim = (who: string) =>
    t.app.inject({ method: 'POST', url: REBATE_API.claim, headers: h[who] });

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(bkk('2026-03-02', '20:00'));
    admin = await adminHeaders(t.app);
    for (const name of ['rb1', 'rb2', 'rb3']) {
      ids[name] = (await createAccount(t.app, { username: name })).id;
      h[name] = await signIn(t.app, name);
    }
    // 1 % on slots at every level; 0.5 % on live casino, at most 3.00 a day; VIP 3: 2 % on slots.
    const saved = await t.app.inject({
      method: 'PUT',
      url: ADMIN_REBATE_API.rates,
      headers: admin,
      payload: {
        rates: [
          { level: 0, category: 'RNG', rateBps: 100, dailyCap: null },
          { level: 0, category: 'LIVE', rateBps: 50, dailyCap: 300 },
          { level: 3, category: 'RNG', rateBps: 200, dailyCap: null },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('refuses a rate table the database cannot hold or a rate over 10 %', async () => {
    for (const rates of [
      [{ level: 0, category: 'RNG', rateBps: 1_001, dailyCap: null }],
      [{ level: 0, category: 'NOPE', rateBps: 10, dailyCap: null }],
      [{ level: -1, category: 'RNG', rateBps: 10, dailyCap: null }],
      [{ level: 0, category: 'RNG', rateBps: 10, dailyCap: 2 ** 60 }],
      [
        { level: 0, category: 'RNG', rateBps: 10, dailyCap: null },
        { level: 0, category: 'RNG', rateBps: 20, dailyCap: null },
      ],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: ADMIN_REBATE_API.rates,
        headers: admin,
        payload: { rates },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a member sees today per category, 20 claims at once pay once, the daily run pays the rest', async () => {
    await play('rb1', bkk('2026-03-02', '21:00'), 123_456); // RNG: floor(1,234.56) = 1,234
    await play('rb1', bkk('2026-03-02', '21:10'), 100_000, 'LIVE'); // 0.5 % = 500, capped at 300
    const page = await mine('rb1');
    expect(page.businessDay).toBe('2026-03-02');
    expect(page.lines).toEqual([
      {
        category: 'LIVE',
        validStake: 100_000,
        rateBps: 50,
        dailyCap: 300,
        accrued: 300,
        paid: 0,
        claimable: 300,
      },
      {
        category: 'RNG',
        validStake: 123_456,
        rateBps: 100,
        dailyCap: null,
        accrued: 1_234,
        paid: 0,
        claimable: 1_234,
      },
    ]);
    const before = await mainBalance(t.app, ids.rb1!);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim('rb1')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const paid = answers.map((a) => (a.json() as { paid: number }).paid);
    expect(paid.reduce((s, p) => s + p, 0)).toBe(1_534);
    expect(paid.filter((p) => p > 0)).toHaveLength(1);
    expect(await mainBalance(t.app, ids.rb1!)).toBe(before + 1_534);
    expect((await mine('rb1')).claimable).toBe(0);

    // More play at 23:59 of the same day and a wager one minute after midnight (the 3rd).
    await play('rb1', bkk('2026-03-02', '23:59'), 10_000); // RNG now 133,456: 1,334
    await play('rb1', bkk('2026-03-03', '00:01'), 50_000);
    // 00:30 on the 3rd: the job pays the 2nd's unclaimed 100, nothing of the 3rd.
    t.clock.set(bkk('2026-03-03', '00:30'));
    await t.app.services.jobs.tick();
    await t.app.services.jobs.tick();
    await t.app.services.jobs.drain();
    expect(await mainBalance(t.app, ids.rb1!)).toBe(before + 1_634);
    const today = await mine('rb1');
    expect(today.businessDay).toBe('2026-03-03');
    expect(today.lines).toEqual([
      expect.objectContaining({ category: 'RNG', validStake: 50_000, claimable: 500 }),
    ]);
    const history = today.history.map((m) => [m.businessDay, m.category, m.kind, m.amount]);
    expect(history).toEqual(
      expect.arrayContaining([
        ['2026-03-02', 'RNG', 'claim', 1_234],
        ['2026-03-02', 'LIVE', 'claim', 300],
        ['2026-03-02', 'RNG', 'adjustment', 100],
      ]),
    );
  });

  it('two runs of a day at once pay it once', async () => {
    await play('rb2', bkk('2026-03-03', '10:00'), 200_000);
    await play('rb2', bkk('2026-03-03', '11:00'), 40_000, 'LIVE');
    t.clock.set(bkk('2026-03-04', '01:00'));
    const before = await mainBalance(t.app, ids.rb2!);
    const runs = await Promise.all([
      t.app.services.rebate.runDay('2026-03-03', 'test:a'),
      t.app.services.rebate.runDay('2026-03-03', 'test:b'),
    ]);
    // rb2's 2,000 + 200, and rb1's 500 of the 3rd it did not claim: once, whichever run paid it.
    expect(runs.reduce((s, r) => s + r.paid, 0)).toBe(2_000 + 200 + 500);
    expect(await mainBalance(t.app, ids.rb2!)).toBe(before + 2_200);
    // Operators see the runs and the day's rows.
    const list = await t.app.inject({ url: ADMIN_REBATE_API.runs, headers: admin });
    expect(list.json().items.length).toBeGreaterThanOrEqual(2);
    const days = await t.app.inject({
      url: `${ADMIN_REBATE_API.days}?businessDay=2026-03-03`,
      headers: admin,
    });
    expect(days.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: 'rb2',
          category: 'RNG',
          validStake: 200_000,
          paid: 2_000,
        }),
      ]),
    );
  });

  it('a void or a late wager after payment moves only the difference, and explain recomputes it', async () => {
    const voided = await play('rb3', bkk('2026-03-04', '12:00'), 80_000);
    await play('rb3', bkk('2026-03-04', '12:05'), 20_000);
    t.clock.set(bkk('2026-03-05', '00:31'));
    await t.app.services.rebate.runDay('2026-03-04', 'test');
    const paidOnce = await mainBalance(t.app, ids.rb3!);
    expect(paidOnce).toBe(1_000);
    // The 80,000 wager is voided on the 5th (it stays on the 4th), a late one arrives for the 4th.
    await publishWagers(t.app.services.db, [
      wagerEvent('wager.voided', {
        wagerId: voided,
        accountId: ids.rb3!,
        settledAt: bkk('2026-03-04', '12:00').toISOString(),
        stake: 80_000,
        version: 2,
      }),
    ]);
    await t.app.services.events.drain();
    const stale = await t.app.inject({
      url: `${ADMIN_REBATE_API.explain}?accountId=${ids.rb3}&businessDay=2026-03-04&category=RNG`,
      headers: admin,
    });
    expect(stale.json()).toMatchObject({
      validStake: 20_000,
      recomputed: 200,
      paid: 1_000,
      matches: false,
    });
    // The next night's run looks back and takes the 800 back.
    t.clock.set(bkk('2026-03-06', '00:30'));
    await t.app.services.jobs.tick();
    await t.app.services.jobs.drain();
    expect(await mainBalance(t.app, ids.rb3!)).toBe(200);
    await play('rb3', bkk('2026-03-04', '23:00'), 30_000); // a late settlement on the 4th
    await t.app.services.rebate.runDay('2026-03-05', 'test');
    expect(await mainBalance(t.app, ids.rb3!)).toBe(500);
    const ex = await t.app.inject({
      url: `${ADMIN_REBATE_API.explain}?accountId=${ids.rb3}&businessDay=2026-03-04&category=RNG`,
      headers: admin,
    });
    expect(ex.json()).toMatchObject({
      validStake: 50_000,
      recomputed: 500,
      paid: 500,
      matches: true,
      formula: 'floor(50000 × 100 / 10000) = 500 → 500',
    });
    expect(
      ex.json().moves.map((m: { kind: string; amount: number }) => [m.kind, m.amount]),
    ).toEqual([
      ['daily', 1_000],
      ['adjustment', -800],
      ['adjustment', 300],
    ]);
  });

  it('an excluded member accrues nothing and cannot claim', async () => {
    const ex = await createAccount(t.app, { username: 'rbx' });
    const headers = await signIn(t.app, 'rbx');
    ids.rbx = ex.id;
    h.rbx = headers;
    await play('rbx', bkk('2026-03-06', '09:00'), 100_000);
    t.clock.set(bkk('2026-03-06', '10:00'));
    expect((await mine('rbx')).claimable).toBe(1_000);
    expect((await takeExclusion(t.app, headers, '24h')).statusCode).toBe(201);
    const refused = await claim('rbx');
    // The exclusion ended the session; a claim with it is refused either way.
    expect([401, 403]).toContain(refused.statusCode);
    t.clock.set(bkk('2026-03-07', '00:30'));
    const run = await t.app.services.rebate.runDay('2026-03-06', 'test');
    expect(run.forfeited).toBe(1);
    expect(await mainBalance(t.app, ex.id)).toBe(0);
    // The day stays forfeited after the time-out ends: a later run pays nothing.
    t.clock.set(bkk('2026-03-08', '12:00'));
    await t.app.services.rebate.runDay('2026-03-07', 'test');
    expect(await mainBalance(t.app, ex.id)).toBe(0);
  });
});
