import { z } from 'zod';

/*
 * Crash (issue 11, house studio): shared rounds on a schedule for every player. The round's
 * result comes from a published reverse hash chain (packages/games fair/crash-chain) and a fixed
 * salt; the multiplier grows with time as m(t) = floor(100·e^(0.00006·ms)) / 100, so a client
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
  /** getCrashChain (GET, public): the published terminating hash, salt, length, house edge. */
  chain: '/api/house/crash/chain',
} as const;

/** The back office's crash lookup for disputes (permission games.read). */
export const ADMIN_HOUSE_CRASH_API = {
  /** searchCrashRounds (GET) with ZAdminCrashRoundQuery -> ZAdminCrashRoundList */
  rounds: '/api/admin/house/crash/rounds',
} as const;

/** Vendor and game code of crash rounds on the ledger and in betting records. */
export const CRASH_VENDOR = 'HOUSE';
export const CRASH_GAME_CODE = 'crash';

/**
 * The published salt (a block hash, fixed before the chain's first game): each game's result is
 * HMAC-SHA256(key = game hash, message = salt), so the operator could not pick a favourable chain.
 */
export const CRASH_SALT = '0000000000000000000a4b5c8a1f1c3e9d3e7b7f2b2b6e0c1d2f3a4b5c6d7e8f';

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

export const ZCrashChain = z
  .object({
    /** h_n, the chain's terminating hash, published before its first game. */
    terminator: z.string(),
    salt: z.string(),
    /** Games in the chain. */
    length: z.number().int(),
    /** House edge in percent: every cash-out target returns 100 − edge percent. */
    edgePercent: z.number(),
  })
  .meta({ id: 'CrashChain' });
export type TCrashChain = z.infer<typeof ZCrashChain>;

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
