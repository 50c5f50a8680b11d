import {
  ADMIN_HOUSE_API,
  CRASH_API,
  CRASH_GAME_CODE,
  CRASH_VENDOR,
  crashElapsedFor,
  crashMultiplierAt,
  type TCrashChains,
  type TCrashHistory,
  type TCrashMyBet,
  type TCrashState,
} from '@lw/contracts';
import { crashCashOutPayout, verifyCrashGame, verifyNextGame } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { fencedBy, LeaderLease } from '../../../platform/leader-lease.js';
import { createAccount, fund, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import {
  atElapsed,
  bettingRound,
  crashRound,
  crashStore,
  seedChain,
  startRound,
  tick,
} from './crash-test-kit.js';
import { CRASH_INTERRUPTED_AFTER_MS } from './crash-scheduler.js';

type Headers = { authorization: string };

/**
 * Crash end to end through the API on a real database: the chain is the one packages/games
 * verifies, bets and cash-outs settle exactly once on the ledger, refusals, automatic
 * cash-outs, and rounds interrupted by a restart finished deterministically.
 */
describe('house crash', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    // The house studio's vendor is registered (crash settles as vendor HOUSE).
    t = await createTestApp({ CRASH_CHAIN_LENGTH: '2500', HOUSE_CATALOGUE: 'on' });
    await seedChain(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function member(balance = 100_000): Promise<{ id: number; headers: Headers }> {
    const username = `crash${++n}x${Date.now() % 100000}`;
    const account = await createAccount(t.app, { username });
    if (balance > 0) await fund(t.app, account.id, balance);
    return { id: account.id, headers: await signIn(t.app, username) };
  }

  const bet = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: CRASH_API.bets, headers, payload });
  const cashOut = (headers: Headers, roundId: number) =>
    t.app.inject({ method: 'POST', url: CRASH_API.cashOut, headers, payload: { roundId } });
  const requestId = () => `req-${crypto.randomUUID()}`;

  it('plays the published chain backwards: every hash links to the terminator and sets the point', async () => {
    const first = await bettingRound(t);
    await startRound(t, first);
    await crashRound(t, first);
    const second = await bettingRound(t);
    await startRound(t, second);
    await crashRound(t, second);

    const published = (await t.app.inject({ url: CRASH_API.chains })).json<TCrashChains>();
    expect(published.edgePercent).toBe(1);
    const chain = published.chains[0]!;
    expect(chain).toMatchObject({ length: 2500, status: 'playing' });
    const history = (
      await t.app.inject({ url: `${CRASH_API.history}?limit=100` })
    ).json<TCrashHistory>();
    expect(history.items.length).toBeGreaterThanOrEqual(2);
    for (const item of history.items) {
      expect(item.chainId).toBe(chain.chainId);
      const check = verifyCrashGame(item, { ...chain, salt: chain.salt! });
      expect(check).toEqual({ linked: true, crashPoint: item.crashPoint });
    }
    const [newer, older] = history.items;
    expect(newer!.gameNumber).toBe(older!.gameNumber + 1);
    expect(verifyNextGame(older!.hash, newer!.hash)).toBe(true);
  });

  it('keeps the hash and the point secret until the round has crashed', async () => {
    const round = await bettingRound(t);
    const betting = (await t.app.inject({ url: CRASH_API.state })).json<TCrashState>();
    expect(betting.round).toMatchObject({ roundId: round.id, phase: 'betting', hash: null });
    expect(betting.round!.crashPoint).toBeNull();
    await startRound(t, round);
    const running = (await t.app.inject({ url: CRASH_API.state })).json<TCrashState>();
    expect(running.round).toMatchObject({ phase: 'running', hash: null, crashPoint: null });
    await crashRound(t, round);
    const crashed = (await t.app.inject({ url: CRASH_API.state })).json<TCrashState>();
    expect(crashed.round).toMatchObject({
      phase: 'crashed',
      hash: round.hash,
      crashPoint: round.crashPoint,
    });
  });

  it('pays a manual cash-out at the server-clock multiplier; the other player busts', async () => {
    const alice = await member();
    const bob = await member();
    const round = await bettingRound(t, 150);
    const a = await bet(alice.headers, { amount: 10_000, requestId: requestId() });
    expect(a.statusCode).toBe(200);
    expect((await bet(bob.headers, { amount: 5_000, requestId: requestId() })).statusCode).toBe(
      200,
    );
    expect(await mainBalance(t.app, alice.id)).toBe(90_000);

    await startRound(t, round);
    const target = Math.min(round.crashPoint - 1, 140);
    atElapsed(t, round, crashElapsedFor(target));
    const res = await cashOut(alice.headers, round.id);
    expect(res.statusCode).toBe(200);
    const cashed = res.json<TCrashMyBet>();
    expect(cashed.status).toBe('cashed_out');
    expect(cashed.cashedOutAt).toBeGreaterThanOrEqual(target);
    expect(cashed.cashedOutAt).toBeLessThan(round.crashPoint);
    expect(cashed.win).toBe(Math.floor((10_000 * cashed.cashedOutAt!) / 100));

    await crashRound(t, round);
    expect(await mainBalance(t.app, alice.id)).toBe(90_000 + cashed.win!);
    expect(await mainBalance(t.app, bob.id)).toBe(95_000);
    const mine = (await t.app.inject({ url: CRASH_API.myBets, headers: bob.headers })).json<{
      items: TCrashMyBet[];
    }>();
    expect(mine.items[0]).toMatchObject({ status: 'lost', win: 0, crashPoint: round.crashPoint });

    const own = await t.app.inject({ url: CRASH_API.myBet(cashed.betId), headers: alice.headers });
    expect(own.json<TCrashMyBet>()).toMatchObject({ status: 'cashed_out', hash: round.hash });
    const other = await t.app.inject({ url: CRASH_API.myBet(cashed.betId), headers: bob.headers });
    expect(other.statusCode).toBe(404);

    const rows = await queryRows<{
      status: string;
      bet: unknown;
      win: unknown;
      game_code: string;
      vendor_round_id: string;
    }>(
      t.app.services.db,
      sql`SELECT status, bet, win, game_code, vendor_round_id FROM game_rounds
           WHERE vendor = ${CRASH_VENDOR} AND account_id IN (${alice.id}, ${bob.id})
           ORDER BY account_id`,
    );
    expect(rows[0]!.vendor_round_id).toBe(`C${cashed.betId}`);
    expect(rows.map((r) => [r.status, Number(r.bet), Number(r.win), r.game_code])).toEqual([
      ['settled', 10_000, cashed.win, CRASH_GAME_CODE],
      ['settled', 5_000, 0, CRASH_GAME_CODE],
    ]);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('settles 100 parallel cash-outs exactly once, and a retried bet once', async () => {
    const carol = await member();
    const round = await bettingRound(t, 120);
    const id = requestId();
    const placed = await Promise.all([
      bet(carol.headers, { amount: 20_000, requestId: id }),
      bet(carol.headers, { amount: 20_000, requestId: id }),
    ]);
    const betIds = placed.map((r) => r.json<TCrashMyBet>().betId);
    expect(new Set(betIds).size).toBe(1);
    expect(await mainBalance(t.app, carol.id)).toBe(80_000);

    await startRound(t, round);
    atElapsed(t, round, crashElapsedFor(110));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => cashOut(carol.headers, round.id)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const wins = new Set(answers.map((r) => r.json<TCrashMyBet>().win));
    expect(wins.size).toBe(1);
    const win = [...wins][0]!;
    expect(await mainBalance(t.app, carol.id)).toBe(80_000 + win);
    await crashRound(t, round);
    expect(await mainBalance(t.app, carol.id)).toBe(80_000 + win);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('refuses what the phase does not allow', async () => {
    const dave = await member(1_000);
    const round = await bettingRound(t, 110);
    expect(
      (await bet(dave.headers, { amount: 5_000, requestId: requestId() })).json(),
    ).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    const low = await bet(dave.headers, { amount: 100, autoCashOut: 100, requestId: requestId() });
    expect(low.statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: CRASH_API.bets,
      payload: { amount: 100, requestId: requestId() },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await bet(dave.headers, { amount: 500, requestId: requestId() })).statusCode).toBe(200);
    const twice = await bet(dave.headers, { amount: 100, requestId: requestId() });
    expect(twice.json()).toMatchObject({
      error: { code: 'CONFLICT', details: { reason: 'ALREADY_BET' } },
    });
    expect((await cashOut(dave.headers, round.id)).json()).toMatchObject({
      error: { details: { reason: 'NOT_RUNNING' } },
    });

    await startRound(t, round);
    const eve = await member();
    expect((await bet(eve.headers, { amount: 100, requestId: requestId() })).json()).toMatchObject({
      error: { details: { reason: 'BETTING_CLOSED' } },
    });
    // From the crash instant on, a cash-out is refused even before the scheduler ticks.
    atElapsed(t, round, crashElapsedFor(round.crashPoint));
    expect((await cashOut(dave.headers, round.id)).json()).toMatchObject({
      error: { details: { reason: 'CRASHED' } },
    });
    await crashRound(t, round);
    expect((await cashOut(dave.headers, round.id)).json()).toMatchObject({
      error: { details: { reason: 'CRASHED' } },
    });
    expect(await mainBalance(t.app, dave.id)).toBe(500);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: CRASH_API.cashOut,
          headers: dave.headers,
          payload: { roundId: -1 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('pays automatic cash-outs exactly at their targets; a target above the point loses', async () => {
    const frank = await member();
    const gina = await member();
    const hana = await member();
    const round = await bettingRound(t, 130);
    await bet(frank.headers, { amount: 1_000, autoCashOut: 125, requestId: requestId() });
    // 10.01 × 1.25 is 12.5125: the SQL cash-out rounds up as the games' payout rule does.
    await bet(hana.headers, { amount: 1_001, autoCashOut: 125, requestId: requestId() });
    await bet(gina.headers, {
      amount: 1_000,
      autoCashOut: round.crashPoint + 1,
      requestId: requestId(),
    });
    await startRound(t, round);
    // A tick later than the target still pays the target, not the multiplier of the tick.
    atElapsed(t, round, crashElapsedFor(Math.min(round.crashPoint - 1, 128)));
    await tick(t);
    const [first] = (await t.app.inject({ url: CRASH_API.myBets, headers: frank.headers })).json<{
      items: TCrashMyBet[];
    }>().items;
    expect(first).toMatchObject({ status: 'cashed_out', cashedOutAt: 125, win: 1_250 });
    await crashRound(t, round);
    expect(await mainBalance(t.app, frank.id)).toBe(100_250);
    expect(await mainBalance(t.app, gina.id)).toBe(99_000);
    expect(crashCashOutPayout(1_001, 125)).toBe(1_252);
    expect(await mainBalance(t.app, hana.id)).toBe(100_000 - 1_001 + 1_252);
    expect(crashMultiplierAt(crashElapsedFor(125))).toBe(125);
  });

  it('finishes a round interrupted by a restart: reached auto targets paid, other bets refunded', async () => {
    const hank = await member();
    const ivy = await member();
    const round = await bettingRound(t, 120);
    await bet(hank.headers, { amount: 1_000, autoCashOut: 110, requestId: requestId() });
    await bet(ivy.headers, { amount: 2_000, requestId: requestId() });
    await startRound(t, round);
    // Every process is down: nobody ticks until long after the crash time.
    atElapsed(t, round, crashElapsedFor(round.crashPoint) + CRASH_INTERRUPTED_AFTER_MS + 1_000);
    await tick(t);
    expect((await crashStore(t).round(round.id))!.phase).toBe('crashed');
    expect(await mainBalance(t.app, hank.id)).toBe(100_100);
    expect(await mainBalance(t.app, ivy.id)).toBe(100_000);

    // Interrupted while betting: the round never starts, every stake goes back.
    const next = await bettingRound(t);
    await bet(ivy.headers, { amount: 3_000, requestId: requestId() });
    expect(await mainBalance(t.app, ivy.id)).toBe(97_000);
    t.clock.set(new Date(next.startsAt.getTime() + CRASH_INTERRUPTED_AFTER_MS + 1));
    expect((await tick(t)).phase).toBe('refunded');
    expect(await mainBalance(t.app, ivy.id)).toBe(100_000);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('pays a decided bet whose ledger call was interrupted, once, from the sweep', async () => {
    const jack = await member();
    const round = await bettingRound(t, 130);
    await bet(jack.headers, { amount: 1_000, requestId: requestId() });
    await startRound(t, round);
    // The cash-out was decided and stored, then the process died before the ledger call.
    atElapsed(t, round, crashElapsedFor(120));
    await crashStore(t).cashOut({
      roundId: round.id,
      multiplier: 120,
      at: t.clock.now(),
      accountId: jack.id,
    });
    expect(await mainBalance(t.app, jack.id)).toBe(99_000);
    await crashRound(t, round);
    t.clock.advance(6_000);
    await tick(t);
    t.clock.advance(6_000);
    await tick(t);
    expect(await mainBalance(t.app, jack.id)).toBe(100_200);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it("keeps the operator's game settings: limits and the game switched off", async () => {
    const kim = await member(2_000_000);
    const admin = await adminHeaders(t.app);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: ADMIN_HOUSE_API.game('crash'),
        headers: admin,
        payload,
      });
    expect((await patch({ minBet: 200, maxBet: 50_000 })).statusCode).toBe(200);
    await bettingRound(t);
    expect((await bet(kim.headers, { amount: 100, requestId: requestId() })).json()).toMatchObject({
      error: { code: 'HOUSE_BET_INVALID', details: { minBet: 200, maxBet: 50_000 } },
    });
    expect(
      (await bet(kim.headers, { amount: 50_001, requestId: requestId() })).json(),
    ).toMatchObject({ error: { code: 'HOUSE_BET_INVALID' } });
    expect((await patch({ enabled: false })).statusCode).toBe(200);
    expect(
      (await bet(kim.headers, { amount: 1_000, requestId: requestId() })).json(),
    ).toMatchObject({
      error: { code: 'GAME_NOT_FOUND' },
    });
    expect((await patch({ enabled: true, minBet: 100, maxBet: 1_000_000 })).statusCode).toBe(200);
    expect(await mainBalance(t.app, kim.id)).toBe(2_000_000);
  });

  it('a scheduler deposed while paused moves no round: its lease token no longer holds', async () => {
    const round = await bettingRound(t);
    const paused = new LeaderLease(t.app.services.db, t.clock, 'crash-scheduler-test');
    const successor = new LeaderLease(t.app.services.db, t.clock, 'crash-scheduler-test');
    const stale = (await paused.acquire())!;
    // The holder pauses past its lease; another process takes it over.
    t.clock.advance(5_001);
    const current = (await successor.acquire())!;
    // The round is due to start. The deposed scheduler wakes and ticks: nothing moves.
    t.clock.set(round.startsAt);
    await t.app.services.crashScheduler.tick(fencedBy('crash-scheduler-test', stale));
    expect((await crashStore(t).round(round.id))!.phase).toBe('betting');
    // The current leader's tick starts it.
    await t.app.services.crashScheduler.tick(fencedBy('crash-scheduler-test', current));
    expect((await crashStore(t).round(round.id))!.phase).toBe('running');
    await crashRound(t, round);
  });
});
