import { z } from 'zod';

/*
 * Crash (issue 11, house studio): shared rounds on a schedule for every player. The round's
 * result comes from a published reverse hash chain (packages/games fair/crash-chain) and a salt
 * fixed after the chain's publication by its seeding event (issue 22 item 11); the multiplier grows with time as m(t) = floor(100·e^(0.00006·ms)) / 100, so a client
 * animates the curve from the round's start time alone and the server decides cash-outs by its
 * own clock.
 */

export const CRASH_API = {
  /** getCrashState (GET, public): the current round with its bets. */
  state: '/api/house/crash/state',
  /** placeCrashBet (POST, member) with ZCrashBetRequest -> ZCrashMyBet */
  bets: '/api/house/crash/bets',
  /** cashOutCrash (POST, member) with ZCrashCashOutRequest -> ZCrashMyBet */
  cashOut: '/api/house/crash/cash-out',
  /** listCrashHistory (GET, public) ?limit -> ZCrashHistory: ended rounds with hash and point */
  history: '/api/house/crash/history',
  /** listMyCrashBets (GET, member) ?limit -> ZCrashMyBets */
  myBets: '/api/house/crash/my-bets',
  /** getMyCrashBet (GET, member) -> ZCrashMyBet: one of the member's bets (betting records) */
  myBet: (betId: number) => `/api/house/crash/my-bets/${betId}`,
  myBetPattern: '/api/house/crash/my-bets/:betId',
  /** listCrashChains (GET, public) -> ZCrashChains: every chain with its seeding event. */
  chains: '/api/house/crash/chains',
} as const;

/** The back office's crash lookup for disputes (permission games.read). */
export const ADMIN_HOUSE_CRASH_API = {
  /** searchCrashRounds (GET) with ZAdminCrashRoundQuery -> ZAdminCrashRoundList */
  rounds: '/api/admin/house/crash/rounds',
  /** listAdminCrashChains (GET, games.read) -> ZAdminCrashChains */
  chains: '/api/admin/house/crash/chains',
  /** publishCrashChain (POST, games.manage) with ZPublishCrashChain -> ZAdminCrashChain */
  publish: '/api/admin/house/crash/chains',
  /** proposeCrashSalt (POST, games.manage) with ZProposeCrashSalt -> ZAdminCrashChain (maker) */
  salt: (chainId: number) => `/api/admin/house/crash/chains/${chainId}/salt`,
  saltPattern: '/api/admin/house/crash/chains/:chainId/salt',
  /** confirmCrashSalt (POST, games.manage) with ZConfirmCrashSalt -> ZAdminCrashChain (checker) */
  confirm: (chainId: number) => `/api/admin/house/crash/chains/${chainId}/salt/confirm`,
  confirmPattern: '/api/admin/house/crash/chains/:chainId/salt/confirm',
  /** rejectCrashSalt (POST, games.manage) -> ZAdminCrashChain: the entry is cleared */
  reject: (chainId: number) => `/api/admin/house/crash/chains/${chainId}/salt/reject`,
  rejectPattern: '/api/admin/house/crash/chains/:chainId/salt/reject',
} as const;

/** Vendor and game code of crash rounds on the ledger and in betting records. */
export const CRASH_VENDOR = 'HOUSE';
export const CRASH_GAME_CODE = 'crash';

/** Phase lengths and the growth rate of the multiplier. */
export const CRASH_TIMING = {
  /** Bets are taken for this long before the rocket starts. */
  bettingMs: 7000,
  /** Pause after a crash before the next betting phase. */
  pauseMs: 3000,
  /** The multiplier is e^(growth·ms). */
  growthPerMs: 0.00006,
  /** Live ticks while running, to correct clients' local clocks. */
  tickMs: 1000,
} as const;

/** Smallest automatic cash-out target, in hundredths (1.01×). */
export const CRASH_MIN_TARGET = 101;
/** Largest automatic cash-out target, in hundredths (10,000×). */
export const CRASH_MAX_TARGET = 1_000_000;

/** The multiplier in hundredths `ms` after the start: floor(100·e^(0.00006·ms)). */
export function crashMultiplierAt(ms: number): number {
  if (ms <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_TIMING.growthPerMs * ms) + 1e-9);
}

/** The first whole millisecond at which the multiplier shows `hundredths` (100 -> 0). */
export function crashElapsedFor(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_TIMING.growthPerMs) - 2);
  while (crashMultiplierAt(ms) < hundredths) ms++;
  return ms;
}

