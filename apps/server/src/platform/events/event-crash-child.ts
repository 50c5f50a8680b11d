/**
 * Test fixture for events.crash.test.ts: on the database of EVENTS_CHILD_URL (PostgreSQL) or
 * EVENTS_CHILD_DIR (a PGlite data folder) it publishes EVENTS_CHILD_EVENTS events if the outbox
 * is empty, then consumes them with a counting consumer in batches of 50, printing
 * "committed N" after each batch and "in batch" while a batch's effects are written but not
 * committed (it then waits, so the test can kill it there).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { openCrashChildDatabase } from '../../../test/crash-child-database.js';
import { EventDispatcher } from './event-dispatcher.js';
import { countingConsumer, createEffectsTable, publishTestEvents } from './events-test-kit.js';

const url = process.env.EVENTS_CHILD_URL;
const handle = await openCrashChildDatabase(url, process.env.EVENTS_CHILD_DIR);
await createEffectsTable(handle.db);
const [outbox] = await queryRows<{ n: string }>(
  handle.db,
  sql`SELECT count(*) AS n FROM outbox_events`,
);
if (Number(outbox!.n) === 0) {
  await publishTestEvents(handle.db, Number(process.env.EVENTS_CHILD_EVENTS ?? 500));
}
const dispatcher = new EventDispatcher(handle.db);
dispatcher.register(
  countingConsumer('crash', {
    batchSize: 50,
    beforeCommit: async () => {
      process.stdout.write('in batch\n');
      await sleep(100);
    },
  }),
);
let committed = 0;
for (;;) {
  const [result] = await dispatcher.passAll();
  committed += result!.advanced;
  process.stdout.write(`committed ${committed}\n`);
  if (!result!.more) await sleep(50);
}
