import { CHAT_LIMITS } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { queryRows } from '../../../db/client.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { TINY_PNG } from './chat-test-kit.js';

type Headers = Record<string, string>;

/** Visitors (not signed in) chat within bounds and reach nothing of a member's. */
describe('live chat for visitors', () => {
  let t: TestApp;
  let admin: Headers;
  let member: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    await createAccount(t.app, { username: 'chatvmember' });
    member = await signIn(t.app, 'chatvmember');
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A visitor's headers with a freshly minted signed id (the mint route is rate limited). */
  const visitor = async (): Promise<Headers> => ({
    'x-chat-visitor': await t.app.services.visitorIds.mint(),
  });
  const code = (res: { json: () => unknown }) =>
    (res.json() as { error?: { code: string } }).error?.code;

  it('is off by default; an operator turns it on, and the change is audited', async () => {
    expect((await call('GET', '/api/chat/config', {})).json()).toEqual({ visitorChat: false });
    const refused = await call('POST', '/api/chat/conversations', await visitor());
    expect(refused.statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/admin/chat/settings', admin, { visitorChat: true })).statusCode,
    ).toBe(200);
    const audit = await queryRows<{ before: unknown; after: unknown }>(
      t.app.services.db,
      sql`SELECT before, after FROM audit_log WHERE action = 'chat.settings.update' ORDER BY id`,
    );
    expect(audit).toEqual([{ before: { visitorChat: false }, after: { visitorChat: true } }]);
  });

  it('sends no images and reaches no member chat, message or image', async () => {
    const mine = (await call('POST', '/api/chat/conversations', member)).json<{ id: number }>();
    const image = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${mine.id}/images`,
      headers: { ...member, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(image.statusCode).toBe(201);
    const imageId = image.json<{ imageId: number }>().imageId;

    const v = await visitor();
    const own = (await call('POST', '/api/chat/conversations', v)).json<{ id: number }>();
    expect(own).toMatchObject({ visitor: true, member: null });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${own.id}/images`,
      headers: { ...v, 'content-type': 'image/png' },
      payload: TINY_PNG,
    });
    expect(upload.statusCode).toBe(401);

    // The member's chat, its messages and its image are not the visitor's: NOT_FOUND throughout.
    for (const [method, url, body] of [
      ['GET', `/api/chat/conversations/${mine.id}/messages`, undefined],
      ['POST', `/api/chat/conversations/${mine.id}/messages`, { body: 'hi' }],
      ['POST', `/api/chat/conversations/${mine.id}/read`, { lastReadId: 1 }],
      ['POST', `/api/chat/conversations/${mine.id}/close`, undefined],
      ['GET', `/api/chat/images/${imageId}`, undefined],
    ] as const) {
      expect((await call(method, url, v, body)).statusCode, url).toBe(404);
    }
    const listed = (await call('GET', '/api/chat/conversations', v)).json<{ id: number }[]>();
    expect(listed.map((c) => c.id)).toEqual([own.id]);
    // A bearer that is not a session is refused outright, not treated as a visitor.
    expect(
      (await call('GET', '/api/chat/conversations', { ...v, authorization: 'Bearer nope' }))
        .statusCode,
    ).toBe(401);
    await call('POST', `/api/chat/conversations/${own.id}/close`, v);
    await call('POST', `/api/chat/conversations/${mine.id}/close`, member);
  });

  it('takes at most visitorMessagesMax messages in one chat', async () => {
    const v = await visitor();
    const { id } = (await call('POST', '/api/chat/conversations', v)).json<{ id: number }>();
    const send = () => call('POST', `/api/chat/conversations/${id}/messages`, v, { body: 'hello' });
    let sent = 0;
    while (sent < CHAT_LIMITS.visitorMessagesMax) {
      const batch = Math.min(
        CHAT_LIMITS.playerMessagesPerWindow,
        CHAT_LIMITS.visitorMessagesMax - sent,
      );
      const answers = await Promise.all(Array.from({ length: batch }, send));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(batch).fill(201));
      sent += batch;
      t.clock.advance(CHAT_LIMITS.windowSeconds * 1000 + 1);
    }
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(code(over)).toBe('CHAT_VISITOR_LIMIT');
    await call('POST', `/api/chat/conversations/${id}/close`, v);
  });

  it('starts at most visitorStartsPerDay chats per visitor id a day', async () => {
    const v = await visitor();
    for (let i = 0; i < CHAT_LIMITS.visitorStartsPerDay; i++) {
      const opened = await call('POST', '/api/chat/conversations', v);
      expect(opened.statusCode).toBe(200);
      await call('POST', `/api/chat/conversations/${opened.json<{ id: number }>().id}/close`, v);
    }
    const over = await call('POST', '/api/chat/conversations', v);
    expect(over.statusCode).toBe(429);
    expect(code(over)).toBe('CHAT_VISITOR_LIMIT');
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await call('POST', '/api/chat/conversations', v)).statusCode).toBe(200);
  });

  it('holds visitorOpenMax open visitor chats under 130 parallel starts; members are not held', async () => {
    const [{ open }] = await queryRows<{ open: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS open FROM chat_conversations
          WHERE visitor_id IS NOT NULL AND status <> 'closed'`,
    );
    const visitors = await Promise.all(Array.from({ length: 130 }, visitor));
    const answers = await Promise.all(
      visitors.map((v) => call('POST', '/api/chat/conversations', v)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_LIMITS.visitorOpenMax - open);
    expect(statuses.filter((s) => s !== 200)).toHaveLength(
      130 - (CHAT_LIMITS.visitorOpenMax - open),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map(code)).toEqual(
      Array(130 - (CHAT_LIMITS.visitorOpenMax - open)).fill('CHAT_VISITOR_LIMIT'),
    );
    const [after] = await queryRows<{ open: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS open FROM chat_conversations
          WHERE visitor_id IS NOT NULL AND status <> 'closed'`,
    );
    expect(after!.open).toBe(CHAT_LIMITS.visitorOpenMax);
    expect((await call('POST', '/api/chat/conversations', member)).statusCode).toBe(200);
  });
});
