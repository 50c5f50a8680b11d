import { z } from 'zod';
import { ZGameLanguage } from './games.js';

/*
 * Game rounds (issue 10, items 4, 8, 9): the player's betting records (spec personalHistoryCopy)
 * and profit and loss (personalProfit) with date presets and totals, a round's detail, and the
 * back office's rounds search, per-vendor daily reconciliation and the wallet API's live figures.
 * Amounts are integer minor units.
 */

export const GAME_ROUNDS_API = {
  /** listBettingRecords (GET, signed in) with ZBettingRecordsQuery -> ZBettingRecordsResponse */
  records: '/api/games/records',
  /** getBettingRecord (GET, signed in) -> ZRoundDetail */
  record: (id: number) => `/api/games/records/${id}`,
  recordPattern: '/api/games/records/:id',
  /** getProfitAndLoss (GET, signed in) with ZProfitQuery -> ZProfitResponse */
  profit: '/api/games/profit',
} as const;

export const ADMIN_GAME_ROUNDS_API = {
  /** searchGameRounds (GET) with ZAdminRoundsQuery -> ZAdminRoundsResponse */
  rounds: '/api/admin/game-rounds',
  /** getAdminGameRound (GET) -> ZRoundDetail */
  round: (id: number) => `/api/admin/game-rounds/${id}`,
  roundPattern: '/api/admin/game-rounds/:id',
  /** getReconciliation (GET) with ZReconciliationQuery -> ZReconciliationReport */
  reconciliation: '/api/admin/game-rounds/reconciliation',
  /** getReconciliationDay (GET) with ZReconciliationDayQuery -> ZReconciliationDay */
  reconciliationDay: '/api/admin/game-rounds/reconciliation/day',
  /** importVendorBets (POST) with ZFeedImportRequest -> ZFeedImportResult */
  feedImport: '/api/admin/game-rounds/feed-import',
  /** getWalletFigures (GET) -> ZWalletFiguresResponse */
  walletFigures: '/api/admin/game-wallet/figures',
} as const;

/** Date presets of the records pages, in the operator's time zone. */
export const ZDatePreset = z.enum(['today', 'yesterday', 'last7', 'last30', 'thisMonth']);
export type TDatePreset = z.infer<typeof ZDatePreset>;

/** voided: a wager core wager whose stake went back (bet and win 0, like rolled_back). */
export const ZRoundStatus = z.enum(['open', 'settled', 'rolled_back', 'voided']);
/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not). */
const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((d) => {
    const at = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(d);
  }, 'no such day');
const zPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** A period: a preset, or from/to days (inclusive) in the operator's time zone. */
const zPeriod = {
  preset: ZDatePreset.optional(),
  from: zDay.optional(),
  to: zDay.optional(),
};

export const ZBettingRecordsQuery = z.object({
  ...zPeriod,
  ...zPage,
  vendor: z.string().max(20).optional(),
  category: z.string().max(20).optional(),
  status: ZRoundStatus.optional(),
  /** Game names in this language (the site's); default the member's account language. */
  language: ZGameLanguage.optional(),
});
export type TBettingRecordsQuery = z.input<typeof ZBettingRecordsQuery>;

export const ZRoundTotals = z.object({
  rounds: z.number().int(),
  bet: z.number().int(),
  validBet: z.number().int(),
  win: z.number().int(),
  /** win - bet: the player's result. */
  profit: z.number().int(),
});
export type TRoundTotals = z.infer<typeof ZRoundTotals>;

export const ZRoundRecord = z.object({
  id: z.number().int(),
  vendor: z.string(),
  vendorRoundId: z.string(),
  gameCode: z.string(),
  /** The game's nodeId when the catalogue knows it. */
  nodeId: z.number().int().nullable(),
  gameName: z.string(),
  category: z.string(),
  currency: z.string(),
  bet: z.number().int(),
  validBet: z.number().int(),
  win: z.number().int(),
  profit: z.number().int(),
  status: ZRoundStatus,
  source: z.enum(['seamless', 'feed', 'wager']),
  openedAt: z.string(),
  /** The result time. */
  settledAt: z.string().nullable(),
});
export type TRoundRecord = z.infer<typeof ZRoundRecord>;

export const ZBettingRecordsResponse = z.object({
  list: z.array(ZRoundRecord),
  total: z.number().int(),
  totals: ZRoundTotals,
  /** The period applied (days, inclusive). */
  from: zDay,
  to: zDay,
});
export type TBettingRecordsResponse = z.infer<typeof ZBettingRecordsResponse>;

/** A round's detail: its game name in this language (default the account's). */
export const ZRoundDetailQuery = z.object({ language: ZGameLanguage.optional() });

