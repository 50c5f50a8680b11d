import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appsSharingRedis } from '../../../../test/apps-sharing-redis.js';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import { createAccount, fund } from '../../cashier/wallet/wallet-test-kit.js';
import { openLive } from './live-test-client.js';

const isBalance = (amount: number) => (e: Record<string, unknown>) =>
  e.type === 'balance' && e.balance === amount;

describe('live events over the WebSocket', () => {
  let t: TestApp;
  let base: string;
  let member: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    member = await createAccount(t.app, { username: 'livemember', upline: 'house' });
  });
  afterAll(() => t.close());

  const token = async () => (await playerLogin(t.app, 'livemember', 'Passw0rd!x')).token;

  it('authenticates by the first message and pushes the balance after every ledger post', async () => {
    const live = await openLive(base);
    live.auth(await token());
    await live.next((e) => e.type === 'ready');
    await live.next(isBalance(0));
    await fund(t.app, member.id, 50_00);
    expect(await live.next(isBalance(50_00))).toEqual({
      type: 'balance',
      wallet: 'main',
      currency: 'THB',
      balance: 50_00,
      bonus: 0,
      total: 50_00,
    });
    // Several posts in a burst are coalesced; the last figure always arrives.
    await Promise.all([fund(t.app, member.id, 1_00), fund(t.app, member.id, 2_00)]);
    await live.next(isBalance(53_00));
    live.ws.close();
  });

  it('pushes a transfer posted inside a caller transaction once it commits', async () => {
    const live = await openLive(base);
    live.auth(await token());
    await live.next(isBalance(53_00));
    const start = live.events.length;
    const wallet = await t.app.services.ledger.walletOf(member.id, 'main', 'THB');
    const house = await t.app.services.ledger.systemAccount('adjustment', 'THB');
    await t.app.services.db.transaction(async (tx) => {
      await t.app.services.ledger.postTransfer(
        {
          idempotencyKey: `live-tx:${crypto.randomUUID()}`,
          reason: 'adjustment',
          legs: [
            { accountId: house.id, amount: -7_00 },
            { accountId: wallet.id, amount: 7_00 },
          ],
        },
        { tx },
      );
    });
    // Read after the commit: the pushed figure includes the transfer.
    await live.next(isBalance(60_00), start);
    live.ws.close();
  });

  it('closes with 4401 on a bad token or a message that is not auth', async () => {
    const bad = await openLive(base);
    bad.auth('not-a-real-token');
    expect(await bad.closed).toBe(4401);
    const junk = await openLive(base);
    junk.ws.send('hello');
    expect(await junk.closed).toBe(4401);
  });

  it('closes with 4401 once the session has ended', async () => {
    const login = await playerLogin(t.app, 'livemember', 'Passw0rd!x');
    const live = await openLive(base);
    live.auth(login.token);
    await live.next((e) => e.type === 'ready');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: login.headers });
    // The periodic check (every 60 s) run now.
    await t.app.services.live.recheckSessions();
    expect(await live.closed).toBe(4401);
  });

  it('tells open pages at once when an operator ends the sessions, then closes them', async () => {
    const live = await openLive(base);
    live.auth(await token());
    await live.next((e) => e.type === 'ready');
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${member.id}/sessions/end`,
      headers: await adminHeaders(t.app),
    });
    expect(ended.statusCode).toBe(204);
    // No periodic re-check run: the push alone ends the page.
    await live.next((e) => e.type === 'session.ended');
    expect(await live.closed).toBe(4401);
  });

  it('a sign-out ends only the sockets of that sign-in session', async () => {
    const [first, second] = [await token(), await playerLogin(t.app, 'livemember', 'Passw0rd!x')];
    const [a, b] = [await openLive(base), await openLive(base)];
    a.auth(first);
    b.auth(second.token);
    await a.next((e) => e.type === 'ready');
    await b.next((e) => e.type === 'ready');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: second.headers });
    await b.next((e) => e.type === 'session.ended');
    expect(await b.closed).toBe(4401);
    expect(a.events.some((e) => e.type === 'session.ended')).toBe(false);
    expect(a.ws.readyState).toBe(a.ws.OPEN);
    a.ws.close();
  });

  it('an anonymous socket hears the maintenance switch and broadcasts, never account events', async () => {
    const visitor = await openLive(base);
    visitor.ws.send(JSON.stringify({ type: 'anonymous' }));
    await visitor.next((e) => e.type === 'ready');
    const admin = await adminHeaders(t.app);
    const current = await t.app.services.settings.get('maintenance');
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/maintenance',
        headers: admin,
        payload: { ...current, enabled },
      });
    expect((await put(true)).statusCode).toBe(200);
    await visitor.next((e) => e.type === 'site.status');
    const permission = await t.app.inject({ method: 'GET', url: '/api/permission' });
    expect(permission.json<{ systemStatus: number }>().systemStatus).toBe(1);
    const from = visitor.events.length;
    expect((await put(false)).statusCode).toBe(200);
    await visitor.next((e) => e.type === 'site.status', from);
    // Another section changes nothing visible: no event.
    await fund(t.app, member.id, 1_00);
    await t.app.services.live.broadcast({ type: 'session.ended' }, 'members');
    await t.app.services.live.broadcast({ type: 'site.status' });
    await visitor.next((e) => e.type === 'site.status', from + 1);
    expect(visitor.events.map((e) => e.type)).toEqual([
      'ready',
      'site.status',
      'site.status',
      'site.status',
    ]);
    visitor.ws.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes over one database: an event posted on one reaches sockets on the other. */
describe.skipIf(!redisUrl)('live events fan out through Redis', () => {
  const apps = appsSharingRedis(redisUrl!, 'lw-live-test');

  it('delivers a balance posted through instance A to a socket on instance B', async () => {
    const [a, b] = [apps[0]!, apps[1]!];
    const member = await createAccount(a, { username: 'fanout', upline: 'house' });
    const base = await b.listen({ port: 0, host: '127.0.0.1' });
    const live = await openLive(base);
    live.auth((await playerLogin(b, 'fanout', 'Passw0rd!x')).token);
    await live.next((e) => e.type === 'ready');
    await fund(a, member.id, 9_99);
    await live.next(isBalance(9_99));
    live.ws.close();
  });

  it('ends a member’s socket on instance A when an operator ends the sessions on B; visitors on A hear B’s site switch', async () => {
    const [b, a] = [apps[0]!, apps[1]!];
    // Sockets on the instance not yet listening; the operator works on the other one.
    const member = await createAccount(a, { username: 'fanend', upline: 'house' });
    const base = await b.listen({ port: 0, host: '127.0.0.1' });
    const live = await openLive(base);
    live.auth((await playerLogin(b, 'fanend', 'Passw0rd!x')).token);
    await live.next((e) => e.type === 'ready');
    const visitor = await openLive(base);
    visitor.ws.send(JSON.stringify({ type: 'anonymous' }));
    await visitor.next((e) => e.type === 'ready');

    const admin = await adminHeaders(a);
    const ended = await a.inject({
      method: 'POST',
      url: `/api/admin/accounts/${member.id}/sessions/end`,
      headers: admin,
    });
    expect(ended.statusCode).toBe(204);
    await live.next((e) => e.type === 'session.ended');
    expect(await live.closed).toBe(4401);

    const region = await a.services.settings.get('region');
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/admin/settings/region',
      headers: admin,
      payload: region,
    });
    expect(saved.statusCode).toBe(200);
    await visitor.next((e) => e.type === 'site.status');
    visitor.ws.close();
  });
});
