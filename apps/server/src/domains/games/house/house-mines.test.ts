import {
  HOUSE_API,
  type THouseCurrentMines,
  type THouseGameState,
  type THouseRotateResponse,
  type THouseRound,
} from '@lw/contracts';
import { FloatStream, minesPayout, startMines } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
import { call, houseSession, requestId } from './house-test-kit.js';
import { houseModule } from './house.module.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The mines of an open round, read from the database (the API keeps them secret). */
async function minesOf(roundId: string): Promise<number[]> {
  const [row] = await queryRows<{ secret: { minePositions: number[] } | string }>(
    t.app.services.db,
    sql`SELECT secret FROM house_rounds WHERE id = ${Number(roundId.slice(1))}`,
  );
  const secret = typeof row!.secret === 'string' ? JSON.parse(row!.secret) : row!.secret;
  return secret.minePositions;
}

async function player(username: string, money: number) {
  const account = await createAccount(t.app, { username });
  await fund(t.app, account.id, money);
  const s = await houseSession(t.app, { accountId: account.id, gameCode: 'mines' });
  return { ...account, headers: s.headers };
}

describe('house mines', () => {
  it('start takes the bet, reveals keep the mines secret, a cash-out pays the exact multiplier once', async () => {
    const p = await player('hmines01', 10_000);
    const start = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake: 1_000,
      mines: 3,
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ status: 'open', stake: 1_000, balance: 9_000 });
    expect(start.body.outcome).toMatchObject({
      kind: 'mines',
      mines: 3,
      picks: [],
      minePositions: null,
    });
    expect(await mainBalance(t.app, p.id)).toBe(9_000);

    const current = await call<THouseCurrentMines>(t.app, 'GET', HOUSE_API.minesCurrent, p.headers);
    expect(current.body.round?.roundId).toBe(start.body.roundId);
    const state = await call<THouseGameState>(t.app, 'GET', HOUSE_API.game('mines'), p.headers);
    expect(state.body.openRound?.roundId).toBe(start.body.roundId);

    // A second round while one is open, and a rotation that would reveal the mines, are refused.
    const second = await call(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake: 1_000,
      mines: 3,
    });
    expect(second.body).toMatchObject({ error: { code: 'HOUSE_ROUND_OPEN' } });
    const rotate = await call(t.app, 'POST', HOUSE_API.rotate, p.headers, {});
    expect(rotate.body).toMatchObject({ error: { code: 'HOUSE_ROUND_OPEN' } });

    const mines = await minesOf(start.body.roundId);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    for (const tile of safe.slice(0, 2)) {
      const res = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesReveal, p.headers, {
        roundId: start.body.roundId,
        tile,
      });
      expect(res.status).toBe(200);
      expect(res.body.outcome).toMatchObject({ minePositions: null });
    }
    // A retried reveal of a shown tile answers the round as it is.
    const again = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesReveal, p.headers, {
      roundId: start.body.roundId,
      tile: safe[0],
    });
    expect(again.body.outcome).toMatchObject({ picks: safe.slice(0, 2) });

    const cash = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesCashOut, p.headers, {
      roundId: start.body.roundId,
    });
    expect(cash.status).toBe(200);
    const expected = minesPayout(3, 2, 1_000);
    expect(cash.body).toMatchObject({ status: 'settled', payout: expected });
    expect(cash.body.outcome).toMatchObject({ minePositions: mines });
    expect(await mainBalance(t.app, p.id)).toBe(9_000 + expected);
    // A retried cash-out answers the settled round; nothing is paid twice.
    const retry = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesCashOut, p.headers, {
      roundId: start.body.roundId,
    });
    expect(retry.body).toMatchObject({ status: 'settled', payout: expected });
    expect(await mainBalance(t.app, p.id)).toBe(9_000 + expected);
    const late = await call(t.app, 'POST', HOUSE_API.minesReveal, p.headers, {
      roundId: start.body.roundId,
      tile: safe[5],
    });
    expect(late.body).toMatchObject({ error: { code: 'HOUSE_ROUND_OVER' } });

    // The mines were placed by @lw/games from the seeds revealed now.
    const rotated = await call<THouseRotateResponse>(
      t.app,
      'POST',
      HOUSE_API.rotate,
      p.headers,
      {},
    );
    expect(rotated.status).toBe(200);
    const placed = startMines(
      new FloatStream(
        rotated.body.revealed.serverSeed,
        start.body.fairness.clientSeed,
        start.body.fairness.nonce,
      ),
      3,
    );
    expect(placed.minePositions).toEqual(mines);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('a mine ends the round with no win; cash-out before a pick is refused; a foreign round is not found', async () => {
    const p = await player('hmines02', 5_000);
    const start = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake: 500,
      mines: 5,
    });
    const early = await call(t.app, 'POST', HOUSE_API.minesCashOut, p.headers, {
      roundId: start.body.roundId,
    });
    expect(early.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const other = await player('hmines03', 1_000);
    const foreign = await call(t.app, 'POST', HOUSE_API.minesReveal, other.headers, {
      roundId: start.body.roundId,
      tile: 0,
    });
    expect(foreign.status).toBe(404);
    const mines = await minesOf(start.body.roundId);
    const bust = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesReveal, p.headers, {
      roundId: start.body.roundId,
      tile: mines[0],
    });
    expect(bust.body).toMatchObject({ status: 'settled', payout: 0 });
    expect(bust.body.outcome).toMatchObject({ bustedAt: mines[0], minePositions: mines });
    expect(await mainBalance(t.app, p.id)).toBe(4_500);
    const current = await call<THouseCurrentMines>(t.app, 'GET', HOUSE_API.minesCurrent, p.headers);
    expect(current.body.round).toBeNull();
    const bad = await call(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake: 500,
      mines: 25,
    });
    expect(bad.status).toBe(400);
    const [round] = await queryRows<{ bet: unknown; win: unknown; status: string }>(
      t.app.services.db,
      sql`SELECT bet, win, status FROM game_rounds WHERE vendor = 'HOUSE'
           AND vendor_round_id = ${start.body.roundId}`,
    );
    expect(round).toMatchObject({ status: 'settled' });
    expect(Number(round!.bet)).toBe(500);
    expect(Number(round!.win)).toBe(0);
  });

  it('an open round lives in the database: services built anew (a restart) carry on with it', async () => {
    const p = await player('hmines04', 5_000);
    const start = await call<THouseRound>(t.app, 'POST', HOUSE_API.minesStart, p.headers, {
      requestId: requestId(),
      stake: 500,
      mines: 1,
    });
    // What a restarted process has: the module's services built again on the same database.
    const fresh = houseModule.services(t.app.services);
    const session = await fresh.houseSessions.forGame(p.headers['x-house-session'], 'mines');
    expect((await fresh.houseMines.current(session))?.roundId).toBe(start.body.roundId);
    const mines = await minesOf(start.body.roundId);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    // Reveal every safe tile: the round ends by itself and pays as a cash-out.
    let last: THouseRound | null = null;
    for (const tile of safe)
      last = await fresh.houseMines.reveal(session, start.body.roundId, tile);
    expect(last).toMatchObject({ status: 'settled', payout: minesPayout(1, 24, 500) });
    expect(await mainBalance(t.app, p.id)).toBe(4_500 + minesPayout(1, 24, 500));
  });
});
