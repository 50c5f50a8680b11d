import type { TMyMessagePage, TSentMessage, TSentMessagePage } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';
import { bankTransferMethod, operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { openLive } from '../../identity/live-channel/live-test-client.js';

type Headers = Record<string, string>;
const text = (en: string) => ({ th: '', en, zh: '' });

describe('platform messages', () => {
  let t: TestApp;
  let admin: Headers;
  const member: Record<string, { id: number; headers: Headers }> = {};

  const send = (payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/player-messages', headers, payload });
  const sendOk = async (audience: unknown, title = 'Hello', body = 'Body', format = 'text') => {
    const res = await send({ title: text(title), body: text(body), format, audience });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSentMessage>();
  };
  const mine = async (name: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/messages${query}`,
      headers: member[name]!.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TMyMessagePage>();
  };
  const unread = async (name: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/messages/unread-count',
        headers: member[name]!.headers,
      })
    ).json<{ unread: number }>().unread;
  const titles = async (name: string) => (await mine(name)).items.map((m) => m.title.en);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    // house > agent1 > agent2 > deep ; agent1 > mid ; house > outsider ; a trial player
    await createAccount(t.app, { username: 'agent1', type: 1 });
    await createAccount(t.app, { username: 'agent2', type: 1, upline: 'agent1' });
    for (const [name, upline] of [
      ['deep', 'agent2'],
      ['mid', 'agent1'],
      ['outsider', 'house'],
      ['agent1', ''],
    ] as const) {
      if (name !== 'agent1') await createAccount(t.app, { username: name, upline });
      const row = await t.app.services.accounts.findByUsername(name);
      member[name] = { id: row!.id, headers: await signIn(t.app, name, name === 'agent1') };
    }
    await createAccount(t.app, { username: 'trialone', type: 4, upline: 'agent1' });
  });
  afterAll(() => t.close());

  it('sends to one member: only that member sees it, and opening marks it read', async () => {
    const sent = await sendOk({ kind: 'member', username: 'Mid' }, 'For mid');
    expect(sent.recipients).toBe(1);
    expect(await titles('mid')).toEqual(['For mid']);
    expect(await titles('deep')).toEqual([]);
    expect(await unread('mid')).toBe(1);
    // Another member cannot open or delete it.
    for (const [method, url] of [
      ['POST', `/api/messages/${sent.id}/read`],
      ['DELETE', `/api/messages/${sent.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: member.deep!.headers });
      expect(res.statusCode).toBe(404);
    }
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${sent.id}/read`,
      headers: member.mid!.headers,
    });
    expect(read.json()).toMatchObject({ id: sent.id, read: true, body: text('Body') });
    expect(await unread('mid')).toBe(0);
  });

  it('sends to an agent’s whole downline (3 levels) and never to trial accounts', async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/player-messages/preview',
      headers: admin,
      payload: { kind: 'segment', agentUsername: 'agent1' },
    });
    // agent2, deep, mid: not agent1 itself, not the trial player, not outsider.
    expect(preview.json()).toEqual({ recipients: 3 });
    const sent = await sendOk({ kind: 'segment', agentUsername: 'agent1' }, 'Downline');
    expect(sent.recipients).toBe(3);
    expect(await titles('deep')).toEqual(['Downline']);
    expect(await titles('mid')).toEqual(['Downline', 'For mid']);
    expect(await titles('outsider')).toEqual([]);
    expect(await titles('agent1')).toEqual([]);
  });

  it('reads segment days as days of the site time zone (Bangkok), not UTC', async () => {
    const preview = async (day: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/player-messages/preview',
          headers: admin,
          payload: { kind: 'segment', registeredFrom: day, registeredTo: day },
        })
      ).json().recipients;
    // 00:30 on 11 March in Bangkok, still 10 March in UTC; then 23:30 on 10 March in Bangkok.
    const registeredAt = (at: string) =>
      t.app.services.db.execute(
        sql`update accounts set created_at = ${at}::timestamptz where username = 'outsider'`,
      );
    await registeredAt('2020-03-10T17:30:00Z');
    expect(await preview('2020-03-10')).toBe(0);
    expect(await preview('2020-03-11')).toBe(1);
    await registeredAt('2020-03-10T16:30:00Z');
    expect(await preview('2020-03-10')).toBe(1);
    expect(await preview('2020-03-11')).toBe(0);
  });

  it('selects by registration and last deposit dates', async () => {
    await t.app.services.db.execute(
      sql`update accounts set created_at = '2020-03-10T12:00:00Z' where username = 'outsider'`,
    );
    const byRegistration = await sendOk(
      { kind: 'segment', registeredFrom: '2020-03-10', registeredTo: '2020-03-10' },
      'Old timers',
    );
    expect(byRegistration.recipients).toBe(1);
    const { methodId } = await bankTransferMethod(t, admin);
    const deposit = (accountId: number, at: string, status: string) =>
      t.app.services.db.execute(sql`insert into deposits
        (account_id, payment_method_id, amount, currency, status, reference_code, expires_at, created_at)
        values (${accountId}, ${methodId}, 100000, 'THB', ${status}, ${`R${accountId}${at}${status}`},
          ${at}::timestamptz + interval '1 hour', ${at}::timestamptz)`);
    await deposit(member.deep!.id, '2025-01-05T03:00:00Z', 'approved');
    // mid's last approved deposit is later; a pending one inside the range does not count.
    await deposit(member.mid!.id, '2025-01-04T03:00:00Z', 'approved');
    await deposit(member.mid!.id, '2025-02-01T03:00:00Z', 'approved');
    await deposit(member.outsider!.id, '2025-01-05T05:00:00Z', 'pending');
    const byDeposit = await sendOk(
      { kind: 'segment', lastDepositFrom: '2025-01-01', lastDepositTo: '2025-01-31' },
      'January depositors',
    );
    expect(byDeposit.recipients).toBe(1);
    expect((await titles('deep'))[0]).toBe('January depositors');
    expect(await titles('outsider')).toEqual(['Old timers']);
  });

  it('sends to everyone as one row; members read, delete and mark all read', async () => {
    const before = await unread('deep');
    const sent = await sendOk({ kind: 'everyone' }, 'Everyone');
    const [{ n }] = (
      (await t.app.services.db.execute(
        sql`select count(*)::int as n from accounts where type <> 4`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(sent.recipients).toBe(n);
    const rows = (await t.app.services.db.execute(
      sql`select count(*)::int as n from content_message_recipients where message_id = ${sent.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    expect(await unread('deep')).toBe(before + 1);
    expect(await titles('agent1')).toEqual(['Everyone']);
    // A member registered after it does not receive it.
    await createAccount(t.app, { username: 'latecomer' });
    member.latecomer = { id: 0, headers: await signIn(t.app, 'latecomer') };
    expect(await titles('latecomer')).toEqual([]);

    // Delete it: gone from the list and the count.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${sent.id}`,
      headers: member.deep!.headers,
    });
    expect(del.json()).toEqual({ unread: before });
    expect(await titles('deep')).not.toContain('Everyone');
    // Deleting again is NOT_FOUND, reading a deleted one too.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${sent.id}/read`,
      headers: member.deep!.headers,
    });
    expect(again.statusCode).toBe(404);

    expect(await unread('mid')).toBeGreaterThan(1);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/messages/read-all',
      headers: member.mid!.headers,
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await mine('mid')).items.every((m) => m.read)).toBe(true);

    // The back office sees recipients and reads.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/player-messages',
      headers: admin,
    });
    const everyone = list.json<TSentMessagePage>().items.find((m) => m.id === sent.id)!;
    expect(everyone).toMatchObject({ recipients: n, reads: 1, sentBy: 'admin' });
  });

  it('counts one read under 100 parallel reads of the same message', async () => {
    const broadcast = await sendOk({ kind: 'everyone' }, 'Race');
    const direct = await sendOk({ kind: 'member', username: 'outsider' }, 'Race direct');
    const before = await unread('outsider');
    const reads = await Promise.all(
      [broadcast.id, direct.id].flatMap((id) =>
        Array.from({ length: 50 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/api/messages/${id}/read`,
            headers: member.outsider!.headers,
          }),
        ),
      ),
    );
    expect(reads.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(await unread('outsider')).toBe(before - 2);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/player-messages', headers: admin })
    ).json<TSentMessagePage>();
    expect(list.items.find((m) => m.id === broadcast.id)!.reads).toBe(1);
    expect(list.items.find((m) => m.id === direct.id)!.reads).toBe(1);
  });

  it('stores HTML sanitized: scripts, handlers and javascript: links are inert', async () => {
    const payload =
      '<p onclick="alert(1)">Hi <b>there</b></p><script>alert(2)</script>' +
      '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a>' +
      '<a href="https://example.com">site</a>';
    const sent = await sendOk({ kind: 'member', username: 'deep' }, 'Html', payload, 'html');
    const body = sent.body.en;
    expect(body).not.toMatch(/script|onerror|onclick|javascript|<img/i);
    expect(body).toContain('<b>there</b>');
    expect(body).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    // Plain text is stored as typed (React renders it as text).
    const plain = await sendOk(
      { kind: 'member', username: 'deep' },
      '<b>t</b>',
      '<script>x</script>',
    );
    expect(plain.body.en).toBe('<script>x</script>');
  });

  it('refuses bad input with 4xx, never 500, and checks the permission', async () => {
    const bad: object[] = [
      {},
      { title: text(''), body: text('b'), audience: { kind: 'everyone' } },
      { title: text('t'), body: text('   '), audience: { kind: 'everyone' } },
      { title: text('x'.repeat(121)), body: text('b'), audience: { kind: 'everyone' } },
      { title: text('t'), body: text('b'), audience: { kind: 'segment' } },
      { title: text('t'), body: text('b'), audience: { kind: 'nobody' } },
      {
        title: text('t'),
        body: text('b'),
        audience: { kind: 'segment', registeredFrom: '2020-02-30' },
      },
      {
        title: text('t'),
        body: text('b'),
        audience: { kind: 'segment', registeredFrom: '2021-01-02', registeredTo: '2021-01-01' },
      },
      { title: text('t\u0000'), body: text('b'), audience: { kind: 'everyone' } },
      { title: text('t'), body: text('b'), format: 'pdf', audience: { kind: 'everyone' } },
    ];
    for (const payload of bad)
      expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const unknown = await send({
      title: text('t'),
      body: text('b'),
      audience: { kind: 'member', username: 'nobody-here' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const finance = await operatorHeaders(t, 'finance');
    expect(
      (await send({ title: text('t'), body: text('b'), audience: { kind: 'everyone' } }, finance))
        .statusCode,
    ).toBe(403);
    for (const url of ['/api/messages/abc/read', '/api/messages/99999999999999999999/read']) {
      const res = await t.app.inject({ method: 'POST', url, headers: member.mid!.headers });
      expect(res.statusCode).toBe(400);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/messages?page=0&pageSize=1000',
      headers: member.mid!.headers,
    });
    expect(page.statusCode).toBe(400);
  });

  it('shows the unread count in the header state; trial accounts get none', async () => {
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/members/me/public-state',
      headers: member.deep!.headers,
    });
    expect(state.json<{ unreadMessage: number }>().unreadMessage).toBe(await unread('deep'));
    expect(await unread('deep')).toBeGreaterThan(0);
    const trial = await t.app.services.accounts.findByUsername('trialone');
    expect(await t.app.services.messages.unreadCount(trial!)).toBe(0);
  });

  it('pushes message.new to the recipient’s open page only', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [mid, outsider] = [await openLive(base), await openLive(base)];
    mid.auth(member.mid!.headers.authorization!.slice(7));
    outsider.auth(member.outsider!.headers.authorization!.slice(7));
    await mid.next((e) => e.type === 'ready');
    await outsider.next((e) => e.type === 'ready');
    await sendOk({ kind: 'member', username: 'mid' }, 'Live one');
    expect(await mid.next((e) => e.type === 'message.new')).toEqual({
      type: 'message.new',
      title: text('Live one'),
      unread: await unread('mid'),
    });
    await sendOk({ kind: 'segment', agentUsername: 'agent1' }, 'Live segment');
    await mid.next((e) => e.type === 'message.new' && e.unread === null);
    await sendOk({ kind: 'everyone' }, 'Live all');
    await outsider.next((e) => e.type === 'message.new');
    expect(
      outsider.events
        .filter((e) => e.type === 'message.new')
        .map((e) => (e.title as { en: string }).en),
    ).toEqual(['Live all']);
    mid.ws.close();
    outsider.ws.close();
  });

  it('a segment skips members on a time-out or self-exclusion; a message to the member still reaches them', async () => {
    await createAccount(t.app, { username: 'agent9', type: 1 });
    for (const name of ['keeps9', 'paused9'])
      await createAccount(t.app, { username: name, upline: 'agent9' });
    const paused = await t.app.services.accounts.findByUsername('paused9');
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${paused!.id}/exclusions`,
      headers: admin,
      payload: { period: '7d', reason: 'Asked by phone' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const sent = await sendOk({ kind: 'segment', agentUsername: 'agent9' }, 'Weekend offer');
    expect(sent.recipients).toBe(1);
    const reached = await t.app.services.db.execute(
      sql`select account_id::int as id from content_message_recipients where message_id = ${sent.id}`,
    );
    const keeps = await t.app.services.accounts.findByUsername('keeps9');
    expect((reached as unknown as { rows: { id: number }[] }).rows).toEqual([{ id: keeps!.id }]);
    const direct = await sendOk({ kind: 'member', username: 'paused9' }, 'About your account');
    expect(direct.recipients).toBe(1);
  });
});
