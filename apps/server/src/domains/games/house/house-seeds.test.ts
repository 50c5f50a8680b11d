import {
  HOUSE_API,
  HOUSE_SEED_HISTORY_ROUNDS,
  type THouseRotateResponse,
  type THouseRound,
  type THouseSeedHistory,
  type THouseSeedPair,
} from '@lw/contracts';
import { FloatStream, hashServerSeed, playDice, SLOT_TITLES, verifySlotRound } from '@lw/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, fund, mainBalance } from '../../cashier/wallet/wallet-test-kit.js';
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

const roll = (headers: Record<string, string>) =>
  call<THouseRound>(t.app, 'POST', HOUSE_API.dice, headers, {
    requestId: requestId(),
    stake: 1_000,
    direction: 'under',
    target: 5_000,
  });

describe('house client seeds come from the browser', () => {
  it('a pair the server starts has no client seed and draws no round until the browser sends one', async () => {
    const m = await member('hseed01', 50_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice', browserSeed: false });
    const fresh = await call<THouseSeedPair>(t.app, 'GET', HOUSE_API.seeds, s.headers);
    expect(fresh.body).toMatchObject({ clientSeed: null, nonce: 0, kind: 'real' });

    const refused = await roll(s.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'HOUSE_CLIENT_SEED_REQUIRED' } });
    // Nothing moved and no nonce was used.
    expect(await mainBalance(t.app, m.id)).toBe(50_000);
    const still = await call<THouseSeedPair>(t.app, 'GET', HOUSE_API.seeds, s.headers);
    expect(still.body).toMatchObject({ clientSeed: null, nonce: 0 });

    const browserSeed = await sendBrowserSeed(t.app, s.headers);
    expect(browserSeed).toMatch(/^[0-9a-f]{32}$/);
    const first = await roll(s.headers);
    expect(first.status).toBe(200);
    expect(first.body.fairness).toMatchObject({ clientSeed: browserSeed, nonce: 0 });
    expect(first.body.fairness.serverSeedHash).toBe(fresh.body.serverSeedHash);
  });

  it('refuses a client seed of the wrong length or characters with a translated error and keeps the pair', async () => {
    const m = await member('hseed02', 10_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice', browserSeed: false });
    for (const clientSeed of ['', 'x'.repeat(65), 'a b', 'a:b', 'ไทย', 'a\u0000b', 42, null]) {
      const res = await call<{ error: { code: string; message: string } }>(
        t.app,
        'PUT',
        HOUSE_API.clientSeed,
        { ...s.headers, 'accept-language': 'th' },
        { clientSeed },
      );
      expect(res.status, JSON.stringify(clientSeed)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    const rotate = await call(t.app, 'POST', HOUSE_API.rotate, s.headers, { clientSeed: 'a:b' });
    expect(rotate.status).toBe(400);
    const pair = await call<THouseSeedPair>(t.app, 'GET', HOUSE_API.seeds, s.headers);
    expect(pair.body).toMatchObject({ clientSeed: null, nonce: 0 });
    // The longest allowed seed and every allowed character class pass.
    const ok = await call(t.app, 'PUT', HOUSE_API.clientSeed, s.headers, {
      clientSeed: `${'z'.repeat(60)}!~;9`,
    });
    expect(ok.status).toBe(200);
  });

  it('a rotation starts the next pair with the seed the browser sent, or with none (never the old one)', async () => {
    const m = await member('hseed03', 10_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice' });
    const without = await call<THouseRotateResponse>(
      t.app,
      'POST',
      HOUSE_API.rotate,
      s.headers,
      {},
    );
    expect(without.status).toBe(200);
    expect(without.body.next).toMatchObject({ clientSeed: null, nonce: 0 });
    expect((await roll(s.headers)).status).toBe(409);
    const withSeed = await call<THouseRotateResponse>(t.app, 'POST', HOUSE_API.rotate, s.headers, {
      clientSeed: 'b'.repeat(32),
    });
    expect(withSeed.body.next).toMatchObject({ clientSeed: 'b'.repeat(32), nonce: 0 });
    expect((await roll(s.headers)).body.fairness.clientSeed).toBe('b'.repeat(32));
  });

  it('100 parallel first reads of a new player start one pair', async () => {
    const m = await member('hseed04', 1_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice', browserSeed: false });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call<THouseSeedPair>(t.app, 'GET', HOUSE_API.seeds, s.headers),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.serverSeedHash)).size).toBe(1);
  });
});

describe('house seed history', () => {
  it('lists revealed pairs newest first with their client seeds, nonces and rounds that verify on /fairness', async () => {
    const m = await member('hseed10', 500_000);
    const dice = await houseSession(t.app, { accountId: m.id, gameCode: 'dice' });
    const slot = await houseSession(t.app, {
      accountId: m.id,
      gameCode: 'lucky-fruits',
      browserSeed: false,
    });
    const empty = await call<THouseSeedHistory>(t.app, 'GET', HOUSE_API.seedHistory, dice.headers);
    expect(empty.body).toEqual({ list: [], total: 0 });

    // Pair 1: two dice rolls, a new client seed, a slot spin (one pair serves every game).
    const firstPair = await call<THouseSeedPair>(t.app, 'GET', HOUSE_API.seeds, dice.headers);
    const a = [await roll(dice.headers), await roll(dice.headers)];
    await call(t.app, 'PUT', HOUSE_API.clientSeed, dice.headers, { clientSeed: 'second-seed' });
    const spin = await call<THouseRound>(
      t.app,
      'POST',
      HOUSE_API.spin('lucky-fruits'),
      slot.headers,
      {
        requestId: requestId(),
        stake: 200,
      },
    );
    expect(spin.status).toBe(200);
    const r1 = await call<THouseRotateResponse>(t.app, 'POST', HOUSE_API.rotate, dice.headers, {
      clientSeed: 'third-seed',
    });
    // Pair 2: one roll. Pair 3: revealed with no rounds.
    const b = await roll(dice.headers);
    await call(t.app, 'POST', HOUSE_API.rotate, dice.headers, { clientSeed: 'fourth-seed' });
    await call(t.app, 'POST', HOUSE_API.rotate, dice.headers, { clientSeed: 'fifth-seed' });

    // Another player's and the same player's FUN pairs are not in it.
    const other = await member('hseed11', 10_000);
    const o = await houseSession(t.app, { accountId: other.id, gameCode: 'dice' });
    await roll(o.headers);
    await call(t.app, 'POST', HOUSE_API.rotate, o.headers, {});
    const fun = await houseSession(t.app, { accountId: m.id, gameCode: 'dice', currency: 'FUN' });
    await call(t.app, 'POST', HOUSE_API.rotate, fun.headers, {});

    const history = await call<THouseSeedHistory>(
      t.app,
      'GET',
      HOUSE_API.seedHistory,
      dice.headers,
    );
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(3);
    const [third, second, first] = history.body.list;
    expect(third).toMatchObject({ rounds: 0, nonceFrom: null, nonceTo: null, clientSeeds: [] });
    expect(second).toMatchObject({
      rounds: 1,
      nonceFrom: 0,
      nonceTo: 0,
      clientSeeds: ['third-seed'],
      serverSeedHash: r1.body.next.serverSeedHash,
    });
    expect(second!.recentRounds.map((r) => r.roundId)).toEqual([b.body.roundId]);
    expect(first).toMatchObject({
      serverSeedHash: firstPair.body.serverSeedHash,
      serverSeed: r1.body.revealed.serverSeed,
      rounds: 3,
      nonceFrom: 0,
      nonceTo: 2,
      clientSeeds: [firstPair.body.clientSeed, 'second-seed'],
    });
    expect(hashServerSeed(first!.serverSeed)).toBe(first!.serverSeedHash);
    expect(first!.recentRounds.map((r) => [r.roundId, r.gameCode, r.nonce])).toEqual([
      [spin.body.roundId, 'lucky-fruits', 2],
      [a[1]!.body.roundId, 'dice', 1],
      [a[0]!.body.roundId, 'dice', 0],
    ]);

    // Each link carries what /fairness needs, and recomputes the very outcome that was paid.
    for (const r of first!.recentRounds) {
      const q = new URL(r.verifyUrl, 'http://x').searchParams;
      expect(q.get('serverSeed')).toBe(first!.serverSeed);
      expect(q.get('serverSeedHash')).toBe(first!.serverSeedHash);
      expect(q.get('clientSeed')).toBe(r.clientSeed);
      expect(q.get('game')).toBe(r.gameCode);
      expect(Number(q.get('nonce'))).toBe(r.nonce);
      const stream = () => new FloatStream(q.get('serverSeed')!, q.get('clientSeed')!, r.nonce);
      if (r.gameCode === 'dice') {
        const paid = a.find((x) => x.body.roundId === r.roundId)!.body;
        const o = paid.outcome;
        if (o.kind !== 'dice') throw new Error('not dice');
        expect(playDice(stream(), o, 1_000).roll).toBe(o.roll);
      } else {
        const again = verifySlotRound(
          SLOT_TITLES['lucky-fruits']!,
          200,
          q.get('serverSeed')!,
          q.get('clientSeed')!,
          r.nonce,
        );
        expect(again.payout).toBe(spin.body.payout);
      }
    }

    // Paged: one pair per page, the oldest on page 3.
    const page3 = await call<THouseSeedHistory>(
      t.app,
      'GET',
      `${HOUSE_API.seedHistory}?page=3&pageSize=1`,
      dice.headers,
    );
    expect(page3.body.total).toBe(3);
    expect(page3.body.list.map((e) => e.serverSeedHash)).toEqual([first!.serverSeedHash]);
    const bad = await call(t.app, 'GET', `${HOUSE_API.seedHistory}?pageSize=500`, dice.headers);
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'GET', HOUSE_API.seedHistory, {})).status).toBe(401);
  });

  it(`lists a pair's newest ${HOUSE_SEED_HISTORY_ROUNDS} rounds and counts them all`, async () => {
    const m = await member('hseed12', 500_000);
    const s = await houseSession(t.app, { accountId: m.id, gameCode: 'dice' });
    const total = HOUSE_SEED_HISTORY_ROUNDS + 3;
    for (let i = 0; i < total; i++) expect((await roll(s.headers)).status).toBe(200);
    await call(t.app, 'POST', HOUSE_API.rotate, s.headers, {});
    const history = await call<THouseSeedHistory>(t.app, 'GET', HOUSE_API.seedHistory, s.headers);
    const [entry] = history.body.list;
    expect(entry).toMatchObject({ rounds: total, nonceFrom: 0, nonceTo: total - 1 });
    expect(entry!.recentRounds).toHaveLength(HOUSE_SEED_HISTORY_ROUNDS);
    expect(entry!.recentRounds[0]!.nonce).toBe(total - 1);
  });
});
