/*
 * Live figures of the wallet API, per vendor, in memory per process (the back office reads them):
 * calls per path, refusals per protocol code, and a latency histogram from which p50/p99 are read.
 */

/** Upper bounds (ms) of the latency buckets; a last bucket holds everything slower. */
export const LATENCY_BUCKETS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 3000] as const;

interface VendorFigures {
  since: number;
  calls: Map<string, number>;
  errors: Map<string, number>;
  buckets: number[];
  totalMs: number;
  count: number;
  maxMs: number;
}

export interface WalletFiguresSnapshot {
  vendor: string;
  since: string;
  calls: Record<string, number>;
  totalCalls: number;
  errors: Record<string, number>;
  totalErrors: number;
  latency: {
    /** Bucket upper bounds in ms (the last bucket is open). */
    bucketsMs: number[];
    counts: number[];
    meanMs: number;
    p50Ms: number;
    p99Ms: number;
    maxMs: number;
  };
}

/** Counts calls, refusals and latency per vendor. */
export class WalletFigures {
  private readonly vendors = new Map<string, VendorFigures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records one call: its path, its answer status and how long it took. */
  record(vendor: string, path: string, status: string, ms: number): void {
    let f = this.vendors.get(vendor);
    if (!f) {
      f = {
        since: this.now(),
        calls: new Map(),
        errors: new Map(),
        buckets: new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0),
        totalMs: 0,
        count: 0,
        maxMs: 0,
      };
      this.vendors.set(vendor, f);
    }
    f.calls.set(path, (f.calls.get(path) ?? 0) + 1);
    if (status !== 'OK') f.errors.set(status, (f.errors.get(status) ?? 0) + 1);
    let i = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
    if (i < 0) i = LATENCY_BUCKETS_MS.length;
    f.buckets[i]!++;
    f.totalMs += ms;
    f.count++;
    if (ms > f.maxMs) f.maxMs = ms;
  }

  /** Every vendor's figures, by vendor code. */
  snapshot(): WalletFiguresSnapshot[] {
    return [...this.vendors.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([vendor, f]) => ({
        vendor,
        since: new Date(f.since).toISOString(),
        calls: Object.fromEntries(f.calls),
        totalCalls: f.count,
        errors: Object.fromEntries(f.errors),
        totalErrors: [...f.errors.values()].reduce((a, b) => a + b, 0),
        latency: {
          bucketsMs: [...LATENCY_BUCKETS_MS],
          counts: [...f.buckets],
          meanMs: f.count === 0 ? 0 : round(f.totalMs / f.count),
          p50Ms: quantile(f, 0.5),
          p99Ms: quantile(f, 0.99),
          maxMs: round(f.maxMs),
        },
      }));
  }

  reset(): void {
    this.vendors.clear();
  }
}

/** The upper bound of the bucket holding the q-quantile (the max for the open bucket). */
function quantile(f: VendorFigures, q: number): number {
  if (f.count === 0) return 0;
  const rank = Math.ceil(q * f.count);
  let seen = 0;
  for (let i = 0; i < f.buckets.length; i++) {
    seen += f.buckets[i]!;
    if (seen >= rank)
      return i < LATENCY_BUCKETS_MS.length ? LATENCY_BUCKETS_MS[i]! : round(f.maxMs);
  }
  return round(f.maxMs);
}

const round = (ms: number) => Math.round(ms * 100) / 100;
