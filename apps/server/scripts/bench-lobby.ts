/**
 * `npm run bench:lobby`: the lobby's game list queries over a full catalogue (~12,000 games of
 * 35 vendors) through CatalogueService: each filter, name search in Thai, English and Chinese,
 * a deep page, FAV and RECENT of a member, at 1 and 16 concurrent clients, p50/p99. Each kind
 * alternates rounds with a baseline measured in the same run: a raw SQL primary-key lookup of
 * one game through the same driver. Medians of the rounds are printed, with the ratio of the
 * kind's p99 to the baseline's p99. Goal: p99 < 10 ms.
 *
 * PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a scratch database is created next
 * to it and dropped), else in-memory PGlite. BENCH_ROUNDS (default 3), BENCH_REQUESTS per round
 * and client count (default 300), BENCH_ONLY (run only the kinds whose name contains it, e.g.
 * FAV). The member's favourite and recent ids are cached in memory (30 s) like in the app, so FAV
 * and RECENT measure the cache hits; BENCH_FAV_CACHE_MS=0 and BENCH_RECENT_CACHE_MS=0 measure the
 * uncached paths (a database read per request).
 */
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { gameFavourites, gameRecentPlays, games, gameVendors } from '../src/db/schema/index.js';
import { CatalogueService } from '../src/domains/games/catalogue/index.js';
import { VendorsService } from '../src/domains/games/vendors/index.js';
import { systemClock } from '../src/platform/clock.js';
import { expiringCounter } from '../src/platform/expiring-counter.js';
import { SecretBox } from '../src/platform/secret-box.js';
import { ServerSecrets } from '../src/platform/server-secrets.js';
import type { TGameListFilters } from '@lw/contracts';
import { admin } from './bench-kit.js';

