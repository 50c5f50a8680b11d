import path from 'node:path';
import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads, with its default. README lists the same table. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int('must be a port number from 0 to 65535')
    .min(0, 'must be a port number from 0 to 65535')
    .max(65535, 'must be a port number from 0 to 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Connections to PostgreSQL per process: 16 vendors calling the wallet API at once need more than 10. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[0-9a-fA-F:.,/ ]+$/.test(v)) return v;
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or a list of IPs',
      });
      return z.NEVER;
    }),
  SERVE_STATIC: ZBool.default(true),
  /** First start: also create the demo agent and members (printed by the start banner). */
  SEED_DEMO_DATA: ZBool.default(true),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** Sign-in attempts allowed per client IP per minute (shared through Redis when set). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** How often event delivery looks at the outbox without a NOTIFY (PGlite: its only wake-up). */
  EVENTS_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Days delivered outbox events are kept (how far back a consumer can be replayed). */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Key for signing bot-check challenges; unset: a random key stored in the database. */
  BOT_CHECK_SECRET: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** Proof-of-work size: the client searches up to this counter (lower is easier). */
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(2).max(1_000_000).default(4000),
  /** Our name at the game vendors (X-Operator on vendor-API calls). */
  OPERATOR_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, 'must be 2 to 40 letters, digits, - or _')
    .default('LUCKYWAY'),
  /** The vendor simulator: its vendors are registered and synced at start-up (demos, tests). */
  VENDOR_SIM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * Whether the house studio registers its vendor HOUSE and lists its games in the catalogue at
   * start (play with an existing session works either way). Test apps turn it off (test-app.ts):
   * the catalogue's and vendors' tests count their own vendors.
   */
  HOUSE_CATALOGUE: z.enum(['on', 'off']).default('on'),
  /** Games in each crash hash chain an operator publishes (a million lasts about 9 months). */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(2).max(10_000_000).default(1_000_000),
  /**
   * The back office warns when fewer crash games than this are left before crash stops (the
   * current chain's and any seeded next one's): 50,000 games are about two weeks at ~25 s.
   */
  CRASH_CHAIN_WARN_GAMES: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  /**
   * End-to-end tests only: set, the business clock can be moved forward by a super admin who
   * also gives this token (POST /api/admin/test-clock/advance), and the server warns at start.
   * Unset (every real deployment), that route answers 404 and the clock is the system's.
   */
  TEST_CLOCK_TOKEN: z.string().min(32, 'must be at least 32 characters').max(256).optional(),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config extends Env {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  webDist: string;
  adminDist: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot = findRepoRoot(),
): Config {
  // Empty strings count as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = cleaned[name] === undefined ? '' : ` (got "${String(cleaned[name]).slice(0, 60)}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist')),
  };
}

/** The monorepo root: two levels above this package (works from src/ and from dist/). */
export function findRepoRoot(): string {
  return path.resolve(serverPackageRoot(), '../..');
}

/** apps/server, whether running from src/*.ts (tests, tsx) or the bundled dist/main.js. */
export function serverPackageRoot(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const marker = `${path.sep}apps${path.sep}server`;
  const at = here.lastIndexOf(marker);
  return at >= 0 ? here.slice(0, at + marker.length) : path.resolve(here, '..');
}
