import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
import { zText } from './text.js';
import { ZVendorCode } from './wallet.js';
import {
  FAVOURITE_PAGE_SIZE,
  GAME_FILTERS,
  GAME_PAGE_SIZES,
  GAME_TYPES,
  WINNER_BOARD_LIMIT,
} from './games-api.js';

export {
  GAMES_API,
  GAME_TYPES,
  ESPORTS_VENDORS,
  COCKFIGHT_VENDORS,
  SPECIAL_CLASSIFIES,
  BINGO_LANGUAGE,
  VASSALAGE_CATEGORIES,
  VASSALAGE_MIN_GAMES,
  GAME_FILTERS,
  GAME_PAGE_SIZES,
  FAVOURITE_PAGE_SIZE,
  SLOT_FILTER,
  WINNER_BOARD_LIMIT,
} from './games-api.js';

/*
 * The games catalogue (issue 10): the player API of spec §3/§7 (game list with its filters, hot,
 * recent, favourites, vendor categories, menus, winner board), the game art URLs, and the back
 * office's vendors and games. Amounts are integer minor units.
 */

// ---------------------------------------------------------------------------------------------
// Routes

/** Back-office routes of vendors and games. */
export const ADMIN_GAMES_API = {
  /** listGameVendors (GET) -> ZAdminVendorList; createGameVendor (POST) with ZAdminVendorCreate */
  vendors: '/api/admin/game-vendors',
  /** updateGameVendor (PATCH) with ZAdminVendorUpdate -> ZAdminVendor */
  vendor: (code: string) => `/api/admin/game-vendors/${encodeURIComponent(code)}`,
  vendorPattern: '/api/admin/game-vendors/:code',
  /** syncGameVendor (POST) -> ZCatalogueSyncResult */
  vendorSync: (code: string) => `/api/admin/game-vendors/${encodeURIComponent(code)}/sync`,
  vendorSyncPattern: '/api/admin/game-vendors/:code/sync',
  /** uploadVendorLogo (PUT, body: the image bytes, Content-Type image/png|jpeg|webp) -> ZAdminVendor; deleteVendorLogo (DELETE) */
  vendorLogo: (code: string) => `/api/admin/game-vendors/${encodeURIComponent(code)}/logo`,
  vendorLogoPattern: '/api/admin/game-vendors/:code/logo',
  /** syncAllGameVendors (POST) -> ZCatalogueSyncAllResult */
  syncAll: '/api/admin/game-vendors/sync',
  /** listAdminGames (GET) with ZAdminGameQuery -> ZAdminGamePage */
  games: '/api/admin/games',
  /** updateAdminGame (PATCH) with ZAdminGameUpdate -> ZAdminGame */
  game: (id: number) => `/api/admin/games/${id}`,
  gamePattern: '/api/admin/games/:id',
  /** uploadGameIcon (PUT, body: the image bytes) -> ZAdminGame; deleteGameIcon (DELETE) */
  gameIcon: (id: number) => `/api/admin/games/${id}/icon`,
  gameIconPattern: '/api/admin/games/:id/icon',
} as const;

/** `:code` of a game vendor. */
export const ZVendorCodeParams = z.object({ code: ZVendorCode });
export type TVendorCodeParams = z.infer<typeof ZVendorCodeParams>;

// ---------------------------------------------------------------------------------------------
// Constants

// The catalogue's constants live in games-api.ts (no zod), for the first screen.
export const ZGameType = z.enum(GAME_TYPES);
export type TGameType = z.infer<typeof ZGameType>;

export const ZGameFilter = z.enum(GAME_FILTERS);
export type TGameFilter = z.infer<typeof ZGameFilter>;

// ---------------------------------------------------------------------------------------------
// Player API

/** A language code as the clients send it (en, th, zh, zh-TW, …); case-insensitive. */
export const ZGameLanguage = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/, 'language code like en')
  .transform((v) => v.toLowerCase().replace('_', '-'));

