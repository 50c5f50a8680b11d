// The game API's paths and the catalogue's constants (no zod), so the first screen can use them
// without the schemas.

/** Player and image routes of the catalogue. Each comment names the operationId. */
export const GAMES_API = {
  /** listGames (GET) with ZGameListQuery -> ZGameListResponse */
  list: '/api/games',
  /** listHotGames (GET) with ZHotGamesQuery -> ZHotGamesResponse */
  hot: '/api/games/hot',
  /** listRecentGames (GET, signed in) with ZRecentGamesQuery -> ZRecentGamesResponse */
  recent: '/api/games/recent',
  /** listFavouriteGameIds (GET, signed in) -> ZFavouriteIds */
  favouriteIds: '/api/games/favourites/ids',
  /**
   * listFavouriteGames (GET, signed in) with ZFavouriteListQuery -> ZFavouriteListResponse;
   * addFavouriteGame (POST) and removeFavouriteGame (DELETE) with ZFavouriteRequest -> ZFavouriteIds
   */
  favourites: '/api/games/favourites',
  /** listVendorCategories (GET) with ZVendorCategoriesQuery -> ZVendorCategoriesResponse */
  vendorCategories: '/api/games/vendor-categories',
  /** getGameMenus (GET) with ZGameMenusQuery -> ZGameMenusResponse */
  menus: '/api/games/menus',
  /** getWinnerBoard (GET) with ZWinnerBoardQuery -> ZWinnerBoardResponse */
  winners: '/api/games/winners',
  /** Generated (or uploaded) game art, relative to an image host (spec §7 imageCDNs). */
  gameArt: (vendor: string, gameCode: string, size: 'small' | 'large' = 'small', lang?: string) => {
    const query = new URLSearchParams();
    if (size === 'large') query.set('size', 'large');
    if (lang) query.set('lang', lang);
    const search = query.toString();
    return `/images/games/${encodeURIComponent(vendor)}/${encodeURIComponent(gameCode)}.svg${
      search ? `?${search}` : ''
    }`;
  },
  gameArtPattern: '/images/games/:vendor/:file',
  /** A vendor's generated logo. */
  vendorLogo: (vendor: string) => `/images/vendors/${encodeURIComponent(vendor)}.svg`,
  vendorLogoPattern: '/images/vendors/:file',
  /** An operator-uploaded image (content-addressed, immutable). */
  upload: (id: string) => `/images/uploads/${id}`,
  uploadPattern: '/images/uploads/:file',
} as const;

export const GAME_LAUNCH_API = {
  /** launchGame (POST, signed in or a visitor) with ZGameLaunchRequest -> ZGameLaunchResponse */
  launch: '/api/games/launch',
} as const;

/** The nine game categories of spec §3 (the `gameType` of every game). */
export const GAME_TYPES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;

/** Esports vendors (spec §3): their games are ESPORTS whatever the vendor says. */
export const ESPORTS_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
/** Cockfight vendors (spec §3), carved out of SPORTS. */
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

/**
 * Classifies with a place of their own: jackpot and mini games are RNG classifies listed first
 * in the RNG menu (where slot players look for them); bingo is a LOTT classify shown only when
 * the offered languages include TY (spec §1).
 */
export const SPECIAL_CLASSIFIES = { jackpot: 'JACKPOT', mini: 'MINI', bingo: 'BINGO' } as const;
/** The language whose offering turns the bingo category on (spec §1). */
export const BINGO_LANGUAGE = 'ty';

/**
 * VASSALAGE rule: in RNG and FISH, a vendor with at least this many listed games opens a popup
 * game list (its card and games carry isGame 'VASSALAGE'); other vendors' cards launch their one
 * game (a live table lobby, a sportsbook) directly.
 */
export const VASSALAGE_CATEGORIES: readonly (typeof GAME_TYPES)[number][] = ['RNG', 'FISH'];
export const VASSALAGE_MIN_GAMES = 2;

/** Game list filter types (spec §2). FAV and RECENT need a signed-in member. */
export const GAME_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;

/** Page sizes of spec §9: 12 on home, 18 in the lobby, 42 default; the API allows up to 100. */
export const GAME_PAGE_SIZES = { home: 12, lobby: 18, default: 42, max: 100 } as const;
/** Favourites come in one page of up to 999 (spec §7). */
export const FAVOURITE_PAGE_SIZE = 999;
/** Slot filter of spec §9: minimum bet 1 unit (100 minor units) or more, 25 lines or more. */
export const SLOT_FILTER = { minBet: 100, minLineNum: 25 } as const;
/** Winner board size (spec §9). */
export const WINNER_BOARD_LIMIT = 20;
