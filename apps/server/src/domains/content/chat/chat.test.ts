import { addDays, CHAT_LIMITS, dayOfInstant, dayStart } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  TEST_TIME_ZONE,
  type TestApp,
} from '../../../../test/test-app.js';
import { createAccount, fund, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { messageWith, openChatSocket, operatorHeaders, TINY_PNG } from './chat-test-kit.js';

type Headers = Record<string, string>;

describe('live chat', () => {
  let t: TestApp;
  let base: string;
  let alice: Headers;
  let bob: Headers;
  let aliceId: number;
  let admin: Headers;
  let support: { id: number; headers: Headers };
  let finance: { id: number; headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    aliceId = (await createAccount(t.app, { username: 'chatalice' })).id;
    await createAccount(t.app, { username: 'chatbob' });
    await fund(t.app, aliceId, 123_45);
    alice = await signIn(t.app, 'chatalice');
    bob = await signIn(t.app, 'chatbob');
    admin = await adminHeaders(t.app);
    support = await operatorHeaders(t.app, 'chat.support', 'support');
    finance = await operatorHeaders(t.app, 'chat.finance', 'finance');
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const token = (h: Headers) => h.authorization!.slice('Bearer '.length);

  it('runs a whole chat: open, realtime both ways, take, hand over, close, rate, history', async () => {
    const opened = await call('POST', '/api/chat/conversations', alice);
    expect(opened.statusCode).toBe(200);
    const conv = opened.json<{ id: number; status: string }>();
    expect(conv.status).toBe('waiting');
    // Opening again answers the same open chat.
    expect((await call('POST', '/api/chat/conversations', alice)).json().id).toBe(conv.id);

    const ops = await openChatSocket(base, { role: 'operator', token: token(admin) });
    const player = await openChatSocket(base, { role: 'member', token: token(alice) });
    await ops.next((e) => e.type === 'ready');
    await player.next((e) => e.type === 'ready');

    const sent = await call('POST', `/api/chat/conversations/${conv.id}/messages`, alice, {
      body: '  Hello, my deposit?  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sender: 'player', body: 'Hello, my deposit?' });
    await ops.next(messageWith('Hello, my deposit?'));

    player.typing(conv.id);
    await ops.next(
      (e) => e.type === 'typing' && e.side === 'player' && e.conversationId === conv.id,
    );

    const waiting = await call('GET', '/api/admin/chat/conversations?tab=waiting', admin);
    expect(waiting.json().items.map((c: { id: number }) => c.id)).toContain(conv.id);

    // Only the chat's operator answers: take it first.
    const early = await call('POST', `/api/admin/chat/conversations/${conv.id}/messages`, admin, {
      body: 'hi',
    });
    expect(early.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/admin/chat/conversations/${conv.id}/assign`, admin)).json(),
    ).toMatchObject({ status: 'open', operator: { name: expect.any(String) } });
    // Someone else cannot take it any more.
    const again = await call(
      'POST',
      `/api/admin/chat/conversations/${conv.id}/assign`,
      support.headers,
    );
    expect(again.statusCode).toBe(409);

    const reply = await call('POST', `/api/admin/chat/conversations/${conv.id}/messages`, admin, {
      body: 'Checking it now',
    });
    expect(reply.statusCode).toBe(201);
    await player.next(messageWith('Checking it now'));
    ops.typing(conv.id);
    await player.next((e) => e.type === 'typing' && e.side === 'operator');

    // Read marks go to the other side, never past the newest message.
    const read = await call('POST', `/api/chat/conversations/${conv.id}/read`, alice, {
      lastReadId: 9_999_999,
    });
    expect(read.statusCode).toBe(204);
    const mark = await ops.next((e) => e.type === 'read' && e.side === 'player');
    expect(mark.lastReadId).toBe(reply.json().id);

    // The inbox shows the player with the balance (members.read).
    const detail = await call('GET', `/api/admin/chat/conversations/${conv.id}`, admin);
    expect(detail.json().player).toMatchObject({ username: 'chatalice', balance: 123_45 });

    // Hand-over with an internal note: operators see it, the player never does.
    const handed = await call('POST', `/api/admin/chat/conversations/${conv.id}/handover`, admin, {
      operatorId: support.id,
      note: 'VIP, be gentle',
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().operator.id).toBe(support.id);
    const opsView = (
      await call('GET', `/api/admin/chat/conversations/${conv.id}`, support.headers)
    ).json();
    expect(opsView.messages.some((m: { body: string }) => m.body?.includes('VIP, be gentle'))).toBe(
      true,
    );
    const playerView = (
      await call('GET', `/api/chat/conversations/${conv.id}/messages`, alice)
    ).json();
    expect(JSON.stringify(playerView)).not.toContain('VIP, be gentle');
    expect(playerView.messages.map((m: { body: string | null }) => m.body)).toContain(
      'Checking it now',
    );
    // The first operator no longer answers it.
    expect(
      (
        await call('POST', `/api/admin/chat/conversations/${conv.id}/messages`, admin, {
          body: 'x',
        })
      ).statusCode,
    ).toBe(409);

    // Rating before closing is refused; the operator closes; the player rates once.
    expect(
      (await call('POST', `/api/chat/conversations/${conv.id}/rating`, alice, { rating: 5 }))
        .statusCode,
    ).toBe(409);
    const closed = await call(
      'POST',
      `/api/admin/chat/conversations/${conv.id}/close`,
      support.headers,
    );
    expect(closed.json()).toMatchObject({ status: 'closed', closedBy: 'operator' });
    await player.next(
      (e) =>
        e.type === 'conversation' && (e.conversation as { status: string }).status === 'closed',
    );
    expect(
      (await call('POST', `/api/chat/conversations/${conv.id}/messages`, alice, { body: 'more' }))
        .statusCode,
    ).toBe(409);
    const rated = await call('POST', `/api/chat/conversations/${conv.id}/rating`, alice, {
      rating: 4,
      comment: 'Quick answer',
    });
    expect(rated.json()).toMatchObject({ rating: 4, ratingComment: 'Quick answer' });
    expect(
      (await call('POST', `/api/chat/conversations/${conv.id}/rating`, alice, { rating: 1 }))
        .statusCode,
    ).toBe(409);

    // History: the player's list, and the back-office search by member, operator and rating.
    const history = (await call('GET', '/api/chat/conversations', alice)).json();
    expect(history[0]).toMatchObject({ id: conv.id, status: 'closed', rating: 4 });
    const search = (q: string) =>
      call('GET', `/api/admin/chat/conversations?tab=closed&${q}`, admin).then(
        (r) => r.json().items,
      );
    expect((await search('member=ALICE')).map((c: { id: number }) => c.id)).toEqual([conv.id]);
    expect(await search('member=nobody')).toEqual([]);
    expect((await search(`operatorId=${support.id}&rating=4`)).length).toBe(1);
    expect(await search('rating=5')).toEqual([]);
    const day = dayOfInstant(new Date(closed.json().createdAt), TEST_TIME_ZONE);
    expect((await search(`from=${day}&to=${day}`)).length).toBe(1);
    // A new chat starts after the closed one.
    expect((await call('POST', '/api/chat/conversations', alice)).json().id).not.toBe(conv.id);
    ops.ws.close();
    player.ws.close();
  });

  it('keeps a conversation and its images to its own player and to chat operators', async () => {
    const conv = (await call('POST', '/api/chat/conversations', alice)).json<{ id: number }>();
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conv.id}/images`,
      headers: { ...alice, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(upload.statusCode).toBe(201);
    const imageId = upload.json<{ imageId: number }>().imageId;

    const own = await call('GET', `/api/chat/images/${imageId}`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(
      (await call('GET', `/api/admin/chat/images/${imageId}`, support.headers)).statusCode,
    ).toBe(200);

    // Another member: not found, whatever they try.
    expect((await call('GET', `/api/chat/images/${imageId}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/chat/conversations/${conv.id}/messages`, bob)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/chat/conversations/${conv.id}/messages`, bob, { body: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/chat/conversations/${conv.id}/close`, bob)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/chat/conversations/${conv.id}/read`, bob, { lastReadId: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/chat/conversations', bob)).json()).toEqual([]);
    // Nobody signed in, or an operator without chat.answer.
    expect((await call('GET', `/api/chat/images/${imageId}`, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/chat/conversations', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/chat/conversations', finance.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/admin/chat/images/${imageId}`, finance.headers)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/chat/conversations', alice)).statusCode).toBe(401);
    // A member's bearer on the operators' socket is refused.
    const fake = await openChatSocket(base, { role: 'operator', token: token(alice) });
    expect(await fake.closed).toBe(4401);
    const noChat = await openChatSocket(base, { role: 'operator', token: token(finance.headers) });
    expect(await noChat.closed).toBe(4401);
    await call('POST', `/api/chat/conversations/${conv.id}/close`, alice);
  });

  it('refuses bad input with 4xx, never 500, and stores markup as inert text', async () => {
    const conv = (await call('POST', '/api/chat/conversations', bob)).json<{ id: number }>();
    const send = (body: unknown) =>
      call('POST', `/api/chat/conversations/${conv.id}/messages`, bob, body);
    const codes = await Promise.all([
      send({ body: '' }),
      send({ body: '   ' }),
      send({ body: 'x'.repeat(CHAT_LIMITS.messageMax + 1) }),
      send({ body: 'bell\u0007' }),
      send({ body: 'nul\u0000' }),
      send({ body: 42 }),
      send({}),
      call('POST', '/api/chat/conversations/abc/messages', bob, { body: 'x' }),
      call('POST', '/api/chat/conversations/99999999999/messages', bob, { body: 'x' }),
      call('GET', '/api/chat/conversations/2147483647/messages', bob),
      call('POST', `/api/chat/conversations/${conv.id}/rating`, bob, { rating: 6 }),
      call('POST', `/api/chat/conversations/${conv.id}/read`, bob, { lastReadId: -1 }),
      call('GET', '/api/admin/chat/conversations?tab=nope', admin),
      call('GET', '/api/admin/chat/conversations?from=2026-13-40', admin),
      call('POST', '/api/admin/chat/canned', admin, { title: '', body: 'x' }),
      call('POST', '/api/admin/chat/conversations/1/handover', admin, { operatorId: 0 }),
      call('GET', '/api/chat/images/0', bob),
    ]);
    for (const res of codes) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const image = (type: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${conv.id}/images`,
        headers: { ...bob, 'content-type': type },
        payload,
      });
    // A "PNG" that is really HTML, an SVG, and an image over 2 MB.
    const fakePng = await image('image/png', Buffer.from('<html><script>alert(1)</script>'));
    expect(fakePng.json().error.code).toBe('IMAGE_INVALID');
    expect((await image('image/svg+xml', Buffer.from('<svg/>'))).statusCode).toBe(415);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(CHAT_LIMITS.imageMaxBytes)]);
    expect((await image('image/png', big)).statusCode).toBe(413);

    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const stored = await send({ body: xss });
    expect(stored.statusCode).toBe(201);
    const thread = (await call('GET', `/api/chat/conversations/${conv.id}/messages`, bob)).json();
    // Stored and answered as the very text: clients render it as text, never as markup.
    expect(thread.messages.at(-1).body).toBe(xss);
    expect(thread.messages.at(-1).imageId).toBeNull();
    await call('POST', `/api/chat/conversations/${conv.id}/close`, bob);
  });

  it('lets at most the limit of 100 parallel sends through (atomic counter), then a new window', async () => {
    const member = await createAccount(t.app, { username: 'chatburst' });
    const h = await signIn(t.app, 'chatburst');
    void member;
    const conv = (await call('POST', '/api/chat/conversations', h)).json<{ id: number }>();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call('POST', `/api/chat/conversations/${conv.id}/messages`, h, { body: `m${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(CHAT_LIMITS.playerMessagesPerWindow);
    expect(codes.filter((c) => c === 429)).toHaveLength(100 - CHAT_LIMITS.playerMessagesPerWindow);
    const thread = (await call('GET', `/api/chat/conversations/${conv.id}/messages`, h)).json();
    expect(thread.messages).toHaveLength(CHAT_LIMITS.playerMessagesPerWindow);
    t.clock.advance(CHAT_LIMITS.windowSeconds * 1000 + 1000);
    expect(
      (await call('POST', `/api/chat/conversations/${conv.id}/messages`, h, { body: 'later' }))
        .statusCode,
    ).toBe(201);
  });

  it('lets visitors chat with a signed id only when the operator allows it', async () => {
    expect((await call('GET', '/api/chat/config', {})).json()).toEqual({ visitorChat: false });
    expect((await call('POST', '/api/chat/visitor', {})).statusCode).toBe(403);
    // Only content.manage switches it.
    expect(
      (await call('PUT', '/api/admin/chat/settings', support.headers, { visitorChat: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/admin/chat/settings', admin, { visitorChat: true })).statusCode,
    ).toBe(200);
    const { chatId } = (await call('POST', '/api/chat/visitor', {})).json<{ chatId: string }>();
    const visitor = { 'x-chat-visitor': chatId };
    const conv = (await call('POST', '/api/chat/conversations', visitor)).json();
    expect(conv).toMatchObject({ visitor: true, member: null, status: 'waiting' });
    const socket = await openChatSocket(base, { role: 'visitor', chatId });
    await socket.next((e) => e.type === 'ready');
    await call('POST', `/api/admin/chat/conversations/${conv.id}/assign`, admin);
    await call('POST', `/api/admin/chat/conversations/${conv.id}/messages`, admin, {
      body: 'Hi guest',
    });
    await socket.next(messageWith('Hi guest'));
    // A forged id, or another visitor, sees nothing.
    const forged = { 'x-chat-visitor': `${chatId.slice(0, -2)}AA` };
    expect((await call('GET', '/api/chat/conversations', forged)).statusCode).toBe(401);
    const other = (await call('POST', '/api/chat/visitor', {})).json<{ chatId: string }>();
    expect(
      (
        await call('GET', `/api/chat/conversations/${conv.id}/messages`, {
          'x-chat-visitor': other.chatId,
        })
      ).statusCode,
    ).toBe(404);
    // Switched off again: the id no longer works.
    await call('PUT', '/api/admin/chat/settings', admin, { visitorChat: false });
    expect((await call('GET', '/api/chat/conversations', visitor)).statusCode).toBe(401);
    socket.ws.close();
  });

  it('manages canned replies', async () => {
    const created = await call('POST', '/api/admin/chat/canned', support.headers, {
      title: 'Greeting',
      body: 'Hello! How can I help?',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    await call('PUT', `/api/admin/chat/canned/${id}`, support.headers, {
      title: 'Hi',
      body: 'Hey',
    });
    expect((await call('GET', '/api/admin/chat/canned', support.headers)).json()).toEqual([
      { id, title: 'Hi', body: 'Hey' },
    ]);
    expect((await call('DELETE', `/api/admin/chat/canned/${id}`, support.headers)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/admin/chat/canned/${id}`, support.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/admin/chat/operators', support.headers)).json()).toEqual(
      expect.arrayContaining([{ id: support.id, name: 'Op chat.support' }]),
    );
  });

  it('publishes chat.message on the member live channel for the unread dot', async () => {
    const events: unknown[] = [];
    const original = t.app.services.live.publish.bind(t.app.services.live);
    t.app.services.live.publish = async (accountId, event) => {
      events.push({ accountId, event });
      return original(accountId, event);
    };
    const conv = (await call('POST', '/api/chat/conversations', alice)).json<{ id: number }>();
    await call('POST', `/api/admin/chat/conversations/${conv.id}/assign`, admin);
    await call('POST', `/api/admin/chat/conversations/${conv.id}/messages`, admin, {
      body: 'ping',
    });
    t.app.services.live.publish = original;
    expect(events).toContainEqual({
      accountId: aliceId,
      event: { type: 'chat.message', conversationId: conv.id },
    });
  });

  it('searches days of the site time zone: a chat just before midnight Bangkok is the day before', async () => {
    await createAccount(t.app, { username: 'chatcarol' });
    const carol = await signIn(t.app, 'chatcarol');
    // The next midnight in Bangkok (17:00 UTC), from wherever the test clock is.
    const today = dayOfInstant(t.clock.now(), TEST_TIME_ZONE);
    const nextDay = addDays(today, 1);
    const midnight = dayStart(nextDay, TEST_TIME_ZONE).getTime();
    const chatAt = async (ms: number) => {
      t.clock.set(new Date(ms));
      const conv = (await call('POST', '/api/chat/conversations', carol)).json<{ id: number }>();
      await call('POST', `/api/chat/conversations/${conv.id}/close`, carol);
      return conv.id;
    };
    const late = await chatAt(midnight - 30_000);
    const early = await chatAt(midnight + 30_000);
    const search = async (from: string, to: string) =>
      (
        await call(
          'GET',
          `/api/admin/chat/conversations?tab=closed&member=chatcarol&from=${from}&to=${to}`,
          admin,
        )
      )
        .json()
        .items.map((c: { id: number }) => c.id);
    expect(await search(today, today)).toEqual([late]);
    expect(await search(nextDay, nextDay)).toEqual([early]);
    expect((await search(today, nextDay)).sort()).toEqual([late, early].sort());
  });
});