const zPageNo = () => z.coerce.number().int().min(1).max(100_000).default(1);
/** A game classify as vendors write them (VIDEO_SLOT, BACCARAT, …). */
const ZClassify = zText()
  .max(40)
  .regex(/^[\w .-]*$/, 'letters, digits, space, dot, dash, underscore');

export const ZGameListQuery = z.object({
  gameType: ZGameType.optional(),
  /** The vendor code (spec: vassalage). */
  vassalage: ZVendorCode.optional(),
  gameClassify: ZClassify.optional(),
  /** Any part of the game's name in any language (Thai, English, Chinese…), case-insensitive. */
  gameName: zText().trim().max(60).optional(),
  /** Only games whose minimum bet is at least this (minor units; the slot filter sends 100). */
  minBet: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Only games with at least this many lines (the slot filter sends 25). */
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  filter: ZGameFilter.default('ALL'),
  pageNo: zPageNo(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(GAME_PAGE_SIZES.max)
    .default(GAME_PAGE_SIZES.default),
  language: ZGameLanguage.optional(),
  /** Accepted for spec compatibility (3) and ignored. */
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  /** Accepted for spec compatibility ('flash,html5-desktop') and ignored. */
  platform: zText().max(60).optional(),
  /** Accepted for spec compatibility and ignored (one merchant per site). */
  merchant: zText().max(60).optional(),
});
export type TGameListQuery = z.input<typeof ZGameListQuery>;
export type TGameListFilters = z.output<typeof ZGameListQuery>;

/** One game as the player site shows it (spec §3 "Game"). */
export const ZGame = z
  .object({
    /** Our id of the game. */
    nodeId: z.number().int(),
    gameCode: z.string(),
    gameType: ZGameType,
    /** The vendor code. */
    vassalage: z.string(),
    gameClassify: z.string(),
    /** The name in the requested language (fallback en -> th -> any). */
    gameName: z.string(),
    /** The vendor's name of the game (its English name, or any). */
    nodeName: z.string(),
    /** What to show: gameName, else nodeName. */
    displayName: z.string(),
    /** Relative to an image host of the startup configuration (imageCDNs). */
    iconUrl: z.string(),
    /** The icon to show (the operator's upload or the generated art): falls back to iconUrl. */
    showIcon: z.string(),
    /** The large icon (spec's spelling). */
    lagerIcon: z.string(),
    isHot: z.union([z.literal(0), z.literal(1)]),
    isNew: z.union([z.literal(0), z.literal(1)]),
    /** 0: a free trial is offered (the trial button shows); 1: real money only. */
    supportPlay: z.union([z.literal(0), z.literal(1)]),
    /** 'VASSALAGE' when the vendor opens a popup game list (see VASSALAGE_MIN_GAMES), else ''. */
    isGame: z.enum(['VASSALAGE', '']),
    minBet: ZMinorUnits,
    minLineNum: z.number().int(),
    /** The vendor is in a maintenance window: launching is refused. */
    maintenance: z.boolean(),
  })
  .meta({ id: 'Game' });
export type TGame = z.infer<typeof ZGame>;

export const ZGameListResponse = z
  .object({ games: z.array(ZGame), totalPages: z.number().int() })
  .meta({ id: 'GameListResponse' });
export type TGameListResponse = z.infer<typeof ZGameListResponse>;

export const ZHotGamesQuery = z.object({
  vassalage: ZVendorCode.optional(),
  gameType: ZGameType.optional(),
  language: ZGameLanguage.optional(),
  /** Up to this many (home shows 12; expanded, the full list). */
  limit: z.coerce.number().int().min(1).max(GAME_PAGE_SIZES.max).default(GAME_PAGE_SIZES.max),
  merchantCode: zText().max(60).optional(),
  isPlatform: z.coerce.number().int().min(0).max(99).optional(),
  platform: zText().max(60).optional(),
});
export type THotGamesQuery = z.input<typeof ZHotGamesQuery>;
export const ZHotGamesResponse = z
  .object({ list: z.array(ZGame) })
  .meta({ id: 'HotGamesResponse' });
export type THotGamesResponse = z.infer<typeof ZHotGamesResponse>;

export const ZRecentGamesQuery = z.object({
  page: zPageNo(),
  pageSize: z.coerce.number().int().min(1).max(GAME_PAGE_SIZES.max).default(GAME_PAGE_SIZES.home),
  gameType: ZGameType.optional(),
  vassalage: ZVendorCode.optional(),
  language: ZGameLanguage.optional(),
  clientType: z.coerce.number().int().min(0).max(99).optional(),
});
export type TRecentGamesQuery = z.input<typeof ZRecentGamesQuery>;
/** One page of the member's recent games. */
export const ZRecentGamesPage = z
  .object({ list: z.array(ZGame), totalPages: z.number().int() })
  .meta({ id: 'RecentGamesPage' });
export type TRecentGamesPage = z.infer<typeof ZRecentGamesPage>;
/**
 * The recent list in both forms of spec §3: `list` and `totalPages` at the top (older clients)
 * and the same page nested under `value` (the newer form, which our clients read).
 */
export const ZRecentGamesResponse = ZRecentGamesPage.extend({ value: ZRecentGamesPage }).meta({
  id: 'RecentGamesResponse',
});
export type TRecentGamesResponse = z.infer<typeof ZRecentGamesResponse>;

export const ZFavouriteListQuery = z.object({
  gameType: ZGameType.optional(),
  vassalage: ZVendorCode.optional(),
  pageNo: zPageNo(),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITE_PAGE_SIZE).default(FAVOURITE_PAGE_SIZE),
  language: ZGameLanguage.optional(),
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  platform: zText().max(60).optional(),
});
export type TFavouriteListQuery = z.input<typeof ZFavouriteListQuery>;
export const ZFavouriteListResponse = z
  .object({ content: z.array(ZGame), pageNum: z.number().int(), totalPages: z.number().int() })
  .meta({ id: 'FavouriteListResponse' });
