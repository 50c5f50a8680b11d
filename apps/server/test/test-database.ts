import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { seedFirstRun } from '../src/bootstrap.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

export const TEST_ADMIN_PASSWORD = 'Test-Admin-2026';

/**
 * The engine a server test file runs on: PostgreSQL when TEST_DATABASE_URL is set, PGlite
 * otherwise. TEST_DB_ENGINE=pglite forces PGlite (the PGlite lane of a PostgreSQL run).
 */
export type TestEngine = { kind: 'pglite' } | { kind: 'postgres'; serverUrl: string };

export function testEngine(env: Record<string, string | undefined> = process.env): TestEngine {
  const serverUrl = env.TEST_DATABASE_URL;
  if (!serverUrl || env.TEST_DB_ENGINE === 'pglite') return { kind: 'pglite' };
  return { kind: 'postgres', serverUrl };
}

/**
 * What the run's global setup made once (test/global-setup.ts): a migrated database, and one also
 * seeded as a first start seeds it. On PostgreSQL their database names (cloned with
 * `CREATE DATABASE … TEMPLATE`), on PGlite the files of their dumped data directories.
 */
export interface TestTemplates {
  engine: TestEngine['kind'];
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of the scratch database; unset on PGlite. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the test file's own: a copy of the run's migrated template, or with
 * `seeded` of the one also holding the first-run data (settings, the super admin `admin` with
 * TEST_ADMIN_PASSWORD, the demo accounts). Copying is what makes a test file cheap: migrating and
 * hashing passwords anew took 1-5 s per file.
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const engine = testEngine();
  const templates = inject('testTemplates');
  const template = options.seeded ? templates.seeded : templates.migrated;
  if (templates.engine !== engine.kind) {
    throw new Error(`test templates are for ${templates.engine}, this file runs on ${engine.kind}`);
  }
  if (engine.kind === 'pglite') {
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      pgliteDataDir: new Blob([fs.readFileSync(template)]),
    });
    return { handle, drop: () => handle.close() };
  }
  const url = await createScratchDatabase(engine.serverUrl, template);
  const handle = await openDatabase({ url: testConnectionUrl(url), poolSize: 4 });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await dropScratchDatabase(engine.serverUrl, url);
    },
  };
}

/**
 * Makes the run's templates on `engine`; answers them and how to remove them. Called once per
 * run and project by the global setup.
 */
export async function makeTestTemplates(engine: TestEngine): Promise<{
  templates: TestTemplates;
  remove(): Promise<void>;
}> {
  if (engine.kind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(handle);
    const dir = fs.mkdtempSync(`${process.env.TMPDIR ?? '/tmp'}/lw-test-templates-`);
    const dump = async (name: string) => {
      const file = `${dir}/${name}.tar`;
      // drizzle keeps the PGlite instance it wraps as `$client`.
      const { $client } = handle.db as unknown as { $client: PgliteDump };
      const blob = await $client.dumpDataDir('none');
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated');
    await seedFirstRun(handle, TEST_ADMIN_PASSWORD);
    const seeded = await dump('seeded');
    await handle.close();
    return {
      templates: { engine: 'pglite', migrated, seeded },
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const migratedUrl = await createScratchDatabase(engine.serverUrl);
  const seededUrl = await createScratchDatabase(engine.serverUrl);
  for (const [url, seed] of [
    [migratedUrl, false],
    [seededUrl, true],
  ] as const) {
    const handle = await openDatabase({ url, poolSize: 1 });
    await runMigrations(handle, url);
    if (seed) await seedFirstRun(handle, TEST_ADMIN_PASSWORD);
    await handle.close();
  }
  return {
    templates: { engine: 'postgres', migrated: dbName(migratedUrl), seeded: dbName(seededUrl) },
    remove: async () => {
      await dropScratchDatabase(engine.serverUrl, migratedUrl);
      await dropScratchDatabase(engine.serverUrl, seededUrl);
    },
  };
}

interface PgliteDump {
  dumpDataDir(compression: 'none'): Promise<Blob>;
}

/**
 * Creates a database next to the one in `serverUrl`, empty or a copy of `template`; answers its
 * URL.
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `lwt_${crypto.randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files instead of writing every block to the WAL (WAL_LOG,
  // PostgreSQL 15's default): create and drop of the migrated template 385 -> 243 ms with fsync,
  // 172 -> 93 ms without. PostgreSQL before 15 copies files anyway and knows no STRATEGY.
  await withPgClient(serverUrl, async (c) => {
    const copy = template
      ? ` TEMPLATE ${template}${(await hasStrategy(c)) ? ' STRATEGY FILE_COPY' : ''}`
      : '';
    await c.query(`CREATE DATABASE ${name}${copy}${scratchTablespace()}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * TEST_PG_TABLESPACE (set by .ci/run): a tablespace on tmpfs for the scratch databases. On the
 * machine's ext4 each database's files, created and deleted again per test file, sent half of the
 * CPU into the kernel's inode allocator (`ext4_create` -> `recently_deleted` in perf), more the
 * longer the run went on.
 */
function scratchTablespace(env: Record<string, string | undefined> = process.env): string {
  const name = env.TEST_PG_TABLESPACE;
  if (!name) return '';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`TEST_PG_TABLESPACE: not a name: ${name}`);
  return ` TABLESPACE ${name}`;
}

async function hasStrategy(c: pg.Client): Promise<boolean> {
  const { rows } = await c.query<{ v: string }>(
    `SELECT current_setting('server_version_num') AS v`,
  );
  return Number(rows[0]!.v) >= 150000;
}

export async function dropScratchDatabase(serverUrl: string, url: string): Promise<void> {
  await withPgClient(serverUrl, (c) =>
    c.query(`DROP DATABASE IF EXISTS ${dbName(url)} WITH (FORCE)`),
  );
}

/**
 * A test's connections do not wait for their commits to reach the disk: a crash of the test
 * cluster may lose the last commits, which no test needs, and each commit is ~1 ms quicker.
 */
function testConnectionUrl(url: string): string {
  const withOptions = new URL(url);
  withOptions.searchParams.set('options', '-c synchronous_commit=off');
  return withOptions.toString();
}

function dbName(url: string): string {
  return new URL(url).pathname.slice(1);
}

export async function withPgClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
