// The house studio API paths: constants only (no zod), so the first screen can use them without the schemas.

/** Player routes. Each comment names the operationId; all need `x-house-session` unless said. */
export const HOUSE_API = {
  /** getHouseGame (GET) -> ZHouseGameState: limits, bet levels, balance, seeds, open mines round */
  game: (gameCode: string) => `/api/house/games/${encodeURIComponent(gameCode)}`,
  gamePattern: '/api/house/games/:gameCode',
  /** getHouseSeeds (GET) -> ZHouseSeedPair (the active pair of this player and currency kind) */
  seeds: '/api/house/seeds',
  /** setHouseClientSeed (PUT) with ZHouseClientSeedRequest -> ZHouseSeedPair (server seed kept) */
  clientSeed: '/api/house/seeds/client-seed',
  /**
   * rotateHouseSeeds (POST) with ZHouseRotateRequest -> ZHouseRotateResponse: reveals the active
   * server seed and starts a new pair (HOUSE_ROUND_OPEN while a mines round is open).
   */
  rotate: '/api/house/seeds/rotate',
  /**
   * getHouseSeedHistory (GET) with ZHouseSeedHistoryQuery -> ZHouseSeedHistory: this player's
   * revealed pairs, newest first, each with its rounds' nonces and verify links.
   */
  seedHistory: '/api/house/seeds/history',
  /** spinHouseSlot (POST) with ZHouseSpinRequest -> ZHouseRound */
  spin: (gameCode: string) => `/api/house/slots/${encodeURIComponent(gameCode)}/spin`,
  spinPattern: '/api/house/slots/:gameCode/spin',
  /** rollHouseDice (POST) with ZHouseDiceRequest -> ZHouseRound */
  dice: '/api/house/dice/roll',
  /** startHouseMines (POST) with ZHouseMinesStartRequest -> ZHouseRound (status open) */
  minesStart: '/api/house/mines/start',
  /** revealHouseMinesTile (POST) with ZHouseMinesRevealRequest -> ZHouseRound */
  minesReveal: '/api/house/mines/reveal',
  /** cashOutHouseMines (POST) with ZHouseMinesCashOutRequest -> ZHouseRound (settled) */
  minesCashOut: '/api/house/mines/cash-out',
  /** getHouseMinesCurrent (GET) -> ZHouseCurrentMines (the open round or null) */
  minesCurrent: '/api/house/mines/current',
  /**
   * getHouseRound (GET; the session header, or a member's bearer token for betting records)
   * -> ZHouseRound: the round's full outcome and its verify data (server seed once rotated).
   * `:roundId` is the round's vendorRoundId in betting records.
   */
  round: (roundId: string) => `/api/house/rounds/${encodeURIComponent(roundId)}`,
  roundPattern: '/api/house/rounds/:roundId',
  /** getHouseJackpot (GET, public) -> ZHouseJackpotResponse: the lobby counter */
  jackpot: '/api/house/jackpot',
} as const;
