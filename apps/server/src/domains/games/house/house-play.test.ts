import {
  ADMIN_HOUSE_API,
  DEMO_PLAY_MONEY,
  GAME_LAUNCH_API,
  GAMES_API,
  HOUSE_API,
  HOUSE_SESSION_HEADER,
  type TGameListResponse,
  type THouseGameState,
  type THouseRotateResponse,
  type THouseRound,
  type THouseSeedPair,
} from '@lw/contracts';
import { FloatStream, hashServerSeed, playDice, SLOT_TITLES, verifySlotRound } from '@lw/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund, mainBalance, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { call, houseSession, requestId, sendBrowserSeed } from './house-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_CATALOGUE: 'on' });
});
afterAll(async () => {
  await t?.close();
});

async function member(username: string, money: number) {
  const account = await createAccount(t.app, { username });
  await fund(t.app, account.id, money);
  return account;
}

async function roundsOf(accountId: number) {
  return queryRows<{ bet: unknown; win: unknown; status: string; vendor_round_id: string }>(
    t.app.services.db,
    sql`SELECT bet, win, status, vendor_round_id FROM game_rounds
         WHERE vendor = 'HOUSE' AND account_id = ${accountId} ORDER BY id`,
  );
}

describe('house catalogue', () => {
  it('HOUSE is a vendor of the catalogue: slots are RNG video slots, originals RNG mini games', async () => {
    const res = await call<TGameListResponse>(
      t.app,
      'GET',
      `${GAMES_API.list}?vassalage=HOUSE&pageSize=100`,
      {},
    );
    expect(res.status).toBe(200);
    const byCode = new Map(res.body.games.map((g) => [g.gameCode, g]));
    expect([...byCode.keys()].sort()).toEqual(
      ['crash', 'dice', 'golden-dragon', 'lucky-fruits', 'mines', 'siam-treasures'].sort(),
    );
    expect(byCode.get('lucky-fruits')).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'VIDEO_SLOT',
      supportPlay: 0,
      minBet: 100,
      minLineNum: 20,
    });
    expect(byCode.get('dice')).toMatchObject({ gameType: 'RNG', gameClassify: 'MINI' });
    expect(byCode.get('crash')).toMatchObject({ gameType: 'RNG', gameClassify: 'MINI' });

    // The operator's settings reach the lobby at once: a disabled game is delisted, minBet shown.
    const admin = await adminHeaders(t.app);
    await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('mines'), admin, { enabled: false });
    await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('dice'), admin, { minBet: 500 });
    const after = await call<TGameListResponse>(
      t.app,
      'GET',
      `${GAMES_API.list}?vassalage=HOUSE&pageSize=100`,
      {},
    );
    const codes = after.body.games.map((g) => g.gameCode);
    expect(codes).not.toContain('mines');
    expect(after.body.games.find((g) => g.gameCode === 'dice')?.minBet).toBe(500);
    await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('mines'), admin, { enabled: true });
    await call(t.app, 'PATCH', ADMIN_HOUSE_API.game('dice'), admin, { minBet: 100 });
  });
});

