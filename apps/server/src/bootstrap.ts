import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedAccounts } from './domains/identity/accounts/index.js';
import { seedDemoCashier } from './domains/cashier/payment-methods/index.js';
import { OperatorsService } from './domains/backoffice/operators/index.js';
import { SettingsService } from './domains/site/settings/index.js';
import path from 'node:path';

export interface PreparedDatabase {
  handle: DatabaseHandle;
  /** Set when this start created the first super admin with a generated password. */
  generatedAdminPassword: string | null;
  createdAdmin: boolean;
}

/** Opens the database, applies migrations and writes first-run data (demo settings, admin). */
export async function prepareDatabase(
  config: Config,
  onIdleError?: (err: Error) => void,
): Promise<PreparedDatabase> {
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    ...(onIdleError ? { onIdleError } : {}),
  });
  let admin: Awaited<ReturnType<typeof seedFirstRun>> | undefined;
  await runMigrations(handle, config.DATABASE_URL, async () => {
    admin = await seedFirstRun(handle, config.ADMIN_PASSWORD, config.SEED_DEMO_DATA);
    if (config.SEED_DEMO_DATA) {
      const { currency } = await new SettingsService(handle.db, 0).get('cashier');
      await seedDemoCashier(handle.db, currency);
    }
  });
  return {
    handle,
    generatedAdminPassword: admin!.generatedPassword,
    createdAdmin: admin!.created,
  };
}

/**
 * Demo settings for sections not stored yet, the first super admin, the house root agent and,
 * with `demo`, demo agents and members. Safe to repeat.
 */
export async function seedFirstRun(
  handle: DatabaseHandle,
  adminPassword: string | undefined,
  demo = true,
) {
  const settings = new SettingsService(handle.db, 0);
  await settings.ensureDefaults();
  const { defaultPassword } = await settings.get('accountPolicy');
  await seedAccounts(handle.db, { demo, defaultPassword });
  return new OperatorsService(handle.db).ensureFirstSuperAdmin(adminPassword);
}
