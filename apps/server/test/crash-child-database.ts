import fs from 'node:fs';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

/**
 * The database of a crash test's child process: PostgreSQL at `url`, or a PGlite data folder.
 * A new folder starts from the run's migrated template (`CRASH_CHILD_TEMPLATE`, the tar the
 * global setup dumped) instead of migrating from nothing, which took 5-25 s per child; the
 * migrations still run, and find nothing to do.
 */
export async function openCrashChildDatabase(
  url: string | undefined,
  dir: string | undefined,
): Promise<DatabaseHandle> {
  const template = process.env.CRASH_CHILD_TEMPLATE;
  const fresh = !url && dir && template && !fs.existsSync(dir);
  const handle = await openDatabase(
    url
      ? { url, poolSize: 4 }
      : {
          pgliteDir: dir!,
          ...(fresh ? { pgliteDataDir: new Blob([fs.readFileSync(template)]) } : {}),
        },
  );
  await runMigrations(handle, url);
  return handle;
}

/** The environment a crash test gives its child: the migrated template on PGlite. */
export function crashChildTemplateEnv(templates: { engine: string; migrated: string }) {
  return templates.engine === 'pglite' ? { CRASH_CHILD_TEMPLATE: templates.migrated } : {};
}
