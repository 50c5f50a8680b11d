import { z } from 'zod';
import { ZMinorUnits } from './cashier-settings.js';
export { HOUSE_API } from './house-api.js';

/*
 * The house studio (issue 11): our own vendor `HOUSE`, whose games run on the server with the
 * mathematics of @lw/games. Every round is provably fair (server seed committed by its SHA-256,
 * a client seed the player may change, a nonce per round) and settles through the same rounds
 * and ledger path as any vendor. Amounts are integer minor units.
 *
 * Who plays: a launch (POST /api/games/launch of a HOUSE game) answers the in-site URL
 * `/house/<gameCode>#session=<token>`; the page keeps the token (sessionStorage) and sends it in
 * the `x-house-session` header on every player route below, exactly as a vendor presents its
 * launch token: members play their money (or FUN in demo), trial accounts and visitors play FUN.
 * A sign-out ends the session (HOUSE answers UNAUTHORIZED). The round routes also accept the
 * member's bearer token (betting records).
 */

/** The vendor code of the house studio. */
export const HOUSE_VENDOR = 'HOUSE';
/** Header that carries the launch session token on the player routes. */
export const HOUSE_SESSION_HEADER = 'x-house-session';

/** The house games (their catalogue gameCodes). */
export const HOUSE_SLOT_GAMES = ['siam-treasures', 'golden-dragon', 'lucky-fruits'] as const;
export const HOUSE_ORIGINAL_GAMES = ['dice', 'mines', 'crash'] as const;
export const HOUSE_GAMES = [...HOUSE_SLOT_GAMES, ...HOUSE_ORIGINAL_GAMES] as const;
export const ZHouseGameCode = z.enum(HOUSE_GAMES);
export type THouseGameCode = z.infer<typeof ZHouseGameCode>;
export const ZHouseSlotGameCode = z.enum(HOUSE_SLOT_GAMES);
export type THouseSlotGameCode = z.infer<typeof ZHouseSlotGameCode>;
export const ZHouseGameKind = z.enum(['slot', 'dice', 'mines', 'crash']);
export type THouseGameKind = z.infer<typeof ZHouseGameKind>;

/** The in-site page of a house game (what a launch answers, before `#session=`). */
export const housePagePath = (gameCode: string) => `/house/${encodeURIComponent(gameCode)}`;

/** Back-office routes (games.read to read, games.manage to change). */
export const ADMIN_HOUSE_API = {
  /** listHouseGames (GET) -> ZAdminHouseGameList */
  games: '/api/admin/house/games',
  /** updateHouseGame (PATCH) with ZAdminHouseGameUpdate -> ZAdminHouseGame */
  game: (gameCode: string) => `/api/admin/house/games/${encodeURIComponent(gameCode)}`,
  gamePattern: '/api/admin/house/games/:gameCode',
  /** getHouseJackpotAdmin (GET) -> ZAdminJackpot; updateHouseJackpot (PUT) with ZAdminJackpotUpdate */
  jackpot: '/api/admin/house/jackpot',
  /** listHouseJackpotHistory (GET) with ZAdminJackpotHistoryQuery -> ZAdminJackpotHistory */
  jackpotHistory: '/api/admin/house/jackpot/history',
  /** searchHouseSeeds (GET) with ZAdminHouseSeedQuery -> ZAdminHouseSeedList */
  seeds: '/api/admin/house/seeds',
  /** searchHouseRounds (GET) with ZAdminHouseRoundQuery -> ZAdminHouseRoundList */
  rounds: '/api/admin/house/rounds',
  /** getAdminHouseRound (GET) -> ZAdminHouseRound */
  round: (roundId: string) => `/api/admin/house/rounds/${encodeURIComponent(roundId)}`,
  roundPattern: '/api/admin/house/rounds/:roundId',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A client seed: 1–64 printable ASCII characters, no space and no colon (the HMAC separator). */
export const ZHouseClientSeed = z
  .string()
  .regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, '1-64 printable characters, no spaces or ":"');

/**
 * The client's id of a spin, roll or start: a retry with the same id answers the same round and
 * moves no money again. A fresh UUID per action is right.
 */
export const ZHouseRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, "-" or "_"');

/** A house round's id (its vendorRoundId in betting records). */
export const ZHouseRoundId = z.string().regex(/^H[0-9]{1,18}$/, 'a house round id like H123');
export const ZHouseRoundParams = z.object({ roundId: ZHouseRoundId });
export const ZHouseGameParams = z.object({ gameCode: ZHouseGameCode });
export const ZHouseSlotParams = z.object({ gameCode: ZHouseSlotGameCode });

