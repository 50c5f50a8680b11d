import { z } from 'zod';
import { zText } from './text.js';

/*
 * The vendor protocol, version 1 (`spec/vendor-protocol.md`): the schemas both sides validate.
 * The platform serves the wallet API (seamless vendors call it for every bet and win); each vendor
 * serves the vendor API (the platform calls it for the catalogue, launches, transfers and bets).
 * Every request is a signed JSON POST; every answer is HTTP 200 with a `status`.
 */

export const VENDOR_PROTOCOL_VERSION = 1;

/** Base path of the wallet API the platform serves; the vendor code follows. */
export const VENDOR_WALLET_BASE = '/api/vendor/v1';

/** The headers of the protocol (lower case, as Node presents them). */
export const VENDOR_HEADERS = {
  /** Names the calling vendor on wallet-API requests. */
  vendor: 'x-vendor',
  /** Names the calling operator on vendor-API requests. */
  operator: 'x-operator',
  /** Hex HMAC-SHA256 of the exact raw body, keyed with the shared secret. */
  signature: 'x-signature',
} as const;

/** Play money of trial accounts and demo play (the ledger's PLAY currency). */
export const FUN_CURRENCY = 'FUN';

export const VENDOR_ERROR_CODES = [
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'PLAYER_NOT_FOUND',
  'TOKEN_EXPIRED',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'GAME_NOT_FOUND',
  'CURRENCY_MISMATCH',
  'DUPLICATE_TRANSACTION_MISMATCH',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_CLOSED',
  'INTERNAL_ERROR',
] as const;
export type TVendorErrorCode = (typeof VENDOR_ERROR_CODES)[number];

/** Wallet modes: seamless (the vendor calls us per bet) or transfer (money moved to the vendor). */
export const ZVendorWalletMode = z.enum(['seamless', 'transfer']);
export type TVendorWalletMode = z.infer<typeof ZVendorWalletMode>;

/** Integer minor units, within what PostgreSQL's bigint and a JS number both hold exactly. */
const zMinor = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A vendor's or the platform's identifier: printable, bounded. */
const zId = (max = 64) =>
  zText()
    .min(1)
    .max(max)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
/** ISO 4217 code, or FUN. */
export const ZProtocolCurrency = z.string().regex(/^(?:[A-Z]{3}|FUN)$/, 'ISO 4217 code or FUN');

// ---------------------------------------------------------------- wallet API (platform serves)

export const WALLET_API_PATHS = {
  session: '/session',
  balance: '/balance',
  bet: '/bet',
  win: '/win',
  betWin: '/bet-win',
  rollback: '/rollback',
} as const;

export const ZWalletSessionRequest = z.object({ token: zId(256) });
export const ZWalletBalanceRequest = z.object({ playerId: zId() });

export const ZWalletBetRequest = z.object({
  transactionId: zId(),
  roundId: zId(),
  playerId: zId(),
  token: zId(256),
  gameCode: zId(),
  amount: zMinor().min(1),
  currency: ZProtocolCurrency,
  roundEnded: z.boolean(),
});

export const ZWalletWinRequest = z.object({
  transactionId: zId(),
  roundId: zId(),
  playerId: zId(),
  gameCode: zId(),
  amount: zMinor(),
  currency: ZProtocolCurrency,
  roundEnded: z.boolean(),
  /** Free spins and promotions: a win without a bet on the round. */
  bonus: z.boolean().optional(),
});

export const ZWalletBetWinRequest = z.object({
  betTransactionId: zId(),
  winTransactionId: zId(),
  roundId: zId(),
  playerId: zId(),
  token: zId(256),
  gameCode: zId(),
  betAmount: zMinor().min(1),
  winAmount: zMinor(),
  currency: ZProtocolCurrency,
});

export const ZWalletRollbackRequest = z.object({
  transactionId: zId(),
  originalTransactionId: zId(),
  roundId: zId(),
  playerId: zId(),
});

export type TWalletSessionRequest = z.infer<typeof ZWalletSessionRequest>;
export type TWalletBalanceRequest = z.infer<typeof ZWalletBalanceRequest>;
export type TWalletBetRequest = z.infer<typeof ZWalletBetRequest>;
export type TWalletWinRequest = z.infer<typeof ZWalletWinRequest>;
export type TWalletBetWinRequest = z.infer<typeof ZWalletBetWinRequest>;
export type TWalletRollbackRequest = z.infer<typeof ZWalletRollbackRequest>;

export const ZWalletSessionAnswer = z.object({
  status: z.literal('OK'),
  playerId: z.string(),
  nickname: z.string(),
  currency: ZProtocolCurrency,
  balance: zMinor(),
  language: z.string(),
});
export const ZWalletBalanceAnswer = z.object({
  status: z.literal('OK'),
  balance: zMinor(),
  currency: ZProtocolCurrency,
});
/** The answer of bet, win, bet-win and rollback. */
export const ZWalletTransactionAnswer = z.object({
  status: z.literal('OK'),
  balance: zMinor(),
  currency: ZProtocolCurrency,
  platformTransactionId: z.string(),
});
/** Any refusal; INSUFFICIENT_FUNDS carries the current balance. */
export const ZVendorErrorAnswer = z.object({
  status: z.enum(VENDOR_ERROR_CODES),
  message: z.string().optional(),
  balance: zMinor().optional(),
  currency: ZProtocolCurrency.optional(),
});
export type TWalletSessionAnswer = z.infer<typeof ZWalletSessionAnswer>;
export type TWalletBalanceAnswer = z.infer<typeof ZWalletBalanceAnswer>;
export type TWalletTransactionAnswer = z.infer<typeof ZWalletTransactionAnswer>;
export type TVendorErrorAnswer = z.infer<typeof ZVendorErrorAnswer>;

