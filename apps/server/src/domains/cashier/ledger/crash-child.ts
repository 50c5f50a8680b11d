/**
 * Test fixture for ledger.crash.test.ts: posts transfers as fast as it can (8 streams, plain and
 * linked) until it is killed, printing "posted N" as commits land. Database from
 * LEDGER_CHILD_URL (PostgreSQL) or LEDGER_CHILD_DIR (PGlite data folder).
 */
import { openDatabase } from '../../../db/client.js';
import { runMigrations } from '../../../db/migrate.js';
import { createMemberRow } from './ledger-test-kit.js';
import { LedgerService } from './ledger.service.js';

const url = process.env.LEDGER_CHILD_URL;
const handle = await openDatabase(
  url ? { url, poolSize: 8 } : { pgliteDir: process.env.LEDGER_CHILD_DIR! },
);
await runMigrations(handle, url);
const ledger = new LedgerService(handle.db, handle.kind);
const transit = await ledger.systemAccount('deposit_transit', 'THB');
const games = await ledger.systemAccount('game_result', 'THB', 'crash');
let posted = 0;

async function stream(n: number): Promise<never> {
  const wallet = await ledger.walletOf(await createMemberRow(handle.db), 'main', 'THB');
  for (let i = 0; ; i++) {
    const key = `crash-${process.pid}-${n}-${i}`;
    await ledger.postLinkedTransfers([
      {
        idempotencyKey: `${key}-dep`,
        reason: 'deposit',
        legs: [
          { accountId: transit.id, amount: -1_000 },
          { accountId: wallet.id, amount: 1_000 },
        ],
      },
      {
        idempotencyKey: `${key}-bet`,
        reason: 'bet',
        legs: [
          { accountId: wallet.id, amount: -(1 + (i % 1_000)) },
          { accountId: games.id, amount: 1 + (i % 1_000) },
        ],
      },
    ]);
    posted += 2;
    if (posted % 20 === 0) process.stdout.write(`posted ${posted}\n`);
  }
}

await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(stream));