/** A stake: positive minor units (the game's limits and step are checked by the server). */
const ZStake = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A client seed as a browser makes it (crypto.getRandomValues): 16 random bytes as 32 hex
 * characters, which passes ZHouseClientSeed.
 */
export const BROWSER_CLIENT_SEED_BYTES = 16;

/** The active seed pair as the player sees it: the server seed only as its SHA-256. */
export const ZHouseSeedPair = z.object({
  serverSeedHash: z.string(),
  /**
   * Null until the player's browser sends the pair's client seed (setHouseClientSeed): a pair the
   * server starts has none, so no round is drawn from a seed the server chose
   * (HOUSE_CLIENT_SEED_REQUIRED until then).
   */
  clientSeed: z.string().nullable(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /** 'real' or 'fun' (FUN play money has seeds of its own). */
  kind: z.enum(['real', 'fun']),
});
export type THouseSeedPair = z.infer<typeof ZHouseSeedPair>;

export const ZHouseRevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with the pair (nonces 0 … rounds-1). */
  rounds: z.number().int(),
});
export type THouseRevealedSeed = z.infer<typeof ZHouseRevealedSeed>;

export const ZHouseClientSeedRequest = z.object({ clientSeed: ZHouseClientSeed });
export type THouseClientSeedRequest = z.infer<typeof ZHouseClientSeedRequest>;
export const ZHouseRotateRequest = z.object({
  /** The client seed of the new pair (the browser's); when absent the new pair awaits one. */
  clientSeed: ZHouseClientSeed.optional(),
});
export type THouseRotateRequest = z.infer<typeof ZHouseRotateRequest>;
export const ZHouseRotateResponse = z.object({
  revealed: ZHouseRevealedSeed,
  next: ZHouseSeedPair,
});
export type THouseRotateResponse = z.infer<typeof ZHouseRotateResponse>;

export const ZHouseSeedHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type THouseSeedHistoryQuery = z.input<typeof ZHouseSeedHistoryQuery>;

/** Rounds listed per revealed pair (its newest); `rounds` counts them all. */
export const HOUSE_SEED_HISTORY_ROUNDS = 20;

/** A round of a revealed pair, with the link that recomputes it on /fairness. */
export const ZHouseSeedHistoryRound = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  /** /fairness with the server seed, client seed, nonce and game filled in. */
  verifyUrl: z.string(),
});

/** A revealed seed pair: what a player needs to verify every round it drew. */
export const ZHouseSeedHistoryEntry = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  /** The client seeds its rounds used, in the order they were first used. */
  clientSeeds: z.array(z.string()),
  /** Rounds drawn from the pair (nonces nonceFrom … nonceTo; both null when none). */
  rounds: z.number().int(),
  nonceFrom: z.number().int().nullable(),
  nonceTo: z.number().int().nullable(),
  createdAt: z.string(),
  revealedAt: z.string(),
  /** Its newest rounds (at most HOUSE_SEED_HISTORY_ROUNDS), newest first. */
  recentRounds: z.array(ZHouseSeedHistoryRound),
});
export type THouseSeedHistoryEntry = z.infer<typeof ZHouseSeedHistoryEntry>;
export const ZHouseSeedHistory = z.object({
  list: z.array(ZHouseSeedHistoryEntry),
  total: z.number().int(),
});
export type THouseSeedHistory = z.infer<typeof ZHouseSeedHistory>;

// ---------------------------------------------------------------------------------------------
// Outcomes (what @lw/games computes; the browser recomputes them from the seeds)

const ZSlotWin = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    line: z.number().int(),
    symbol: z.string(),
    count: z.number().int(),
    credits: z.number(),
  }),
  z.object({
    kind: z.literal('ways'),
    symbol: z.string(),
    count: z.number().int(),
    ways: z.number().int(),
    credits: z.number(),
  }),
  z.object({ kind: z.literal('scatter'), count: z.number().int(), credits: z.number() }),
]);
const ZSlotScreen = z.object({
  grid: z.array(z.array(z.string())),
  wins: z.array(ZSlotWin),
  multiplier: z.number(),
  credits: z.number(),
});
const ZSlotSpin = z.object({
  mode: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  screens: z.array(ZSlotScreen),
  scatters: z.number().int(),
  spinsAwarded: z.number().int(),
  credits: z.number(),
});

