/**
 * Test fixture for settled-wagers.crash.test.ts: on the database of SW_CHILD_URL (PostgreSQL)
 * or SW_CHILD_DIR (a PGlite data folder) it publishes the crash workload if the outbox is empty,
 * then runs the settled-wager consumer in batches of 50, printing "committed N" after each batch
 * and "in batch" once a batch's rows are written but not committed (it then waits there, so the
 * test can kill it).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_VALID_STAKE_POLICY } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { openCrashChildDatabase } from '../../../../test/crash-child-database.js';
import { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { crashWorkload, publishWagers } from './settled-wagers-test-kit.js';
import { settledWagersConsumer } from './wager-outcome-consumer.js';

const url = process.env.SW_CHILD_URL;
const handle = await openCrashChildDatabase(url, process.env.SW_CHILD_DIR);
const [outbox] = await queryRows<{ n: string }>(
  handle.db,
  sql`SELECT count(*) AS n FROM outbox_events`,
);
if (Number(outbox!.n) === 0) await publishWagers(handle.db, crashWorkload(), 10);
const consumer = settledWagersConsumer(
  {
    validStakePolicy: async () => DEFAULT_VALID_STAKE_POLICY,
    timeZone: async () => 'Asia/Bangkok',
  },
  { batchSize: 50 },
);
const dispatcher = new EventDispatcher(handle.db);
dispatcher.register({
  ...consumer,
  handle: async (tx, events) => {
    await consumer.handle(tx, events);
    process.stdout.write('in batch\n');
    await sleep(100);
  },
});
let committed = 0;
for (;;) {
  const [result] = await dispatcher.passAll();
  committed += result!.advanced;
  process.stdout.write(`committed ${committed}\n`);
  if (!result!.more) await sleep(50);
}