describe('house launch', () => {
  async function nodeId(gameCode: string): Promise<number> {
    const res = await call<TGameListResponse>(
      t.app,
      'GET',
      `${GAMES_API.list}?vassalage=HOUSE`,
      {},
    );
    return res.body.games.find((g) => g.gameCode === gameCode)!.nodeId;
  }

  it('a launch answers the in-site page with its session; members play money, visitors and trial accounts FUN', async () => {
    const m = await member('hlaunch01', 20_000);
    const bearer = await signIn(t.app, 'hlaunch01');
    const real = await call<{ url: string; mode: string; currency: string }>(
      t.app,
      'POST',
      GAME_LAUNCH_API.launch,
      bearer,
      { nodeId: await nodeId('golden-dragon'), mode: 'real' },
    );
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ mode: 'real', currency: 'THB' });
    const match = /^\/house\/golden-dragon#session=(.+)$/.exec(real.body.url);
    expect(match).not.toBeNull();
    const headers = { [HOUSE_SESSION_HEADER]: decodeURIComponent(match![1]!) };
    await sendBrowserSeed(t.app, headers);
    const spun = await call<THouseRound>(t.app, 'POST', HOUSE_API.spin('golden-dragon'), headers, {
      requestId: requestId(),
      stake: 400,
    });
    expect(spun.status).toBe(200);
    expect(await mainBalance(t.app, m.id)).toBe(20_000 - 400 + spun.body.payout);
    // Signing out ends the game session (identity's account.signed_out, delivered).
    await call(t.app, 'POST', '/api/auth/logout', bearer, {});
    await t.app.services.events.drain();
    const after = await call(t.app, 'POST', HOUSE_API.spin('golden-dragon'), headers, {
      requestId: requestId(),
      stake: 400,
    });
    expect(after.status).toBe(401);

    const visitor = await call<{ url: string; mode: string; currency: string }>(
      t.app,
      'POST',
      GAME_LAUNCH_API.launch,
      {},
      { nodeId: await nodeId('mines'), mode: 'demo' },
    );
    expect(visitor.body).toMatchObject({ mode: 'demo', currency: 'FUN' });
    const vHeaders = {
      [HOUSE_SESSION_HEADER]: decodeURIComponent(visitor.body.url.split('#session=')[1]!),
    };
    const vState = await call<THouseGameState>(t.app, 'GET', HOUSE_API.game('mines'), vHeaders);
    expect(vState.body).toMatchObject({ currency: 'FUN', balance: DEMO_PLAY_MONEY, kind: 'mines' });

    const trial = await createAccount(t.app, { username: 'htrial01', type: 4 });
    const [play, house] = await Promise.all([
      t.app.services.ledger.walletOf(trial.id, 'play', 'PLAY'),
      t.app.services.ledger.systemAccount('adjustment', 'PLAY'),
    ]);
    await t.app.services.ledger.postTransfer({
      idempotencyKey: `test-trial:${trial.id}`,
      reason: 'trial_grant',
      legs: [
        { accountId: house.id, amount: -5_000 },
        { accountId: play.id, amount: 5_000 },
      ],
    });
    // What a trial account's launch creates (a FUN session of the account).
    const tHeaders = (
      await houseSession(t.app, { accountId: trial.id, gameCode: 'dice', currency: 'FUN' })
    ).headers;
    const rolled = await call<THouseRound>(t.app, 'POST', HOUSE_API.dice, tHeaders, {
      requestId: requestId(),
      stake: 1_000,
      direction: 'under',
      target: 5_000,
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.currency).toBe('FUN');
    expect(await t.app.services.ledger.balanceOf(play.id)).toBe(5_000 - 1_000 + rolled.body.payout);
  });
});

