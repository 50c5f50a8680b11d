import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { siteSettings } from '../src/db/schema/index.js';
import { createTestDatabase, TEST_ADMIN_PASSWORD } from './test-database.js';
import { startOfDay, TestClock } from '../src/platform/clock.js';

export {
  createScratchDatabase,
  createTestDatabase,
  dropScratchDatabase,
  TEST_ADMIN_PASSWORD,
  withPgClient,
} from './test-database.js';

export interface TestApp {
  app: App;
  /** The app's business clock: `set` / `advance` move every daily and rolling window. */
  clock: TestClock;
  close(): Promise<void>;
  /** The PostgreSQL URL of the app's scratch database (a second process's pool); unset on PGlite. */
  databaseUrl?: string;
}

/** The operator's time zone of the seeded settings (cashier.timeZone). */
export const TEST_TIME_ZONE = 'Asia/Bangkok';

/**
 * Where the test clock starts: TEST_CLOCK_START, either an instant (`2026-03-05T00:00:30+07:00`)
 * or a time of day (`00:00:30`: today at that time in the operator's time zone, Asia/Bangkok);
 * unset, the real time. Run the suite with e.g. TEST_CLOCK_START=00:00:30 to find tests that
 * depend on the time of day they run.
 */
export function testClockStart(value = process.env.TEST_CLOCK_START): Date {
  const now = new Date();
  if (!value) return now;
  const time = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (time) {
    const [, h, m, sec] = time;
    const ms = (Number(h) * 3600 + Number(m) * 60 + Number(sec ?? 0)) * 1000;
    return new Date(startOfDay(now, TEST_TIME_ZONE).getTime() + ms);
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new Error(`TEST_CLOCK_START: not a time: ${value}`);
  return at;
}

/**
 * The whole app on a fresh, migrated and seeded database; env overrides go through config.
 * The proof-of-work bot check on login is off unless `options.botCheck` (its own suite tests it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { botCheck?: boolean; clock?: TestClock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: true });
  if (!options.botCheck) {
    await database.handle.db
      .update(siteSettings)
      .set({ value: sql`${siteSettings.value} || '{"botCheckOnLogin": false}'::jsonb` })
      .where(eq(siteSettings.section, 'accountPolicy'));
    await database.handle.db
      .update(siteSettings)
      .set({ value: sql`${siteSettings.value} || '{"botCheck": false}'::jsonb` })
      .where(eq(siteSettings.section, 'registration'));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    SERVE_STATIC: 'false',
    SETTINGS_CACHE_MS: '0',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // A tiny proof of work keeps the bot-check tests fast.
    BOT_CHECK_MAX_NUMBER: '20',
    // The house games stay out of the catalogue unless a test asks (they count the lobby's games).
    HOUSE_CATALOGUE: 'off',
    ...env,
  });
  const clock = options.clock ?? new TestClock(testClockStart());
  const app = await buildApp({ config, database: database.handle, clock });
  await app.ready();
  return {
    app,
    clock,
    ...(database.url ? { databaseUrl: database.url } : {}),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Signs in as the seeded super admin (or another operator) and answers the bearer header. */
export async function adminHeaders(
  app: App,
  username = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/** Signs a player in through the API; answers the login result and the bearer header. */
export async function playerLogin(
  app: App,
  username: string,
  password: string,
  site: 'member' | 'agent' = 'member',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, site },
  });
  if (res.statusCode !== 200) throw new Error(`player login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; mustChangePassword: boolean; firstTimeLogin: boolean }>();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}
