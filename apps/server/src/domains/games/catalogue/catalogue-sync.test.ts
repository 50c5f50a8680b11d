import { ADMIN_GAMES_API, GAMES_API, VENDOR_API_PATHS } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { games } from '../../../db/schema/index.js';
import {
  auditTrail,
  createVendor,
  startFakeVendor,
  syncVendor,
  vendorGame,
  type FakeVendor,
} from './catalogue-test-kit.js';

const SECRET = 'sync-secret-123456';
let t: TestApp;
let admin: Record<string, string>;
let fake: FakeVendor;

const initial = Array.from({ length: 45 }, (_, i) => vendorGame(`g${String(i).padStart(3, '0')}`));

async function rows() {
  return t.app.services.db.select().from(games).where(eq(games.vendor, 'SYN'));
}

async function listAll() {
  const res = await t.app.inject({
    url: `${GAMES_API.list}?vassalage=SYN&pageSize=100&language=en`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    games: { gameCode: string; gameName: string; isHot: number }[];
    totalPages: number;
  }>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
  fake = await startFakeVendor(SECRET, initial);
  await createVendor(t.app, admin, { code: 'SYN', url: fake.url, secret: SECRET });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('catalogue sync from a vendor', () => {
  it('pulls every page of /games, signed, naming us in X-Operator', async () => {
    const result = await syncVendor(t.app, admin, 'SYN');
    expect(result).toMatchObject({ ok: true, added: 45, updated: 0, removed: 0 });
    // 45 games in pages of 20: three signed calls.
    expect(fake.requests.map((r) => [r.path, r.page, r.operator])).toEqual([
      [`/api${VENDOR_API_PATHS.games}`, 1, 'LUCKYWAY'],
      [`/api${VENDOR_API_PATHS.games}`, 2, 'LUCKYWAY'],
      [`/api${VENDOR_API_PATHS.games}`, 3, 'LUCKYWAY'],
    ]);
    expect((await listAll()).games).toHaveLength(45);
    expect(await auditTrail(t.app, 'game_vendor', 'SYN')).toEqual([
      'game_vendor.create',
      'game_vendor.sync',
    ]);
  });

  it('is idempotent: a second sync changes nothing', async () => {
    const before = await rows();
    const result = await syncVendor(t.app, admin, 'SYN');
    expect(result).toMatchObject({ ok: true, added: 0, updated: 0, removed: 0 });
    const after = await rows();
    expect(after.map((r) => [r.id, r.updatedAt.getTime()]).sort()).toEqual(
      before.map((r) => [r.id, r.updatedAt.getTime()]).sort(),
    );
  });

  it("keeps the operator's overrides when the vendor changes the game", async () => {
    const [row] = (await rows()).filter((r) => r.gameCode === 'g001');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.game(row!.id),
      headers: admin,
      payload: { hotOverride: true, sortOrder: -5, customNames: { en: 'Lucky Ox' } },
    });
    expect(patch.statusCode).toBe(200);
    fake.games = fake.games.map((g) =>
      g.gameCode === 'g001' ? { ...g, gameName: { en: 'Renamed', th: 'ชื่อใหม่' }, minBet: 500 } : g,
    );
    const result = await syncVendor(t.app, admin, 'SYN');
    expect(result).toMatchObject({ ok: true, added: 0, updated: 1, removed: 0 });
    const [after] = (await rows()).filter((r) => r.gameCode === 'g001');
    expect(after).toMatchObject({
      names: { en: 'Renamed', th: 'ชื่อใหม่' },
      minBet: 500,
      hotOverride: true,
      sortOrder: -5,
      customNames: { en: 'Lucky Ox' },
    });
    // The custom name still finds it, and so does the vendor's new one.
    expect(after!.searchText).toContain('lucky ox');
    expect(after!.searchText).toContain('renamed');
    const list = await listAll();
    expect(list.games[0]).toMatchObject({ gameCode: 'g001', gameName: 'Lucky Ox', isHot: 1 });
  });

  it('unlists games the vendor no longer has, and lists them again when they come back', async () => {
    fake.games = fake.games.filter((g) => g.gameCode !== 'g010' && g.gameCode !== 'g011');
    expect(await syncVendor(t.app, admin, 'SYN')).toMatchObject({ ok: true, removed: 2 });
    const codes = (await listAll()).games.map((g) => g.gameCode);
    expect(codes).toHaveLength(43);
    expect(codes).not.toContain('g010');
    expect(
      (await rows())
        .filter((r) => !r.listed)
        .map((r) => r.gameCode)
        .sort(),
    ).toEqual(['g010', 'g011']);
    fake.games = [...fake.games, vendorGame('g010')];
    expect(await syncVendor(t.app, admin, 'SYN')).toMatchObject({ ok: true, added: 0, updated: 1 });
    expect((await listAll()).games).toHaveLength(44);
  });

  it.each([
    ['garbage', /invalid \/games answer/],
    ['http500', /HTTP 500/],
    ['not-json', /not JSON/],
  ] as const)('a %s answer is an error result and changes nothing', async (mode, error) => {
    const before = await rows();
    fake.mode = mode;
    fake.games = [vendorGame('new-one')];
    try {
      const result = await syncVendor(t.app, admin, 'SYN');
      expect(result.ok).toBe(false);
      expect(result.error).toMatch(error);
    } finally {
      fake.mode = 'ok';
    }
    expect(await rows()).toEqual(before);
    const vendors = await t.app.inject({ url: ADMIN_GAMES_API.vendors, headers: admin });
    const syn = vendors.json<{ items: { code: string; lastSyncResult: { ok: boolean } }[] }>()
      .items[0];
    expect(syn).toMatchObject({ code: 'SYN', lastSyncResult: { ok: false } });
    fake.games = before
      .filter((r) => r.listed)
      .map((r) => vendorGame(r.gameCode, { gameName: r.names, minBet: r.minBet }));
  });

  it('a wrong secret is refused by the vendor (INVALID_SIGNATURE): error result, nothing changed', async () => {
    const before = await rows();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: ADMIN_GAMES_API.vendor('SYN'),
      headers: admin,
      payload: { secret: 'not-the-shared-secret' },
    });
    expect(patch.statusCode).toBe(200);
    fake.games = [];
    const result = await syncVendor(t.app, admin, 'SYN');
    expect(result).toMatchObject({ ok: false, error: 'vendor answered INVALID_SIGNATURE' });
    expect(await rows()).toEqual(before);
  });

  it('refuses to sync an unknown vendor (404) and needs games.manage', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAMES_API.vendorSync('NOPE'),
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'VENDOR_NOT_FOUND' } });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: ADMIN_GAMES_API.vendorSync('SYN'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
