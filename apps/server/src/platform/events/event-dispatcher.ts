import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { consumerPositions } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import type { EventType, StoredEvent } from './event-catalogue.js';
import type { EventConsumer } from './event-consumer.js';
import { EventHorizon } from './event-horizon.js';

const DEFAULT_BATCH = 500;

/** What one pass of one consumer did. */
export interface BatchResult {
  /** False when another process holds the consumer's batch right now. */
  claimed: boolean;
  /** Events the position moved past (handled or not wanted). */
  advanced: number;
  /** More is waiting: a full batch, or events behind a hole not yet final. */
  more: boolean;
  /** It stopped at a hole not yet known final. */
  atHole?: boolean;
}

/** One consumer's place in the outbox, for the back office and for replays. */
export interface ConsumerPosition {
  name: string;
  position: number;
  /** Events after its position. */
  lag: number;
}

interface EventRow {
  position: string | number;
  type: string;
  key: string;
  payload: unknown;
  occurred_at: string | Date;
}

/**
 * Delivers outbox events to registered consumers. Each batch is one transaction: claim the
 * consumer's position row (`FOR UPDATE SKIP LOCKED`: a batch another process is running is left
 * to it), read the events after it, let the consumer apply them with the same transaction, and
 * move the position. Any number of dispatchers (processes) may run on one database.
 */
export class EventDispatcher {
  private readonly consumers = new Map<string, EventConsumer>();
  private readonly known = new Set<string>();
  private readonly horizon: EventHorizon;

  constructor(private readonly db: Database) {
    this.horizon = new EventHorizon(db);
  }

  /** Adds a consumer; its position row is made at its first batch (starting before event 1). */
  register(consumer: EventConsumer): void {
    if (this.consumers.has(consumer.name)) {
      throw new Error(`event consumer ${consumer.name} is registered twice`);
    }
    this.consumers.set(consumer.name, consumer);
  }

  get consumerNames(): string[] {
    return [...this.consumers.keys()];
  }

  /**
   * Runs every consumer until none has more to do now; answers the events advanced past. At a
   * hole it looks a few times (a hole of a finished transaction is final after two looks) and
   * then gives up for now: an open transaction may still fill it.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (let idleAtHole = 0; idleAtHole < 3;) {
      const results = await this.passAll();
      const advanced = results.reduce((sum, r) => sum + r.advanced, 0);
      total += advanced;
      if (advanced > 0 && results.some((r) => r.more)) idleAtHole = 0;
      else if (results.some((r) => r.atHole)) idleAtHole += 1;
      else return total;
    }
    return total;
  }

  /** One batch of every consumer (in parallel; PGlite queues them on its one connection). */
  async passAll(): Promise<BatchResult[]> {
    const finalUpTo = this.horizon.current;
    const results = await Promise.all(
      [...this.consumers.values()].map((c) => this.runBatch(c, finalUpTo)),
    );
    // Only at a hole: looking uses a transaction id, and the next pass may then pass it.
    if (results.some((r) => r.atHole)) await this.horizon.observe();
    return results;
  }

  /** One batch of one consumer. */
  private async runBatch(consumer: EventConsumer, finalUpTo: number): Promise<BatchResult> {
    await this.ensurePositionRow(consumer.name);
    const limit = consumer.batchSize ?? DEFAULT_BATCH;
    return this.db.transaction(async (tx) => {
      const [claim] = await queryRows<{ position: string | number }>(
        tx,
        sql`SELECT position FROM consumer_positions WHERE name = ${consumer.name}
            FOR UPDATE SKIP LOCKED`,
      );
      if (!claim) return { claimed: false, advanced: 0, more: false };
      const from = Number(claim.position);
      const rows = await queryRows<EventRow>(
        tx,
        sql`SELECT position, type, key, payload, occurred_at FROM outbox_events
            WHERE position > ${from} ORDER BY position LIMIT ${limit}`,
      );
      const ready = followingOn(rows.map(toStoredEvent), from, finalUpTo);
      const atHole = ready.length < rows.length;
      if (ready.length === 0) return { claimed: true, advanced: 0, more: atHole, atHole };
      const wanted = consumer.types ? wantedOnly(ready, consumer.types) : ready;
      if (wanted.length > 0) await consumer.handle(tx, wanted);
      await tx
        .update(consumerPositions)
        .set({ position: ready.at(-1)!.position, updatedAt: sql`now()` })
        .where(eq(consumerPositions.name, consumer.name));
      return {
        claimed: true,
        advanced: ready.length,
        more: atHole || rows.length === limit,
        atHole,
      };
    });
  }

