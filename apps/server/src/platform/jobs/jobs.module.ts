import type { OperatorAuthenticator } from '../guards/admin-guard.js';
import { defineModule, type Core } from '../module.js';
import { InProcessQueue } from './in-process-queue.js';
import { JobRunStore } from './job-run-store.js';
import { JobRunner } from './job-runner.js';
import { PgBossQueue } from './pg-boss-queue.js';
import { jobsRoutes } from './jobs.routes.js';

export interface JobsNeeds extends Pick<Core, 'db' | 'databaseKind' | 'clock' | 'log' | 'config'> {
  adminAuth: OperatorAuthenticator;
  /** The operator's time zone (`cashier.timeZone`, wired in app.ts): cron is read in it. */
  operatorTimeZone: () => Promise<string>;
}

export interface JobsProvides {
  /** The job runner: `ModuleList.install` registers every module's `jobs:` on it. */
  jobs: JobRunner;
  /** The record of job runs (the back office reads it). */
  jobRuns: JobRunStore;
}

/** Finished runs are kept this long (the prune job deletes older ones). */
const KEEP_RUNS_MS = 30 * 86_400_000;

/**
 * Background jobs (`platform/jobs`): pg-boss on PostgreSQL, the in-process queue on PGlite. Tests
 * (NODE_ENV=test) get the in-process queue on either engine and nothing runs by itself: they call
 * `jobs.tick()` and `jobs.drain()`, or the services, themselves.
 */
export const jobsModule = defineModule<JobsNeeds, JobsProvides>({
  name: 'jobs',
  services: ({ db, databaseKind, clock, log, config, operatorTimeZone }) => {
    const jobRuns = new JobRunStore(db);
    const queue =
      databaseKind === 'postgres' && config.NODE_ENV !== 'test'
        ? new PgBossQueue(db, log)
        : new InProcessQueue(jobRuns, clock, log);
    const jobs = new JobRunner({ store: jobRuns, queue, clock, log, timeZone: operatorTimeZone });
    return { jobs, jobRuns };
  },
  routes: (deps) => [jobsRoutes(deps)],
  jobs: ({ jobRuns, clock }) => [
    {
      // Every night at 03:30 in the operator's zone: the record of runs stays small.
      name: 'job-runs-prune',
      cron: '30 3 * * *',
      run: async (log) => {
        const pruned = await jobRuns.prune(new Date(clock.now().getTime() - KEEP_RUNS_MS));
        if (pruned > 0) log.info({ pruned }, 'old job runs deleted');
      },
    },
  ],
  start: async ({ jobs, config }) => {
    if (config.NODE_ENV !== 'test') await jobs.start();
  },
  stop: ({ jobs }) => jobs.stop(),
});
