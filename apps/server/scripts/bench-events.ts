/**
 * `npm run bench:events`: outbox events written and consumed per second on PostgreSQL
 * (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres; a scratch
 * database is created and dropped), with two server-like processes, each writing half the events
 * (one event per transaction, BENCH_STREAMS concurrent writers) and each running the real
 * delivery (LISTEN/NOTIFY and polling) for the same two consumers, whose effect is one row per
 * event in the batch's transaction. At the end every consumer must have exactly one effect row
 * per event: zero lost, zero doubled. Baseline, measured first in the same run: the same
 * transactions inserting a plain row (no outbox, no NOTIFY, nobody consuming).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase, queryRows, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { EventDispatcher } from '../src/platform/events/event-dispatcher.js';
import { EventRunner } from '../src/platform/events/event-runner.js';
import {
  countingConsumer,
  createEffectsTable,
  effectCounts,
  testEvent,
} from '../src/platform/events/events-test-kit.js';
import { publish, publishAll } from '../src/platform/events/publish.js';
import { admin } from './bench-kit.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 40_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 8);
/** Events per writing transaction (1: one business change, one event). */
const PER_TRANSACTION = Number(process.env.BENCH_PER_TRANSACTION ?? 1);
const PROCESSES = 2;
const CONSUMERS = ['bench-a', 'bench-b'];

