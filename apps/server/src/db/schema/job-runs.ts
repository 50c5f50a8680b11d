import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One row per run of a background job (`platform/jobs`), written by the job runner on PostgreSQL
 * (pg-boss carries the work) and on PGlite (the in-process queue reads it) alike, and read by the
 * back office's Jobs page. `(kind, key)` is unique: the key names the period or the issue a run is
 * for (`2026-12-02T17:00:00.000Z`, `manual:…`), so however many processes schedule the same
 * period, one of them inserts the row and only that run happens.
 * @owner platform/jobs
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** queued, running, retrying, succeeded, failed (`JOB_RUN_STATES` in contracts). */
    state: text('state').notNull().default('queued'),
    /** Attempts started so far; a run fails for good after `max_attempts`. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The period's instant (an interval's start, a cron occurrence) or when a one-off was asked. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    /** When the next attempt may start (the in-process queue's backoff; informative on pg-boss). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The last attempt's error message (never a stack: the back office shows it). */
    error: text('error'),
    /** A one-off job's input. */
    data: jsonb('data'),
    /** The operator who asked for a manual run; null for scheduled runs. */
    requestedBy: text('requested_by'),
  },
  (t) => [
    uniqueIndex('job_runs_kind_key_idx').on(t.kind, t.key),
    index('job_runs_kind_id_idx').on(t.kind, t.id),
    index('job_runs_state_next_idx').on(t.state, t.nextAttemptAt),
  ],
);
