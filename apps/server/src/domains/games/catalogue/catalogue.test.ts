import {
  ADMIN_GAMES_API,
  GAMES_API,
  type TGame,
  type TRecentGamesResponse,
  type TVendorCategory,
} from '@lw/contracts';
import { gameArtSvg } from '@lw/game-art';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { gameFavourites } from '../../../db/schema/index.js';
import { expiringCounter } from '../../../platform/expiring-counter.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { CatalogueService } from './catalogue.service.js';
import {
  auditTrail,
  createVendor,
  startFakeVendor,
  syncVendor,
  vendorGame,
  type FakeVendor,
} from './catalogue-test-kit.js';

const SECRET = 'lobby-secret-123456';
let t: TestApp;
let admin: Record<string, string>;
const fakes: FakeVendor[] = [];
let member: Record<string, string>;
let memberId: number;
const ids = new Map<string, number>();

const PGX = [
  vendorGame('ox', {
    gameName: { en: 'Fortune Ox', th: 'วัวนำโชค', zh: '金牛运财' },
    isHot: 1,
    minBet: 100,
    minLineNum: 25,
  }),
  vendorGame('tiger', {
    gameName: { en: 'Fortune Tiger', th: 'เสือนำโชค', zh: '虎虎生财' },
    isNew: 1,
    minBet: 50,
    minLineNum: 30,
  }),
  vendorGame('mega', {
    gameName: { en: 'Mega Jackpot' },
    gameClassify: 'JACKPOT',
    minBet: 200,
    minLineNum: 20,
  }),
  vendorGame('mini', { gameName: { th: 'มินิเกม' }, gameClassify: 'MINI' }),
  vendorGame('shark', {
    gameName: { en: 'Shark Hunter', zh: '鲨鱼猎人' },
    gameType: 'FISH',
    gameClassify: 'FISHING',
  }),
];

