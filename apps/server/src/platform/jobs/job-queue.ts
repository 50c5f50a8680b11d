/** What an attempt came to: the queue retries a `retrying` one (pg-boss: the handler throws). */
export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

/** Runs attempt `attempt` (1-based) of the recorded run `runId` and records its outcome. */
export type ExecuteAttempt = (runId: number, attempt: number) => Promise<AttemptOutcome>;

/** A kind the queue carries, with its retry policy. */
export interface QueueKind {
  name: string;
  retry: { limit: number; delayMs: number };
}

/**
 * What carries recorded runs (job_runs rows) to the code that executes them: pg-boss on
 * PostgreSQL (several processes share the work, retries with backoff, expiry of an attempt whose
 * process died), the in-process queue on PGlite (one process: the job_runs rows are the queue).
 */
export interface JobQueue {
  /** Prepares the kinds' queues; `execute` runs what they deliver once `work` is on. */
  prepare(kinds: QueueKind[], execute: ExecuteAttempt): Promise<void>;
  /** Starts delivering (timers or workers); tests do not call it and `drain` instead. */
  work(): Promise<void>;
  /** Hands a recorded run over for its first attempt. */
  send(kind: string, runId: number): Promise<void>;
  stop(): Promise<void>;
}
