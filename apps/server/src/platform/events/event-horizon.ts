import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/**
 * Which outbox positions are final: no transaction can still commit an event at or below them.
 *
 * Why it is needed: a position comes from a sequence when the event is inserted, not when its
 * transaction commits. Transaction A may take position 5, transaction B position 6, and B commit
 * first: a consumer reading "after 4" then sees 6 and not 5. Moving on to 6 would skip 5 for
 * ever once A commits. Positions also have holes that never fill (a rolled-back transaction, the
 * sequence's values lost in a crash), so waiting for every hole is no answer either.
 *
 * The rule: a dispatcher takes events in position order while they follow on without a hole
 * (the usual case: no waiting at all). At a hole it waits until the hole is *final*: it reads
 * the sequence's last handed-out position L, then a snapshot S; every transaction holding a
 * position <= L had its transaction id before taking the position (`tx_id` is the outbox's
 * first column, see its schema), so its id is below S's xmax. Once the oldest running
 * transaction id (`pg_snapshot_xmin`) reaches that xmax, all of them have ended: whatever is at
 * or below L is committed and visible, and a hole there is a hole for good.
 *
 * Chosen over a time window (a slow transaction outlives any window and its event would be
 * skipped) and over ordering by transaction id (it would order events by when a transaction
 * first wrote, not by the order their changes were serialised). The cost: a hole waits for the
 * transactions running when it was seen (milliseconds here); a long transaction anywhere in the
 * cluster holds back holes, never events that follow on.
 */
const MAX_PENDING = 8;

export class EventHorizon {
  /** Every position at or below it is final. */
  private finalUpTo = 0;
  /** Sightings not yet final: positions up to `bound` are final once xmin reaches `horizon`. */
  private pending: { bound: number; horizon: bigint }[] = [];

  constructor(private readonly db: Database) {}

  /** The highest position known final, after looking at the database again. */
  async observe(): Promise<number> {
    const [seq] = await queryRows<{ last: string | number; called: boolean }>(
      this.db,
      sql`SELECT last_value AS last, is_called AS called FROM outbox_events_position_seq`,
    );
    // A second statement, so its snapshot is taken after the position above was read.
    const [snap] = await queryRows<{ xmin: string; xmax: string }>(
      this.db,
      sql`SELECT pg_snapshot_xmin(s)::text AS xmin, pg_snapshot_xmax(s)::text AS xmax
          FROM pg_current_snapshot() AS s`,
    );
    const bound = seq?.called ? Number(seq.last) : 0;
    const xmin = BigInt(snap!.xmin);
    const newest = this.pending.at(-1)?.bound ?? this.finalUpTo;
    // The oldest sightings become final first; a new one is kept only if it adds positions
    // (and a few at most: a later look sees them again).
    if (bound > newest && this.pending.length < MAX_PENDING) {
      this.pending.push({ bound, horizon: BigInt(snap!.xmax) });
    }
    this.pending = this.pending.filter((p) => {
      if (p.horizon > xmin) return true;
      this.finalUpTo = Math.max(this.finalUpTo, p.bound);
      return false;
    });
    return this.finalUpTo;
  }
}
