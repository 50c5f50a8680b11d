import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { backoffMs, DEFAULT_RETRY, type JobRegistry, type ModuleJob } from './job-definition.js';
import { InProcessQueue } from './in-process-queue.js';
import type { AttemptOutcome, JobQueue } from './job-queue.js';
import type { JobRunRow, JobRunStore } from './job-run-store.js';
import { checkSchedule, latestOccurrence } from './job-schedule.js';

export interface JobRunnerDeps {
  store: JobRunStore;
  queue: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The operator's time zone (`cashier.timeZone`): cron schedules are read in it. */
  timeZone: () => Promise<string>;
  /** How often the scheduler looks for due occurrences while working. */
  tickMs?: number;
}

/** An error as job_runs keeps it: the message only (the log has the stack). */
function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 2_000) || 'failed';
}

/**
 * Runs the modules' jobs. The scheduler (`tick`) turns each periodic job's latest occurrence into
 * a job_runs row keyed by (kind, occurrence), which only one process can insert; that process
 * hands the run to the queue (pg-boss or in-process), whose worker executes it (`execute`),
 * records each attempt and lets the queue retry with backoff. Loops (`loopMs`) run in every
 * process and guard themselves. Nothing runs until `start` (tests call `tick` and `drain`).
 */
export class JobRunner implements JobRegistry {
  private readonly jobs = new Map<string, ModuleJob>();
  /** Per kind, the occurrence this process last recorded or found recorded (saves an insert). */
  private readonly seen = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly loopsRunning = new Set<string>();
  private ticking: Promise<void> | null = null;
  private lastSweep = 0;
  private prepared = false;
  private working = false;

  constructor(private readonly deps: JobRunnerDeps) {}

  register(job: ModuleJob): void {
    checkSchedule(job);
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    if (this.prepared) throw new Error(`job ${job.name}: register before the runner starts`);
    this.jobs.set(job.name, job);
  }

  /** Every registered job (the back office's catalogue). */
  catalogue(): ModuleJob[] {
    return [...this.jobs.values()];
  }

  job(kind: string): ModuleJob | undefined {
    return this.jobs.get(kind);
  }

  /** Creates the queues (idempotent); `start`, `tick` and `enqueue` call it first. */
  async prepare(): Promise<void> {
    if (this.prepared) return;
    this.prepared = true;
    const kinds = this.catalogue()
      .filter((job) => job.loopMs === undefined)
      .map((job) => ({ name: job.name, retry: job.retry ?? DEFAULT_RETRY }));
    await this.deps.queue.prepare(kinds, (runId, attempt) => this.execute(runId, attempt));
  }

  /**
   * Runs every due attempt now (the in-process queue only; tests): answers how many ran. Retries
   * become due when the business clock passes their backoff.
   */
  async drain(): Promise<number> {
    await this.prepare();
    if (!(this.deps.queue instanceof InProcessQueue))
      throw new Error('drain: in-process queue only');
    return this.deps.queue.drain();
  }

