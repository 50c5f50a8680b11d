/**
 * `npm run ledger:verify`: checks every ledger invariant on the live database (DATABASE_URL, or
 * the PGlite data folder under DATA_DIR like the app) and exits 1 on a breach.
 * PGlite allows one process per data folder: stop the server before verifying a PGlite site.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { formatLedgerReport } from '../src/domains/cashier/ledger/index.js';
import { LedgerService } from '../src/domains/cashier/ledger/index.js';

const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  // The same migrations the app applies at start; a no-op on an up-to-date database.
  await runMigrations(handle, config.DATABASE_URL);
  const report = await new LedgerService(handle.db, handle.kind).verify();
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.dataDir}`;
  console.log(`${where}\n${formatLedgerReport(report)}`);
  process.exitCode = report.ok ? 0 : 1;
} catch (err) {
  console.error(`ledger:verify failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  await handle.close();
}