export const ZRoundDetail = ZRoundRecord.extend({
  accountId: z.number().int(),
  transactions: z.array(
    z.object({
      transactionId: z.string(),
      kind: z.string(),
      amount: z.number().int(),
      rolledBackBy: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type TRoundDetail = z.infer<typeof ZRoundDetail>;

export const ZProfitQuery = z.object({
  ...zPeriod,
  vendor: z.string().max(20).optional(),
});
export type TProfitQuery = z.input<typeof ZProfitQuery>;

export const ZProfitResponse = z.object({
  /** Per day and vendor, newest day first. */
  days: z.array(ZRoundTotals.extend({ day: zDay, vendor: z.string() })),
  totals: ZRoundTotals,
  from: zDay,
  to: zDay,
});
export type TProfitResponse = z.infer<typeof ZProfitResponse>;

export const ZAdminRoundsQuery = ZBettingRecordsQuery.extend({
  username: z.string().max(40).optional(),
  gameCode: z.string().max(64).optional(),
  roundId: z.string().max(64).optional(),
  source: z.enum(['seamless', 'feed', 'wager']).optional(),
});
export type TAdminRoundsQuery = z.input<typeof ZAdminRoundsQuery>;

export const ZAdminRoundsResponse = z.object({
  list: z.array(ZRoundRecord.extend({ accountId: z.number().int(), username: z.string() })),
  total: z.number().int(),
  totals: ZRoundTotals,
  from: zDay,
  to: zDay,
});
export type TAdminRoundsResponse = z.infer<typeof ZAdminRoundsResponse>;

export const ZReconciliationQuery = z.object({ vendor: z.string().min(1).max(20), day: zDay });
export type TReconciliationQuery = z.infer<typeof ZReconciliationQuery>;
export const ZReconciliationDayQuery = z.object({ day: zDay });
export type TReconciliationDayQuery = z.infer<typeof ZReconciliationDayQuery>;

/**
 * `balanced`: every side agrees; `differences`: rounds or totals differ; `feed_failed`: the
 * vendor's /bets could not be read (the day is not reconciled). A vendor without a feed (HOUSE)
 * compares our rounds with the ledger only.
 */
export const RECONCILIATION_STATUSES = ['balanced', 'differences', 'feed_failed'] as const;

const zSide = z.object({ rounds: z.number().int(), bet: z.number().int(), win: z.number().int() });
const zReconciliationSummary = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  day: zDay,
  walletMode: z.enum(['seamless', 'transfer']),
  /** `vendor`: compared with the vendor's /bets; `none`: the vendor has no feed (HOUSE). */
  feed: z.enum(['vendor', 'none']),
  /** Our rounds of that day (by opening time). */
  ours: zSide,
  /** The ledger's bet/win/rollback transfers of the vendor that day: bet is net of rollbacks. */
  ledger: zSide,
  /** The vendor's /bets of that day; null when the vendor has no feed or could not be asked. */
  vendorFeed: zSide.nullable(),
  vendorError: z.string().nullable(),
  /** Rounds whose amounts differ or that only one side has (all of them, not only those listed). */
  differenceCount: z.number().int(),
  status: z.enum(RECONCILIATION_STATUSES),
  balanced: z.boolean(),
});
export const ZReconciliationReport = zReconciliationSummary
  .extend({
    /** Rounds whose amounts differ, or that only one side has (up to 100). */
    differences: z.array(
      z.object({
        roundId: z.string(),
        ours: z.object({ bet: z.number().int(), win: z.number().int() }).nullable(),
        vendor: z.object({ bet: z.number().int(), win: z.number().int() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'ReconciliationReport' });
export type TReconciliationReport = z.infer<typeof ZReconciliationReport>;

/** Every vendor's reconciliation of one business day (the operator's time zone), one row each. */
export const ZReconciliationDay = z
  .object({
    day: zDay,
    /** The operator's time zone the day is cut in, and the instants it spans ([from, to)). */
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    rows: z.array(zReconciliationSummary),
  })
  .meta({ id: 'ReconciliationDay' });
export type TReconciliationDay = z.infer<typeof ZReconciliationDay>;
export type TReconciliationSummary = z.infer<typeof zReconciliationSummary>;

export const ZFeedImportRequest = z.object({
  vendor: z.string().min(1).max(20),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export const ZFeedImportResult = z.object({
  vendor: z.string(),
  pages: z.number().int(),
  seen: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unknownPlayers: z.number().int(),
});
export type TFeedImportResult = z.infer<typeof ZFeedImportResult>;

export const ZWalletFigures = z.object({
  vendor: z.string(),
  since: z.string(),
  calls: z.record(z.string(), z.number().int()),
  totalCalls: z.number().int(),
  errors: z.record(z.string(), z.number().int()),
  totalErrors: z.number().int(),
  latency: z.object({
    bucketsMs: z.array(z.number()),
    counts: z.array(z.number().int()),
    meanMs: z.number(),
    p50Ms: z.number(),
    p99Ms: z.number(),
    maxMs: z.number(),
  }),
});
export const ZWalletFiguresResponse = z.object({ vendors: z.array(ZWalletFigures) });
export type TWalletFiguresResponse = z.infer<typeof ZWalletFiguresResponse>;