async function main(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `lw_ebench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const workers: Worker[] = [];
  try {
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    await runMigrations(handle, url.toString());
    await createEffectsTable(handle.db);
    await handle.db.execute(sql`CREATE TABLE bench_plain (id bigserial PRIMARY KEY, v text)`);
    for (let i = 0; i < PROCESSES; i++) workers.push(startWorker(url.toString()));
    await Promise.all(workers.map((w) => w.next('ready')));

    const baselineStart = performance.now();
    workers.forEach((w) => w.send('baseline'));
    await Promise.all(workers.map((w) => w.next('baseline done')));
    const baselineSeconds = (performance.now() - baselineStart) / 1000;

    const start = performance.now();
    workers.forEach((w) => w.send('events'));
    const written = Promise.all(workers.map((w) => w.next('events done'))).then(
      () => (performance.now() - start) / 1000,
    );
    const consumed = waitConsumed(handle.db).then(() => (performance.now() - start) / 1000);
    const [writeSeconds, consumeSeconds] = await Promise.all([written, consumed]);

    const live = await verify(handle.db);

    // Replay: both consumers from position 0 through the whole log, in both processes.
    await handle.db.execute(sql`TRUNCATE event_effects`);
    const dispatcher = new EventDispatcher(handle.db);
    const replayStart = performance.now();
    for (const c of CONSUMERS) await dispatcher.resetPosition(c, 0);
    await waitConsumed(handle.db);
    const replaySeconds = (performance.now() - replayStart) / 1000;
    const replay = await verify(handle.db);
    const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString('en')}/s`;
    console.log(
      `${EVENTS.toLocaleString('en')} events, ${PROCESSES} processes x ${STREAMS} writers ` +
        `(${PER_TRANSACTION} event(s) per transaction), ${CONSUMERS.length} consumers in each ` +
        `process; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores\n`,
    );
    console.log(
      `baseline, plain one-row transactions  ${rate(EVENTS / PER_TRANSACTION, baselineSeconds)}`,
    );
    console.log(
      `events written (outbox + NOTIFY)      ${rate(EVENTS, writeSeconds)}` +
        `  (transactions at ${((baselineSeconds / writeSeconds) * 100).toFixed(0)} % of baseline)`,
    );
    console.log(
      `events consumed, each consumer        ${rate(EVENTS, consumeSeconds)}` +
        `  (last effect ${(consumeSeconds - writeSeconds).toFixed(2)} s after the last write)`,
    );
    console.log(
      `effects applied, both consumers       ${rate(EVENTS * CONSUMERS.length, consumeSeconds)}`,
    );
    console.log(
      `replay of the log from 0, each consumer ${rate(EVENTS, replaySeconds)}` +
        `  (both: ${rate(EVENTS * CONSUMERS.length, replaySeconds)})`,
    );
    console.log(
      `lost effects ${live.lost} (replay ${replay.lost}), ` +
        `doubled effects ${live.doubled} (replay ${replay.doubled})`,
    );
    await handle.close();
    if (live.lost + live.doubled + replay.lost + replay.doubled !== 0) process.exitCode = 1;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
    else await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Events without an effect row, and effect rows beyond one per event, over the consumers. */
async function verify(db: Database): Promise<{ lost: number; doubled: number }> {
  const counts = await Promise.all(CONSUMERS.map((c) => effectCounts(db, c)));
  return {
    lost: counts.reduce((sum, c) => sum + (c.events - c.distinct), 0),
    doubled: counts.reduce((sum, c) => sum + (c.rows - c.distinct), 0),
  };
}

/** Waits until every consumer's position reached the last event. */
async function waitConsumed(db: Database): Promise<void> {
  for (;;) {
    const [row] = await queryRows<{ done: boolean }>(
      db,
      sql`SELECT count(*) = ${CONSUMERS.length} AND (SELECT count(*) FROM outbox_events) = ${EVENTS}
            AS done
          FROM consumer_positions
          WHERE position >= (SELECT coalesce(max(position), 0) FROM outbox_events)
            AND position > 0`,
    );
    if (row?.done) return;
    await sleep(20);
  }
}

interface Worker {
  send(line: string): void;
  next(line: string): Promise<void>;
  stop(): Promise<void>;
}

function startWorker(url: string): Worker {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_EVENTS_WORKER_URL: url },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map<string, () => void>();
  let buffer = '';
  child.stdout!.on('data', (d: Buffer) => {
    buffer += d.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) waiting.get(line)?.();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    send: (line) => child.stdin!.write(`${line}\n`),
    next: (line) =>
      new Promise<void>((resolve, reject) => {
        waiting.set(line, resolve);
        void exited.then(() => reject(new Error(`worker exited before "${line}"`)));
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One process: writers of half the events, and delivery for both consumers. */
async function worker(url: string): Promise<void> {
  const handle = await openDatabase({ url, poolSize: STREAMS + 4 });
  const dispatcher = new EventDispatcher(handle.db);
  for (const name of CONSUMERS) dispatcher.register(countingConsumer(name, { batchSize: 1000 }));
  const runner = new EventRunner(dispatcher, handle.db, 'postgres', pino({ level: 'warn' }), {
    pollMs: 200,
  });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const share = EVENTS / PROCESSES / PER_TRANSACTION;
  const perStream = Math.ceil(share / STREAMS);
  const streams = (write: (stream: number, i: number) => Promise<void>) =>
    Promise.all(
      Array.from({ length: STREAMS }, async (_, s) => {
        for (let i = 0; i < perStream && s * perStream + i < share; i++) await write(s, i);
      }),
    );
  const commands = lines();
  process.stdout.write('ready\n');
  for await (const command of commands) {
    if (command === 'baseline') {
      await streams(async (s, i) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO bench_plain (v) VALUES ($1)', [
            `${process.pid}-${s}-${i}`,
          ]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      });
      process.stdout.write('baseline done\n');
    }
    if (command === 'events') {
      await runner.start();
      await streams((s, i) =>
        handle.db.transaction(async (tx) => {
          const batch = Array.from({ length: PER_TRANSACTION }, (_, k) =>
            testEvent(`${process.pid}-${s}-${i}-${k}`),
          );
          // One change, one event; a group of changes (a batch of wagers), one statement.
          if (PER_TRANSACTION === 1) await publish(tx, batch[0]!);
          else await publishAll(tx, batch);
        }),
      );
      process.stdout.write('events done\n');
    }
  }
  await runner.stop();
  await handle.close();
}

async function* lines(): AsyncGenerator<string> {
  let buffer = '';
  for await (const chunk of process.stdin) {
    buffer += String(chunk);
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    yield* parts;
  }
}

if (process.env.BENCH_EVENTS_WORKER_URL) {
  process.on('SIGTERM', () => process.exit(0));
  await worker(process.env.BENCH_EVENTS_WORKER_URL);
} else {
  await main();
}
