import {
  ADMIN_HOUSE_API,
  GAMES_API,
  HOUSE_API,
  type TAdminHouseGameList,
  type TAdminHouseRound,
  type TAdminHouseRoundList,
  type TAdminHouseSeedList,
  type TAdminJackpot,
  type TAdminJackpotHistory,
  type THouseJackpotResponse,
  type THouseRound,
  type TWinnerBoardResponse,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
import { call, houseSession, requestId } from './house-test-kit.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function poolBalance(): Promise<number> {
  const pool = await t.app.services.ledger.systemAccount('jackpot', 'THB');
  return t.app.services.ledger.balanceOf(pool.id);
}

async function player(username: string, money: number, gameCode = 'lucky-fruits') {
  const account = await createAccount(t.app, { username });
  await fund(t.app, account.id, money);
  const s = await houseSession(t.app, { accountId: account.id, gameCode });
  return { ...account, headers: s.headers };
}

const spin = (headers: Record<string, string>, stake: number, id = requestId()) =>
  call<THouseRound>(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), headers, {
    requestId: id,
    stake,
  });

describe('house progressive jackpot', () => {
  it('stakes fund the ledger pool; a win pays the whole pool exactly once and the house reseeds it', async () => {
    const settings = {
      enabled: true,
      contributionBps: 100,
      seed: 50_000,
      maxStake: 100_000,
      oneIn: 1_000_000_000,
    };
    const put = await call<TAdminJackpot>(t.app, 'PUT', ADMIN_HOUSE_API.jackpot, admin, settings);
    expect(put.status).toBe(200);
    expect(put.body.settings).toEqual(settings);

    const p = await player('hjack01', 1_000_000);
    const first = await spin(p.headers, 1_000);
    expect(first.body.outcome).toMatchObject({ jackpot: { contribution: 10, won: false } });
    // The first contribution seeds the pool (the house's 50,000) and adds 1 % of the stake.
    expect(await poolBalance()).toBe(50_000 + 10);
    for (let i = 0; i < 4; i++) await spin(p.headers, 10_000);
    expect(await poolBalance()).toBe(50_000 + 10 + 4 * 100);
    const lobby = await call<THouseJackpotResponse>(t.app, 'GET', HOUSE_API.jackpot, {});
    expect(lobby.body).toMatchObject({
      enabled: true,
      pools: [{ currency: 'THB', amount: 50_410 }],
    });

    // A certain hit: oneIn 1 at a stake of maxStake.
    await call(t.app, 'PUT', ADMIN_HOUSE_API.jackpot, admin, {
      ...settings,
      maxStake: 1_000,
      oneIn: 1,
    });
    const before = await mainBalance(t.app, p.id);
    const id = requestId();
    const won = await spin(p.headers, 1_000, id);
    expect(won.status).toBe(200);
    const pool = 50_410 + 10;
    expect(won.body.outcome).toMatchObject({ jackpot: { won: true, amount: pool } });
    const o = won.body.outcome;
    if (o.kind !== 'slot') throw new Error('not a slot');
    const slotWin = (1_000 * o.credits) / 20;
    expect(won.body.payout).toBe(slotWin + pool);
    expect(await mainBalance(t.app, p.id)).toBe(before - 1_000 + slotWin + pool);
    expect(await poolBalance()).toBe(50_000);
    // The retry pays nothing again.
    const retry = await spin(p.headers, 1_000, id);
    expect(retry.body.payout).toBe(won.body.payout);
    expect(await mainBalance(t.app, p.id)).toBe(before - 1_000 + slotWin + pool);
    expect(await poolBalance()).toBe(50_000);
    const [round] = await queryRows<{ win: unknown }>(
      t.app.services.db,
      sql`SELECT win FROM game_rounds WHERE vendor = 'HOUSE' AND vendor_round_id = ${won.body.roundId}`,
    );
    expect(Number(round!.win)).toBe(slotWin + pool);

    // The winner board marks the jackpot win (its amount includes the pool), once the read
    // model has heard the wager.
    await t.app.services.events.drain();
    const board = await call<TWinnerBoardResponse>(
      t.app,
      'GET',
      `${GAMES_API.winners}?limitNum=20`,
      {},
    );
    // Found by its mark, not its place: an earlier spin of 10,000 may have won more (random seeds).
    const jackpotWins = board.body.list.filter((entry) => entry.jackpot);
    expect(jackpotWins).toHaveLength(1);
    expect(jackpotWins[0]).toMatchObject({ winAmount: slotWin + pool, customerName: 'hj***01' });

    const history = await call<TAdminJackpotHistory>(
      t.app,
      'GET',
      ADMIN_HOUSE_API.jackpotHistory,
      admin,
    );
    expect(history.body.list.map((e) => [e.kind, e.amount, e.roundId, e.username])).toEqual([
      ['reseed', 50_000, won.body.roundId, null],
      ['win', pool, won.body.roundId, 'hjack01'],
      ['reseed', 50_000, null, null],
    ]);
    expect((await t.app.services.ledger.verify()).ok).toBe(true);

    // FUN play neither funds nor wins it; switched off, the lobby shows no figure.
    await call(t.app, 'PUT', ADMIN_HOUSE_API.jackpot, admin, { ...settings, enabled: false });
    const off = await call<THouseJackpotResponse>(t.app, 'GET', HOUSE_API.jackpot, {});
    expect(off.body.enabled).toBe(false);
    const next = await spin(p.headers, 1_000);
    expect(next.body.outcome).toMatchObject({ jackpot: null });
    expect(await poolBalance()).toBe(50_000);
  });
});

