import { pino } from 'pino';
import type { Database } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { InProcessQueue } from './in-process-queue.js';
import type { ModuleJob } from './job-definition.js';
import { JobRunStore, type JobRunRow } from './job-run-store.js';
import { JobRunner } from './job-runner.js';
import { PgBossQueue } from './pg-boss-queue.js';

const silent = pino({ enabled: false });

/** A runner as one process would have it, on `db`, with the given jobs registered. */
export function testRunner(
  db: Database,
  clock: Clock,
  jobs: ModuleJob[],
  options: { queue: 'pg-boss' | 'in-process'; timeZone?: string },
): { runner: JobRunner; store: JobRunStore } {
  const store = new JobRunStore(db);
  const queue =
    options.queue === 'pg-boss'
      ? new PgBossQueue(db, silent, { pollSeconds: 0.5 })
      : new InProcessQueue(store, clock, silent);
  const runner = new JobRunner({
    store,
    queue,
    clock,
    log: silent,
    timeZone: async () => options.timeZone ?? 'Asia/Bangkok',
    tickMs: 200,
  });
  for (const job of jobs) runner.register(job);
  return { runner, store };
}

/** Waits (real time, polling the record) until `done` holds for the runs of `kind`. */
export async function waitForRuns(
  store: JobRunStore,
  kind: string,
  done: (runs: JobRunRow[]) => boolean,
  timeoutMs = 20_000,
): Promise<JobRunRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const runs = await store.list({ kind, limit: 100 });
    if (done(runs)) return runs;
    if (Date.now() > until)
      throw new Error(`runs of ${kind} never settled: ${JSON.stringify(runs)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
