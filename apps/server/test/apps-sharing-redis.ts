import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { siteSettings } from '../src/db/schema/index.js';
import { createTestDatabase } from './test-database.js';

/**
 * Two app instances over one scratch database and one Redis, as two server processes run: built
 * before the enclosing suite's tests, closed after them. The array fills in `beforeAll`. Their live
 * channel is their own (`<prefix>:<uuid>`), so other suites on the same Redis never hear them.
 * Sign-in has no proof-of-work bot check, as in `createTestApp`.
 */
export function appsSharingRedis(redisUrl: string, channelPrefix: string): App[] {
  const apps: App[] = [];
  const redises: Redis[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase({ seeded: true });
    drop = database.drop;
    await database.handle.db
      .update(siteSettings)
      .set({ value: sql`${siteSettings.value} || '{"botCheckOnLogin": false}'::jsonb` })
      .where(eq(siteSettings.section, 'accountPolicy'));
    const liveChannel = `${channelPrefix}:${crypto.randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl);
      redises.push(redis);
      const config = loadConfig({ NODE_ENV: 'test', SERVE_STATIC: 'false', LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database: database.handle, redis, liveChannel });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of redises) redis.disconnect();
    await drop();
  });
  return apps;
}
