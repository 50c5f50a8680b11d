import type { TJobRun } from '@lw/contracts';
import type { JobRunRow } from './job-run-store.js';

/** A job_runs row as the back office reads it (`ZJobRun`). */
export function presentJobRun(run: JobRunRow): TJobRun {
  return {
    id: run.id,
    kind: run.kind,
    key: run.key,
    state: run.state,
    attempts: run.attempts,
    maxAttempts: run.maxAttempts,
    scheduledFor: run.scheduledFor.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    error: run.error,
    requestedBy: run.requestedBy,
  };
}
