import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import type { ExecuteAttempt, JobQueue, QueueKind } from './job-queue.js';

interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The message of a run: job_runs holds everything else. */
interface RunMessage {
  runId: number;
}

/**
 * Runs `fn` again when PostgreSQL picked it as a deadlock victim: processes starting at once
 * create the same queue (a table and a partition each), and one of two such creations may lose.
 * The retry finds the queue made and does nothing.
 */
async function retryOnDeadlock(fn: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

/** Thrown to pg-boss so that it retries (or fails) the attempt; the error is in job_runs. */
class AttemptFailed extends Error {}

export interface PgBossQueueOptions {
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollSeconds?: number;
  /** An attempt still active after this long is taken as dead and retried. */
  expireInSeconds?: number;
}

/**
 * The job queue on PostgreSQL: pg-boss, on the app's own node-postgres pool. One pg-boss queue
 * per kind with the kind's retry policy (`retryLimit`, `retryDelay`, `retryBackoff`); every
 * process works every queue, and pg-boss's SKIP LOCKED fetch gives each message to one of them.
 * A message carries the job_runs id only; the `stately` policy with the run id as singleton key
 * keeps a second send of the same run (a stranded-run re-send) from queueing it twice. pg-boss's
 * own cron is not used: the runner schedules on the business clock in the operator's zone.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private kinds: QueueKind[] = [];
  private execute: ExecuteAttempt | null = null;
  private started = false;

  constructor(
    db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: PgBossQueueOptions = {},
  ) {
    // drizzle keeps the node-postgres pool it wraps as `$client`.
    const pool = (db as unknown as { $client: PgPool }).$client;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: never[] }> },
      schedule: false,
      migrate: true,
      supervise: true,
    });
    this.boss.on('error', (err) => this.log.warn({ err }, 'pg-boss error'));
  }

  async prepare(kinds: QueueKind[], execute: ExecuteAttempt): Promise<void> {
    this.kinds = kinds;
    this.execute = execute;
    if (!this.started) {
      await this.boss.start();
      this.started = true;
    }
    for (const kind of kinds) {
      const policy = {
        name: kind.name,
        policy: 'stately' as const,
        retryLimit: kind.retry.limit,
        retryDelay: Math.max(1, Math.round(kind.retry.delayMs / 1000)),
        retryBackoff: true,
        expireInSeconds: this.options.expireInSeconds ?? 15 * 60,
      };
      // Idempotent (ON CONFLICT DO NOTHING), so every process may create it; the update keeps an
      // existing queue's policy in step with the code.
      await retryOnDeadlock(async () => {
        if (!(await this.boss.getQueue(kind.name))) await this.boss.createQueue(kind.name, policy);
      });
      await this.boss.updateQueue(kind.name, policy);
    }
  }

  async work(): Promise<void> {
    const execute = this.execute;
    if (!execute) throw new Error('job queue: prepare before work');
    for (const kind of this.kinds) {
      await this.boss.work<RunMessage>(
        kind.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollSeconds ?? 2,
        },
        async ([job]) => {
          if (!job) return;
          const outcome = await execute(job.data.runId, job.retryCount + 1);
          if (outcome === 'retrying' || outcome === 'failed') {
            throw new AttemptFailed(`run ${job.data.runId} attempt ${job.retryCount + 1} failed`);
          }
        },
      );
    }
  }

  async send(kind: string, runId: number): Promise<void> {
    await this.boss.send(kind, { runId } satisfies RunMessage, { singletonKey: String(runId) });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // The pool is the app's: closing it is the database handle's job.
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }
}
