import { ADMIN_JOBS_API, type TJobCatalogue, type TJobRun } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../test/test-app.js';

describe('back office: jobs', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let failures = 0;
  beforeAll(async () => {
    t = await createTestApp();
    // A job that fails once, as a vendor outage would (registered before the runner prepares).
    t.app.services.jobs.register({
      name: 'flaky-report',
      retry: { limit: 0, delayMs: 1_000 },
      run: async () => {
        failures += 1;
        if (failures === 1) throw new Error('report store unreachable');
      },
    });
    t.app.services.jobs.register({
      name: 'nightly-report',
      cron: '0 0 * * *',
      run: async () => {},
    });
    headers = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const catalogue = async () => {
    const res = await t.app.inject({ url: ADMIN_JOBS_API.kinds, headers });
    expect(res.statusCode).toBe(200);
    return res.json<TJobCatalogue>();
  };
  const rerun = (kind: string, h: { authorization: string } = headers) =>
    t.app.inject({ method: 'POST', url: ADMIN_JOBS_API.rerun(kind), headers: h });

  it("lists every module's jobs with their schedules in the operator's zone", async () => {
    const { kinds, timeZone } = await catalogue();
    expect(timeZone).toBe('Asia/Bangkok');
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k]));
    expect(byKind['deposit-expiry']).toMatchObject({
      schedule: { type: 'interval', everyMs: 60_000 },
      rerunnable: true,
      lastRun: null,
    });
    expect(byKind['crash-scheduler']).toMatchObject({
      schedule: { type: 'loop', everyMs: 100 },
      rerunnable: false,
    });
    expect(byKind['job-runs-prune']?.schedule).toEqual({ type: 'cron', cron: '30 3 * * *' });
    expect(byKind['flaky-report']?.schedule).toEqual({ type: 'oneOff' });
    for (const kind of [
      'announcement-window-edges',
      'catalogue-sync',
      'downline-pull-expiry',
      'game-rounds-feed-import',
      'game-sessions-prune',
      'house-resume',
      'vendor-transfer-reconcile',
      'withdrawal-auto-receipt',
    ]) {
      expect(byKind[kind], kind).toBeDefined();
    }
  });

  it('re-runs a job, shows its failure with the error, and a later run that succeeded', async () => {
    const first = await rerun('flaky-report');
    expect(first.statusCode).toBe(201);
    expect(first.json<TJobRun>()).toMatchObject({
      kind: 'flaky-report',
      state: 'queued',
      requestedBy: 'admin',
    });
    await t.app.services.jobs.drain();
    let kind = (await catalogue()).kinds.find((k) => k.kind === 'flaky-report')!;
    expect(kind.lastRun).toMatchObject({ state: 'failed', attempts: 1 });
    expect(kind.lastFailure?.error).toBe('report store unreachable');

    expect((await rerun('flaky-report')).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    kind = (await catalogue()).kinds.find((k) => k.kind === 'flaky-report')!;
    expect(kind.lastRun).toMatchObject({ state: 'succeeded', error: null });
    // The failure stays on show until a newer one replaces it.
    expect(kind.lastFailure).toMatchObject({ state: 'failed', error: 'report store unreachable' });

    const failed = await t.app.inject({
      url: `${ADMIN_JOBS_API.runs}?kind=flaky-report&state=failed`,
      headers,
    });
    expect(failed.json<{ items: TJobRun[] }>().items).toHaveLength(1);
    const audit = await t.app.inject({ url: '/api/admin/audit-log?action=job.rerun', headers });
    expect(JSON.stringify(audit.json())).toContain('flaky-report');
  });

  it('runs a module job on a re-run (the real game-session prune)', async () => {
    expect((await rerun('game-sessions-prune')).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    const kind = (await catalogue()).kinds.find((k) => k.kind === 'game-sessions-prune')!;
    expect(kind.lastRun).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('refuses a loop, an unknown kind, a bad query and an operator without the permission', async () => {
    expect((await rerun('crash-scheduler')).json().error.code).toBe('NOT_FOUND');
    expect((await rerun('no-such-job')).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${ADMIN_JOBS_API.runs}?state=lost&limit=0`, headers });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: ADMIN_JOBS_API.kinds })).statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers,
      payload: {
        username: 'fin.jobs',
        displayName: 'Fin',
        role: 'finance',
        password: 'Finance-123x',
      },
    });
    expect(created.statusCode).toBe(201);
    const finance = await adminHeaders(t.app, 'fin.jobs', 'Finance-123x');
    expect((await t.app.inject({ url: ADMIN_JOBS_API.kinds, headers: finance })).statusCode).toBe(
      403,
    );
    expect((await rerun('flaky-report', finance)).statusCode).toBe(403);
  });

  it("reads cron in the site's time zone, cashier.timeZone, as the operator changes it", async () => {
    const { jobs, jobRuns, settings } = t.app.services;
    const nights = async () =>
      (await jobRuns.list({ kind: 'nightly-report', limit: 10 })).map((r) => r.key).reverse();
    t.clock.set(new Date('2026-03-05T23:59:30+07:00'));
    await jobs.tick();
    expect(await nights()).toEqual(['2026-03-04T17:00:00.000Z']);
    const actor = { operatorId: null, username: 'test', ip: null, requestId: null };
    const cashier = await settings.get('cashier');
    await settings.update('cashier', { ...cashier, timeZone: 'UTC' }, actor);
    // 00:00:30 UTC is 07:00:30 in Bangkok: only UTC's midnight has just passed.
    t.clock.set(new Date('2026-03-06T00:00:30Z'));
    await jobs.tick();
    expect(await nights()).toEqual(['2026-03-04T17:00:00.000Z', '2026-03-06T00:00:00.000Z']);
  });
});
