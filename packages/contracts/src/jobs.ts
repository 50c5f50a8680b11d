import { z } from 'zod';

/** The back office's Jobs page: the job catalogue, its runs, and a manual re-run. */
export const ADMIN_JOBS_API = {
  /** listJobKinds (GET) -> ZJobCatalogue */
  kinds: '/api/admin/jobs',
  /** listJobRuns (GET) with ZJobRunsQuery -> ZJobRunList */
  runs: '/api/admin/jobs/runs',
  /** rerunJob (POST) -> ZJobRun (201) */
  rerun: (kind: string) => `/api/admin/jobs/${encodeURIComponent(kind)}/runs`,
  rerunPattern: '/api/admin/jobs/:kind/runs',
} as const;

/** Where a run is: waiting, in an attempt, waiting for a retry, or done one way or the other. */
export const JOB_RUN_STATES = ['queued', 'running', 'retrying', 'succeeded', 'failed'] as const;
export const ZJobRunState = z.enum(JOB_RUN_STATES);
export type TJobRunState = z.infer<typeof ZJobRunState>;

/** A job's schedule, worded by the back office. */
export const ZJobSchedule = z
  .discriminatedUnion('type', [
    /** Once per interval across every process. */
    z.object({ type: z.literal('interval'), everyMs: z.number().int().positive() }),
    /** A cron expression read in the operator's time zone. */
    z.object({ type: z.literal('cron'), cron: z.string() }),
    /** A process-local loop guarded by a leader lease (no run records). */
    z.object({ type: z.literal('loop'), everyMs: z.number().int().positive() }),
    /** Run when code or an operator asks. */
    z.object({ type: z.literal('oneOff') }),
  ])
  .meta({ id: 'JobSchedule' });
export type TJobSchedule = z.infer<typeof ZJobSchedule>;

export const ZJobRun = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    /** Unique within the kind: the period's instant (ISO) or `manual:…` for a re-run. */
    key: z.string(),
    state: ZJobRunState,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    scheduledFor: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** The last failed attempt's message. */
    error: z.string().nullable(),
    /** The operator who asked for a manual run. */
    requestedBy: z.string().nullable(),
  })
  .meta({ id: 'JobRun' });
export type TJobRun = z.infer<typeof ZJobRun>;

export const ZJobKind = z
  .object({
    kind: z.string(),
    schedule: ZJobSchedule,
    /** Whether an operator may start a run (loops cannot be re-run). */
    rerunnable: z.boolean(),
    lastRun: ZJobRun.nullable(),
    lastFailure: ZJobRun.nullable(),
  })
  .meta({ id: 'JobKind' });
export type TJobKind = z.infer<typeof ZJobKind>;

export const ZJobCatalogue = z
  .object({
    kinds: z.array(ZJobKind),
    /** The zone cron schedules are read in (`cashier.timeZone`). */
    timeZone: z.string(),
  })
  .meta({ id: 'JobCatalogue' });
export type TJobCatalogue = z.infer<typeof ZJobCatalogue>;

export const ZJobRunsQuery = z.object({
  kind: z.string().trim().min(1).max(80).optional(),
  state: ZJobRunState.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TJobRunsQuery = z.infer<typeof ZJobRunsQuery>;

export const ZJobRunList = z.object({ items: z.array(ZJobRun) }).meta({ id: 'JobRunList' });
export type TJobRunList = z.infer<typeof ZJobRunList>;

/** `:kind` of a job. */
export const ZJobKindParams = z.object({ kind: z.string().trim().min(1).max(80) });
export type TJobKindParams = z.infer<typeof ZJobKindParams>;