/** A slot round: the paid spin and every free spin it led to (one round), as `RoundDetail`. */
export const ZHouseSlotOutcome = z.object({
  kind: z.literal('slot'),
  titleId: z.string(),
  spins: z.array(ZSlotSpin),
  /** Total credits won; the bet is the title's betCredits. */
  credits: z.number(),
  capped: z.boolean(),
  /** 32-bit values the round consumed. */
  drawsUsed: z.number().int(),
  /** The progressive jackpot's draw of this spin (null when the jackpot was off). */
  jackpot: z
    .object({
      /** Minor units this stake added to the pool. */
      contribution: ZMinorUnits,
      won: z.boolean(),
      /** The pool paid when won (also in the round's payout), else 0. */
      amount: ZMinorUnits,
    })
    .nullable(),
});
export const ZHouseDiceOutcome = z.object({
  kind: z.literal('dice'),
  direction: z.enum(['under', 'over']),
  /** Hundredths, 0 … 9999. */
  target: z.number().int(),
  /** The roll in hundredths, 0 … 9999 (shown as 0.00 … 99.99). */
  roll: z.number().int(),
  win: z.boolean(),
  /** The payout multiplier (9900 / winning values), for display; payouts are floored. */
  multiplier: z.number(),
});
export const ZHouseMinesOutcome = z.object({
  kind: z.literal('mines'),
  mines: z.number().int(),
  /** Tiles (0 … 24, row-major) revealed safe, in pick order. */
  picks: z.array(z.number().int()),
  /** The tile that hit a mine, when busted. */
  bustedAt: z.number().int().nullable(),
  /** Mine positions: only once the round is over (null while open). */
  minePositions: z.array(z.number().int()).nullable(),
  /** The cash-out multiplier now (1 before the first pick), for display. */
  multiplier: z.number(),
  /** The multiplier after one more safe pick (null when no safe tile is left, or at the max win). */
  nextMultiplier: z.number().nullable(),
  /**
   * Safe picks after which the round cashes out by itself: the last pick whose payout fits the
   * maximum win per round (25 − mines when the maximum is out of reach). Absent on older rounds.
   */
  maxPicks: z.number().int().optional(),
});
export const ZHouseCrashOutcome = z.object({
  kind: z.literal('crash'),
  /** The crash round's id (house-crash module). */
  crashRoundId: z.string(),
  /** The crash point, e.g. 2.35. */
  crashPoint: z.number().nullable(),
  /** Where the player cashed out (null: busted or not yet). */
  cashedOutAt: z.number().nullable(),
  autoCashOut: z.number().nullable(),
});
export const ZHouseOutcome = z.discriminatedUnion('kind', [
  ZHouseSlotOutcome,
  ZHouseDiceOutcome,
  ZHouseMinesOutcome,
  ZHouseCrashOutcome,
]);
export type THouseOutcome = z.infer<typeof ZHouseOutcome>;
export type THouseSlotOutcome = z.infer<typeof ZHouseSlotOutcome>;
export type THouseDiceOutcome = z.infer<typeof ZHouseDiceOutcome>;
export type THouseMinesOutcome = z.infer<typeof ZHouseMinesOutcome>;

/** What /fairness needs to recompute a round (server seed null until the pair is rotated). */
export const ZHouseRoundFairness = z.object({
  serverSeedHash: z.string(),
  /** Revealed once the pair was rotated; null while the pair is active. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /**
   * The in-site verify link: /fairness?game=…&serverSeedHash=…&clientSeed=…&nonce=…(&serverSeed=…)
   * plus what the outcome depends on besides the seeds: slots `stake`; dice `direction`, `target`,
   * `stake`; mines `mines`. The jackpot draw of a spin uses cursor JACKPOT_CURSOR of @lw/games.
   */
  verifyUrl: z.string(),
});
export type THouseRoundFairness = z.infer<typeof ZHouseRoundFairness>;

export const ZHouseRoundStatus = z.enum(['open', 'settled']);