  /**
   * Replay: puts a consumer's position at `position` (0: before the first event). Waits for a
   * batch running elsewhere, then the next batch starts after it. The consumer must be
   * idempotent for what it sees again (its own table keyed by event position, for instance).
   * A position before the oldest event kept (the rest pruned) starts at the oldest kept.
   */
  async resetPosition(name: string, position: number): Promise<void> {
    if (!Number.isSafeInteger(position) || position < 0) {
      throw new AppError('VALIDATION_ERROR', 'position must be a whole number from 0');
    }
    await this.ensurePositionRow(name);
    // Below the oldest event kept, everything a consumer already passed is pruned or a final
    // hole: start just before the oldest kept instead of waiting at a hole that never fills.
    await this.db.execute(
      sql`UPDATE consumer_positions SET updated_at = now(), position = greatest(${position}, (
            SELECT min(e.position) - 1 FROM outbox_events e
             WHERE EXISTS (SELECT 1 FROM consumer_positions c
                            WHERE c.position >= e.position - 1 AND c.position > 0)))
          WHERE name = ${name}`,
    );
  }

  /**
   * Deletes delivered events that occurred before `before`: only those at or below the position
   * of every consumer registered here (a registered consumer that never ran keeps everything),
   * in batches of short statements. A replay from 0 then starts at the oldest event kept, and a
   * new consumer sees only the kept history. Answers how many events went.
   */
  async prune(before: Date, batch = 5_000): Promise<number> {
    const names = this.consumerNames;
    if (names.length === 0) return 0;
    const [row] = await queryRows<{ known: string | number; upTo: string | number | null }>(
      this.db,
      sql`SELECT count(*) AS known, min(position) AS "upTo" FROM consumer_positions
           WHERE name IN (${sql.join(
             names.map((n) => sql`${n}`),
             sql`, `,
           )})`,
    );
    if (!row || Number(row.known) < names.length || row.upTo === null) return 0;
    const upTo = Number(row.upTo);
    let total = 0;
    for (;;) {
      const deleted = await queryRows(
        this.db,
        sql`DELETE FROM outbox_events WHERE position IN (
              SELECT position FROM outbox_events
               WHERE position <= ${upTo} AND occurred_at < ${before.toISOString()}::timestamptz
               ORDER BY position LIMIT ${batch})
            RETURNING 1`,
      );
      total += deleted.length;
      if (deleted.length < batch) return total;
    }
  }

  /**
   * The consumers registered here with their types, position, lag and when they last moved,
   * and the log's newest and oldest kept positions: what the back office shows.
   */
  async overview(): Promise<{
    consumers: (ConsumerPosition & { types: EventType[] | null; movedAt: Date | null })[];
    head: number;
    oldestKept: number | null;
  }> {
    const [log] = await queryRows<{ head: string | number | null; oldest: string | number | null }>(
      this.db,
      sql`SELECT max(position) AS head, min(position) AS oldest FROM outbox_events`,
    );
    const head = Number(log?.head ?? 0);
    const rows = await queryRows<{ name: string; position: string | number; updated_at: unknown }>(
      this.db,
      sql`SELECT name, position, updated_at FROM consumer_positions`,
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    const consumers = await Promise.all(
      [...this.consumers.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(async (consumer) => {
          const row = byName.get(consumer.name);
          const position = Number(row?.position ?? 0);
          const [lag] = await queryRows<{ n: string | number }>(
            this.db,
            sql`SELECT count(*) AS n FROM outbox_events WHERE position > ${position}`,
          );
          return {
            name: consumer.name,
            types: consumer.types ? [...consumer.types] : null,
            position,
            lag: Number(lag?.n ?? 0),
            movedAt: row ? new Date(row.updated_at as string) : null,
          };
        }),
    );
    return { consumers, head, oldestKept: log?.oldest == null ? null : Number(log.oldest) };
  }

  /** Every consumer's position and lag (events after it), by name. */
  async positions(): Promise<ConsumerPosition[]> {
    const rows = await queryRows<{ name: string; position: string | number; lag: string | number }>(
      this.db,
      sql`SELECT c.name, c.position,
            (SELECT count(*) FROM outbox_events e WHERE e.position > c.position) AS lag
          FROM consumer_positions c ORDER BY c.name`,
    );
    return rows.map((r) => ({ name: r.name, position: Number(r.position), lag: Number(r.lag) }));
  }

  private async ensurePositionRow(name: string): Promise<void> {
    if (this.known.has(name)) return;
    await this.db.insert(consumerPositions).values({ name }).onConflictDoNothing();
    this.known.add(name);
  }
}

/**
 * The events that may be handled now, in order: each one follows on from the one before with no
 * hole, or lies at or below `finalUpTo`, where holes never fill (`EventHorizon`).
 */
function followingOn(events: StoredEvent[], from: number, finalUpTo: number): StoredEvent[] {
  const ready: StoredEvent[] = [];
  let expected = from + 1;
  for (const event of events) {
    if (event.position !== expected && event.position > finalUpTo) break;
    ready.push(event);
    expected = event.position + 1;
  }
  return ready;
}

function wantedOnly(events: StoredEvent[], types: readonly EventType[]): StoredEvent[] {
  return events.filter((e) => types.includes(e.type));
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    position: Number(row.position),
    type: row.type,
    key: row.key,
    payload: row.payload,
    occurredAt: new Date(row.occurred_at),
  } as StoredEvent;
}
