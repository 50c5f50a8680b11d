import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

export type JobRunState = 'queued' | 'running' | 'retrying' | 'succeeded' | 'failed';

/** A row of job_runs as the runner and the back office read it. */
export interface JobRunRow {
  id: number;
  kind: string;
  key: string;
  state: JobRunState;
  attempts: number;
  maxAttempts: number;
  scheduledFor: Date;
  nextAttemptAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
  data: unknown;
  requestedBy: string | null;
}

const COLUMNS = sql`id, kind, key, state, attempts, max_attempts, scheduled_for, next_attempt_at,
  started_at, finished_at, error, data, requested_by`;

interface RawRow {
  id: number | string;
  kind: string;
  key: string;
  state: JobRunState;
  attempts: number;
  max_attempts: number;
  scheduled_for: Date | string;
  next_attempt_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  error: string | null;
  data: unknown;
  requested_by: string | null;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: Date | string | null) => (v === null ? null : date(v));

function toRow(r: RawRow): JobRunRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    key: r.key,
    state: r.state,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    scheduledFor: date(r.scheduled_for),
    nextAttemptAt: date(r.next_attempt_at),
    startedAt: maybeDate(r.started_at),
    finishedAt: maybeDate(r.finished_at),
    error: r.error,
    data: r.data,
    requestedBy: r.requested_by,
  };
}

/** The SQL of job_runs: the same statements on PostgreSQL and PGlite. */
export class JobRunStore {
  constructor(private readonly db: Database) {}

  /**
   * Records the run of (kind, key) unless it exists: answers the new run, or null when another
   * process (or an earlier tick) already recorded it. This insert is what makes a run happen once.
   */
  async record(run: {
    kind: string;
    key: string;
    scheduledFor: Date;
    maxAttempts: number;
    data?: unknown;
    requestedBy?: string | null;
  }): Promise<JobRunRow | null> {
    const at = run.scheduledFor.toISOString();
    const data = run.data === undefined ? null : JSON.stringify(run.data);
    const [row] = await queryRows<RawRow>(
      this.db,
      sql`INSERT INTO job_runs (kind, key, state, max_attempts, scheduled_for, next_attempt_at,
                                data, requested_by)
          VALUES (${run.kind}, ${run.key}, 'queued', ${run.maxAttempts}, ${at}::timestamptz,
                  ${at}::timestamptz, ${data}::jsonb, ${run.requestedBy ?? null})
          ON CONFLICT (kind, key) DO NOTHING
          RETURNING ${COLUMNS}`,
    );
    return row ? toRow(row) : null;
  }

  /**
   * Starts attempt `attempt` of a run: answers it, or null when the run is over or that attempt
   * already started (a duplicate delivery), so one attempt never runs twice.
   */
  async claim(id: number, attempt: number, now: Date): Promise<JobRunRow | null> {
    const [row] = await queryRows<RawRow>(
      this.db,
      sql`UPDATE job_runs
             SET state = 'running', attempts = ${attempt}, started_at = ${now.toISOString()}::timestamptz,
                 finished_at = NULL
           WHERE id = ${id} AND state IN ('queued', 'retrying', 'running') AND attempts < ${attempt}
          RETURNING ${COLUMNS}`,
    );
    return row ? toRow(row) : null;
  }

  async succeed(id: number, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE job_runs SET state = 'succeeded', finished_at = ${now.toISOString()}::timestamptz,
                 error = NULL
           WHERE id = ${id}`,
    );
  }

  /** Records a failed attempt: `retryAt` set, the run waits for it; null, it failed for good. */
  async fail(id: number, now: Date, error: string, retryAt: Date | null): Promise<void> {
    await this.db.execute(
      sql`UPDATE job_runs
             SET state = ${retryAt ? 'retrying' : 'failed'},
                 finished_at = ${now.toISOString()}::timestamptz,
                 next_attempt_at = COALESCE(${retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
                 error = ${error}
           WHERE id = ${id}`,
    );
  }

  /** Runs whose next attempt is due (the in-process queue's work list), oldest first. */
  async due(now: Date, limit: number): Promise<JobRunRow[]> {
    const rows = await queryRows<RawRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM job_runs
           WHERE state IN ('queued', 'retrying') AND next_attempt_at <= ${now.toISOString()}::timestamptz
           ORDER BY next_attempt_at, id LIMIT ${limit}`,
    );
    return rows.map(toRow);
  }

  /** Queued runs no queue took since `before` (their process died between record and send). */
  async stranded(before: Date, limit: number): Promise<JobRunRow[]> {
    const rows = await queryRows<RawRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM job_runs
           WHERE state = 'queued' AND attempts = 0 AND next_attempt_at < ${before.toISOString()}::timestamptz
           ORDER BY id LIMIT ${limit}`,
    );
    return rows.map(toRow);
  }

  async get(id: number): Promise<JobRunRow | null> {
    const [row] = await queryRows<RawRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM job_runs WHERE id = ${id}`,
    );
    return row ? toRow(row) : null;
  }

  /** The latest runs, newest first; of one kind and/or one state when given. */
  async list(filter: { kind?: string; state?: JobRunState; limit: number }): Promise<JobRunRow[]> {
    const rows = await queryRows<RawRow>(
      this.db,
      sql`SELECT ${COLUMNS} FROM job_runs
           WHERE (${filter.kind ?? null}::text IS NULL OR kind = ${filter.kind ?? null})
             AND (${filter.state ?? null}::text IS NULL OR state = ${filter.state ?? null})
           ORDER BY id DESC LIMIT ${filter.limit}`,
    );
    return rows.map(toRow);
  }

  /** Per kind: its latest run and its latest failed one (the Jobs page's summary). */
  async latestByKind(): Promise<{ last: JobRunRow[]; lastFailed: JobRunRow[] }> {
    const last = await queryRows<RawRow>(
      this.db,
      sql`SELECT DISTINCT ON (kind) ${COLUMNS} FROM job_runs ORDER BY kind, id DESC`,
    );
    const lastFailed = await queryRows<RawRow>(
      this.db,
      sql`SELECT DISTINCT ON (kind) ${COLUMNS} FROM job_runs
           WHERE state = 'failed' ORDER BY kind, id DESC`,
    );
    return { last: last.map(toRow), lastFailed: lastFailed.map(toRow) };
  }

  /** Deletes finished runs older than `before` (the prune job keeps the table small). */
  async prune(before: Date): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`DELETE FROM job_runs
           WHERE state IN ('succeeded', 'failed') AND scheduled_for < ${before.toISOString()}::timestamptz
          RETURNING id`,
    );
    return rows.length;
  }
}
