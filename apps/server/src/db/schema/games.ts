import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/*
 * The games catalogue (domains/games): the vendors we connect to under the vendor protocol, the
 * games their `/games` lists give us with the operator's overrides on top, and each member's
 * favourite and recently played games. Rounds and wallet calls live in their own tables.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Names per language code (en, zh, th, …) as a vendor or an operator wrote them. */
export type LocalizedNames = Record<string, string>;

/** The outcome of the last catalogue sync of one vendor, shown in the back office. */
export interface VendorSyncResult {
  at: string;
  ok: boolean;
  added: number;
  updated: number;
  removed: number;
  error?: string;
}

/**
 * A game vendor (the spec's vassalage). The secret is sealed by platform/secret-box; the wallet
 * API opens it to check signatures.
 * @owner games/vendors
 * @read-by games/* the products of games name the vendor
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    /** The spec's vassalage, e.g. PG. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] }).notNull(),
    /** The vendor API's base URL (/games, /launch, /transfer/*, /bets hang below it). */
    baseUrl: text('base_url').notNull(),
    /** The shared HMAC secret, sealed (`v1.…`). */
    secretSealed: text('secret_sealed').notNull(),
    /** ISO 4217 currency the vendor settles in. */
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** A planned maintenance window: launches are refused and the lobby marks the vendor. */
    maintenanceFrom: at('maintenance_from'),
    maintenanceUntil: at('maintenance_until'),
    /** Order of the vendor strip and menus (lower first). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Operator-uploaded logo; the generated one otherwise. */
    logoUrl: text('logo_url'),
    lastSyncAt: at('last_sync_at'),
    lastSyncResult: jsonb('last_sync_result').$type<VendorSyncResult>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('game_vendors_code_ck', sql`${t.code} ~ '^[A-Z0-9_]{2,20}$'`)],
);

/**
 * One game of a vendor's catalogue. `id` is the spec's nodeId. Vendor fields are overwritten by
 * every sync; the `custom*`/override columns belong to the operator and a sync never touches them.
 * @owner games/catalogue
 * @read-by games/* the products of games name the game (vendors sync, rounds list)
 */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor')
      .notNull()
      .references(() => gameVendors.code),
    gameCode: text('game_code').notNull(),
    /** One of the nine categories (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT). */
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull().default(''),
    /** The vendor's names per language. */
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    vendorIconUrl: text('vendor_icon_url').notNull().default(''),
    vendorLargeIconUrl: text('vendor_large_icon_url').notNull().default(''),
    /** Minor units. */
    minBet: bigint('min_bet', { mode: 'number' }).notNull().default(0),
    minLineNum: integer('min_line_num').notNull().default(0),
    /** 0: demo play offered (the free-trial button shows); 1: real money only. */
    supportPlay: smallint('support_play').notNull().default(1),
    vendorHot: boolean('vendor_hot').notNull().default(false),
    vendorNew: boolean('vendor_new').notNull().default(false),
    /** False once the vendor's list no longer has it (kept for rounds and favourites). */
    listed: boolean('listed').notNull().default(true),
    // Operator overrides: null means "as the vendor says".
    hotOverride: boolean('hot_override'),
    newOverride: boolean('new_override'),
    sortOrder: integer('sort_order'),
    hidden: boolean('hidden').notNull().default(false),
    customIconUrl: text('custom_icon_url'),
    customNames: jsonb('custom_names').$type<LocalizedNames>(),
    /** Lower-cased names in every language, vendor and custom: what name search looks in. */
    searchText: text('search_text').notNull().default(''),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    syncedAt: at('synced_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('games_vendor_code_uq').on(t.vendor, t.gameCode),
    index('games_type_vendor_idx').on(t.gameType, t.vendor),
    check('games_support_play_ck', sql`${t.supportPlay} IN (0, 1)`),
    check('games_min_bet_ck', sql`${t.minBet} >= 0`),
  ],
);

/**
 * A member's favourite games (spec §4: add skipped if present, remove on the server).
 * @owner games/catalogue
 */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.gameId] })],
);

/**
 * The games a member launched, newest first (the recent list and the RECENT filter).
 * @owner games/catalogue
 */
export const gameRecentPlays = pgTable(
  'game_recent_plays',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    lastPlayedAt: at('last_played_at').notNull().defaultNow(),
    launches: integer('launches').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.gameId] }),
    index('game_recent_plays_account_idx').on(t.accountId, t.lastPlayedAt),
  ],
);

/** Raw bytes (bytea), as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images operators upload (game icons, vendor logos): content-addressed by the SHA-256 of the
 * bytes, so an upload is immutable and served with a year of caching. Only PNG, JPEG and WebP
 * (checked by their magic bytes); SVG is refused since it can carry script.
 * @owner games/art
 */
export const gameImages = pgTable(
  'game_images',
  {
    /** Hex SHA-256 of the bytes. */
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'game_images_type_ck',
      sql`${t.contentType} IN ('image/png', 'image/jpeg', 'image/webp')`,
    ),
    check('game_images_size_ck', sql`${t.size} > 0 AND ${t.size} <= 1048576`),
  ],
);
