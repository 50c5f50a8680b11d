import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, withPgClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../../db/client.js';
import type { StoredEvent } from './event-catalogue.js';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHorizon } from './event-horizon.js';
import {
  countingConsumer,
  createEffectsTable,
  drainUntil,
  effectCounts,
  publishTestEvents,
  testEvent,
} from './events-test-kit.js';
import { publish, publishAll } from './publish.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

// One database for the file (a copy costs seconds on PGlite); each test starts from an empty log.
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await createEffectsTable(db);
});
beforeEach(async () => {
  await db.execute(sql`TRUNCATE outbox_events, consumer_positions, event_effects RESTART IDENTITY`);
  await db.execute(sql`DROP TABLE IF EXISTS keyed_effects`);
});
afterAll(async () => {
  await database.drop();
});

function recorder(name: string) {
  const seen: StoredEvent[] = [];
  return {
    seen,
    consumer: {
      name,
      handle: async (_tx: Database, e: readonly StoredEvent[]) => void seen.push(...e),
    },
  };
}

async function positions(): Promise<number[]> {
  const rows = await queryRows<{ position: string }>(
    db,
    sql`SELECT position FROM outbox_events ORDER BY position`,
  );
  return rows.map((r) => Number(r.position));
}

describe('durable domain events', () => {
  it('an event published in a rolled-back transaction is never delivered', async () => {
    await expect(
      db.transaction(async (tx) => {
        await publish(tx, testEvent('rolled-back'));
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    await publishTestEvents(db, 1, 'kept');
    const { seen, consumer } = recorder('rollback');
    const dispatcher = new EventDispatcher(db);
    dispatcher.register(consumer);
    await drainUntil(dispatcher, () => seen.length >= 1);
    expect(seen.map((e) => e.key)).toEqual(['test:kept-0']);
  });

  it('a consumer sees each event once, in order, with its payload; its position moves', async () => {
    await publishTestEvents(db, 25);
    const { seen, consumer } = recorder('ordered');
    const dispatcher = new EventDispatcher(db);
    dispatcher.register({ ...consumer, batchSize: 7 });
    expect(await dispatcher.drain()).toBe(25);
    await publishTestEvents(db, 3, 'later');
    await dispatcher.drain();
    await dispatcher.drain();
    expect(seen.map((e) => e.position)).toEqual(await positions());
    expect(seen.map((e) => e.key).slice(0, 2)).toEqual(['test:t-0', 'test:t-1']);
    expect(seen[0]).toMatchObject({
      type: 'account.password_changed',
      payload: { accountId: 1, by: 'member' },
    });
    expect(await dispatcher.positions()).toEqual([
      { name: 'ordered', position: seen.at(-1)!.position, lag: 0 },
    ]);
  });

  it('a consumer passes over the types it does not want, and a failing batch is retried', async () => {
    await db.transaction(async (tx) => {
      await publish(tx, testEvent('a'));
      await publish(tx, {
        type: 'account.locked',
        key: 'account:1',
        payload: { accountId: 1, by: 'operator', until: null, operatorId: 1 },
      });
    });
    const seen: string[] = [];
    let fail = true;
    const dispatcher = new EventDispatcher(db);
    dispatcher.register({
      name: 'locks',
      types: ['account.locked'],
      handle: async (_tx, events) => {
        if (fail) throw new Error('not yet');
        seen.push(...events.map((e) => e.type));
      },
    });
    await expect(dispatcher.drain()).rejects.toThrow('not yet');
    fail = false;
    await dispatcher.drain();
    expect(seen).toEqual(['account.locked']);
    expect((await dispatcher.positions())[0]).toMatchObject({ lag: 0 });
  });

  it('two dispatchers (two processes on one database) apply each event exactly once', async () => {
    const second: DatabaseHandle = database.url
      ? await openDatabase({ url: database.url, poolSize: 4 })
      : database.handle;
    try {
      const dispatchers = [new EventDispatcher(db), new EventDispatcher(second.db)];
      for (const d of dispatchers) {
        d.register(countingConsumer('count-a', { batchSize: 13 }));
        d.register(countingConsumer('count-b', { batchSize: 29 }));
      }
      let writing = true;
      const writers = Promise.all([
        publishTestEvents(db, 150, 'w1'),
        publishTestEvents(second.db, 150, 'w2'),
      ]).finally(() => (writing = false));
      const run = async (d: EventDispatcher) => {
        while (writing) await d.drain();
        await d.drain();
      };
      await Promise.all([writers, ...dispatchers.map(run)]);
      await Promise.all(dispatchers.map((d) => d.drain()));
      for (const name of ['count-a', 'count-b']) {
        expect(await effectCounts(db, name)).toEqual({ rows: 300, distinct: 300, events: 300 });
      }
    } finally {
      if (second !== database.handle) await second.close();
    }
  });

  it('a replay from position 0 re-applies every event, idempotently for a keyed effect', async () => {
    await db.execute(sql`CREATE TABLE keyed_effects (position bigint PRIMARY KEY)`);
    let handled = 0;
    const dispatcher = new EventDispatcher(db);
    dispatcher.register({
      name: 'keyed',
      handle: async (tx, events) => {
        handled += events.length;
        for (const e of events) {
          await tx.execute(
            sql`INSERT INTO keyed_effects VALUES (${e.position}) ON CONFLICT DO NOTHING`,
          );
        }
      },
    });
    await publishTestEvents(db, 10);
    await dispatcher.drain();
    await dispatcher.resetPosition('keyed', 0);
    expect((await dispatcher.positions())[0]).toMatchObject({ position: 0, lag: 10 });
    await dispatcher.drain();
    expect(handled).toBe(20);
    const [count] = await queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM keyed_effects`,
    );
    expect(Number(count!.n)).toBe(10);
    // From the middle: only what follows is seen again.
    await dispatcher.resetPosition('keyed', (await positions())[6]!);
    await dispatcher.drain();
    expect(handled).toBe(23);
  });

  it('passes a hole left by a rolled-back transaction once it is final', async () => {
    await publishTestEvents(db, 2, 'before');
    await db
      .transaction(async (tx) => {
        await publish(tx, testEvent('lost'));
        tx.rollback();
      })
      .catch(() => undefined);
    await publishTestEvents(db, 2, 'after');
    const { seen, consumer } = recorder('holes');
    const dispatcher = new EventDispatcher(db);
    dispatcher.register(consumer);
    await drainUntil(dispatcher, () => seen.length >= 4);
    expect(seen.map((e) => e.key)).toEqual([
      'test:before-0',
      'test:before-1',
      'test:after-0',
      'test:after-1',
    ]);
  });

  it.runIf(testEngine().kind === 'postgres')(
    'an event committed after a later one is not skipped (out-of-order commits)',
    async () => {
      await publishTestEvents(db, 1, 'first');
      const { seen, consumer } = recorder('out-of-order');
      const dispatcher = new EventDispatcher(db);
      dispatcher.register(consumer);
      await withPgClient(database.url!, async (slow) => {
        // The slow transaction takes the next position and holds it uncommitted.
        await slow.query('BEGIN');
        await slow.query(
          `INSERT INTO outbox_events (type, key, payload)
           VALUES ('account.password_changed', 'test:slow', '{"accountId":1,"by":"member"}')`,
        );
        await publishTestEvents(db, 1, 'fast');
        await dispatcher.drain();
        await dispatcher.drain();
        // The fast event waits behind the open hole.
        expect(seen.map((e) => e.key)).toEqual(['test:first-0']);
        await slow.query('COMMIT');
      });
      await drainUntil(dispatcher, () => seen.length >= 3);
      expect(seen.map((e) => e.key)).toEqual(['test:first-0', 'test:slow', 'test:fast-0']);
    },
  );
  it.runIf(testEngine().kind === 'postgres')(
    'a running transaction whose id is above the latest completed one holds its hole',
    async () => {
      const { seen, consumer } = recorder('above-xmax');
      const dispatcher = new EventDispatcher(db);
      dispatcher.register(consumer);
      await withPgClient(database.url!, (fast) =>
        withPgClient(database.url!, async (slow) => {
          const insert = (key: string) =>
            `INSERT INTO outbox_events (type, key, payload)
             VALUES ('account.password_changed', 'test:${key}', '{"accountId":1,"by":"member"}')`;
          // fast has the older id, slow takes the earlier position; fast commits first, so the
          // latest completed id is below slow's: slow is in no snapshot's list of running ids.
          await fast.query('BEGIN');
          await fast.query('SELECT pg_current_xact_id()');
          await slow.query('BEGIN');
          await slow.query(insert('slow'));
          await fast.query(insert('fast'));
          await fast.query('COMMIT');
          // Looked at straight away, before any other transaction completes.
          const horizon = new EventHorizon(db);
          await horizon.observe();
          await horizon.observe();
          expect(horizon.current).toBe(0);
          for (let i = 0; i < 4; i++) await dispatcher.drain();
          expect(seen.map((e) => e.key)).toEqual([]);
          await slow.query('COMMIT');
        }),
      );
      await drainUntil(dispatcher, () => seen.length >= 2);
      expect(seen.map((e) => e.key)).toEqual(['test:slow', 'test:fast']);
    },
  );

  it('prunes only delivered events past retention; a batch of events is written in one statement in order', async () => {
    // Ten events in one statement (a group of changes): in order, consecutive positions.
    await db.transaction((tx) =>
      publishAll(
        tx,
        Array.from({ length: 10 }, (_, i) => testEvent(`batch-${i}`)),
      ),
    );
    expect(await positions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const fast = recorder('fast');
    const slow = recorder('slow');
    const dispatcher = new EventDispatcher(db);
    dispatcher.register(fast.consumer);
    dispatcher.register({ ...slow.consumer, batchSize: 4 });
    const future = new Date(Date.now() + 60_000);
    // A registered consumer that never ran keeps everything.
    expect(await dispatcher.prune(future)).toBe(0);
    await dispatcher.passAll();
    expect(fast.seen.map((e) => e.key).slice(0, 3)).toEqual([
      'test:batch-0',
      'test:batch-1',
      'test:batch-2',
    ]);
    // Only what both consumers are past (the slow one: 4) and older than the cut-off goes.
    expect(await dispatcher.prune(new Date(Date.now() - 60_000))).toBe(0);
    expect(await dispatcher.prune(future, 3)).toBe(4);
    expect(await positions()).toEqual([5, 6, 7, 8, 9, 10]);
    await dispatcher.drain();
    expect(slow.seen.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await dispatcher.prune(future)).toBe(6);
    // A replay from 0 starts at the oldest event kept: only the one event after the pruning.
    await publishTestEvents(db, 1, 'after');
    await dispatcher.drain();
    await dispatcher.resetPosition('fast', 0);
    await dispatcher.drain();
    expect(fast.seen.at(-1)!.key).toBe('test:after-0');
    expect(fast.seen.filter((e) => e.key === 'test:after-0')).toHaveLength(2);
  });
});
