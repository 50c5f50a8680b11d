import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { seedFirstRun } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

/** Runs one statement on its own connection (CREATE or DROP DATABASE around a benchmark). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One measured run: requests per second, and the median and 99th-percentile latency (ms). */
export interface Figure {
  rate: number;
  p50: number;
  p99: number;
}

/**
 * Runs each loop (one per client: `step(i)` is its i-th request) for `seconds` after a half-second
 * warm-up; only requests that started after the warm-up and ended in time count.
 */
export async function measureLoops(
  loops: ((i: number) => Promise<void>)[],
  seconds: number,
): Promise<Figure> {
  const from = performance.now() + 500;
  const until = from + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    loops.map(async (step) => {
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        await step(i);
        const ended = performance.now();
        if (started >= from && ended < until) latencies.push(ended - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rate: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** The median of each figure over alternated runs. */
export function medianFigure(runs: Figure[]): Figure {
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    rate: med(runs.map((r) => r.rate)),
    p50: med(runs.map((r) => r.p50)),
    p99: med(runs.map((r) => r.p99)),
  };
}

/** The figure a worker thread (the clients, other machines in truth) posts back, or its error. */
export function figureOf(worker: Worker): Promise<Figure> {
  return new Promise((resolve, reject) => {
    worker.once('message', (figure: Figure | { error: string }) => {
      void worker.terminate();
      if ('error' in figure) reject(new Error(figure.error));
      else resolve(figure);
    });
    worker.once('error', reject);
  });
}

/** A benchmark's app listening on `port`, its database and driver pool; `close` drops it all. */
export interface BenchApp {
  app: App;
  handle: DatabaseHandle;
  pool: pg.Pool;
  port: number;
  close: () => Promise<void>;
}

/**
 * A scratch database on TEST_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), created, migrated and seeded, and the app built
 * on it listening on a free port. `close` closes the app and drops the database (call it in a
 * `finally`); a failure before it answers drops the database too.
 */
export async function openBenchApp(options: {
  prefix: string;
  poolSize: number;
  env?: Record<string, string>;
}): Promise<BenchApp> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${options.prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
    await runMigrations(handle, url.toString());
    await seedFirstRun(handle, `Bench-${crypto.randomBytes(6).toString('hex')}`);
    const config = loadConfig({
      // 'test' runs no background jobs: the crash game's 100 ms scheduler (and, on this fresh
      // database, its one-off hash chain of a million SHA-256) would share the event loop with
      // the requests measured.
      NODE_ENV: 'test',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      ...options.env,
    });
    const app = await buildApp({ config, database: handle });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const close = async () => {
      try {
        await app.close();
      } finally {
        await drop();
      }
    };
    return { app, handle, pool, port, close };
  } catch (err) {
    await drop();
    throw err;
  }
}

/**
 * Runs the clients in a worker thread (they are other machines: their requests and parsing
 * should not eat the server's event loop) and answers their Figure. `clientSource` is CommonJS
 * that defines `loops`: one `(i) => Promise<void>` per client (its i-th request), from
 * `workerData` (with `seconds`) and `agent` (a keep-alive http.Agent); the kit measures them as
 * `measureLoops` does.
 */
export function measureInWorker(
  clientSource: string,
  workerData: Record<string, unknown>,
  seconds: number,
): Promise<Figure> {
  const source = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const crypto = require('node:crypto');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
${clientSource}
(async () => {
  const from = performance.now() + 500;
  const until = from + workerData.seconds * 1000;
  const latencies = [];
  await Promise.all(loops.map(async (step) => {
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      await step(i);
      const ended = performance.now();
      if (started >= from && ended < until) latencies.push(ended - started);
    }
  }));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] || 0;
  parentPort.postMessage({ rate: latencies.length / workerData.seconds, p50: at(0.5), p99: at(0.99) });
})().catch((err) => parentPort.postMessage({ error: String(err) }));
`;
  return figureOf(new Worker(source, { eval: true, workerData: { ...workerData, seconds } }));
}

/** The table's header: the API against the raw-SQL baseline, and one last column of its own. */
export function printHeader(
  title: string,
  run: { seconds: number; repeats: number },
  clients: string,
  last: string,
): void {
  console.log(`\n${title}`);
  console.log(`${run.seconds} s per run, ${run.repeats} alternations per figure, medians\n`);
  console.log(
    `${clients.padStart(7)}  API calls/s  p50 ms  p99 ms  raw SQL/s  p50 ms  p99 ms  ratio  ${last}`,
  );
}

/** One row of medians (API, raw SQL, their ratio, the last column) and the runs behind it. */
export function printRow(
  clients: number,
  apiRuns: Figure[],
  rawRuns: Figure[],
  last: string,
): void {
  const api = medianFigure(apiRuns);
  const base = medianFigure(rawRuns);
  console.log(
    [
      String(clients).padStart(7),
      api.rate.toFixed(0).padStart(11),
      api.p50.toFixed(1).padStart(6),
      api.p99.toFixed(1).padStart(6),
      base.rate.toFixed(0).padStart(9),
      base.p50.toFixed(1).padStart(6),
      base.p99.toFixed(1).padStart(6),
      (api.rate / base.rate).toFixed(2).padStart(5),
      last,
    ].join('  '),
  );
  console.log(
    `         runs: API ${apiRuns.map((f) => f.rate.toFixed(0)).join(', ')}; raw ${rawRuns
      .map((f) => f.rate.toFixed(0))
      .join(', ')}`,
  );
}
