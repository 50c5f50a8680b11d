import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

const MAX_PENDING = 8;

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
 * (the usual case: no waiting, no query here). At a hole it looks here: it reads the sequence's
 * last handed-out position L, then takes a new transaction id X (`pg_current_xact_id()`), which
 * is above every id handed out before. Every transaction holding a position <= L got its id
 * before it took the position (`tx_id` is the outbox's first column, see its schema), so its id
 * is below X. Once the oldest running transaction id (`pg_snapshot_xmin` of a later snapshot)
 * reaches X, all of them have ended: what is at or below L is committed and visible, and a hole
 * there is a hole for good.
 *
 * Not the snapshot's xmax: it is the latest *completed* id + 1, and a running transaction whose
 * id is above it is in no list, so xmin can pass xmax while it still runs (the bench lost events
 * that way). Chosen over a time window (a slow transaction outlives any window and its event
 * would be skipped) and over ordering by transaction id (it orders events by when a transaction
 * first wrote, not by the order their changes were serialised). The cost: a hole waits for the
 * transactions running when it was seen (milliseconds here), and each look at a hole uses one
 * transaction id; a long transaction anywhere in the cluster holds back holes, never events
 * that follow on.
 */
export class EventHorizon {
  /** Every position at or below it is final. */
  private finalUpTo = 0;
  /** Sightings not yet final: positions up to `bound` are final once xmin reaches `horizon`. */
  private pending: { bound: number; horizon: bigint }[] = [];

  constructor(private readonly db: Database) {}

  /** The highest position known final so far (no query). */
  get current(): number {
    return this.finalUpTo;
  }

  /** Records a sighting and promotes earlier ones whose transactions have all ended. */
  async observe(): Promise<number> {
    const [seq] = await queryRows<{ last: string | number; called: boolean }>(
      this.db,
      sql`SELECT last_value AS last, is_called AS called FROM outbox_events_position_seq`,
    );
    // A second statement, so the new id is taken after the position above was read; its
    // snapshot (taken before the id) shows which older sightings are final.
    const [ids] = await queryRows<{ next: string; xmin: string }>(
      this.db,
      sql`SELECT pg_current_xact_id()::text AS next,
                 pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
    );
    const bound = seq?.called ? Number(seq.last) : 0;
    const xmin = BigInt(ids!.xmin);
    const newest = this.pending.at(-1)?.bound ?? this.finalUpTo;
    // The oldest sightings become final first; a new one is kept only if it adds positions
    // (and a few at most: a later look sees them again).
    if (bound > newest && this.pending.length < MAX_PENDING) {
      this.pending.push({ bound, horizon: BigInt(ids!.next) });
    }
    this.pending = this.pending.filter((p) => {
      if (p.horizon > xmin) return true;
      this.finalUpTo = Math.max(this.finalUpTo, p.bound);
      return false;
    });
    return this.finalUpTo;
  }
}
