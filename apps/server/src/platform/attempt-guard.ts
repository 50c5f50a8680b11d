import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';

/** The columns of one row that count wrong answers in a row and hold a lock after too many. */
export interface AttemptColumns {
  table: PgTable;
  id: PgColumn;
  failures: PgColumn;
  lockedUntil: PgColumn;
  /** Written in the transaction that sets a lock (the owner's domain event, for instance). */
  onLocked?: (tx: Database, id: number, until: Date) => Promise<void>;
}

export type AttemptClaim =
  | {
      kind: 'claimed';
      /** This attempt's place in the run of failures, counting itself. */ ordinal: number;
    }
  | { kind: 'locked'; until: Date }
  /** Every place up to the limit is taken by checks still running (only without waiting). */
  | { kind: 'full' };

/** When a run of wrong answers locks, and for how long. */
export interface AttemptRules {
  maxFailures: number;
  lockMinutes: number;
}

export type AttemptVerdict =
  | { kind: 'right' }
  | { kind: 'wrong'; ordinal: number; attemptsLeft: number }
  /** `lockedNow`: this very answer reached the limit and set the lock. */
  | { kind: 'locked'; until: Date; lockedNow?: boolean };

/**
 * How long a claim waits without any place being freed before it treats the running checks as
 * lost. A freed place seen in this process starts the wait again: a long queue that moves (many
 * right answers at once, one slow database) is not a lost check.
 */
const MAX_WAIT_MS = 15_000;
/** The longest pause between two looks at the row while waiting (see AttemptGuard.nextTry). */
const MAX_POLL_MS = 500;

/** The claims of one row waiting in this process. */
interface WaitQueue {
  waiters: number;
  /** Places freed by checks of this process since the queue formed. */
  freed: number;
  /** How many checks may run at once: how many to wake when places free. */
  limit: number;
  wakers: (() => void)[];
}

/**
 * Counts guessed secrets (sign-in passwords, payment passwords) so that the limit holds under any
 * number of concurrent requests, on PGlite and PostgreSQL, in one process or many.
 *
 * Each attempt first claims a place with one conditional
 * `UPDATE … SET failures = failures + 1 WHERE failures < limit RETURNING failures`, before the
 * secret is even hashed. Concurrent attempts get distinct ordinals 1, 2, 3 … and each decides from
 * its own ordinal (captcha needed, lock reached) instead of all reading the same stale count. No
 * more than `limit` secrets are ever being checked at once: a later attempt waits until a running
 * check ends (a right answer frees every place, the last wrong one locks). A right answer clears
 * the run; a guess without the captcha it needs takes no place at all.
 */
export class AttemptGuard {
  /** Rows with claims waiting in this process, how many places were freed since, who to wake. */
  private readonly waiting = new Map<number, WaitQueue>();