export type TFavouriteListResponse = z.infer<typeof ZFavouriteListResponse>;

/** The member's favourite game ids (nodeIds). */
export const ZFavouriteIds = z
  .object({ ids: z.array(z.number().int()) })
  .meta({ id: 'FavouriteIds' });
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>;

/** Add or remove a favourite (spec §7: nodeId, vendor, gameType). */
export const ZFavouriteRequest = z.object({
  nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: ZVendorCode.optional(),
  gameType: ZGameType.optional(),
});
export type TFavouriteRequest = z.input<typeof ZFavouriteRequest>;

/** A vendor card of a category (spec §3 "Vendor category"). */
export const ZVendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The vendor logo, relative to an image host. */
  largeIcon: z.string(),
  maintenance: z.boolean(),
  /** 'VASSALAGE': tapping the card opens a popup list of the vendor's games. */
  isGame: z.enum(['VASSALAGE', '']),
  /** Listed games of the vendor in this category. */
  gameCount: z.number().int(),
  /** When the card launches one game directly (isGame ''): that game's nodeId. */
  nodeId: z.number().int().nullable(),
});
export type TVendorCard = z.infer<typeof ZVendorCard>;

export const ZVendorCategory = z
  .object({
    /** One of the nine categories, or BINGO when TY is offered. */
    gameCategory: z.string(),
    cards: z.array(ZVendorCard),
    gameClassify: z.array(z.object({ classify: z.string(), vendors: z.array(z.string()) })),
  })
  .meta({ id: 'VendorCategory' });
export type TVendorCategory = z.infer<typeof ZVendorCategory>;

export const ZVendorCategoriesQuery = z.object({
  gameCategory: z.union([ZGameType, z.literal('BINGO')]).optional(),
  language: ZGameLanguage.optional(),
  platform: zText().max(60).optional(),
});
export const ZVendorCategoriesResponse = z
  .object({ categories: z.array(ZVendorCategory) })
  .meta({ id: 'VendorCategoriesResponse' });
export type TVendorCategoriesResponse = z.infer<typeof ZVendorCategoriesResponse>;

