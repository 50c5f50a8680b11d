/**
 * A bench's statement profile (BENCH_PROFILE=1): every query sent through `pg` while `measure`
 * runs is counted and timed (send to answer, as the caller waits for it), grouped by its first
 * words. What tells round trips per batch and where a batch's time goes.
 */
import pg from 'pg';

interface Line {
  count: number;
  ms: number;
}

type Query = (...args: unknown[]) => unknown;

export class StatementProfile {
  private lines: Map<string, Line> | null = null;

  constructor() {
    const original = pg.Client.prototype.query as unknown as Query;
    const linesNow = () => this.lines;
    (pg.Client.prototype as unknown as { query: Query }).query = function (
      this: unknown,
      ...args: unknown[]
    ) {
      const lines = linesNow();
      if (!lines) return original.apply(this, args);
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
      const started = performance.now();
      const done = () => {
        const line = lines.get(key) ?? { count: 0, ms: 0 };
        line.count += 1;
        line.ms += performance.now() - started;
        lines.set(key, line);
      };
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return (callback as Query)(...results);
        };
        return original.apply(this, args);
      }
      const answer = original.apply(this, args) as Promise<unknown> | undefined;
      if (answer && typeof answer.then === 'function') void answer.then(done, done);
      return answer;
    };
  }

  /** Runs `fn` with every statement recorded; prints the lines per batch, slowest first. */
  async measure<T>(label: string, batches: number, fn: () => Promise<T>): Promise<T> {
    this.lines = new Map();
    const lines = this.lines;
    const started = performance.now();
    try {
      return await fn();
    } finally {
      this.lines = null;
      const total = performance.now() - started;
      const perBatch = [...lines.values()].reduce((a, l) => a + l.count, 0) / batches;
      console.log(
        `  profile ${label}: ${batches} batches, ${perBatch.toFixed(1)} statements a batch, ${(total / batches).toFixed(1)} ms a batch`,
      );
      for (const [text, l] of [...lines].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
        console.log(
          `    ${(l.count / batches).toFixed(1).padStart(5)}/batch ${(l.ms / batches).toFixed(1).padStart(7)} ms  ${text}`,
        );
      }
    }
  }
}
