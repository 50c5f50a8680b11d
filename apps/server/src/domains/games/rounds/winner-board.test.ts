import { ADMIN_GAMES_API, GAMES_API, type TWinnerEntry } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, fund } from '../../cashier/wallet/wallet-test-kit.js';
import {
  createVendor,
  startFakeVendor,
  syncVendor,
  vendorGame,
  type FakeVendor,
} from '../catalogue/catalogue-test-kit.js';
import { createGameSession, walletCall } from '../game-wallet/game-wallet-test-kit.js';
import { publish } from '../../../platform/events/publish.js';
import { maskUsername } from './winner-board.js';

const SECRET = 'winner-secret-123456';
const VENDOR = 'WINX';
const DAY_MS = 86_400_000;

let t: TestApp;
let fake: FakeVendor;
let admin: Record<string, string>;
const players: { id: number; username: string }[] = [];
const gameIds = new Map<string, number>();
let roundNo = 0;

const GAMES = [
  vendorGame('slot1', { gameName: { en: 'Lucky Slot', th: 'สล็อตนำโชค' } }),
  vendorGame('slot2', { gameName: { en: 'Gold Slot', th: 'สล็อตทอง' } }),
  vendorGame('live1', {
    gameName: { en: 'Live Baccarat', th: 'บาคาร่าสด' },
    gameType: 'LIVE',
    gameClassify: 'BACCARAT',
  }),
];
const CATEGORY: Record<string, string> = { slot1: 'RNG', slot2: 'RNG', live1: 'LIVE' };

/**
 * One round as the read model hears it: its outcome event (an open round has none yet; a
 * rolled-back one is voided). The wallet API's own path is exercised once below.
 */
async function round(input: {
  accountId: number;
  game: string;
  win: number;
  currency?: string;
  status?: 'open' | 'settled' | 'rolled_back';
  agoMs?: number;
}) {
  roundNo += 1;
  const status = input.status ?? 'settled';
  if (status === 'open') return;
  const at = new Date(t.clock.now().getTime() - (input.agoMs ?? 60_000)).toISOString();
  const wagerId = `wr-${roundNo}`;
  await t.app.services.db.transaction((tx) =>
    publish(tx, {
      type: status === 'settled' ? 'wager.settled' : 'wager.voided',
      key: `wager:${VENDOR}:${wagerId}:0`,
      payload: {
        product: VENDOR,
        wagerId,
        leg: 0,
        accountId: input.accountId,
        currency: input.currency ?? 'THB',
        category: CATEGORY[input.game]!,
        gameCode: input.game,
        gameId: gameIds.get(input.game)!,
        stake: 100,
        win: status === 'settled' ? input.win : 0,
        status: status === 'settled' ? 'settled' : 'voided',
        settledAt: at,
        version: 1,
      },
    }),
  );
}