describe('house slots', () => {
  it('a spin settles once through the game wallet; the outcome is what @lw/games computes from the revealed seeds', async () => {
    const m = await member('hslot01', 100_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'lucky-fruits' });
    const state = await call<THouseGameState>(
      t.app,
      'GET',
      HOUSE_API.game('lucky-fruits'),
      s.headers,
    );
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      kind: 'slot',
      currency: 'THB',
      mode: 'real',
      balance: 100_000,
    });
    expect(state.body.betLevels).toEqual([100, 200, 500, 1000, 2000, 5000, 10000]);
    expect(state.body.seeds.nonce).toBe(0);

    const rounds: THouseRound[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call<THouseRound>(
        t.app,
        'POST',
        HOUSE_API.spin('lucky-fruits'),
        s.headers,
        {
          requestId: requestId(),
          stake: 200,
        },
      );
      expect(res.status).toBe(200);
      rounds.push(res.body);
    }
    expect(rounds.map((r) => r.fairness.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(rounds.every((r) => r.fairness.serverSeed === null)).toBe(true);
    const paid = rounds.reduce((a, r) => a + r.payout, 0);
    expect(await mainBalance(t.app, m.id)).toBe(100_000 - 5 * 200 + paid);
    expect(rounds[4]!.balance).toBe(100_000 - 5 * 200 + paid);
    const ledgerRounds = await roundsOf(m.id);
    expect(ledgerRounds).toHaveLength(5);
    expect(ledgerRounds.every((r) => r.status === 'settled')).toBe(true);
    expect(ledgerRounds.map((r) => Number(r.win))).toEqual(rounds.map((r) => r.payout));

    const rotated = await call<THouseRotateResponse>(t.app, 'POST', HOUSE_API.rotate, s.headers, {
      clientSeed: 'my-new-seed',
    });
    expect(rotated.status).toBe(200);
    const { revealed, next } = rotated.body;
    expect(hashServerSeed(revealed.serverSeed)).toBe(state.body.seeds.serverSeedHash);
    expect(revealed.rounds).toBe(5);
    expect(next).toMatchObject({ clientSeed: 'my-new-seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(revealed.serverSeedHash);

    // At rest the server seed is sealed: the database alone does not reveal it.
    const stored = await queryRows<{ server_seed: string }>(
      t.app.services.db,
      sql`SELECT server_seed FROM house_seeds WHERE server_seed_hash = ${revealed.serverSeedHash}`,
    );
    expect(stored[0]!.server_seed).not.toContain(revealed.serverSeed);
    expect(stored[0]!.server_seed).toMatch(/^v\d+\./);
    for (const r of rounds) {
      const again = verifySlotRound(
        SLOT_TITLES['lucky-fruits']!,
        200,
        revealed.serverSeed,
        revealed.clientSeed,
        r.fairness.nonce,
      );
      expect(r.outcome).toMatchObject({ kind: 'slot', spins: again.spins, credits: again.credits });
      expect(r.payout).toBe(again.payout);
      // The round read back now shows the revealed seed, and the verify link carries it.
      const read = await call<THouseRound>(t.app, 'GET', HOUSE_API.round(r.roundId), s.headers);
      expect(read.body.fairness.serverSeed).toBe(revealed.serverSeed);
      expect(read.body.fairness.verifyUrl).toContain(`serverSeed=${revealed.serverSeed}`);
      expect(read.body.fairness.verifyUrl).toContain('game=lucky-fruits');
    }
    const ledger = await t.app.services.ledger.verify();
    expect(ledger.ok).toBe(true);
  });

  it('a retried spin answers the same round; 100 parallel identical requests settle exactly once', async () => {
    const m = await member('hslot02', 50_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'siam-treasures' });
    const body = { requestId: requestId(), stake: 200 };
    const first = await call<THouseRound>(
      t.app,
      'POST',
      HOUSE_API.spin('siam-treasures'),
      s.headers,
      body,
    );
    expect(first.status).toBe(200);
    const retry = await call<THouseRound>(
      t.app,
      'POST',
      HOUSE_API.spin('siam-treasures'),
      s.headers,
      body,
    );
    expect(retry.body.roundId).toBe(first.body.roundId);
    expect(retry.body.payout).toBe(first.body.payout);

    const parallelBody = { requestId: requestId(), stake: 400 };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call<THouseRound>(t.app, 'POST', HOUSE_API.spin('siam-treasures'), s.headers, parallelBody),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.body.roundId)).size).toBe(1);
    const rounds = await roundsOf(m.id);
    expect(rounds).toHaveLength(2);
    const net = rounds.reduce((a, r) => a - Number(r.bet) + Number(r.win), 0);
    expect(await mainBalance(t.app, m.id)).toBe(50_000 + net);
    expect(Number(rounds[1]!.bet)).toBe(400);

    const conflict = await call(t.app, 'POST', HOUSE_API.spin('siam-treasures'), s.headers, {
      ...parallelBody,
      stake: 200,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ error: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect((await t.app.services.ledger.verify()).ok).toBe(true);
  });

  it('refuses bad input with a clear error, never a 500', async () => {
    const m = await member('hslot03', 1_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'golden-dragon' });
    const spin = (payload: unknown, headers = s.headers, game = 'golden-dragon') =>
      call(t.app, 'POST', HOUSE_API.spin(game), headers, payload);
    expect((await spin({ requestId: requestId(), stake: 401 })).body).toMatchObject({
      error: { code: 'HOUSE_BET_INVALID' },
    });
    expect((await spin({ requestId: 'x', stake: 400 })).body).toMatchObject({
      error: { code: 'VALIDATION_ERROR' },
    });
    expect((await spin({ requestId: requestId(), stake: -5 })).status).toBe(400);
    expect((await spin({ requestId: requestId(), stake: 400 }, {})).status).toBe(401);
    expect(
      (await spin({ requestId: requestId(), stake: 400 }, { 'x-house-session': 'nope' })).status,
    ).toBe(401);
    expect((await spin({ requestId: requestId(), stake: 400 }, s.headers, 'no-such')).status).toBe(
      400,
    );
    // A session of another game cannot spin this one.
    expect(
      (await spin({ requestId: requestId(), stake: 200 }, s.headers, 'lucky-fruits')).status,
    ).toBe(401);
    // Not enough money: refused, nothing moved, the round is void.
    const broke = await spin({ requestId: requestId(), stake: 40_000 });
    expect(broke.body).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
    expect(await roundsOf(m.id)).toHaveLength(0);
    const seed = await call(t.app, 'PUT', HOUSE_API.clientSeed, s.headers, { clientSeed: 'a b' });
    expect(seed.status).toBe(400);
    const round = await call(t.app, 'GET', HOUSE_API.round('H99999999'), s.headers);
    expect(round.status).toBe(404);
  });

  it('a locked account moves no money', async () => {
    const m = await member('hslot04', 10_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'lucky-fruits' });
    await queryRows(
      t.app.services.db,
      sql`UPDATE accounts SET status = 'locked' WHERE id = ${m.id}`,
    );
    const res = await call(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), s.headers, {
      requestId: requestId(),
      stake: 100,
    });
    expect(res.body).toMatchObject({ error: { code: 'ACCOUNT_LOCKED' } });
    expect(await mainBalance(t.app, m.id)).toBe(10_000);
  });

  it('an account that must change its password first moves no money', async () => {
    const m = await member('hslotpw', 10_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'lucky-fruits' });
    await queryRows(
      t.app.services.db,
      sql`UPDATE accounts SET must_change_password = true WHERE id = ${m.id}`,
    );
    const res = await call(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), s.headers, {
      requestId: requestId(),
      stake: 100,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'PASSWORD_CHANGE_REQUIRED' } });
    expect(await mainBalance(t.app, m.id)).toBe(10_000);
    expect(await roundsOf(m.id)).toHaveLength(0);
  });

  it('visitors play FUN on their demo session; the player reads rounds by bearer too', async () => {
    const v = await houseSession(t.app, {
      accountId: null,
      gameCode: 'lucky-fruits',
      currency: 'FUN',
      demoBalance: 10_000,
    });
    const state = await call<THouseGameState>(
      t.app,
      'GET',
      HOUSE_API.game('lucky-fruits'),
      v.headers,
    );
    expect(state.body).toMatchObject({ currency: 'FUN', balance: 10_000, mode: 'demo' });
    expect(state.body.seeds.kind).toBe('fun');
    const res = await call<THouseRound>(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), v.headers, {
      requestId: requestId(),
      stake: 100,
    });
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(10_000 - 100 + res.body.payout);
    expect(res.body.outcome).toMatchObject({ kind: 'slot', jackpot: null });

    const m = await member('hslot05', 5_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'lucky-fruits' });
    const spun = await call<THouseRound>(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), s.headers, {
      requestId: requestId(),
      stake: 100,
    });
    const bearer = await signIn(t.app, 'hslot05');
    const read = await call<THouseRound>(t.app, 'GET', HOUSE_API.round(spun.body.roundId), bearer);
    expect(read.status).toBe(200);
    expect(read.body.roundId).toBe(spun.body.roundId);
    // Someone else's round is not found.
    expect((await call(t.app, 'GET', HOUSE_API.round(res.body.roundId), bearer)).status).toBe(404);
  });
});

