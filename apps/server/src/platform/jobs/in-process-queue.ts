import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { ExecuteAttempt, JobQueue, QueueKind } from './job-queue.js';
import type { JobRunRow, JobRunStore } from './job-run-store.js';

/**
 * The job queue of a single process (PGlite): the job_runs rows are the queue. `drain` runs every
 * run whose next attempt is due on the business clock, one at a time per kind and kinds side by
 * side (as pg-boss's one worker per kind), so a long catalogue sync never holds up the deposit
 * expiry. A failed attempt sets its next attempt after the backoff (`JobRunStore.fail`): the same
 * retries happen as on pg-boss, and tests reach them by moving the clock and draining again.
 */
export class InProcessQueue implements JobQueue {
  private execute: ExecuteAttempt | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Kinds with an attempt running in this process, and the drains in flight. */
  private readonly busy = new Set<string>();
  private readonly inFlight = new Set<Promise<number>>();

  constructor(
    private readonly store: JobRunStore,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1_000,
  ) {}

  async prepare(_kinds: QueueKind[], execute: ExecuteAttempt): Promise<void> {
    this.execute = execute;
  }

  async work(): Promise<void> {
    this.timer = setInterval(() => void this.drainLogged(), this.pollMs);
    this.timer.unref();
  }

  async send(): Promise<void> {
    // The row is the message: the next drain takes it. While working, take it at once.
    if (this.timer) void this.drainLogged();
  }

  /**
   * Runs every due attempt of the kinds not already running here, again until none is due;
   * answers how many attempts it ran.
   */
  drain(): Promise<number> {
    const drained = this.drainOnce();
    this.inFlight.add(drained);
    return drained.finally(() => this.inFlight.delete(drained));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  private async drainOnce(): Promise<number> {
    const execute = this.execute;
    if (!execute) return 0;
    let ran = 0;
    // An attempt that could not start (an unknown kind) stays due: never try it twice per drain.
    const tried = new Set<string>();
    for (;;) {
      const due = (await this.store.due(this.clock.now(), 50)).filter(
        (run) => !tried.has(`${run.id}:${run.attempts}`) && !this.busy.has(run.kind),
      );
      if (due.length === 0) return ran;
      // Taken synchronously after the read: another drain skips these kinds until they are done.
      const byKind = new Map<string, JobRunRow[]>();
      for (const run of due) byKind.set(run.kind, [...(byKind.get(run.kind) ?? []), run]);
      for (const kind of byKind.keys()) this.busy.add(kind);
      await Promise.all(
        [...byKind].map(async ([kind, runs]) => {
          try {
            for (const run of runs) {
              tried.add(`${run.id}:${run.attempts}`);
              await execute(run.id, run.attempts + 1);
              ran += 1;
            }
          } finally {
            this.busy.delete(kind);
          }
        }),
      );
    }
  }

  private async drainLogged(): Promise<void> {
    try {
      await this.drain();
    } catch (err) {
      this.log.warn({ err }, 'job queue: drain failed; trying again at the next poll');
    }
  }
}
