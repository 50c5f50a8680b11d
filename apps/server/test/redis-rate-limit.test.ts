import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from './test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes behind one load balancer share sign-in limits through Redis. */
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const apps: App[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await createTestDatabase();
      const redis = new Redis(redisUrl!);
      const config = loadConfig({
        NODE_ENV: 'test',
        SERVE_STATIC: 'false',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      });
      const app = await buildApp({ config, database: database.handle, redis });
      await app.ready();
      apps.push(app);
      cleanups.push(async () => {
        await app.close();
        redis.disconnect();
        await database.drop();
      });
    }
  });
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('counts attempts from one IP across both instances', async () => {
    // A random documentation-range IP keeps reruns within the same minute independent.
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'x-forwarded-for': ip },
        payload: { username: 'nobody', password: 'wrong-password-1' },
      });
    const codes = [];
    for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!])
      codes.push((await attempt(app)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
