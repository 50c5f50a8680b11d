import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testClockStart } from '../../../test/test-app.js';
import { testEngine, type TestDatabase } from '../../../test/test-database.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { TestClock } from '../clock.js';
import type { ModuleJob } from './job-definition.js';
import { testRunner, waitForRuns } from './jobs-test-kit.js';

const onPostgres = testEngine().kind === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job runner (in-process queue: the PGlite runner, on either engine)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('runs a period once when three processes schedule it at once', async () => {
    const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
    let runs = 0;
    const job: ModuleJob = {
      name: 'once-in-process',
      intervalMs: 60_000,
      run: async () => {
        runs += 1;
        await sleep(20);
      },
    };
    const processes = [1, 2, 3].map(() =>
      testRunner(database.handle.db, clock, [job], { queue: 'in-process' }),
    );
    await Promise.all(processes.map(({ runner }) => runner.tick()));
    await Promise.all(processes.map(({ runner }) => runner.tick()));
    await Promise.all(processes.map(({ runner }) => runner.drain()));
    expect(runs).toBe(1);
    const [store] = processes.map((p) => p.store);
    const recorded = await store!.list({ kind: 'once-in-process', limit: 10 });
    expect(recorded.map((r) => [r.key, r.state, r.attempts])).toEqual([
      ['2026-03-05T10:00:00.000Z', 'succeeded', 1],
    ]);
    // The next interval is a new period: it runs once more.
    clock.advance(60_000);
    await Promise.all(processes.map(({ runner }) => runner.tick()));
    await Promise.all(processes.map(({ runner }) => runner.drain()));
    expect(runs).toBe(2);
  });

  it('retries a failing job with backoff on the business clock, then shows its failure', async () => {
    const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
    const attempts: number[] = [];
    const { runner, store } = testRunner(
      database.handle.db,
      clock,
      [
        {
          name: 'always-fails',
          intervalMs: 3_600_000,
          retry: { limit: 2, delayMs: 60_000 },
          run: async (_log, run) => {
            attempts.push(run.attempt);
            throw new Error(`vendor down (attempt ${run.attempt})`);
          },
        },
      ],
      { queue: 'in-process' },
    );
    await runner.tick();
    expect(await runner.drain()).toBe(1);
    let [run] = await store.list({ kind: 'always-fails', limit: 1 });
    expect(run).toMatchObject({ state: 'retrying', attempts: 1, error: 'vendor down (attempt 1)' });
    // The first retry waits 60 s, the second 120 s.
    clock.advance(30_000);
    expect(await runner.drain()).toBe(0);
    clock.advance(31_000);
    expect(await runner.drain()).toBe(1);
    clock.advance(60_000);
    expect(await runner.drain()).toBe(0);
    clock.advance(61_000);
    expect(await runner.drain()).toBe(1);
    [run] = await store.list({ kind: 'always-fails', limit: 1 });
    expect(run).toMatchObject({ state: 'failed', attempts: 3, maxAttempts: 3 });
    expect(run!.error).toBe('vendor down (attempt 3)');
    expect(attempts).toEqual([1, 2, 3]);
    // Failed for good: nothing more runs, however long one waits.
    clock.advance(86_400_000);
    expect(await runner.drain()).toBe(0);
  });

  it('runs a cron job at midnight in the operator time zone, once per night', async () => {
    // 23:59:30 in Bangkok is 16:59:30 UTC: the UTC day does not change at Bangkok's midnight.
    const clock = new TestClock(new Date('2026-03-05T23:59:30+07:00'));
    const nights: string[] = [];
    const { runner, store } = testRunner(
      database.handle.db,
      clock,
      [
        {
          name: 'nightly',
          cron: '0 0 * * *',
          run: async (_log, run) => void nights.push(run.scheduledFor.toISOString()),
        },
      ],
      { queue: 'in-process', timeZone: 'Asia/Bangkok' },
    );
    await runner.tick();
    await runner.drain();
    // The start catches up the night that began this day.
    expect(nights).toEqual(['2026-03-04T17:00:00.000Z']);
    clock.set(new Date('2026-03-05T23:59:59.500+07:00'));
    await runner.tick();
    await runner.drain();
    expect(nights).toHaveLength(1);
    clock.set(new Date('2026-03-06T00:00:01+07:00'));
    await runner.tick();
    await runner.tick();
    await runner.drain();
    expect(nights).toEqual(['2026-03-04T17:00:00.000Z', '2026-03-05T17:00:00.000Z']);
    const keys = (await store.list({ kind: 'nightly', limit: 10 })).map((r) => r.key);
    expect(keys).toEqual(['2026-03-05T17:00:00.000Z', '2026-03-04T17:00:00.000Z']);
  });

  it('runs kinds side by side: a long sync does not hold up the expiry', async () => {
    const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    const { runner } = testRunner(
      database.handle.db,
      clock,
      [
        {
          name: 'slow-sync',
          intervalMs: 3_600_000,
          run: () => held.then(() => void done.push('sync')),
        },
        { name: 'quick-expiry', run: async () => void done.push('expiry') },
      ],
      { queue: 'in-process' },
    );
    await runner.tick();
    const first = runner.drain();
    await sleep(50);
    await runner.enqueue('quick-expiry', 'now');
    // The sync is still running; the expiry runs anyway.
    expect(await runner.drain()).toBe(1);
    expect(done).toEqual(['expiry']);
    release();
    expect(await first).toBe(1);
    expect(done).toEqual(['expiry', 'sync']);
  });

  it('prunes finished runs older than the cut-off and keeps the rest', async () => {
    const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
    const { runner, store } = testRunner(
      database.handle.db,
      clock,
      [{ name: 'prunable', intervalMs: 60_000, run: async () => undefined }],
      { queue: 'in-process' },
    );
    await runner.tick();
    await runner.drain();
    await store.record({
      kind: 'prunable',
      key: 'waiting',
      scheduledFor: new Date('2026-03-01T00:00:00Z'),
      maxAttempts: 1,
    });
    // The earlier tests' runs share the table: at least this test's finished run goes.
    expect(await store.prune(new Date('2026-03-05T11:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await store.list({ kind: 'prunable', limit: 10 });
    expect(left.map((r) => [r.key, r.state])).toEqual([['waiting', 'queued']]);
  });

  it('runs a one-off job once per key, however often it is asked', async () => {
    const clock = new TestClock(testClockStart());
    const seen: unknown[] = [];
    const { runner } = testRunner(
      database.handle.db,
      clock,
      [{ name: 'draw-settle', run: async (_log, run) => void seen.push(run.data) }],
      { queue: 'in-process' },
    );
    const asks = await Promise.all(
      Array.from({ length: 10 }, () =>
        runner.enqueue('draw-settle', 'issue:20260305-001', { data: { issue: 1 } }),
      ),
    );
    expect(asks.filter((run) => run !== null)).toHaveLength(1);
    await runner.drain();
    expect(seen).toEqual([{ issue: 1 }]);
  });
});

describe.runIf(onPostgres)(
  'job runner on pg-boss (three processes, one PostgreSQL database)',
  () => {
    let database: TestDatabase;
    let processes: DatabaseHandle[] = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: database.url!, poolSize: 4 })),
      );
    });
    afterAll(async () => {
      await Promise.all(processes.map((p) => p.close()));
      await database.drop();
    });

    it('runs a period once when three processes start it at once', async () => {
      const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
      let runs = 0;
      const job: ModuleJob = {
        name: 'once-pg-boss',
        intervalMs: 60_000,
        run: async () => {
          runs += 1;
          await sleep(50);
        },
      };
      const runners = processes.map((p) => testRunner(p.db, clock, [job], { queue: 'pg-boss' }));
      try {
        await Promise.all(runners.map(({ runner }) => runner.start()));
        await Promise.all(runners.map(({ runner }) => runner.tick()));
        const [run] = await waitForRuns(runners[0]!.store, 'once-pg-boss', (r) =>
          r.every((x) => x.state === 'succeeded'),
        );
        // Time for a second delivery to show up, were there one.
        await sleep(1_500);
        expect(runs).toBe(1);
        expect(run).toMatchObject({ key: '2026-03-05T10:00:00.000Z', attempts: 1 });
        expect(await runners[1]!.store.list({ kind: 'once-pg-boss', limit: 10 })).toHaveLength(1);
      } finally {
        await Promise.all(runners.map(({ runner }) => runner.stop()));
      }
    }, 30_000);

    it('retries a failing job with pg-boss backoff and records the final failure', async () => {
      const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
      const startedAt: number[] = [];
      const job: ModuleJob = {
        name: 'fails-pg-boss',
        intervalMs: 3_600_000,
        retry: { limit: 2, delayMs: 1_000 },
        run: async (_log, run) => {
          startedAt.push(Date.now());
          throw new Error(`gateway timeout (attempt ${run.attempt})`);
        },
      };
      const runners = processes.map((p) => testRunner(p.db, clock, [job], { queue: 'pg-boss' }));
      try {
        await Promise.all(runners.map(({ runner }) => runner.start()));
        const [run] = await waitForRuns(runners[0]!.store, 'fails-pg-boss', (r) =>
          r.some((x) => x.state === 'failed'),
        );
        expect(run).toMatchObject({ state: 'failed', attempts: 3, maxAttempts: 3 });
        expect(run!.error).toBe('gateway timeout (attempt 3)');
        expect(startedAt).toHaveLength(3);
        // pg-boss's backoff: 1 to 2 s before the first retry, 2 to 4 s before the second.
        const gaps = [startedAt[1]! - startedAt[0]!, startedAt[2]! - startedAt[1]!];
        expect(gaps[0]).toBeGreaterThanOrEqual(900);
        expect(gaps[1]).toBeGreaterThanOrEqual(1_900);
      } finally {
        await Promise.all(runners.map(({ runner }) => runner.stop()));
      }
    }, 30_000);

    it('sends again a run whose process died between recording and sending it', async () => {
      const clock = new TestClock(new Date('2026-03-05T10:00:30Z'));
      let runs = 0;
      const job: ModuleJob = {
        name: 'stranded',
        intervalMs: 3_600_000,
        run: async () => void (runs += 1),
      };
      const { runner, store } = testRunner(processes[0]!.db, clock, [job], { queue: 'pg-boss' });
      // The dead process recorded this hour's run and never sent it.
      await store.record({
        kind: 'stranded',
        key: '2026-03-05T10:00:00.000Z',
        scheduledFor: new Date('2026-03-05T10:00:00.000Z'),
        maxAttempts: 4,
      });
      clock.advance(6 * 60_000);
      try {
        await runner.start();
        const [run] = await waitForRuns(store, 'stranded', (r) => r[0]?.state === 'succeeded');
        expect(run).toMatchObject({ key: '2026-03-05T10:00:00.000Z', attempts: 1 });
        expect(runs).toBe(1);
      } finally {
        await runner.stop();
      }
    }, 30_000);
  },
);