export const ZGameMenusQuery = z.object({ language: ZGameLanguage.optional() });
/** The category menu: categories that have games, each with its vendors (in order). */
export const ZGameMenusResponse = z
  .object({
    gameMenus: z.array(
      z.object({
        gameCategory: z.string(),
        vendors: z.array(
          z.object({ vassalage: z.string(), displayName: z.string(), maintenance: z.boolean() }),
        ),
      }),
    ),
  })
  .meta({ id: 'GameMenusResponse' });
export type TGameMenusResponse = z.infer<typeof ZGameMenusResponse>;

export const ZWinnerBoardQuery = z.object({
  gameCategory: z.union([ZGameType, z.literal('ALL')]).default('ALL'),
  language: ZGameLanguage.optional(),
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_LIMIT).default(WINNER_BOARD_LIMIT),
});
export type TWinnerBoardQuery = z.output<typeof ZWinnerBoardQuery>;
/** One winner (spec §3 "Winner entry"); customerName is masked (e.g. ab***z). */
export const ZWinnerEntry = z.object({
  customerName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  winAmount: ZMinorUnits,
  /** True for a win of the house studio's progressive jackpot (absent otherwise). */
  jackpot: z.boolean().optional(),
});
export type TWinnerEntry = z.infer<typeof ZWinnerEntry>;
export const ZWinnerBoardResponse = z
  .object({ list: z.array(ZWinnerEntry) })
  .meta({ id: 'WinnerBoardResponse' });
export type TWinnerBoardResponse = z.infer<typeof ZWinnerBoardResponse>;

// ---------------------------------------------------------------------------------------------
// Back office

/** Names per language code (en, th, zh, …). */
export const ZGameNames = z.record(
  z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/, 'language code like en'),
  zText().trim().min(1).max(200),
);
export type TGameNames = z.infer<typeof ZGameNames>;

/** The outcome of one vendor's catalogue sync. */
export const ZCatalogueSyncResult = z
  .object({
    vendor: z.string(),
    at: z.string(),
    ok: z.boolean(),
    added: z.number().int(),
    updated: z.number().int(),
    /** Games no longer in the vendor's list (kept, unlisted). */
    removed: z.number().int(),
    error: z.string().optional(),
  })
  .meta({ id: 'CatalogueSyncResult' });
export type TCatalogueSyncResult = z.infer<typeof ZCatalogueSyncResult>;
export const ZCatalogueSyncAllResult = z
  .object({ results: z.array(ZCatalogueSyncResult) })
  .meta({ id: 'CatalogueSyncAllResult' });