describe('house back office', () => {
  it('needs an operator with games.read / games.manage', async () => {
    expect((await call(t.app, 'GET', ADMIN_HOUSE_API.games, {})).status).toBe(401);
    const valid = { enabled: true, contributionBps: 1, seed: 1, maxStake: 1, oneIn: 1 };
    expect((await call(t.app, 'PUT', ADMIN_HOUSE_API.jackpot, {}, valid)).status).toBe(401);
  });

  it('per game enable and bet limits: a disabled game refuses play, limits apply at once', async () => {
    const list = await call<TAdminHouseGameList>(t.app, 'GET', ADMIN_HOUSE_API.games, admin);
    expect(list.body.list.map((g) => g.gameCode)).toEqual([
      'siam-treasures',
      'golden-dragon',
      'lucky-fruits',
      'dice',
      'mines',
      'crash',
    ]);
    expect(list.body.list[0]).toMatchObject({ kind: 'slot', minBet: 200, maxBet: 20_000 });
    const bad = await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('siam-treasures'), admin, {
      minBet: 210,
    });
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const crossed = await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('dice'), admin, {
      minBet: 5_000,
      maxBet: 100,
    });
    expect(crossed.status).toBe(400);
    expect((await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('nope'), admin, {})).status).toBe(400);

    const p = await player('hadmin01', 100_000, 'dice');
    const roll = (stake: number) =>
      call(t.app, 'POST', HOUSE_API.dice, p.headers, {
        requestId: requestId(),
        stake,
        direction: 'under',
        target: 5_000,
      });
    const limited = await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('dice'), admin, {
      minBet: 500,
      maxBet: 2_000,
    });
    expect(limited.body).toMatchObject({ minBet: 500, maxBet: 2_000, enabled: true });
    expect((await roll(100)).body).toMatchObject({ error: { code: 'HOUSE_BET_INVALID' } });
    expect((await roll(1_000)).status).toBe(200);
    await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('dice'), admin, { enabled: false });
    expect((await roll(1_000)).body).toMatchObject({ error: { code: 'GAME_NOT_FOUND' } });
    await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('dice'), admin, { enabled: true });
  });

  it('seed and round lookup for disputes: active server seeds stay hidden', async () => {
    const p = await player('hadmin02', 100_000, 'dice');
    const res = await call<THouseRound>(t.app, 'POST', HOUSE_API.dice, p.headers, {
      requestId: requestId(),
      stake: 1_000,
      direction: 'over',
      target: 2_000,
    });
    const seeds = await call<TAdminHouseSeedList>(
      t.app,
      'GET',
      `${ADMIN_HOUSE_API.seeds}?username=hadmin02`,
      admin,
    );
    expect(seeds.body.list).toHaveLength(1);
    expect(seeds.body.list[0]).toMatchObject({ active: true, serverSeed: null, nonce: 1 });
    expect((await call(t.app, 'GET', ADMIN_HOUSE_API.seeds, admin)).status).toBe(400);

    const byHash = await call<TAdminHouseRoundList>(
      t.app,
      'GET',
      `${ADMIN_HOUSE_API.rounds}?serverSeedHash=${res.body.fairness.serverSeedHash}`,
      admin,
    );
    expect(byHash.body.total).toBe(1);
    expect(byHash.body.list[0]).toMatchObject({ roundId: res.body.roundId, username: 'hadmin02' });
    const one = await call<TAdminHouseRound>(
      t.app,
      'GET',
      ADMIN_HOUSE_API.round(res.body.roundId),
      admin,
    );
    expect(one.body).toMatchObject({ roundId: res.body.roundId, accountId: p.id });
    expect(one.body.gameRoundId).toEqual(expect.any(Number));
    expect((await call(t.app, 'GET', ADMIN_HOUSE_API.round('X1'), admin)).status).toBe(400);
    expect((await call(t.app, 'GET', ADMIN_HOUSE_API.round('H999999'), admin)).status).toBe(404);

    await call(t.app, 'POST', HOUSE_API.rotate, p.headers, {});
    const revealed = await call<TAdminHouseSeedList>(
      t.app,
      'GET',
      `${ADMIN_HOUSE_API.seeds}?serverSeedHash=${res.body.fairness.serverSeedHash}`,
      admin,
    );
    expect(revealed.body.list[0]).toMatchObject({ active: false, serverSeed: expect.any(String) });
  });
});
