import { z } from 'zod';

/**
 * Reality checks (issue 24 item 2; UKGC RTS 13, MGA PPD): at an interval the member chooses, every
 * game screen stops to show the time played since the screen opened and the net result of the
 * wagers settled since then, with continue, stop and see history.
 */

/** The member's reality check and the intervals offered (minutes). */
export const REALITY_CHECK_API = {
  /** getRealityCheck (GET) -> ZRealityCheck; updateRealityCheck (PUT ZRealityCheckUpdate) -> ZRealityCheck */
  settings: '/api/responsible-gaming/reality-check',
  /** getRealityCheckSummary (GET ZRealityCheckSummaryQuery) -> ZRealityCheckSummary */
  summary: '/api/responsible-gaming/reality-check/summary',
} as const;

/** Minutes between two reality checks: the member chooses one, there is no "never". */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
/** Until the member chooses: a check every hour. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

const ZInterval = z
  .number()
  .int()
  .refine((m) => (REALITY_CHECK_INTERVALS as readonly number[]).includes(m));

export const ZRealityCheck = z
  .object({
    intervalMinutes: z.number().int(),
    /** False until the member saved a choice (the default interval is in force). */
    chosen: z.boolean(),
    choices: z.array(z.number().int()),
  })
  .meta({ id: 'RealityCheck' });
export type TRealityCheck = z.infer<typeof ZRealityCheck>;

/**
 * The operator's settings (section `realityChecks`): which of the intervals members may choose,
 * and the one in force until a member chooses (it must be one of them).
 */
export const ZRealityCheckSettings = z
  .object({
    intervals: z
      .array(ZInterval)
      .min(1)
      .max(REALITY_CHECK_INTERVALS.length)
      .refine((list) => new Set(list).size === list.length, { message: 'Each interval once' }),
    defaultMinutes: ZInterval,
  })
  .refine((s) => s.intervals.includes(s.defaultMinutes), {
    path: ['defaultMinutes'],
    message: 'The default must be one of the intervals offered',
  })
  .meta({ id: 'RealityCheckSettings' });
export type TRealityCheckSettings = z.infer<typeof ZRealityCheckSettings>;

export const ZRealityCheckUpdate = z.object({ intervalMinutes: ZInterval }).strict();
export type TRealityCheckUpdate = z.infer<typeof ZRealityCheckUpdate>;

/** Since when: the moment the game screen opened (at most a day back). */
export const ZRealityCheckSummaryQuery = z.object({ since: z.iso.datetime({ offset: true }) });
export type TRealityCheckSummaryQuery = z.infer<typeof ZRealityCheckSummaryQuery>;

export const ZRealityCheckSummary = z
  .object({
    since: z.string(),
    /** Seconds from `since` to the server's now. */
    elapsedSeconds: z.number().int(),
    /** Per currency the member played in (real money and play money apart), minor units. */
    totals: z.array(
      z.object({
        currency: z.string(),
        wagers: z.number().int(),
        stake: z.number().int(),
        win: z.number().int(),
        /** win - stake: negative is a loss. */
        net: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'RealityCheckSummary' });
export type TRealityCheckSummary = z.infer<typeof ZRealityCheckSummary>;