  /** Starts the scheduler, the queue's workers and the loops (the app, not tests). */
  async start(): Promise<void> {
    await this.prepare();
    this.working = true;
    await this.deps.queue.work();
    const every = (ms: number, fn: () => Promise<void>) => {
      const timer = setInterval(() => void fn(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.deps.tickMs ?? 1_000, () => this.tickLogged());
    for (const job of this.catalogue()) {
      if (job.loopMs !== undefined) every(job.loopMs, () => this.loop(job));
    }
    await this.tickLogged();
  }

  async stop(): Promise<void> {
    this.working = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.ticking?.catch(() => undefined);
    await this.deps.queue.stop();
  }

  /**
   * Records and sends the latest occurrence of every periodic job that no process has recorded
   * yet. Safe to call from any number of processes at once: the (kind, key) insert decides.
   */
  tick(): Promise<void> {
    // One tick at a time in this process; a caller during a tick waits for it, then ticks again.
    const next = (this.ticking ?? Promise.resolve()).then(() => this.tickOnce());
    this.ticking = next.finally(() => {
      if (this.ticking === next) this.ticking = null;
    });
    return next;
  }

  /**
   * Records a run of `kind` under `key` and sends it: a one-off job's issue, or a manual re-run.
   * Answers the run, or null when (kind, key) was recorded before (it runs once).
   */
  async enqueue(
    kind: string,
    key: string,
    options: { data?: unknown; requestedBy?: string; scheduledFor?: Date } = {},
  ): Promise<JobRunRow | null> {
    const job = this.jobs.get(kind);
    if (!job || job.loopMs !== undefined) throw new Error(`no queued job of kind ${kind}`);
    await this.prepare();
    const run = await this.deps.store.record({
      kind,
      key,
      scheduledFor: options.scheduledFor ?? this.deps.clock.now(),
      maxAttempts: (job.retry ?? DEFAULT_RETRY).limit + 1,
      data: options.data,
      requestedBy: options.requestedBy ?? null,
    });
    if (run) await this.deps.queue.send(kind, run.id);
    return run;
  }

  /**
   * Runs attempt `attempt` of run `runId` (the queues call it): claims it (a duplicate delivery
   * or a finished run is skipped), runs the job, records success, a retry after the backoff, or
   * the final failure with its error.
   */
  async execute(runId: number, attempt: number): Promise<AttemptOutcome> {
    const { store, clock, log } = this.deps;
    const run = await store.claim(runId, attempt, clock.now());
    if (!run) return 'skipped';
    const job = this.jobs.get(run.kind);
    if (!job) {
      await store.fail(run.id, clock.now(), `no job of kind ${run.kind} in this process`, null);
      return 'failed';
    }
    try {
      await job.run(log, {
        key: run.key,
        scheduledFor: run.scheduledFor,
        attempt: run.attempts,
        data: run.data,
      });
      await store.succeed(run.id, clock.now());
      return 'succeeded';
    } catch (err) {
      const now = clock.now();
      const retry = job.retry ?? DEFAULT_RETRY;
      const again = run.attempts < run.maxAttempts;
      const retryAt = again
        ? new Date(now.getTime() + backoffMs(retry.delayMs, run.attempts))
        : null;
      await store.fail(run.id, now, errorText(err), retryAt);
      log.warn(
        { err, job: run.kind, key: run.key, attempt: run.attempts, retryAt },
        again ? 'job attempt failed; it will be retried' : 'job failed for good',
      );
      return again ? 'retrying' : 'failed';
    }
  }

  private async tickOnce(): Promise<void> {
    await this.prepare();
    const now = this.deps.clock.now();
    let timeZone: string | null = null;
    for (const job of this.catalogue()) {
      if (job.intervalMs === undefined && job.cron === undefined) continue;
      if (job.cron !== undefined) timeZone ??= await this.deps.timeZone();
      const occurrence = latestOccurrence(job, now, timeZone ?? 'UTC');
      if (!occurrence || this.seen.get(job.name) === occurrence.key) continue;
      await this.enqueue(job.name, occurrence.key, { scheduledFor: occurrence.at });
      this.seen.set(job.name, occurrence.key);
    }
    await this.resendStranded(now);
  }

  /**
   * A process that died between recording a run and sending it leaves the run queued with no
   * message: once a minute, runs queued for over 5 minutes are sent again (a duplicate message
   * is refused by pg-boss's singleton key, a duplicate attempt by `claim`).
   */
  private async resendStranded(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < 60_000) return;
    this.lastSweep = now.getTime();
    for (const run of await this.deps.store.stranded(new Date(now.getTime() - 300_000), 100)) {
      if (this.jobs.has(run.kind)) await this.deps.queue.send(run.kind, run.id);
    }
  }

  private async tickLogged(): Promise<void> {
    try {
      await this.tick();
    } catch (err) {
      this.deps.log.warn({ err }, 'job scheduler: tick failed; trying again at the next tick');
    }
  }

  /** One round of a loop job, never two at once in this process. */
  private async loop(job: ModuleJob): Promise<void> {
    if (!this.working || this.loopsRunning.has(job.name)) return;
    this.loopsRunning.add(job.name);
    try {
      await job.run(this.deps.log, {
        key: 'loop',
        scheduledFor: this.deps.clock.now(),
        attempt: 1,
        data: null,
      });
    } catch (err) {
      this.deps.log.warn({ err, job: job.name }, 'loop job failed; retrying next round');
    } finally {
      this.loopsRunning.delete(job.name);
    }
  }
}
