import type { Worker } from 'node:worker_threads';
import pg from 'pg';

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
