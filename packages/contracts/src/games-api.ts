// The game API and image paths: constants only (no zod), so the first screen can use them without the schemas.

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
  gameArt: (vendor: string, gameCode: string, size: 'small' | 'large' = 'small') =>
    `/images/games/${encodeURIComponent(vendor)}/${encodeURIComponent(gameCode)}.svg${
      size === 'large' ? '?size=large' : ''
    }`,
  gameArtPattern: '/images/games/:vendor/:file',
  /** A vendor's generated logo. */
  vendorLogo: (vendor: string) => `/images/vendors/${encodeURIComponent(vendor)}.svg`,
  vendorLogoPattern: '/images/vendors/:file',
  /** An operator-uploaded image (content-addressed, immutable). */
  upload: (id: string) => `/images/uploads/${id}`,
  uploadPattern: '/images/uploads/:file',
} as const;