async function vendorWith(code: string, list: ReturnType<typeof vendorGame>[]) {
  const fake = await startFakeVendor(SECRET, list);
  fakes.push(fake);
  await createVendor(t.app, admin, { code, url: fake.url, secret: SECRET });
  expect(await syncVendor(t.app, admin, code)).toMatchObject({ ok: true, added: list.length });
}

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `${GAMES_API.list}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ games: TGame[]; totalPages: number }>();
}
const codes = (r: { games: TGame[] }) => r.games.map((g) => g.gameCode).sort();

/** Favourite changes are throttled to one a second per member. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1050));

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
  await vendorWith('PGX', PGX);
  await vendorWith('LIVEV', [
    vendorGame('lobby', { gameType: 'LIVE', gameName: { en: 'Live Lobby' } }),
  ]);
  await vendorWith('IMES', [
    vendorGame('esport', { gameType: 'SPORTS', gameName: { en: 'E-Sports Arena' } }),
  ]);
  await vendorWith('SV3', [
    vendorGame('cock', { gameType: 'SPORTS', gameName: { en: 'Cockpit' } }),
  ]);
  await vendorWith('BNG', [
    vendorGame('bingo', { gameType: 'LOTT', gameClassify: 'BINGO', gameName: { en: 'Bingo 75' } }),
  ]);
  await vendorWith('OFF', [vendorGame('off', { gameName: { en: 'Fortune Off' } })]);
  const page = await t.app.inject({ url: `${ADMIN_GAMES_API.games}?pageSize=200`, headers: admin });
  for (const g of page.json<{ items: { id: number; gameCode: string }[] }>().items)
    ids.set(g.gameCode, g.id);
  const off = await t.app.inject({
    method: 'PATCH',
    url: ADMIN_GAMES_API.vendor('OFF'),
    headers: admin,
    payload: { enabled: false },
  });
  expect(off.statusCode).toBe(200);
  const account = await createAccount(t.app, { username: 'lobbyfan' });
  memberId = account.id;
  member = await signIn(t.app, 'lobbyfan');
});
afterAll(async () => {
  for (const fake of fakes) await fake.close();
  await t.close();
});

describe('game list', () => {
  it('answers every spec field', async () => {
    const { games } = await list('vassalage=PGX&gameName=ox&language=en');
    expect(games).toEqual([
      {
        nodeId: ids.get('ox'),
        gameCode: 'ox',
        gameType: 'RNG',
        vassalage: 'PGX',
        gameClassify: 'VIDEO_SLOT',
        gameName: 'Fortune Ox',
        nodeName: 'Fortune Ox',
        displayName: 'Fortune Ox',
        iconUrl: '/images/games/PGX/ox.svg',
        // The art shown is labelled in the list's language.
        showIcon: '/images/games/PGX/ox.svg?lang=en',
        lagerIcon: '/images/games/PGX/ox.svg?size=large&lang=en',
        isHot: 1,
        isNew: 0,
        supportPlay: 0,
        isGame: 'VASSALAGE',
        minBet: 100,
        minLineNum: 25,
        maintenance: false,
      },
    ]);
  });

  it('filters by type, vendor and classify; esports and cockfight vendors are carved out of sports', async () => {
    expect(codes(await list('gameType=RNG'))).toEqual(['mega', 'mini', 'ox', 'tiger']);
    expect(codes(await list('gameType=FISH'))).toEqual(['shark']);
    expect(codes(await list('gameType=ESPORTS'))).toEqual(['esport']);
    expect(codes(await list('gameType=COCKFIGHT'))).toEqual(['cock']);
    expect(codes(await list('gameType=SPORTS'))).toEqual([]);
    expect(codes(await list('vassalage=PGX&gameClassify=JACKPOT'))).toEqual(['mega']);
  });

  it('finds a game by any part of its name in Thai, English or Chinese', async () => {
    expect(codes(await list('gameName=nam'))).toEqual([]);
    expect(codes(await list('gameName=FORTUNE'))).toEqual(['ox', 'tiger']);
    expect(codes(await list(`gameName=${encodeURIComponent('นำโชค')}`))).toEqual(['ox', 'tiger']);
    expect(codes(await list(`gameName=${encodeURIComponent('วัว')}`))).toEqual(['ox']);
    expect(codes(await list(`gameName=${encodeURIComponent('财')}`))).toEqual(['ox', 'tiger']);
    expect(codes(await list(`gameName=${encodeURIComponent('生财')}`))).toEqual(['tiger']);
    expect(codes(await list(`gameName=${encodeURIComponent('鲨鱼')}`))).toEqual(['shark']);
  });

  it('names follow the language with fallback en -> th -> any', async () => {
    const byLang = async (language: string) =>
      Object.fromEntries(
        (await list(`vassalage=PGX&language=${language}`)).games.map((g) => [
          g.gameCode,
          g.gameName,
        ]),
      );
    expect(await byLang('zh')).toMatchObject({
      ox: '金牛运财',
      mega: 'Mega Jackpot',
      mini: 'มินิเกม',
    });
    expect(await byLang('th')).toMatchObject({ ox: 'วัวนำโชค', mega: 'Mega Jackpot' });
    expect(await byLang('ja')).toMatchObject({ ox: 'Fortune Ox', mini: 'มินิเกม' });
  });

  it('HOT, NEW and the slot filter (minBet >= 100, minLineNum >= 25)', async () => {
    expect(codes(await list('filter=HOT'))).toEqual(['ox']);
    expect(codes(await list('filter=NEW'))).toEqual(['tiger']);
    expect(codes(await list('gameType=RNG&minBet=100&minLineNum=25'))).toEqual(['ox']);
    expect(codes(await list('gameType=RNG&minBet=100'))).toEqual(['mega', 'ox']);
  });

  it('pages with totalPages', async () => {
    const first = await list('gameType=RNG&pageSize=3&pageNo=1');
    const second = await list('gameType=RNG&pageSize=3&pageNo=2');
    expect(first.totalPages).toBe(2);
    expect(first.games).toHaveLength(3);
    expect(second.games).toHaveLength(1);
    expect(new Set([...codes(first), ...codes(second)]).size).toBe(4);
    expect((await list('gameType=RNG&pageNo=9')).games).toEqual([]);
  });

  it('never lists games of a disabled vendor or hidden games; marks vendors in maintenance', async () => {
    expect(codes(await list('gameName=fortune'))).not.toContain('off');
    await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.game(ids.get('tiger')!),
      headers: admin,
      payload: { hidden: true },
    });
    expect(codes(await list('vassalage=PGX'))).not.toContain('tiger');
    expect(await auditTrail(t.app, 'game', String(ids.get('tiger')))).toEqual(['game.update']);
    await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.game(ids.get('tiger')!),
      headers: admin,
      payload: { hidden: false },
    });
    const now = t.clock.now().getTime();
    await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.vendor('LIVEV'),
      headers: admin,
      payload: {
        maintenanceFrom: new Date(now - 60_000).toISOString(),
        maintenanceUntil: new Date(now + 3_600_000).toISOString(),
      },
    });
    const live = await list('gameType=LIVE');
    expect(live.games[0]).toMatchObject({ gameCode: 'lobby', maintenance: true });
  });

  it('FAV and RECENT need a signed-in member', async () => {
    for (const filter of ['FAV', 'RECENT']) {
      const res = await t.app.inject({ url: `${GAMES_API.list}?filter=${filter}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
    expect((await t.app.inject({ url: GAMES_API.recent })).statusCode).toBe(401);
    expect((await t.app.inject({ url: GAMES_API.favouriteIds })).statusCode).toBe(401);
  });

  it.each([
    ['gameName=a%01b', 'control character'],
    ['pageSize=101', 'page size above 100'],
    ['pageNo=0', 'page 0'],
    ['minBet=99999999999999999999', 'minBet out of range'],
    ['minLineNum=-1', 'negative lines'],
    ['gameType=BOGUS', 'unknown type'],
    ['filter=EVERYTHING', 'unknown filter'],
    ['vassalage=pg%20x', 'bad vendor code'],
    [`gameName=${'x'.repeat(61)}`, 'name too long'],
  ])('refuses %s with 400 (%s)', async (query) => {
    const res = await t.app.inject({ url: `${GAMES_API.list}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('hot and recent', () => {
  it('hot list gives { list } of hot games', async () => {
    const res = await t.app.inject({ url: `${GAMES_API.hot}?language=en` });
    expect(res.json<{ list: TGame[] }>().list.map((g) => g.gameCode)).toEqual(['ox']);
  });

  it('recent list gives { list, totalPages }, also nested under value, most recent first', async () => {
    await t.app.services.catalogue.recordLaunch(memberId, ids.get('ox')!);
    await new Promise((r) => setTimeout(r, 5));
    await t.app.services.catalogue.recordLaunch(memberId, ids.get('shark')!);
    const res = await t.app.inject({ url: GAMES_API.recent, headers: member });
    const body = res.json<TRecentGamesResponse>();
    expect(body.list.map((g) => g.gameCode)).toEqual(['shark', 'ox']);
    expect(body.totalPages).toBe(1);
    expect(body.value).toEqual({ list: body.list, totalPages: 1 });
    expect(codes(await list('filter=RECENT&gameType=RNG', member))).toEqual(['ox']);
  });
});

describe('recent ids cache', () => {
  it("a member's recent game ids are cached: a launch here shows at once, one in another process within the lifetime", async () => {
    const player = await createAccount(t.app, { username: 'cacherecent' });
    const services = t.app.services;
    // Another process: its own catalogue (and cache) on the same database.
    const other = new CatalogueService(
      services.db,
      services.vendors,
      services.clock,
      expiringCounter(null, 'other-recent:'),
      { recentCacheMs: 300 },
    );
    const recent = (c: CatalogueService) =>
      c
        .listGames({ pageNo: 1, pageSize: 50, filter: 'RECENT' }, { accountId: player.id })
        .then(codes);
    expect(await recent(services.catalogue)).toEqual([]);
    expect(await recent(other)).toEqual([]);
    await services.catalogue.recordLaunch(player.id, ids.get('tiger')!);
    expect(await recent(services.catalogue)).toEqual(['tiger']);
    // The other process still serves what it read, until its lifetime is over.
    expect(await recent(other)).toEqual([]);
    await new Promise((r) => setTimeout(r, 350));
    expect(await recent(other)).toEqual(['tiger']);
    // A launch there shows at once there, and is the most recent.
    await new Promise((r) => setTimeout(r, 5));
    await other.recordLaunch(player.id, ids.get('ox')!);
    expect(await recent(other)).toEqual(['ox', 'tiger']);
    expect((await other.recentGames(player.id, { page: 1, pageSize: 10 })).list).toHaveLength(2);
  });
});

describe('favourites', () => {
  it('add (skipped if present), ids, list shape, remove', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      headers: member,
      payload: { nodeId: ids.get('ox'), vendor: 'PGX', gameType: 'RNG' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ ids: [ids.get('ox')] });
    await nextSecond();
    const again = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      headers: member,
      payload: { nodeId: ids.get('ox') },
    });
    expect(again.json()).toEqual({ ids: [ids.get('ox')] });
    const favs = await t.app.inject({
      url: `${GAMES_API.favourites}?language=en`,
      headers: member,
    });
    expect(favs.json()).toMatchObject({
      pageNum: 1,
      totalPages: 1,
      content: [{ gameCode: 'ox', gameName: 'Fortune Ox' }],
    });
    expect(codes(await list('filter=FAV', member))).toEqual(['ox']);
    await nextSecond();
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${GAMES_API.favourites}?nodeId=${ids.get('ox')}&vendor=PGX&gameType=RNG`,
      headers: member,
    });
    expect(remove.json()).toEqual({ ids: [] });
    // The member's cached ids were dropped by the remove: the FAV list is empty at once.
    expect(codes(await list('filter=FAV', member))).toEqual([]);
  });

  it("a member's favourite ids are cached: this process's changes show at once, another's within the lifetime", async () => {
    const fan = await createAccount(t.app, { username: 'cachefan' });
    const services = t.app.services;
    // Another process: its own catalogue (and cache) on the same database.
    const other = new CatalogueService(
      services.db,
      services.vendors,
      services.clock,
      expiringCounter(null, 'other-fav:'),
      { favouriteCacheMs: 300 },
    );
    expect(await other.favouriteIds(fan.id)).toEqual({ ids: [] });
    expect((await services.catalogue.favouriteIds(fan.id)).ids).toEqual([]);
    expect(await services.catalogue.addFavourite(fan.id, ids.get('tiger')!)).toEqual({
      ids: [ids.get('tiger')],
    });
    const page = { pageNo: 1, pageSize: 50 };
    const fanList = (c: CatalogueService) =>
      c.listGames({ ...page, filter: 'FAV' }, { accountId: fan.id }).then(codes);
    expect(await fanList(services.catalogue)).toEqual(['tiger']);
    // The other process still serves what it read, until its lifetime is over.
    expect(await fanList(other)).toEqual([]);
    await new Promise((r) => setTimeout(r, 350));
    expect(await fanList(other)).toEqual(['tiger']);
    // Its own change shows at once there too.
    expect(await other.removeFavourite(fan.id, ids.get('tiger')!)).toEqual({ ids: [] });
    expect(await fanList(other)).toEqual([]);
  });

  it('refuses a second change within a second (429), and an unknown or disabled game (404)', async () => {
    await nextSecond();
    const first = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      headers: member,
      payload: { nodeId: ids.get('tiger') },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      headers: member,
      payload: { nodeId: ids.get('mega') },
    });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    await nextSecond();
    const off = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      headers: member,
      payload: { nodeId: ids.get('off') },
    });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ error: { code: 'GAME_NOT_FOUND' } });
  });

  it('100 parallel adds of one game: one is taken, the rest throttled, one row', async () => {
    await createAccount(t.app, { username: 'racer' });
    const racer = await signIn(t.app, 'racer');
    const racerId = (await t.app.services.accounts.findByUsername('racer'))!.id;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: GAMES_API.favourites,
          headers: racer,
          payload: { nodeId: ids.get('shark') },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // One change a second: the burst takes at most one place per second it lasted.
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const taken = statuses.filter((s) => s === 200).length;
    expect(taken).toBeGreaterThanOrEqual(1);
    expect(taken).toBeLessThanOrEqual(seconds);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - taken);
    const rows = await t.app.services.db.select().from(gameFavourites);
    expect(rows.filter((r) => r.accountId === racerId)).toHaveLength(1);
  });

  it('favourites need a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      payload: { nodeId: 1 },
    });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: GAMES_API.favourites,
      headers: member,
      payload: { nodeId: -3 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('vendor categories and menus', () => {
  async function categories() {
    const res = await t.app.inject({ url: GAMES_API.vendorCategories });
    expect(res.statusCode).toBe(200);
    return res.json<{ categories: TVendorCategory[] }>().categories;
  }

  it('cards per category; RNG/FISH vendors with several games open a popup (VASSALAGE)', async () => {
    const cats = await categories();
    expect(cats.map((c) => c.gameCategory)).toEqual([
      'LOTT',
      'LIVE',
      'FISH',
      'RNG',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    const rng = cats.find((c) => c.gameCategory === 'RNG')!;
    expect(rng.cards).toEqual([
      expect.objectContaining({
        vassalage: 'PGX',
        isGame: 'VASSALAGE',
        gameCount: 4,
        nodeId: null,
        largeIcon: '/images/vendors/PGX.svg',
      }),
    ]);
    // Jackpot and mini lead the RNG classify list.
    expect(rng.gameClassify.map((c) => c.classify)).toEqual(['JACKPOT', 'MINI', 'VIDEO_SLOT']);
    const fish = cats.find((c) => c.gameCategory === 'FISH')!;
    expect(fish.cards[0]).toMatchObject({
      vassalage: 'PGX',
      isGame: '',
      gameCount: 1,
      nodeId: ids.get('shark'),
    });
    const live = cats.find((c) => c.gameCategory === 'LIVE')!;
    expect(live.cards[0]).toMatchObject({
      vassalage: 'LIVEV',
      isGame: '',
      nodeId: ids.get('lobby'),
      maintenance: true,
    });
  });

  it('shows the BINGO category only when TY is offered', async () => {
    expect((await categories()).map((c) => c.gameCategory)).not.toContain('BINGO');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/languages',
      headers: admin,
      payload: { offered: ['th', 'en', 'zh', 'ty'], default: 'th' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cats = await categories();
    expect(cats.find((c) => c.gameCategory === 'BINGO')?.cards.map((c) => c.vassalage)).toEqual([
      'BNG',
    ]);
    const menus = await t.app.inject({ url: GAMES_API.menus });
    expect(
      menus.json<{ gameMenus: { gameCategory: string }[] }>().gameMenus.map((m) => m.gameCategory),
    ).toContain('BINGO');
  });

  it('winner board is empty while no rounds are settled', async () => {
    const res = await t.app.inject({ url: `${GAMES_API.winners}?gameCategory=ALL&limitNum=20` });
    expect(res.json()).toEqual({ list: [] });
    expect((await t.app.inject({ url: `${GAMES_API.winners}?limitNum=21` })).statusCode).toBe(400);
  });
});

describe('game art and uploads', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);

  it('serves deterministic SVG art with an ETag, 304 on a match, 404 for unknown games', async () => {
    const a = await t.app.inject({ url: '/images/games/PGX/ox.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age');
    expect(a.body).toContain('Fortune Ox');
    const b = await t.app.inject({ url: '/images/games/PGX/ox.svg' });
    expect(b.body).toBe(a.body);
    const large = await t.app.inject({ url: '/images/games/PGX/ox.svg?size=large' });
    expect(large.body).toContain('width="400"');
    const cached = await t.app.inject({
      url: '/images/games/PGX/ox.svg',
      headers: { 'if-none-match': a.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect((await t.app.inject({ url: '/images/games/PGX/nope.svg' })).statusCode).toBe(404);
    // A Thai page's art carries the Thai name as its accessible name, not the English one.
    const thaiList = await list('vassalage=PGX&gameName=ox&language=th');
    expect(thaiList.games[0]!.showIcon).toBe('/images/games/PGX/ox.svg?lang=th');
    const thai = await t.app.inject({ url: thaiList.games[0]!.showIcon });
    expect(thai.body).toContain('aria-label="วัวนำโชค"');
    expect(thai.body).not.toContain('Fortune Ox');
    const chinese = await t.app.inject({ url: '/images/games/PGX/ox.svg?size=large&lang=zh' });
    expect(chinese.body).toContain('aria-label="金牛运财"');
    expect(chinese.body).toContain('width="400"');
    // A language the game has no name in falls back as its caption does (English first).
    const japanese = await t.app.inject({ url: '/images/games/PGX/ox.svg?lang=ja' });
    expect(japanese.body).toContain('aria-label="Fortune Ox"');
    expect((await t.app.inject({ url: '/images/games/PGX/ox.svg?lang=%3Cx%3E' })).statusCode).toBe(
      400,
    );
    const logo = await t.app.inject({ url: '/images/vendors/PGX.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('PGX');
  });

  it('operators upload PNG/JPEG/WebP icons (SVG refused, 1 MB at most); the icon is served immutable', async () => {
    const id = ids.get('mega')!;
    const up = await t.app.inject({
      method: 'PUT',
      url: ADMIN_GAMES_API.gameIcon(id),
      headers: { ...admin, 'content-type': 'image/png' },
      payload: png,
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json<{ customIconUrl: string }>().customIconUrl;
    expect(url).toMatch(/^\/images\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await list('gameName=mega')).games[0]).toMatchObject({
      iconUrl: url,
      showIcon: url,
      lagerIcon: url,
    });
    expect(await auditTrail(t.app, 'game', String(id))).toEqual(['game.icon.upload']);

    const svg = await t.app.inject({
      method: 'PUT',
      url: ADMIN_GAMES_API.gameIcon(id),
      headers: { ...admin, 'content-type': 'image/svg+xml' },
      payload: '<svg onload="alert(1)"/>',
    });
    expect(svg.statusCode).toBe(415);
    const lying = await t.app.inject({
      method: 'PUT',
      url: ADMIN_GAMES_API.gameIcon(id),
      headers: { ...admin, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"/>'),
    });
    expect(lying.statusCode).toBe(400);
    expect(lying.json()).toMatchObject({ error: { code: 'IMAGE_INVALID' } });
    const huge = await t.app.inject({
      method: 'PUT',
      url: ADMIN_GAMES_API.gameIcon(id),
      headers: { ...admin, 'content-type': 'image/png' },
      payload: Buffer.concat([png, Buffer.alloc(1024 * 1024)]),
    });
    expect(huge.statusCode).toBe(413);
  });

  it("draws the theme any of the game's names asks for: a Thai or Chinese name alone is enough", async () => {
    const names = { en: 'Speed Room', th: 'ไพ่นกกระจอก ห้องสปีด', zh: '麻将·极速场' };
    await vendorWith('ARTV', [vendorGame('room', { gameName: names })]);
    const res = await t.app.inject({ url: GAMES_API.gameArt('ARTV', 'room') });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.body).toBe(
      gameArtSvg({
        vendor: 'ARTV',
        gameCode: 'room',
        name: 'Speed Room',
        names: Object.values(names),
        gameType: 'RNG',
        gameClassify: 'VIDEO_SLOT',
      }),
    );
    // Mahjong tiles (ivory faces), though the English name says nothing drawable.
    expect(res.body).toContain('fill="#fbf8ef"');
    expect(res.body).toContain('aria-label="Speed Room"');
  });
});
