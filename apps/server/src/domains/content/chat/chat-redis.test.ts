import { describe, expect, it } from 'vitest';
import { appsSharingRedis } from '../../../../test/apps-sharing-redis.js';
import { adminHeaders } from '../../../../test/test-app.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { messageWith, openChatSocket } from './chat-test-kit.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes over one database and one Redis: chat events cross between them. */
describe.skipIf(!redisUrl)('chat across two app instances sharing Redis', () => {
  const apps = appsSharingRedis(redisUrl!, 'lw-chat-test');

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