describe('house dice', () => {
  it('rolls, pays 9900 / winning values, and recomputes from the seeds', async () => {
    const m = await member('hdice01', 100_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice' });
    const seeds = await call<THouseSeedPair>(t.app, 'GET', HOUSE_API.seeds, s.headers);
    const rolls: THouseRound[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call<THouseRound>(t.app, 'POST', HOUSE_API.dice, s.headers, {
        requestId: requestId(),
        stake: 1_000,
        direction: i % 2 ? 'over' : 'under',
        target: 5_000,
      });
      expect(res.status).toBe(200);
      rolls.push(res.body);
    }
    const rotated = await call<THouseRotateResponse>(
      t.app,
      'POST',
      HOUSE_API.rotate,
      s.headers,
      {},
    );
    expect(rotated.body.revealed.serverSeedHash).toBe(seeds.body.serverSeedHash);
    for (const r of rolls) {
      const o = r.outcome;
      if (o.kind !== 'dice') throw new Error('not dice');
      const again = playDice(
        new FloatStream(rotated.body.revealed.serverSeed, r.fairness.clientSeed, r.fairness.nonce),
        { direction: o.direction, target: o.target },
        1_000,
      );
      expect(o.roll).toBe(again.roll);
      expect(r.payout).toBe(again.payout);
      // Under 50.00 wins on 5,000 rolls (1.98×: 1,980); over 50.00 on 4,999 (1.98039…×: 1,980.39…
      // rounded up in the player's favour to 1,981).
      expect(r.payout).toBe(o.win ? (o.direction === 'under' ? 1_980 : 1_981) : 0);
    }
    const net = rolls.reduce((a, r) => a - 1_000 + r.payout, 0);
    expect(await mainBalance(t.app, m.id)).toBe(100_000 + net);
    const bad = await call(t.app, 'POST', HOUSE_API.dice, s.headers, {
      requestId: requestId(),
      stake: 1_000,
      direction: 'over',
      target: 100,
    });
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const tooBig = await call(t.app, 'POST', HOUSE_API.dice, s.headers, {
      requestId: requestId(),
      stake: 5_000_000,
      direction: 'over',
      target: 5_000,
    });
    expect(tooBig.body).toMatchObject({ error: { code: 'HOUSE_BET_INVALID' } });
  });
});