const VENDORS = 35;
const GAMES = 12_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CLIENTS = [1, 16];

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same catalogue. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EN = [
  'Fortune',
  'Dragon',
  'Lucky',
  'Golden',
  'Tiger',
  'Ox',
  'Panda',
  'Phoenix',
  'Treasure',
  'Wild',
  'Mega',
  'Royal',
  'Jungle',
  'Ocean',
  'Star',
  'Magic',
  'Samurai',
  'Pirate',
  'Candy',
  'Fruit',
];
const TH = [
  'โชค',
  'มังกร',
  'ทอง',
  'เสือ',
  'วัว',
  'แพนด้า',
  'หงส์',
  'สมบัติ',
  'ป่า',
  'เมก้า',
  'ราชา',
  'มหาสมุทร',
  'ดาว',
  'เวทมนตร์',
  'ซามูไร',
  'โจรสลัด',
  'ลูกอม',
  'ผลไม้',
  'ร่ำรวย',
  'นำโชค',
];
const ZH = [
  '财富',
  '龙',
  '幸运',
  '黄金',
  '虎',
  '牛',
  '熊猫',
  '凤凰',
  '宝藏',
  '狂野',
  '超级',
  '皇家',
  '丛林',
  '海洋',
  '星',
  '魔法',
  '武士',
  '海盗',
  '糖果',
  '水果',
];
const TYPES = ['RNG', 'RNG', 'RNG', 'RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'SPORTS', 'ELOTT'];
const CLASSIFIES = ['VIDEO_SLOT', 'CLASSIC', 'MEGAWAYS', 'JACKPOT', 'MINI'];

async function seed(db: DatabaseHandle['db'], box: SecretBox): Promise<number> {
  const random = rng(42);
  const sealed = await box.encrypt('bench-secret-000001');
  await db.insert(gameVendors).values(
    Array.from({ length: VENDORS }, (_, i) => ({
      code: `V${String(i + 1).padStart(2, '0')}`,
      name: `Vendor ${i + 1}`,
      walletMode: 'seamless' as const,
      baseUrl: 'http://127.0.0.1:1/api',
      secretSealed: sealed,
      currency: 'THB',
      sortOrder: i,
    })),
  );
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const rows: (typeof games.$inferInsert)[] = [];
  for (let i = 0; i < GAMES; i++) {
    const v = i % VENDORS;
    const w1 = Math.floor(random() * 20);
    const w2 = Math.floor(random() * 20);
    const names = {
      en: `${EN[w1]} ${EN[w2]} ${i}`,
      th: `${TH[w1]}${TH[w2]} ${i}`,
      zh: `${ZH[w1]}${ZH[w2]}${i}`,
    };
    rows.push({
      vendor: `V${String(v + 1).padStart(2, '0')}`,
      gameCode: `game-${i}`,
      gameType: TYPES[v % TYPES.length]!,
      gameClassify: pick(CLASSIFIES),
      names,
      minBet: pick([10, 20, 50, 100, 200, 500]),
      minLineNum: pick([1, 5, 10, 20, 25, 40, 50]),
      supportPlay: random() < 0.5 ? 0 : 1,
      vendorHot: random() < 0.05,
      vendorNew: random() < 0.05,
      hidden: random() < 0.01,
      searchText: `${names.en}\n${names.th}\n${names.zh}\ngame-${i}`.toLowerCase(),
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(games).values(rows.slice(i, i + 1000));
  const inserted = (await db.execute(
    sql`INSERT INTO accounts (username, type, path, depth, password_hash, nickname, referral_code)
        VALUES ('benchfan', 0, '/', 1, 'x', 'benchfan', 'benchfan') RETURNING id`,
  )) as unknown as { rows: { id: unknown }[] };
  const accountId = Number(inserted.rows[0]!.id);
  const ids = (await db.select({ id: games.id }).from(games)).map((r) => r.id);
  const some = ids.filter((_, i) => i % 97 === 0).slice(0, 60);
  await db.insert(gameFavourites).values(some.map((gameId) => ({ accountId, gameId })));
  await db.insert(gameRecentPlays).values(
    some.map((gameId, i) => ({
      accountId,
      gameId,
      lastPlayedAt: new Date(Date.now() - i * 1000),
    })),
  );
  return accountId;
}

const base: TGameListFilters = { filter: 'ALL', pageNo: 1, pageSize: 42 };

interface Kind {
  name: string;
  /** The filters of the next request (most kinds repeat one query; some vary it). */
  next: () => TGameListFilters;
  member: boolean;
}

const fixed = (name: string, filters: TGameListFilters, member = false): Kind => ({
  name,
  next: () => filters,
  member,
});

/** A different search term each request (so no query repeats within ~200): the uncached cost. */
function distinctSearch(name: string, words: string[], language: string): Kind {
  let n = 0;
  return {
    name,
    member: false,
    next: () => {
      n += 1;
      const word = words[n % words.length]!;
      const number = Math.floor(n / words.length) % 100;
      // A name word and a number's first digits: ~2,000 distinct needles, more than the cache holds.
      return { ...base, gameName: `${word}${number}`, language };
    },
  };
}

function kinds(): Kind[] {
  return [
    fixed('category RNG, page 1 of 42', { ...base, gameType: 'RNG' }),
    fixed('vendor', { ...base, vassalage: 'V07' }),
    fixed('vendor + classify', { ...base, vassalage: 'V11', gameClassify: 'JACKPOT' }),
    fixed('HOT', { ...base, filter: 'HOT' }),
    fixed('NEW', { ...base, filter: 'NEW', pageSize: 18 }),
    fixed('slot filter (minBet/lines)', { ...base, gameType: 'RNG', minBet: 100, minLineNum: 25 }),
    fixed('search en "dragon"', { ...base, gameName: 'dragon', language: 'en' }),
    fixed('search th "มังกร"', { ...base, gameName: 'มังกร', language: 'th' }),
    fixed('search zh "黄金"', { ...base, gameName: '黄金', language: 'zh' }),
    distinctSearch(
      'search en, distinct terms',
      EN.map((w) => `${w.toLowerCase()} `),
      'en',
    ),
    distinctSearch(
      'search th, distinct terms',
      TH.map((w) => `${w} `),
      'th',
    ),
    distinctSearch('search zh, distinct terms', ZH, 'zh'),
    fixed('deep page (ALL, page 200 of 12)', { ...base, pageNo: 200, pageSize: 12 }),
    fixed('FAV (member, 60 games)', { ...base, filter: 'FAV', pageSize: 100 }, true),
    fixed('RECENT (member, 60 games)', { ...base, filter: 'RECENT', pageSize: 12 }, true),
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `op` `REQUESTS` times on each of `clients` concurrent clients; answers p50/p99 in ms. */
async function measure(clients: number, op: () => Promise<unknown>) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < Math.ceil(REQUESTS / Math.sqrt(clients)); i++) {
        const t0 = performance.now();
        await op();
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function benchBackend(label: string, handle: DatabaseHandle): Promise<void> {
  const box = new SecretBox(new ServerSecrets(handle.db));
  const t0 = Date.now();
  const accountId = await seed(handle.db, box);
  const vendors = new VendorsService(handle.db, box, systemClock, { operatorCode: 'BENCH' });
  const catalogue = new CatalogueService(
    handle.db,
    vendors,
    systemClock,
    expiringCounter(null, 'b:'),
    {
      ...(process.env.BENCH_FAV_CACHE_MS === undefined
        ? {}
        : { favouriteCacheMs: Number(process.env.BENCH_FAV_CACHE_MS) }),
      ...(process.env.BENCH_RECENT_CACHE_MS === undefined
        ? {}
        : { recentCacheMs: Number(process.env.BENCH_RECENT_CACHE_MS) }),
    },
  );
  const loadStart = Date.now();
  await catalogue.listGames(base, null);
  console.log(
    `\n${label}: ${GAMES} games, ${VENDORS} vendors seeded in ${Date.now() - t0 - (Date.now() - loadStart)} ms; index loaded in ${Date.now() - loadStart} ms`,
  );
  const maxId = GAMES;
  let n = 0;
  const baseline = () =>
    handle.db.execute(sql`SELECT * FROM games WHERE id = ${(n++ % maxId) + 1}`);
  console.log(
    `${'query'.padEnd(34)} ${'clients'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'base p50'.padStart(9)} ${'base p99'.padStart(9)} ${'p99/base'.padStart(9)}  goal`,
  );
  for (const clients of CLIENTS) {
    const only = process.env.BENCH_ONLY;
    for (const { name, next, member } of kinds().filter((k) => !only || k.name.includes(only))) {
      const k50: number[] = [];
      const k99: number[] = [];
      const b50: number[] = [];
      const b99: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const b = await measure(clients, baseline);
        b50.push(b.p50);
        b99.push(b.p99);
        const k = await measure(clients, () =>
          catalogue.listGames(next(), member ? { accountId } : null),
        );
        k50.push(k.p50);
        k99.push(k.p99);
      }
      const p99 = median(k99);
      console.log(
        `${name.padEnd(34)} ${String(clients).padStart(7)} ${median(k50).toFixed(3).padStart(8)} ${p99.toFixed(3).padStart(8)} ${median(b50).toFixed(3).padStart(9)} ${median(b99).toFixed(3).padStart(9)} ${(p99 / median(b99)).toFixed(2).padStart(9)}  ${p99 < 10 ? 'ok' : 'MISSED'}`,
      );
    }
  }
  await catalogue.settled();
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const lite = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(lite);
    await benchBackend('PGlite (in memory)', lite);
    await lite.close();
    return;
  }
  const name = `lw_bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ url: url.toString(), poolSize: 17 });
    await runMigrations(handle, url.toString());
    await benchBackend('PostgreSQL', handle);
    await handle.close();
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