// ---------------------------------------------------------------- vendor API (vendors serve)

export const VENDOR_API_PATHS = {
  games: '/games',
  launch: '/launch',
  transferIn: '/transfer/in',
  transferOut: '/transfer/out',
  transferStatus: '/transfer/status',
  playerBalance: '/player/balance',
  bets: '/bets',
} as const;

/** Names per language as a vendor sends them: keys are our language codes (en, zh, th, …). */
export const ZVendorGameNames = z.record(
  z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2,4})?$/),
  zText().min(1).max(200),
);

export const ZVendorGamesRequest = z.object({
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(1000),
});
export const ZVendorGame = z.object({
  gameCode: zId(),
  gameName: ZVendorGameNames,
  /** One of the nine game categories (RNG, LIVE, FISH, …). */
  gameType: z.string().min(1).max(20),
  /** The vendor's sub-type within the category (e.g. video slot, baccarat). */
  gameClassify: z.string().max(40),
  iconUrl: z.string().max(500),
  largeIconUrl: z.string().max(500),
  minBet: zMinor(),
  minLineNum: z.number().int().min(0).max(10_000),
  /** 0: the vendor offers demo play (free trial); 1: real money only (spec: trial button when 0). */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
});
export const ZVendorGamesAnswer = z.object({
  status: z.literal('OK'),
  games: z.array(ZVendorGame),
  totalPages: z.number().int().min(0),
});
export type TVendorGame = z.infer<typeof ZVendorGame>;
export type TVendorGamesAnswer = z.infer<typeof ZVendorGamesAnswer>;

export const ZVendorLaunchRequest = z.object({
  playerId: zId(),
  token: zId(256),
  gameCode: zId(),
  language: z.string().min(2).max(10),
  currency: ZProtocolCurrency,
  mode: z.enum(['real', 'demo']),
  device: z.enum(['desktop', 'mobile']),
  returnUrl: z.string().max(2000),
});
export const ZVendorLaunchAnswer = z.object({ status: z.literal('OK'), url: z.string() });
export type TVendorLaunchRequest = z.infer<typeof ZVendorLaunchRequest>;

export const ZVendorTransferMoveRequest = z.object({
  transferId: zId(),
  playerId: zId(),
  amount: zMinor().min(1),
  currency: ZProtocolCurrency,
});
export const ZVendorTransferMoveAnswer = z.object({ status: z.literal('OK'), balance: zMinor() });
export const ZVendorTransferStatusRequest = z.object({ transferId: zId() });
export const ZVendorTransferStatusAnswer = z.object({
  status: z.literal('OK'),
  state: z.enum(['done', 'failed', 'unknown']),
});
export const ZVendorPlayerBalanceRequest = z.object({ playerId: zId() });
export const ZVendorPlayerBalanceAnswer = z.object({
  status: z.literal('OK'),
  balance: zMinor(),
  currency: ZProtocolCurrency,
});

export const ZVendorBetsRequest = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  page: z.number().int().min(1).max(100_000),
});
export const ZVendorBet = z.object({
  roundId: zId(),
  playerId: zId(),
  gameCode: zId(),
  betAmount: zMinor(),
  winAmount: zMinor(),
  validBet: zMinor(),
  time: z.iso.datetime({ offset: true }),
});
export const ZVendorBetsAnswer = z.object({
  status: z.literal('OK'),
  bets: z.array(ZVendorBet),
  totalPages: z.number().int().min(0),
});
export type TVendorBet = z.infer<typeof ZVendorBet>;

// ---------------------------------------------------------------- vendor simulator manifest

/** Where the vendor simulator (apps/vendor-sim) lists its vendors, under VENDOR_SIM_URL. */
export const VENDOR_SIM_MANIFEST_PATH = '/_control/manifest';

/** One simulated vendor, with everything the platform needs to register it. */
export const ZVendorSimManifestEntry = z.object({
  code: zId(20),
  name: z.string().min(1).max(100),
  mode: ZVendorWalletMode,
  currency: ZProtocolCurrency,
  /** Game categories the vendor offers (RNG, LIVE, …). */
  gameTypes: z.array(z.string().min(1).max(20)),
  /** The vendor API's base URL ({simUrl}/v/{code}). */
  baseUrl: z.string().url(),
  /** The shared HMAC secret of the vendor. */
  secret: z.string().min(16).max(200),
  /** How many games its /games pages list. */
  gameCount: z.number().int().min(0),
});
export const ZVendorSimManifest = z.object({
  vendors: z.array(ZVendorSimManifestEntry),
});
export type TVendorSimManifestEntry = z.infer<typeof ZVendorSimManifestEntry>;
export type TVendorSimManifest = z.infer<typeof ZVendorSimManifest>;