export const ZCrashPhase = z.enum(['betting', 'running', 'crashed', 'refunded']);
export type TCrashPhase = z.infer<typeof ZCrashPhase>;

export const ZCrashBetStatus = z.enum(['active', 'cashed_out', 'lost', 'refunded']);
export type TCrashBetStatus = z.infer<typeof ZCrashBetStatus>;

/** A bet as everyone sees it in the round's players list. */
export const ZCrashPlayerBet = z.object({
  betId: z.number().int(),
  /** Masked name (me***01). */
  player: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Automatic cash-out target in hundredths, or null. */
  autoCashOut: z.number().int().nullable(),
  status: ZCrashBetStatus,
  /** Multiplier (hundredths) the bet was cashed out at. */
  cashedOutAt: z.number().int().nullable(),
  win: z.number().int().nullable(),
});
export type TCrashPlayerBet = z.infer<typeof ZCrashPlayerBet>;

/** A round's public face; `hash` and `crashPoint` stay null until the round has crashed. */
export const ZCrashRound = z.object({
  roundId: z.number().int(),
  /** The chain the game belongs to (its terminating hash and salt verify it). */
  chainId: z.number().int(),
  /** Game number k of the chain: its hash hashed k times gives the terminating hash. */
  gameNumber: z.number().int(),
  phase: ZCrashPhase,
  /** ISO time the betting phase ends and the multiplier starts growing. */
  startsAt: z.string(),
  /** ISO time the multiplier started (null while betting). */
  startedAt: z.string().nullable(),
  crashedAt: z.string().nullable(),
  /** Hundredths (null until crashed). */
  crashPoint: z.number().int().nullable(),
  /** The game hash (null until crashed). */
  hash: z.string().nullable(),
});
export type TCrashRound = z.infer<typeof ZCrashRound>;

/**
 * Why no round can open now (the crash page shows it): NO_CHAIN: no chain is published (a new
 * install, or the last chain ended or was retired); AWAITING_SALT: the next chain is published
 * and waits for its salt block; AWAITING_CONFIRMATION: a first operator entered the salt and a
 * second one has not confirmed it yet.
 */
export const CRASH_CLOSED_REASONS = ['NO_CHAIN', 'AWAITING_SALT', 'AWAITING_CONFIRMATION'] as const;
export const ZCrashClosed = z.object({
  reason: z.enum(CRASH_CLOSED_REASONS),
  /** The chain waiting for its seeding event (null with NO_CHAIN). */
  chainId: z.number().int().nullable(),
  /** When its terminating hash was published. */
  publishedAt: z.string().nullable(),
  /** The Bitcoin block whose hash will be the salt. */
  saltBlockHeight: z.number().int().nullable(),
});
export type TCrashClosed = z.infer<typeof ZCrashClosed>;

export const ZCrashState = z
  .object({
    /** The server's time when answering, so a client can correct its own clock. */
    serverTime: z.string(),
    /** The site's currency, in which members bet (trial accounts bet FUN). */
    currency: z.string(),
    /**
     * The maximum win per round in that currency (minor units): every bet cashes out
     * automatically where its win reaches it (an automatic target above it is refused).
     */
    maxWin: z.number().int(),
    /** Null before the first round exists. */
    round: ZCrashRound.nullable(),
    bets: z.array(ZCrashPlayerBet),
    /** Null while games are played; otherwise why no next round opens. */
    closed: ZCrashClosed.nullable(),
  })
  .meta({ id: 'CrashState' });
export type TCrashState = z.infer<typeof ZCrashState>;

