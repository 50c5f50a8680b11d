import {
  ADMIN_HOUSE_API,
  CRASH_API,
  HOUSE_API,
  type TAdminHouseGame,
  type TAdminHouseGameList,
  type TCrashMyBet,
  type TCrashState,
  type THouseGameState,
  type THouseRound,
} from '@lw/contracts';
import { crashCapTarget, diceWinPayout, minesCapPicks, minesPayout } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';
import { createAccount, fund, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { bettingRound, crashRound, seedChain, startRound } from '../house-crash/crash-test-kit.js';
import { call, houseSession, requestId } from './house-test-kit.js';
import { DEFAULT_MAX_WIN } from './house-games.js';

/**
 * Issue 22 items 13 and 14 on a real database: wins are rounded up to a minor unit (99 % at every
 * stake), originals take stakes from 1.00, and the operator's maximum win per round and currency
 * is enforced by the server — dice refuses a bet that could win more, mines and crash cash out
 * automatically at it — stated in the game's state, audited and edited in the back office.
 */
describe('house maximum win per round', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ CRASH_CHAIN_LENGTH: '2500', HOUSE_CATALOGUE: 'on' });
    admin = await adminHeaders(t.app);
    // Crash opens no round before its chain's seeding event (issue 22 item 11).
    await seedChain(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function player(gameCode: string, money = 1_000_000) {
    const username = `hmaxw${++n}x${Date.now() % 100_000}`;
    const account = await createAccount(t.app, { username });
    await fund(t.app, account.id, money);
    const s = await houseSession(t.app, { accountId: account.id, gameCode });
    return { ...account, username, headers: s.headers };
  }

  const setMaxWin = (gameCode: string, currency: string, amount: number) =>
    call<TAdminHouseGame>(t.app, 'PATCH', ADMIN_HOUSE_API.game(gameCode), admin, {
      maxWin: { currency, amount },
    });

  it('lists the default per currency, saves one currency, audits it, and states it to the player', async () => {
    const list = await call<TAdminHouseGameList>(t.app, 'GET', ADMIN_HOUSE_API.games, admin);
    const dice = list.body.list.find((g) => g.gameCode === 'dice')!;
    expect(dice.maxWins).toEqual([
      { currency: 'THB', maxWin: DEFAULT_MAX_WIN, saved: false },
      { currency: 'FUN', maxWin: DEFAULT_MAX_WIN, saved: false },
    ]);
    expect(list.body.list.find((g) => g.gameCode === 'lucky-fruits')!.maxWins).toEqual([]);

    const saved = await setMaxWin('mines', 'THB', 50_000_000);
    expect(saved.status).toBe(200);
    expect(saved.body.maxWins[0]).toEqual({ currency: 'THB', maxWin: 50_000_000, saved: true });
    const [entry] = (await t.app.services.db.select().from(auditLog)).filter(
      (a) => a.action === 'house_game.update' && a.targetId === 'mines',
    );
    expect(entry!.before).toMatchObject({ maxWin: { currency: 'THB', amount: DEFAULT_MAX_WIN } });
    expect(entry!.after).toMatchObject({ maxWin: { currency: 'THB', amount: 50_000_000 } });

    const p = await player('mines');
    const state = await call<THouseGameState>(t.app, 'GET', HOUSE_API.game('mines'), p.headers);
    expect(state.body).toMatchObject({ maxWin: 50_000_000, jackpot: null });
    const slot = await player('lucky-fruits');
    const slotState = await call<THouseGameState>(
      t.app,
      'GET',
      HOUSE_API.game('lucky-fruits'),
      slot.headers,
    );
    // Slots: no operator maximum (the title states its own); the jackpot's figures for the info.
    expect(slotState.body.maxWin).toBeNull();
    expect(slotState.body.jackpot).toMatchObject({ contributionBps: 50, oneIn: 2_000_000 });

    // Bad input changes nothing: slots have no operator maximum, amounts must be positive.
    const slotCap = await setMaxWin('lucky-fruits', 'THB', 1_000);
    expect(slotCap.status).toBe(400);
    expect((await setMaxWin('dice', 'THB', 0)).status).toBe(400);
    expect((await setMaxWin('dice', 'thb', 100)).status).toBe(400);
  });

  it('refuses an originals minimum bet below 1.00 (rounding up would then pay far above 99 %)', async () => {
    const low = await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('crash'), admin, { minBet: 99 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('dice: rounds a win up to the minor unit; refuses a bet that could win more than the maximum', async () => {
    const p = await player('dice');
    // The case: 1.00 at 97.06 % paid 1.01 (98.03 %); now 1.02. Roll under 97.06: a
    // win is all but certain, and whichever roll comes the payout is either 0 or 102.
    const roll = await call<THouseRound>(t.app, 'POST', HOUSE_API.dice, p.headers, {
      requestId: requestId(),
      stake: 100,
      direction: 'under',
      target: 9706,
    });
    expect(roll.status).toBe(200);
    expect([0, 102]).toContain(roll.body.payout);

    await setMaxWin('dice', 'THB', 1_000_000);
    const bet = { direction: 'under', target: 100 } as const; // 1 %: 99×
    expect(diceWinPayout(bet, 10_102)).toBeGreaterThan(1_000_000);
    const before = await mainBalance(t.app, p.id);
    const refused = await call(t.app, 'POST', HOUSE_API.dice, p.headers, {
      requestId: requestId(),
      stake: 10_102,
      ...bet,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { code: 'HOUSE_MAX_WIN', details: { maxWin: 1_000_000 } },
    });
    expect(await mainBalance(t.app, p.id)).toBe(before);
    // Exactly at the maximum is accepted: 10,101 × 99 = 999,999.
    const atCap = await call<THouseRound>(t.app, 'POST', HOUSE_API.dice, p.headers, {
      requestId: requestId(),
      stake: 10_101,
      ...bet,
    });
    expect(atCap.status).toBe(200);
    // A FUN currency keeps its own (default) maximum.
    const fun = await houseSession(t.app, { accountId: null, gameCode: 'dice' });
    const funState = await call<THouseGameState>(t.app, 'GET', HOUSE_API.game('dice'), fun.headers);
    expect(funState.body).toMatchObject({ currency: 'FUN', maxWin: DEFAULT_MAX_WIN });
  });

  it('mines: a round cashes out by itself at the last pick within the maximum; too big a bet is refused', async () => {
    await setMaxWin('mines', 'THB', 30_000);
    const p = await player('mines');
    // 24.75× on 2,000.00 passes 300.00: refused before any money moves.
    const before = await mainBalance(t.app, p.id);
    const refused = await call(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake: 200_000,
      mines: 24,
    });
    expect(refused.body).toMatchObject({ error: { code: 'HOUSE_MAX_WIN' } });
    expect(await mainBalance(t.app, p.id)).toBe(before);

    const stake = 10_000;
    const maxPicks = minesCapPicks(3, stake, 30_000);
    expect(maxPicks).toBeGreaterThan(1);
    expect(maxPicks).toBeLessThan(22);
    const start = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake,
      mines: 3,
    });
    expect(start.body.outcome).toMatchObject({ maxPicks });
    const [row] = await queryRows<{ secret: { minePositions: number[] } | string }>(
      t.app.services.db,
      sql`SELECT secret FROM house_rounds WHERE id = ${Number(start.body.roundId.slice(1))}`,
    );
    const secret = typeof row!.secret === 'string' ? JSON.parse(row!.secret) : row!.secret;
    const safe = Array.from({ length: 25 }, (_, i) => i).filter(
      (i) => !secret.minePositions.includes(i),
    );
    let last: THouseRound = start.body;
    for (const tile of safe.slice(0, maxPicks)) {
      last = (
        await call<THouseRound>(t.app, 'POST', HOUSE_API.minesReveal, p.headers, {
          roundId: start.body.roundId,
          tile,
        })
      ).body;
    }
    const payout = minesPayout(3, maxPicks, stake);
    expect(payout).toBeLessThanOrEqual(30_000);
    expect(last).toMatchObject({ status: 'settled', payout });
    expect(await mainBalance(t.app, p.id)).toBe(before - stake + payout);
    const more = await call(t.app, 'POST', HOUSE_API.minesReveal, p.headers, {
      roundId: start.body.roundId,
      tile: safe[maxPicks]!,
    });
    expect(more.body).toMatchObject({ error: { code: 'HOUSE_ROUND_OVER' } });
  });

  it('crash: every bet cashes out automatically at the maximum; a target above it is refused', async () => {
    await setMaxWin('crash', 'THB', 15_000);
    const state = (await t.app.inject({ url: CRASH_API.state })).json<TCrashState>();
    expect(state.maxWin).toBe(15_000);
    const username = `hmaxc${Date.now() % 100_000}`;
    const account = await createAccount(t.app, { username });
    await fund(t.app, account.id, 100_000);
    const headers = await signIn(t.app, username);
    const bet = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: CRASH_API.bets, headers, payload });

    const round = await bettingRound(t, 160);
    // 10,000 × 1.51 = 15,100 > 15,000: the highest target within the maximum is 1.50×.
    const above = await bet({ amount: 10_000, autoCashOut: 151, requestId: `r-${requestId()}` });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      error: { code: 'HOUSE_MAX_WIN', details: { maxWin: 15_000, maxTarget: 150 } },
    });
    const tooBig = await bet({ amount: 15_000, requestId: `r-${requestId()}` });
    expect(tooBig.json()).toMatchObject({ error: { code: 'HOUSE_MAX_WIN' } });
    expect(await mainBalance(t.app, account.id)).toBe(100_000);

    // A manual bet gets its automatic cash-out at the maximum and is paid there, not beyond.
    const manual = await bet({ amount: 10_000, requestId: `r-${requestId()}` });
    expect(manual.statusCode).toBe(200);
    expect(manual.json<TCrashMyBet>().autoCashOut).toBe(crashCapTarget(10_000, 15_000));
    await startRound(t, round);
    await crashRound(t, round);
    const mine = (await t.app.inject({ url: `${CRASH_API.myBets}?limit=1`, headers })).json<{
      items: TCrashMyBet[];
    }>().items[0]!;
    expect(mine).toMatchObject({ status: 'cashed_out', cashedOutAt: 150, win: 15_000 });
    expect(await mainBalance(t.app, account.id)).toBe(100_000 - 10_000 + 15_000);
  });
});
