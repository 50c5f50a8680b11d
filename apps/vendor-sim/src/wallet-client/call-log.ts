/** One wallet call the simulator made to the platform, as tests and debugging see it. */
export interface WalletCallRecord {
  seq: number;
  vendor: string;
  /** Wallet path: /session, /bet, … */
  path: string;
  request: unknown;
  /** 1 for the first try, 2+ for retries with the same ids. */
  attempt: number;
  /** Second copy of a duplicate delivery. */
  duplicate: boolean;
  httpStatus: number | null;
  answer: unknown;
  /** Transport failure, timeout or malformed answer. */
  error: string | null;
  /** "answered" when the answer was used; "unknown" when the simulator treated it as unknown. */
  outcome: 'answered' | 'unknown';
  chaos: string[];
  startedAt: string;
  ms: number;
}

export interface CallFilter {
  vendor?: string;
  path?: string;
  /** Only calls after this sequence number. */
  since?: number;
  limit?: number;
}

/** A bounded in-memory log of wallet calls, newest last. */
export class CallLog {
  private readonly records: WalletCallRecord[] = [];
  private seq = 0;

  constructor(private readonly capacity = 5000) {}

  add(record: Omit<WalletCallRecord, 'seq'>): WalletCallRecord {
    const full = { seq: ++this.seq, ...record };
    this.records.push(full);
    if (this.records.length > this.capacity)
      this.records.splice(0, this.records.length - this.capacity);
    return full;
  }

  list(filter: CallFilter = {}): WalletCallRecord[] {
    const matching = this.records.filter(
      (r) =>
        (!filter.vendor || r.vendor === filter.vendor) &&
        (!filter.path || r.path === filter.path) &&
        (filter.since === undefined || r.seq > filter.since),
    );
    return filter.limit ? matching.slice(-filter.limit) : matching;
  }

  /** The sequence number of the newest call (0 when none). */
  get last(): number {
    return this.seq;
  }

  clear(): void {
    this.records.length = 0;
  }
}