/** An operator's change of one of the test vendor's games (hidden...). */
async function patchGame(code: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: ADMIN_GAMES_API.game(gameIds.get(code)!),
    headers: admin,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setVendorEnabled(enabled: boolean) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: ADMIN_GAMES_API.vendor(VENDOR),
    headers: admin,
    payload: { enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function board(query = '') {
  await t.app.services.events.drain();
  const res = await t.app.inject({ url: `${GAMES_API.winners}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: TWinnerEntry[] }>().list;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
  fake = await startFakeVendor(SECRET, GAMES);
  await createVendor(t.app, admin, { code: VENDOR, url: fake.url, secret: SECRET });
  expect(await syncVendor(t.app, admin, VENDOR)).toMatchObject({ ok: true });
  const rows = await queryRows<{ id: unknown; game_code: string }>(
    t.app.services.db,
    sql`SELECT id, game_code FROM games WHERE vendor = ${VENDOR}`,
  );
  for (const r of rows) gameIds.set(r.game_code, Number(r.id));
  for (let i = 1; i <= 5; i++) {
    players.push(await createAccount(t.app, { username: `winner0${i}` }));
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('winner board', () => {
  it('masks usernames: first 2 and last 2 around 3 stars, less of a short name', () => {
    expect(maskUsername('member01')).toBe('me***01');
    expect(maskUsername('abcdefghij')).toBe('ab***ij');
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('สมชายใจดี')).toBe('สม***ดี');
  });

  it('the 20 biggest real-money wins of the last 7 days, masked, with game names and icons; one category; cached briefly', async () => {
    const expected: { win: number; game: string; username: string }[] = [];
    // 24 real wins over 5 players and 3 games.
    for (let i = 0; i < 24; i++) {
      const player = players[i % players.length]!;
      const game = ['slot1', 'slot2', 'live1'][i % 3]!;
      const win = 10_000 + i * 1_000;
      await round({ accountId: player.id, game, win });
      expected.push({ win, game, username: player.username });
    }
    // One win through the wallet API itself (bet-win, round ended).
    await fund(t.app, players[0]!.id, 100_000);
    const session = await createGameSession(t.app, {
      accountId: players[0]!.id,
      vendor: VENDOR,
      gameCode: 'slot2',
    });
    const paid = await walletCall(t.app, { code: VENDOR, secret: SECRET }, 'betWin', {
      betTransactionId: 'wb-1',
      winTransactionId: 'ww-1',
      roundId: 'wround-1',
      playerId: session.playerId,
      token: session.token,
      gameCode: 'slot2',
      betAmount: 1_000,
      winAmount: 900_000,
      currency: 'THB',
    });
    expect(paid.body.status).toBe('OK');
    expected.push({ win: 900_000, game: 'slot2', username: players[0]!.username });
    // Never on the board: play money, a trial account, open or rolled-back rounds, old wins.
    const trial = await createAccount(t.app, { username: 'trialwin01', type: 4 });
    await round({ accountId: players[1]!.id, game: 'slot1', win: 5_000_000, currency: 'FUN' });
    await round({ accountId: players[1]!.id, game: 'slot1', win: 5_000_001, currency: 'PLAY' });
    await round({ accountId: trial.id, game: 'slot1', win: 5_000_002 });
    await round({ accountId: players[2]!.id, game: 'slot1', win: 5_000_003, status: 'open' });
    await round({
      accountId: players[2]!.id,
      game: 'slot1',
      win: 5_000_004,
      status: 'rolled_back',
    });
    await round({ accountId: players[3]!.id, game: 'live1', win: 5_000_005, agoMs: 8 * DAY_MS });

    const top = expected.sort((a, b) => b.win - a.win).slice(0, 20);
    const list = await board('?language=en');
    expect(list).toHaveLength(20);
    expect(list.map((w) => w.winAmount)).toEqual(top.map((w) => w.win));
    expect(list.map((w) => w.customerName)).toEqual(top.map((w) => maskUsername(w.username)));
    expect(list.every((w) => /^wi\*\*\*0[1-5]$/.test(w.customerName))).toBe(true);
    const names = { slot1: 'Lucky Slot', slot2: 'Gold Slot', live1: 'Live Baccarat' };
    expect(list.map((w) => w.gameName)).toEqual(
      top.map((w) => names[w.game as keyof typeof names]),
    );
    expect(list[0]!.iconUrl).toBe(GAMES_API.gameArt(VENDOR, 'slot2'));
    // The site's default language (th), and a smaller limit.
    const thai = await board('?limitNum=3');
    expect(thai.map((w) => w.gameName)).toEqual([
      'สล็อตทอง',
      expect.any(String),
      expect.any(String),
    ]);

    // One category: only its games' wins.
    const live = await board('?gameCategory=LIVE&language=en');
    const liveWins = expected.filter((w) => w.game === 'live1').map((w) => w.win);
    expect(live.map((w) => w.winAmount)).toEqual(liveWins);
    expect(live.every((w) => w.gameName === 'Live Baccarat')).toBe(true);
    expect(await board('?gameCategory=FISH')).toEqual([]);

    // A new big win shows once the few seconds of cache are over.
    await round({ accountId: players[4]!.id, game: 'slot1', win: 2_000_000 });
    expect((await board())[0]!.winAmount).toBe(900_000);
    t.clock.advance(6_000);
    expect((await board())[0]).toMatchObject({ winAmount: 2_000_000, customerName: 'wi***05' });

    // Eight days on, nothing is recent any more.
    t.clock.advance(8 * DAY_MS);
    expect(await board()).toEqual([]);
  });

  it('leaves out games players can no longer see: hidden (at once, the kept board is dropped), delisted, or of a disabled vendor', async () => {
    // The first test moved the clock 8 days on (only these rounds are recent) and kept an empty
    // board for a few seconds.
    t.clock.advance(6_000);
    await round({ accountId: players[0]!.id, game: 'slot1', win: 70_000 });
    await round({ accountId: players[1]!.id, game: 'slot2', win: 60_000 });
    await round({ accountId: players[2]!.id, game: 'live1', win: 50_000 });
    const names = async (query = '') =>
      (await board(`?language=en${query}`)).map((w) => w.gameName);
    expect(await names()).toEqual(['Lucky Slot', 'Gold Slot', 'Live Baccarat']);
    expect(await names('&gameCategory=RNG')).toEqual(['Lucky Slot', 'Gold Slot']);

    // Hidden by an operator: gone from the very next answer (no waiting out the cache).
    await patchGame('slot1', { hidden: true });
    expect(await names()).toEqual(['Gold Slot', 'Live Baccarat']);
    expect(await names('&gameCategory=RNG')).toEqual(['Gold Slot']);
    await patchGame('slot1', { hidden: false });
    expect(await names()).toEqual(['Lucky Slot', 'Gold Slot', 'Live Baccarat']);

    // Gone from the vendor's list (delisted by the sync).
    fake.games = GAMES.filter((g) => g.gameCode !== 'live1');
    expect(await syncVendor(t.app, admin, VENDOR)).toMatchObject({ ok: true });
    expect(await names()).toEqual(['Lucky Slot', 'Gold Slot']);
    fake.games = GAMES;
    expect(await syncVendor(t.app, admin, VENDOR)).toMatchObject({ ok: true });
    expect(await names()).toEqual(['Lucky Slot', 'Gold Slot', 'Live Baccarat']);

    // Hidden by another server process: this one's board follows once its catalogue notices
    // the change (its check every 2 s), without waiting out the board's 5 s.
    await board();
    await queryRows(
      t.app.services.db,
      sql`UPDATE games
             SET hidden = true, updated_at = (SELECT max(updated_at) FROM games) + interval '1 second'
           WHERE id = ${gameIds.get('slot2')!}`,
    );
    expect(await names()).toEqual(['Lucky Slot', 'Gold Slot', 'Live Baccarat']);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2_500);
    await t.app.services.catalogue.current();
    await t.app.services.catalogue.settled();
    expect(await names()).toEqual(['Lucky Slot', 'Live Baccarat']);
    vi.restoreAllMocks();
    await patchGame('slot2', { hidden: false });

    // The whole vendor disabled: none of its wins.
    await setVendorEnabled(false);
    expect(await board()).toEqual([]);
    await setVendorEnabled(true);
    expect(await names()).toEqual(['Lucky Slot', 'Gold Slot', 'Live Baccarat']);
  });
});
