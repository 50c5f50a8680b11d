import { ADMIN_EVENTS_API, type TEventConsumer, type TEventConsumerList } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { publishTestEvents } from './events-test-kit.js';

describe('back office: event consumers', () => {
  let t: TestApp;
  let headers: { authorization: string };
  const seen: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.events.register({
      name: 'test.recorder',
      types: ['account.password_changed'],
      handle: async (_tx, events) => void seen.push(...events.map((e) => e.position)),
    });
    headers = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await t.app.inject({ url: ADMIN_EVENTS_API.consumers, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TEventConsumerList>();
  };
  const replay = (name: string, payload: object, h: Record<string, string> = headers) =>
    t.app.inject({ method: 'PUT', url: ADMIN_EVENTS_API.position(name), headers: h, payload });

  it('lists every registered consumer with its types, position and lag; a replay is audited and re-delivers', async () => {
    await t.app.services.events.drain();
    await publishTestEvents(t.app.services.db, 3, 'admin');
    const before = await list();
    const recorder = before.consumers.find((c) => c.name === 'test.recorder')!;
    expect(recorder.types).toEqual(['account.password_changed']);
    expect(recorder.lag).toBeGreaterThanOrEqual(3);
    // The app's own consumers are listed too.
    expect(before.consumers.map((c) => c.name)).toEqual(
      expect.arrayContaining(['cashier.settled-wagers', 'games.launch-revocation']),
    );
    await t.app.services.events.drain();
    const drained = (await list()).consumers.find((c) => c.name === 'test.recorder')!;
    expect(drained).toMatchObject({ position: before.head, lag: 0 });
    expect(drained.movedAt).not.toBeNull();

    const ours = seen.slice(-3);
    const res = await replay('test.recorder', { position: ours[0]! - 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TEventConsumer>()).toMatchObject({ position: ours[0]! - 1, lag: 3 });
    await t.app.services.events.drain();
    expect(seen.slice(-3)).toEqual(ours);
    const [audit] = await queryRows<{ before: unknown; after: unknown }>(
      t.app.services.db,
      sql`SELECT before, after FROM audit_log WHERE action = 'events.replay' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ before: { position: before.head }, after: { position: ours[0]! - 1 } });
  });

  it('refuses an unknown consumer, a bad position, and operators without the job permissions', async () => {
    expect((await replay('no.such', { position: 0 })).statusCode).toBe(404);
    for (const position of [-1, 1.5, '3', null] as unknown[]) {
      expect((await replay('test.recorder', { position })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: ADMIN_EVENTS_API.consumers })).statusCode).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers,
      payload: {
        username: 'sup.events',
        displayName: 'Support',
        role: 'support',
        password: 'Support-123x',
      },
    });
    expect(created.statusCode).toBe(201);
    const support = await adminHeaders(t.app, 'sup.events', 'Support-123x');
    expect(
      (await t.app.inject({ url: ADMIN_EVENTS_API.consumers, headers: support })).statusCode,
    ).toBe(403);
    expect((await replay('test.recorder', { position: 0 }, support)).statusCode).toBe(403);
  });
});