const ZIsoOrNull = z.iso.datetime({ offset: true }).nullable();
const ZHttpUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((v) => !/[?#]/.test(v), 'no query or fragment');
const ZSecretInput = zText().min(8).max(200);

export const ZAdminVendor = z
  .object({
    code: z.string(),
    name: z.string(),
    walletMode: z.enum(['seamless', 'transfer']),
    baseUrl: z.string(),
    /** The secret is never returned: only whether one is set. */
    secretSet: z.boolean(),
    currency: z.string(),
    enabled: z.boolean(),
    maintenanceFrom: ZIsoOrNull,
    maintenanceUntil: ZIsoOrNull,
    /** In its maintenance window right now. */
    inMaintenance: z.boolean(),
    sortOrder: z.number().int(),
    /** Effective logo URL (uploaded or generated), relative to an image host. */
    logoUrl: z.string(),
    customLogo: z.boolean(),
    gameCount: z.number().int(),
    listedCount: z.number().int(),
    lastSyncAt: ZIsoOrNull,
    lastSyncResult: ZCatalogueSyncResult.nullable(),
  })
  .meta({ id: 'AdminVendor' });
export type TAdminVendor = z.infer<typeof ZAdminVendor>;
export const ZAdminVendorList = z
  .object({ items: z.array(ZAdminVendor) })
  .meta({ id: 'AdminVendorList' });

const vendorFields = {
  name: zText().trim().min(1).max(60),
  walletMode: z.enum(['seamless', 'transfer']),
  baseUrl: ZHttpUrl,
  currency: z.string().regex(/^(?:[A-Z]{3}|FUN)$/, 'ISO 4217 code like THB'),
  enabled: z.boolean(),
  maintenanceFrom: ZIsoOrNull,
  maintenanceUntil: ZIsoOrNull,
  sortOrder: z.number().int().min(-100_000).max(100_000),
};
const maintenanceOrder = (v: {
  maintenanceFrom?: string | null;
  maintenanceUntil?: string | null;
}) =>
  !v.maintenanceFrom ||
  !v.maintenanceUntil ||
  new Date(v.maintenanceFrom).getTime() < new Date(v.maintenanceUntil).getTime();

export const ZAdminVendorCreate = z
  .object({
    code: ZVendorCode,
    ...vendorFields,
    enabled: vendorFields.enabled.default(true),
    maintenanceFrom: vendorFields.maintenanceFrom.default(null),
    maintenanceUntil: vendorFields.maintenanceUntil.default(null),
    sortOrder: vendorFields.sortOrder.default(0),
    secret: ZSecretInput,
  })
  .refine(maintenanceOrder, {
    message: 'maintenance must end after it starts',
    path: ['maintenanceUntil'],
  });
export type TAdminVendorCreate = z.input<typeof ZAdminVendorCreate>;

/** Every field optional; `secret` replaces the stored one. */
export const ZAdminVendorUpdate = z
  .object({ ...vendorFields, secret: ZSecretInput })
  .partial()
  .refine(maintenanceOrder, {
    message: 'maintenance must end after it starts',
    path: ['maintenanceUntil'],
  });
export type TAdminVendorUpdate = z.input<typeof ZAdminVendorUpdate>;

export const ZAdminGameQuery = z.object({
  vendor: ZVendorCode.optional(),
  gameType: ZGameType.optional(),
  /** Any part of a name or the game code. */
  q: zText().trim().max(60).optional(),
  /** visible: listed and not hidden; hidden; unlisted: gone from the vendor's list. */
  state: z.enum(['all', 'visible', 'hidden', 'unlisted']).default('all'),
  page: zPageNo(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAdminGameQuery = z.input<typeof ZAdminGameQuery>;

export const ZAdminGame = z
  .object({
    id: z.number().int(),
    vendor: z.string(),
    gameCode: z.string(),
    gameType: z.string(),
    gameClassify: z.string(),
    /** The vendor's names. */
    names: z.record(z.string(), z.string()),
    /** The operator's names (override the vendor's per language). */
    customNames: z.record(z.string(), z.string()).nullable(),
    /** Effective icon (uploaded or generated), relative to an image host. */
    iconUrl: z.string(),
    customIconUrl: z.string().nullable(),
    listed: z.boolean(),
    hidden: z.boolean(),
    vendorHot: z.boolean(),
    hotOverride: z.boolean().nullable(),
    vendorNew: z.boolean(),
    newOverride: z.boolean().nullable(),
    sortOrder: z.number().int().nullable(),
    minBet: ZMinorUnits,
    minLineNum: z.number().int(),
    supportPlay: z.number().int(),
    syncedAt: z.string(),
  })
  .meta({ id: 'AdminGame' });
export type TAdminGame = z.infer<typeof ZAdminGame>;
export const ZAdminGamePage = z
  .object({
    items: z.array(ZAdminGame),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminGamePage' });
export type TAdminGamePage = z.infer<typeof ZAdminGamePage>;

/** Operator overrides; null resets a field to "as the vendor says". */
export const ZAdminGameUpdate = z
  .object({
    hidden: z.boolean(),
    hotOverride: z.boolean().nullable(),
    newOverride: z.boolean().nullable(),
    sortOrder: z.number().int().min(-100_000).max(100_000).nullable(),
    customNames: ZGameNames.nullable(),
  })
  .partial();
export type TAdminGameUpdate = z.input<typeof ZAdminGameUpdate>;

/** Uploaded images: the types accepted (SVG is refused: it can carry script). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024;
