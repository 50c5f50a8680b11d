import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { ExecuteAttempt, JobQueue, QueueKind } from './job-queue.js';
import type { JobRunStore } from './job-run-store.js';

/**
 * The job queue of a single process (PGlite): the job_runs rows are the queue. `drain` runs every
 * run whose next attempt is due on the business clock, one at a time; a failed attempt sets its
 * next attempt after the backoff (`JobRunStore.fail`), so the same retries happen as on pg-boss,
 * and tests reach them by moving the clock and draining again, with no timer.
 */
export class InProcessQueue implements JobQueue {
  private execute: ExecuteAttempt | null = null;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<number> | null = null;

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

  /** Runs every due attempt (again until none is due); answers how many attempts ran. */
  drain(): Promise<number> {
    // One drain at a time: a second caller waits for the running one, then drains again.
    const next = (this.draining ?? Promise.resolve(0)).then(() => this.drainOnce());
    this.draining = next.finally(() => {
      if (this.draining === next) this.draining = null;
    });
    return next;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining?.catch(() => undefined);
  }

  private async drainOnce(): Promise<number> {
    const execute = this.execute;
    if (!execute) return 0;
    let ran = 0;
    // An attempt that could not start (an unknown kind) stays due: never try it twice per drain.
    const tried = new Set<string>();
    for (;;) {
      const due = (await this.store.due(this.clock.now(), 20)).filter(
        (run) => !tried.has(`${run.id}:${run.attempts}`),
      );
      if (due.length === 0) return ran;
      for (const run of due) {
        tried.add(`${run.id}:${run.attempts}`);
        await execute(run.id, run.attempts + 1);
        ran += 1;
      }
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