  constructor(
    private readonly db: Database,
    private readonly columns: AttemptColumns,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /**
   * Claims the next place up to `limit`. When every place is taken by running checks it answers
   * `full`, or, with `wait`, waits for them; if they never end (their process died between claim
   * and verdict) it locks until `lockUntil`, as if they had all failed.
   */
  async claim(
    id: number,
    limit: number,
    options: { wait: false } | { wait: true; lockUntil: () => Date },
  ): Promise<AttemptClaim> {
    const c = this.columns;
    let started = Date.now();
    let freedSeen = 0;
    let queue: WaitQueue | undefined;
    try {
      for (let round = 0; ; round += 1) {
        const now = new Date();
        const rows = (await this.db
          .update(c.table)
          .set({ [this.key(c.failures)]: sql`${c.failures} + 1` })
          .where(
            and(
              eq(c.id, id),
              lt(c.failures, limit),
              or(isNull(c.lockedUntil), lte(c.lockedUntil, now)),
            ),
          )
          .returning({ failures: c.failures })) as { failures: number }[];
        if (rows[0]) return { kind: 'claimed', ordinal: rows[0].failures };
        const until = await this.lockedUntil(id, now);
        if (until) return { kind: 'locked', until };
        if (!options.wait) return { kind: 'full' };
        queue ??= this.joinQueue(id, limit);
        if (queue.freed !== freedSeen) {
          freedSeen = queue.freed;
          started = Date.now();
        }
        if (Date.now() - started > this.maxWaitMs) {
          const lockEnd = options.lockUntil();
          await this.lock(id, lockEnd);
          return { kind: 'locked', until: lockEnd };
        }
        await this.nextTry(queue, round);
      }
    } finally {
      if (queue) this.leaveQueue(id, queue);
    }
  }

  private joinQueue(id: number, limit: number): WaitQueue {
    const queue = this.waiting.get(id) ?? { waiters: 0, freed: 0, limit, wakers: [] };
    queue.waiters += 1;
    this.waiting.set(id, queue);
    return queue;
  }

  private leaveQueue(id: number, queue: WaitQueue): void {
    queue.waiters -= 1;
    if (queue.waiters === 0) this.waiting.delete(id);
  }

  /**
   * Waits until a check of this process frees a place (the first `limit` waiters are woken), or
   * until the next poll, which backs off from 10 ms to MAX_POLL_MS with jitter (a check in
   * another process frees places unseen). Waiters poll the database only that often: a hundred of
   * them polling every few milliseconds kept PGlite, which runs one statement at a time, from
   * running the very statements that free places.
   */
  private nextTry(queue: WaitQueue, round: number): Promise<void> {
    const delay = Math.min(MAX_POLL_MS, 10 * 2 ** round) * (0.5 + Math.random() / 2);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = queue.wakers.indexOf(wake);
        if (at >= 0) queue.wakers.splice(at, 1);
        resolve();
      }, delay);
      queue.wakers.push(wake);
    });
  }

  /** A check ended and gave its place back (right answer, lock or clear): the queue moves. */
  private placesFreed(id: number): void {
    const queue = this.waiting.get(id);
    if (!queue) return;
    queue.freed += 1;
    for (const wake of queue.wakers.splice(0, queue.limit)) wake();
  }

  /**
   * Checks one guessed secret under the limit: claims a place (waiting for running checks when
   * all are taken) unless one was `claimed` already, then checks, then clears the run on a right
   * answer or counts the wrong one, locking at `rules.maxFailures`.
   */
  async verify(
    id: number,
    rules: AttemptRules,
    check: () => Promise<boolean>,
    claimed?: AttemptClaim,
  ): Promise<AttemptVerdict> {
    const lockEnd = () => new Date(Date.now() + rules.lockMinutes * 60_000);
    const claim =
      claimed ?? (await this.claim(id, rules.maxFailures, { wait: true, lockUntil: lockEnd }));
    if (claim.kind === 'locked') return claim;
    if (claim.kind === 'full') return { kind: 'locked', until: lockEnd() };
    if (await check()) {
      if (await this.succeed(id, new Date())) return { kind: 'right' };
      // A concurrent wrong guess locked the row while this one was being hashed.
      return { kind: 'locked', until: (await this.lockedUntil(id, new Date())) ?? lockEnd() };
    }
    if (claim.ordinal >= rules.maxFailures) {
      const until = lockEnd();
      await this.lock(id, until);
      return { kind: 'locked', until, lockedNow: true };
    }
    return {
      kind: 'wrong',
      ordinal: claim.ordinal,
      attemptsLeft: rules.maxFailures - claim.ordinal,
    };
  }

  /** Locks the row until `until`; the run starts again from zero when the lock ends. */
  async lock(id: number, until: Date, db: Database = this.db): Promise<void> {
    const c = this.columns;
    const setLock = (tx: Database) =>
      tx
        .update(c.table)
        .set({ [this.key(c.failures)]: 0, [this.key(c.lockedUntil)]: until })
        .where(eq(c.id, id));
    const { onLocked } = c;
    if (onLocked) {
      await db.transaction(async (tx) => {
        await setLock(tx);
        await onLocked(tx, id, until);
      });
    } else {
      await setLock(db);
    }
    this.placesFreed(id);
  }

  /**
   * A right answer ends the run. Answers false when a concurrent wrong answer locked the row
   * meanwhile: the right answer then counts for nothing, as if it had come after the lock.
   */
  async succeed(id: number, now: Date, db: Database = this.db): Promise<boolean> {
    const c = this.columns;
    const rows = await db
      .update(c.table)
      .set({ [this.key(c.failures)]: 0, [this.key(c.lockedUntil)]: null })
      .where(and(eq(c.id, id), or(isNull(c.lockedUntil), lte(c.lockedUntil, now))))
      .returning({ id: c.id });
    this.placesFreed(id);
    return rows.length > 0;
  }

  /** Ends the run and any lock (a new secret was set). */
  async clear(id: number, db: Database = this.db): Promise<void> {
    const c = this.columns;
    await db
      .update(c.table)
      .set({ [this.key(c.failures)]: 0, [this.key(c.lockedUntil)]: null })
      .where(eq(c.id, id));
    this.placesFreed(id);
  }

  /** The lock end when the row is locked at `now`, else null. */
  async lockedUntil(id: number, now: Date): Promise<Date | null> {
    const c = this.columns;
    const rows = (await this.db
      .select({ until: c.lockedUntil })
      .from(c.table)
      .where(and(eq(c.id, id), gt(c.lockedUntil, now)))) as { until: Date }[];
    return rows[0]?.until ?? null;
  }

  /** The property name drizzle's `set` expects for a column of the table. */
  private key(column: PgColumn): string {
    const table = this.columns.table as unknown as Record<string, unknown>;
    const found = Object.keys(table).find((k) => table[k] === column);
    if (!found) throw new Error(`column ${column.name} is not in the guarded table`);
    return found;
  }
}

/** Whole seconds from `now` until `date`, at least 1. */
export function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}
