import type { FastifyBaseLogger } from 'fastify';

/** What a run is for, handed to the job's `run`. */
export interface JobRunInfo {
  /** The run's unique key within its kind: the period's instant, or a one-off's issue. */
  key: string;
  /** The period's instant (interval start, cron occurrence) or when a one-off was asked. */
  scheduledFor: Date;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** A one-off job's input (null for scheduled runs). */
  data: unknown;
}

/**
 * A module's background job, as its `jobs:` list declares it. One schedule at most:
 * - `intervalMs`: once per interval across every process (key: the interval's start);
 * - `cron`: a cron expression (5 fields, or 6 with seconds) in the operator's time zone
 *   (`cashier.timeZone`), once per occurrence across every process (key: the occurrence);
 * - `loopMs`: a process-local loop for sub-second work that guards itself with a leader lease
 *   (the crash scheduler); no run records, no retries;
 * - none: a one-off job, run when code or an operator enqueues it with a key of its own.
 */
export interface ModuleJob {
  name: string;
  intervalMs?: number;
  cron?: string;
  loopMs?: number;
  /** Attempts after the first one, with exponential backoff from `delayMs` (default 3 x 5 s). */
  retry?: { limit: number; delayMs: number };
  run: (log: FastifyBaseLogger, run: JobRunInfo) => Promise<void>;
}

/** Where `ModuleList.install` hands the modules' jobs (the job runner). */
export interface JobRegistry {
  register(job: ModuleJob): void;
}

export const DEFAULT_RETRY = { limit: 3, delayMs: 5_000 } as const;

/**
 * The wait before attempt `failedAttempt + 1`: `delayMs * 2^(failedAttempt - 1)` (5 s, 10 s,
 * 20 s, ...), pg-boss's `retryBackoff` without its jitter, so both runners wait alike.
 */
export function backoffMs(delayMs: number, failedAttempt: number): number {
  return delayMs * 2 ** Math.min(16, Math.max(0, failedAttempt - 1));
}
