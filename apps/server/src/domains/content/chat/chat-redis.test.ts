import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { seedFirstRun } from '../../../bootstrap.js';
import { loadConfig } from '../../../config.js';
import { siteSettings } from '../../../db/schema/index.js';
import {
  adminHeaders,
  createTestDatabase,
  TEST_ADMIN_PASSWORD,
} from '../../../../test/test-app.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { messageWith, openChatSocket } from './chat-test-kit.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes over one database and one Redis: chat events cross between them. */
describe.skipIf(!redisUrl)('chat across two app instances sharing Redis', () => {
  const apps: App[] = [];
  const redises: Redis[] = [];
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    await seedFirstRun(database.handle, TEST_ADMIN_PASSWORD);
    await database.handle.db
      .update(siteSettings)
      .set({ value: sql`${siteSettings.value} || '{"botCheckOnLogin": false}'::jsonb` })
      .where(eq(siteSettings.section, 'accountPolicy'));
    // Its own channel: other suites on the same Redis never see these events.
    const channel = `lw-chat-test:${crypto.randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl!);
      redises.push(redis);
      const config = loadConfig({ NODE_ENV: 'test', SERVE_STATIC: 'false', LOG_LEVEL: 'silent' });
      const app = await buildApp({
        config,
        database: database.handle,
        redis,
        liveChannel: channel,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const r of redises) r.disconnect();
    await drop();
  });

  it("delivers a member's message posted to A to an operator socket on B, and back", async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    await createAccount(a, { username: 'chatfanout' });
    const member = await signIn(a, 'chatfanout');
    const admin = await adminHeaders(b);
    const baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    const baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    const ops = await openChatSocket(baseB, {
      role: 'operator',
      token: admin.authorization.slice(7),
    });
    const player = await openChatSocket(baseA, {
      role: 'member',
      token: member.authorization!.slice(7),
    });
    await ops.next((e) => e.type === 'ready');
    await player.next((e) => e.type === 'ready');

    const conv = (
      await a.inject({ method: 'POST', url: '/api/chat/conversations', headers: member })
    ).json<{ id: number }>();
    await a.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conv.id}/messages`,
      headers: member,
      payload: { body: 'from process A' },
    });
    await ops.next(messageWith('from process A'));

    await b.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${conv.id}/assign`,
      headers: admin,
    });
    await b.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${conv.id}/messages`,
      headers: admin,
      payload: { body: 'from process B' },
    });
    await player.next(messageWith('from process B'));
    ops.typing(conv.id);
    const typing = await player.next((e) => e.type === 'typing');
    expect(typing).toMatchObject({ conversationId: conv.id, side: 'operator', typing: true });
    ops.ws.close();
    player.ws.close();
  });
});
