import {
  ADMIN_JOBS_API,
  ZErrorResponse,
  ZJobCatalogue,
  ZJobKindParams,
  ZJobRun,
  ZJobRunList,
  ZJobRunsQuery,
  type TJobKind,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit-log.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors.js';
import { actorOf, requireAdmin, type OperatorAuthenticator } from '../guards/admin-guard.js';
import type { JobRunner } from './job-runner.js';
import type { JobRunStore } from './job-run-store.js';
import { presentJobRun } from './job-runs.presenter.js';
import { scheduleOf } from './job-schedule.js';

export interface JobsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  jobRuns: JobRunStore;
  operatorTimeZone: () => Promise<string>;
}

/** Back office: the job catalogue with last runs and failures, the runs, and a re-run. */
export function jobsRoutes(deps: JobsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
    app.get(
      ADMIN_JOBS_API.kinds,
      {
        preHandler: requireAdmin(deps.adminAuth, 'jobs.read'),
        schema: {
          operationId: 'listJobKinds',
          summary: 'The background jobs with their schedule, last run and last failure',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          response: { 200: ZJobCatalogue, ...errors },
        },
      },
      async () => {
        const { last, lastFailed } = await deps.jobRuns.latestByKind();
        const byKind = <T extends { kind: string }>(rows: T[]) =>
          new Map(rows.map((r) => [r.kind, r]));
        const lastOf = byKind(last);
        const failedOf = byKind(lastFailed);
        const kinds: TJobKind[] = deps.jobs
          .catalogue()
          .map((job) => {
            const lastRun = lastOf.get(job.name);
            const lastFailure = failedOf.get(job.name);
            return {
              kind: job.name,
              schedule: scheduleOf(job),
              rerunnable: job.loopMs === undefined,
              lastRun: lastRun ? presentJobRun(lastRun) : null,
              lastFailure: lastFailure ? presentJobRun(lastFailure) : null,
            };
          })
          .sort((a, b) => a.kind.localeCompare(b.kind));
        return { kinds, timeZone: await deps.operatorTimeZone() };
      },
    );

    app.get(
      ADMIN_JOBS_API.runs,
      {
        preHandler: requireAdmin(deps.adminAuth, 'jobs.read'),
        schema: {
          operationId: 'listJobRuns',
          summary: 'The latest job runs, of one kind or state when asked',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          querystring: ZJobRunsQuery,
          response: { 200: ZJobRunList, ...errors },
        },
      },
      async (request) => {
        const { kind, state, limit } = request.query;
        const rows = await deps.jobRuns.list({
          limit,
          ...(kind ? { kind } : {}),
          ...(state ? { state } : {}),
        });
        return { items: rows.map(presentJobRun) };
      },
    );

    app.post(
      ADMIN_JOBS_API.rerunPattern,
      {
        preHandler: requireAdmin(deps.adminAuth, 'jobs.run'),
        schema: {
          operationId: 'rerunJob',
          summary: 'Start a run of a job now (a manual re-run)',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZJobKindParams,
          response: { 201: ZJobRun, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request, reply) => {
        const job = deps.jobs.job(request.params.kind);
        if (!job || job.loopMs !== undefined) {
          throw new AppError('NOT_FOUND', 'No job of this kind can be re-run');
        }
        const actor = actorOf(request);
        const key = `manual:${deps.clock.now().toISOString()}:${request.id}`;
        const run = await deps.jobs.enqueue(job.name, key, {
          requestedBy: actor.username ?? 'operator',
        });
        if (!run) throw new AppError('CONFLICT', 'This run was asked for already');
        await recordAudit(deps.db, actor, {
          action: 'job.rerun',
          targetType: 'job',
          targetId: job.name,
          after: { runId: run.id, key },
        });
        return reply.status(201).send(presentJobRun(run));
      },
    );
  };
}
