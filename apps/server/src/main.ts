import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { ForwardOnlyClock, systemClock } from './platform/clock.js';
import { createLogger } from './platform/logger.js';
import { DEMO_ACCOUNTS, DEMO_WEAK_ACCOUNT } from './domains/identity/accounts/index.js';

/** Process entry: config -> database -> app -> listen, with graceful shutdown. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const logger = createLogger(config.LOG_LEVEL);
  const prepared = await prepareDatabase(config, (err) =>
    logger.warn({ err: err.message }, 'idle database connection lost'),
  );
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  // TEST_CLOCK_TOKEN (end-to-end tests only): a super admin with the token can move business time.
  const clock = config.TEST_CLOCK_TOKEN ? new ForwardOnlyClock() : systemClock;
  if (config.TEST_CLOCK_TOKEN) {
    logger.warn(
      { nodeEnv: config.NODE_ENV },
      'TEST_CLOCK_TOKEN IS SET: THE BUSINESS CLOCK CAN BE MOVED FORWARD THROUGH THE API. ' +
        'END-TO-END TESTS ONLY: NEVER SET IT ON A REAL SITE.',
    );
    process.stderr.write(
      '\n  WARNING: TEST_CLOCK_TOKEN is set: the business clock can be moved (tests only)\n\n',
    );
  }
  const app = await buildApp({ config, database: prepared.handle, logger, redis, clock });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    await prepared.handle.close();
    redis?.disconnect();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  printBanner(
    config,
    port,
    prepared.handle.kind,
    prepared.generatedAdminPassword,
    prepared.createdAdmin,
  );
}

function printBanner(
  config: Config,
  port: number,
  database: string,
  generatedPassword: string | null,
  createdAdmin: boolean,
): void {
  const base = `http://localhost:${port}`;
  const adminLine = generatedPassword
    ? `admin / ${generatedPassword}   (generated now and shown only once: keep it)`
    : config.ADMIN_PASSWORD
      ? `admin / the ADMIN_PASSWORD you set${createdAdmin ? '' : ' at first start'}`
      : 'admin / the password printed at first start';
  const lines = [
    '',
    '  LuckyWay platform is running',
    `  Player site      ${base}/`,
    `  Back office      ${base}/admin`,
    `  API              ${base}/api`,
    `  OpenAPI          ${base}/api/openapi.json`,
    `  API docs         ${base}/api/docs`,
    `  Database         ${database === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    '',
    '  Demo logins',
    `  Back office      ${adminLine}`,
    ...(config.SEED_DEMO_DATA
      ? [
          ...DEMO_ACCOUNTS.map(
            (a) =>
              `  ${a.type === 0 ? 'Member' : 'Agent'.padEnd(6)}           ${a.username} / ${a.password}`,
          ),
          `  Member           ${DEMO_WEAK_ACCOUNT.username} / the default password (forced change)`,
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