export const ZCrashBetRequest = z.object({
  /** Stake in minor units. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Automatic cash-out target in hundredths (>= 101), or null for manual only. */
  autoCashOut: z
    .number()
    .int()
    .min(CRASH_MIN_TARGET)
    .max(CRASH_MAX_TARGET)
    .nullable()
    .default(null),
  /** The client's id of this request: a retry with the same id answers the same bet. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .meta({ description: 'idempotency key, 8 to 64 letters, digits, _ or -' }),
});
export type TCrashBetRequest = z.input<typeof ZCrashBetRequest>;

export const ZCrashCashOutRequest = z.object({
  roundId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TCrashCashOutRequest = z.infer<typeof ZCrashCashOutRequest>;

/** The member's own bet. */
export const ZCrashMyBet = z
  .object({
    betId: z.number().int(),
    roundId: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    autoCashOut: z.number().int().nullable(),
    status: ZCrashBetStatus,
    cashedOutAt: z.number().int().nullable(),
    win: z.number().int().nullable(),
    /** The round's crash point once it has crashed. */
    crashPoint: z.number().int().nullable(),
    hash: z.string().nullable(),
    /** The round's chain and game number (what /fairness verifies the hash against). */
    chainId: z.number().int().nullable(),
    gameNumber: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CrashMyBet' });
export type TCrashMyBet = z.infer<typeof ZCrashMyBet>;

/** A crash bet's round id in betting records (game_rounds.vendor_round_id): C and the bet id. */
export const ZCrashRecordRoundId = z.string().regex(/^C[1-9][0-9]{0,15}$/);

export const ZCrashBetParams = z.object({
  betId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZCrashListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZCrashMyBets = z.object({ items: z.array(ZCrashMyBet) }).meta({ id: 'CrashMyBets' });
export type TCrashMyBets = z.infer<typeof ZCrashMyBets>;

export const ZCrashHistoryItem = z.object({
  roundId: z.number().int(),
  chainId: z.number().int(),
  gameNumber: z.number().int(),
  crashPoint: z.number().int(),
  hash: z.string(),
  crashedAt: z.string(),
});
export type TCrashHistoryItem = z.infer<typeof ZCrashHistoryItem>;

export const ZCrashHistory = z
  .object({ items: z.array(ZCrashHistoryItem) })
  .meta({ id: 'CrashHistory' });
export type TCrashHistory = z.infer<typeof ZCrashHistory>;

/**
 * Where a chain is in its life: awaiting_salt (published, the salt block not yet entered),
 * awaiting_confirmation (entered by one operator, not yet confirmed by a second), ready (seeded,
 * no game yet), playing, ended (every game played), retired (taken out of play: seeded before
 * this sequence existed, with a salt known before its chain was drawn).
 */
export const CRASH_CHAIN_STATUSES = [
  'awaiting_salt',
  'awaiting_confirmation',
  'ready',
  'playing',
  'ended',
  'retired',
] as const;
export const ZCrashChainStatus = z.enum(CRASH_CHAIN_STATUSES);
export type TCrashChainStatus = z.infer<typeof ZCrashChainStatus>;

/** A chain's public record: its seeding event and how far it has been played. */
export const ZCrashChainInfo = z.object({
  chainId: z.number().int(),
  status: ZCrashChainStatus,
  /** h_n, the chain's terminating hash, published before its salt was known. */
  terminator: z.string(),
  /** Games in the chain. */
  length: z.number().int(),
  /** When the terminating hash was published (the salt block must be mined after it). */
  publishedAt: z.string(),
  /** The Bitcoin block named at publication whose hash is the salt (null: retired chains). */
  saltBlockHeight: z.number().int().nullable(),
  /** The salt (the block's hash) once confirmed; a retired chain shows the salt it played with. */
  salt: z.string().nullable(),
  /** Display names of the operator who entered the salt and of the one who confirmed it. */
  saltEnteredBy: z.string().nullable(),
  saltEnteredAt: z.string().nullable(),
  saltConfirmedBy: z.string().nullable(),
  saltConfirmedAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
  /** Games played so far; game k's hash hashed k times gives the terminator. */
  gamesPlayed: z.number().int(),
  firstGameAt: z.string().nullable(),
  lastGameAt: z.string().nullable(),
});
export type TCrashChainInfo = z.infer<typeof ZCrashChainInfo>;

export const ZCrashChains = z
  .object({
    /** House edge in percent: every cash-out target returns 100 − edge percent. */
    edgePercent: z.number(),
    /** Every chain, newest first. */
    chains: z.array(ZCrashChainInfo),
  })
  .meta({ id: 'CrashChains' });
export type TCrashChains = z.infer<typeof ZCrashChains>;

/** Why a bet or a cash-out was refused (CONFLICT's details.reason). */
export const CRASH_REFUSALS = [
  'BETTING_CLOSED',
  'ALREADY_BET',
  'NOT_RUNNING',
  'CRASHED',
  'NO_ACTIVE_BET',
] as const;
export type TCrashRefusal = (typeof CRASH_REFUSALS)[number];

/** Live events of crash, sent to every open live socket. */
export const ZCrashLiveEvents = [
  /** A phase began (betting, running, crashed or refunded). */
  z.object({ type: z.literal('crash.round'), round: ZCrashRound }),
  /** While running: elapsed time and multiplier, so clients correct their local animation. */
  z.object({
    type: z.literal('crash.tick'),
    roundId: z.number().int(),
    elapsedMs: z.number().int(),
    multiplier: z.number().int(),
  }),
  /** A bet was placed, cashed out or settled. */
  z.object({ type: z.literal('crash.bet'), roundId: z.number().int(), bet: ZCrashPlayerBet }),
] as const;

// ---------------------------------------------------------------------------------------------
// Back office: crash rounds and bets for disputes

/** Filters combine (AND); none lists the newest rounds. */
export const ZAdminCrashRoundQuery = z.object({
  /** Rounds this member bet in (and only the member's bets in them). */
  username: z.string().trim().min(1).max(40).optional(),
  gameNumber: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Matches ended rounds only: a hash not yet played is never confirmed. */
  hash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, '64 hex characters')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Up to 200, the back office pager's largest page. */
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type TAdminCrashRoundQuery = z.input<typeof ZAdminCrashRoundQuery>;

/** A bet with the member's real name (operators only). */
export const ZAdminCrashBet = z.object({
  betId: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  autoCashOut: z.number().int().nullable(),
  status: ZCrashBetStatus,
  cashedOutAt: z.number().int().nullable(),
  win: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TAdminCrashBet = z.infer<typeof ZAdminCrashBet>;

/** A round with its bets; `hash` and `crashPoint` stay null until it has ended, as for players. */
export const ZAdminCrashRound = ZCrashRound.extend({ bets: z.array(ZAdminCrashBet) });
export type TAdminCrashRound = z.infer<typeof ZAdminCrashRound>;

export const ZAdminCrashRoundList = z
  .object({ list: z.array(ZAdminCrashRound), total: z.number().int() })
  .meta({ id: 'AdminCrashRoundList' });
export type TAdminCrashRoundList = z.infer<typeof ZAdminCrashRoundList>;

// ---------------------------------------------------------------------------------------------
// Back office: the chains and their seeding events (maker-checker)

/** A chain as operators see it: the public record, the pending entry and what is left. */
export const ZAdminCrashChain = ZCrashChainInfo.extend({
  /** The salt entered by the first operator and not yet confirmed (null otherwise). */
  proposedSalt: z.string().nullable(),
  /** Operator id of the one who entered it: a second, different operator confirms. */
  proposedById: z.number().int().nullable(),
  publishedBy: z.string().nullable(),
  retiredReason: z.string().nullable(),
  /** Games not yet played. */
  gamesLeft: z.number().int(),
});
export type TAdminCrashChain = z.infer<typeof ZAdminCrashChain>;

export const ZAdminCrashChains = z
  .object({
    /** Newest first. */
    chains: z.array(ZAdminCrashChain),
    /** Games left before crash stops: the current chain's and every seeded chain after it. */
    gamesLeft: z.number().int(),
    /** Below this many games left the back office warns (CRASH_CHAIN_WARN_GAMES). */
    warnBelow: z.number().int(),
    /** gamesLeft < warnBelow: publish and seed the next chain now. */
    warning: z.boolean(),
  })
  .meta({ id: 'AdminCrashChains' });
export type TAdminCrashChains = z.infer<typeof ZAdminCrashChains>;

/** A Bitcoin block height (the chain had about 870,000 blocks at the end of 2024). */
const ZBlockHeight = z.number().int().min(1).max(100_000_000);
/** A block hash: 64 hex characters, compared in lower case. */
const ZBlockHash = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, '64 hex characters');

/** Publishes a new chain: the server draws it; the operator names the future salt block. */
export const ZPublishCrashChain = z.object({
  /** A Bitcoin block not yet mined: its hash, unknown to anyone now, becomes the salt. */
  saltBlockHeight: ZBlockHeight,
});
export type TPublishCrashChain = z.infer<typeof ZPublishCrashChain>;

/** The first operator enters the named block's hash once it is mined. */
export const ZProposeCrashSalt = z.object({ blockHash: ZBlockHash });
export type TProposeCrashSalt = z.infer<typeof ZProposeCrashSalt>;

/** A second operator confirms the salt they checked (it must still be the one entered). */
export const ZConfirmCrashSalt = z.object({ salt: ZBlockHash });
export type TConfirmCrashSalt = z.infer<typeof ZConfirmCrashSalt>;

export const ZCrashChainParams = z.object({
  chainId: z.coerce.number().int().positive().max(2_147_483_647),
});