/** One house round (a spin with its free spins, a roll, a mines round). */
export const ZHouseRound = z.object({
  roundId: ZHouseRoundId,
  gameCode: ZHouseGameCode,
  currency: z.string(),
  stake: ZMinorUnits,
  /** Total paid back (0 on a loss; jackpot included). */
  payout: ZMinorUnits,
  status: ZHouseRoundStatus,
  outcome: ZHouseOutcome,
  fairness: ZHouseRoundFairness,
  /** The player's balance after this round's money moved (null on a read of an old round). */
  balance: ZMinorUnits.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type THouseRound = z.infer<typeof ZHouseRound>;

// ---------------------------------------------------------------------------------------------
// Player requests

export const ZHouseSpinRequest = z.object({
  requestId: ZHouseRequestId,
  /** One of the game's bet levels (minBet × the title's multiples, within the limits). */
  stake: ZStake,
});
export type THouseSpinRequest = z.infer<typeof ZHouseSpinRequest>;

export const ZHouseDiceRequest = z.object({
  requestId: ZHouseRequestId,
  stake: ZStake,
  direction: z.enum(['under', 'over']),
  /** Hundredths 1 … 9998; the chance must be 0.01 % … 98 % (checked with the game's rule). */
  target: z.number().int().min(1).max(9998),
});
export type THouseDiceRequest = z.infer<typeof ZHouseDiceRequest>;

export const ZHouseMinesStartRequest = z.object({
  requestId: ZHouseRequestId,
  stake: ZStake,
  mines: z.number().int().min(1).max(24),
});
export type THouseMinesStartRequest = z.infer<typeof ZHouseMinesStartRequest>;

export const ZHouseMinesRevealRequest = z.object({
  roundId: ZHouseRoundId,
  tile: z.number().int().min(0).max(24),
});
export type THouseMinesRevealRequest = z.infer<typeof ZHouseMinesRevealRequest>;

export const ZHouseMinesCashOutRequest = z.object({ roundId: ZHouseRoundId });
export type THouseMinesCashOutRequest = z.infer<typeof ZHouseMinesCashOutRequest>;

export const ZHouseCurrentMines = z.object({ round: ZHouseRound.nullable() });
export type THouseCurrentMines = z.infer<typeof ZHouseCurrentMines>;

/** A game as its page needs it. */
export const ZHouseGameState = z.object({
  gameCode: ZHouseGameCode,
  kind: ZHouseGameKind,
  /** The currency of this session (the site currency, or FUN). */
  currency: z.string(),
  mode: z.enum(['real', 'demo']),
  balance: ZMinorUnits,
  enabled: z.boolean(),
  minBet: ZMinorUnits,
  maxBet: ZMinorUnits,
  /** Slots: the allowed stakes (minBet × the title's multiples, up to maxBet); [] otherwise. */
  betLevels: z.array(ZMinorUnits),
  /** The declared return to player (0.9612 = 96.12 %) and house edge of the game. */
  rtp: z.number(),
  /**
   * Originals: the most one round pays in this currency (minor units); dice refuses a bet that
   * could win more, mines cashes out at it. Slots: null (their title states its maximum).
   */
  maxWin: ZMinorUnits.nullable(),
  /**
   * Slots with the progressive jackpot on (real money only): its settings, from which the page
   * computes the odds at the stake, the contribution and the RTP with the jackpot (@lw/games'
   * jackpotDisclosure, the maths the server draws with). Null otherwise.
   */
  jackpot: z
    .object({
      contributionBps: z.number().int(),
      seed: ZMinorUnits,
      maxStake: ZMinorUnits,
      oneIn: z.number().int(),
    })
    .nullable(),
  seeds: ZHouseSeedPair,
  /** Mines: the open round of this player, else null. */
  openRound: ZHouseRound.nullable(),
});
export type THouseGameState = z.infer<typeof ZHouseGameState>;

export const ZHouseJackpotResponse = z.object({
  /** False: the lobby shows the spec's animation instead of a real figure. */
  enabled: z.boolean(),
  /** The pool per currency (the site currency first), minor units. */
  pools: z.array(z.object({ currency: z.string(), amount: ZMinorUnits })),
  /** Chance per spin at the maximum stake, 1 in this many. */
  oneIn: z.number().int(),
  maxStake: ZMinorUnits,
});
export type THouseJackpotResponse = z.infer<typeof ZHouseJackpotResponse>;

// ---------------------------------------------------------------------------------------------
// Back office

export const ZAdminHouseGame = z.object({
  gameCode: ZHouseGameCode,
  kind: ZHouseGameKind,
  enabled: z.boolean(),
  minBet: ZMinorUnits,
  maxBet: ZMinorUnits,
  /** The declared RTP (exact figure of the PAR sheet or the edge). */
  rtp: z.number(),
  /**
   * Originals: the maximum win per round in each currency played (the site currency and FUN,
   * plus any saved); `saved` false while it is the default. Slots: [] (the title's maximum).
   */
  maxWins: z.array(z.object({ currency: z.string(), maxWin: ZMinorUnits, saved: z.boolean() })),
  updatedAt: z.string().nullable(),
});
export type TAdminHouseGame = z.infer<typeof ZAdminHouseGame>;
export const ZAdminHouseGameList = z.object({ list: z.array(ZAdminHouseGame) });
export type TAdminHouseGameList = z.infer<typeof ZAdminHouseGameList>;

export const ZAdminHouseGameUpdate = z
  .object({
    enabled: z.boolean().optional(),
    /** Slots: a multiple of the title's bet in credits (the server says which). */
    minBet: z.number().int().positive().max(1_000_000_000).optional(),
    maxBet: z.number().int().positive().max(1_000_000_000).optional(),
    /** Originals: the maximum win per round in one currency, minor units (audited). */
    maxWin: z
      .object({
        currency: z.string().regex(/^[A-Z]{3}$/),
        amount: z.number().int().positive().max(1_000_000_000_000),
      })
      .optional(),
  })
  .refine((v) => v.minBet === undefined || v.maxBet === undefined || v.minBet <= v.maxBet, {
    message: 'minBet must not exceed maxBet',
    path: ['maxBet'],
  });
export type TAdminHouseGameUpdate = z.infer<typeof ZAdminHouseGameUpdate>;

export const ZAdminJackpotSettings = z.object({
  enabled: z.boolean(),
  /** Share of each house slot stake that funds the pool, basis points (50 = 0.5 %). */
  contributionBps: z.number().int().min(0).max(1_000),
  /** Pool after a hit (house-funded), minor units. */
  seed: z.number().int().min(0).max(1_000_000_000_000),
  /** Stake at which the chance is 1/oneIn (smaller stakes proportionally less). */
  maxStake: z.number().int().min(1).max(1_000_000_000),
  oneIn: z.number().int().min(1).max(1_000_000_000),
});
export type TAdminJackpotSettings = z.infer<typeof ZAdminJackpotSettings>;
/** The whole settings are sent on every change (PUT). */
export const ZAdminJackpotUpdate = ZAdminJackpotSettings.extend({});
export type TAdminJackpotUpdate = z.infer<typeof ZAdminJackpotUpdate>;
export const ZAdminJackpot = z.object({
  settings: ZAdminJackpotSettings,
  pools: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  updatedAt: z.string().nullable(),
});
export type TAdminJackpot = z.infer<typeof ZAdminJackpot>;

export const ZAdminJackpotHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminJackpotHistoryQuery = z.input<typeof ZAdminJackpotHistoryQuery>;
export const ZAdminJackpotEvent = z.object({
  at: z.string(),
  /** win: the pool paid to a player; reseed: the house refilled it to the seed. */
  kind: z.enum(['win', 'reseed']),
  currency: z.string(),
  amount: z.number().int(),
  roundId: z.string().nullable(),
  username: z.string().nullable(),
});
export const ZAdminJackpotHistory = z.object({
  list: z.array(ZAdminJackpotEvent),
  total: z.number().int(),
});
export type TAdminJackpotHistory = z.infer<typeof ZAdminJackpotHistory>;

export const ZAdminHouseSeedQuery = z
  .object({
    username: z.string().trim().min(1).max(40).optional(),
    serverSeedHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, '64 lowercase hex characters')
      .optional(),
  })
  .refine((v) => v.username !== undefined || v.serverSeedHash !== undefined, {
    message: 'give a username or a server seed hash',
  });
export type TAdminHouseSeedQuery = z.input<typeof ZAdminHouseSeedQuery>;
export const ZAdminHouseSeed = z.object({
  id: z.number().int(),
  /** The account, or null for a visitor's demo seeds. */
  accountId: z.number().int().nullable(),
  username: z.string().nullable(),
  kind: z.enum(['real', 'fun']),
  serverSeedHash: z.string(),
  /** Only once rotated (never shown while active, not even to operators). */
  serverSeed: z.string().nullable(),
  /** Null until the player's browser sent one. */
  clientSeed: z.string().nullable(),
  nonce: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  revealedAt: z.string().nullable(),
});
export const ZAdminHouseSeedList = z.object({ list: z.array(ZAdminHouseSeed) });
export type TAdminHouseSeedList = z.infer<typeof ZAdminHouseSeedList>;

export const ZAdminHouseRoundQuery = z.object({
  username: z.string().trim().min(1).max(40).optional(),
  gameCode: ZHouseGameCode.optional(),
  roundId: ZHouseRoundId.optional(),
  serverSeedHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, '64 lowercase hex characters')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminHouseRoundQuery = z.input<typeof ZAdminHouseRoundQuery>;
export const ZAdminHouseRound = ZHouseRound.extend({
  accountId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** The game_rounds row (betting records, reconciliation), when the round moved money. */
  gameRoundId: z.number().int().nullable(),
});
export type TAdminHouseRound = z.infer<typeof ZAdminHouseRound>;
export const ZAdminHouseRoundList = z.object({
  list: z.array(ZAdminHouseRound),
  total: z.number().int(),
});
export type TAdminHouseRoundList = z.infer<typeof ZAdminHouseRoundList>;
