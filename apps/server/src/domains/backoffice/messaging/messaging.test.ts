import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

/** A stand-in SMS gateway that keeps every request it receives. */
async function startGateway(status = 202) {
  const received: {
    method: string;
    url: string;
    headers: http.IncomingHttpHeaders;
    body: string;
  }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, port: (server.address() as AddressInfo).port };
}

describe('messengers: SMS provider, outbox and test sends', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway();
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => gateway.server.close(() => resolve()));
  });

  const smsSettings = (successStatus: number) => ({
    provider: 'http',
    http: {
      url: `http://127.0.0.1:${gateway.port}/send?key=1`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'gw-key' },
      bodyTemplate: '{"msisdn":"{{to}}","message":"{{text}}","from":"{{senderId}}"}',
      successStatus,
    },
    senderId: 'LuckyWay',
    codeExpiredMinutes: 1,
    dailyLimit: 1000,
    hourlyLimit: 600,
    prefixHourlyLimit: 100,
    budgetAlertPercent: 80,
  });
  const testSend = (channel: 'email' | 'sms', to: string, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/messaging/test',
      headers,
      payload: { channel, to },
    });

  it('the development outbox records messages without a provider', async () => {
    const res = await testSend('email', 'ops@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', error: null, provider: 'outbox' });
    const list = await t.app.inject({ url: '/api/admin/outbox', headers: admin });
    expect(list.json().items[0]).toMatchObject({
      channel: 'email',
      to: 'ops@example.com',
      subject: 'LuckyWay test message',
      provider: 'outbox',
    });
  });

  it('the HTTP SMS provider posts the rendered template to the gateway', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: smsSettings(202),
    });
    expect(put.statusCode).toBe(200);
    const outcome = await t.app.services.messaging.sendSms('+66812345678', 'Code "123456"\nthanks');
    expect(outcome).toMatchObject({ status: 'sent', provider: 'http' });
    const got = gateway.received.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/send?key=1');
    expect(got.headers['x-api-key']).toBe('gw-key');
    expect(JSON.parse(got.body)).toEqual({
      msisdn: '+66812345678',
      message: 'Code "123456"\nthanks',
      from: 'LuckyWay',
    });
  });

  it('a provider answering another status is recorded as failed', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sms',
      headers: admin,
      payload: smsSettings(200),
    });
    const res = await testSend('sms', '+66812345678');
    expect(res.json()).toMatchObject({ status: 'failed', provider: 'http' });
    expect(res.json().error).toContain('HTTP 202');
    const list = await t.app.inject({ url: '/api/admin/outbox?channel=sms', headers: admin });
    const page = list.json();
    expect(page.items.map((m: { status: string }) => m.status)).toEqual(['failed', 'sent']);
    expect(page.items.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
  });

  it('pages the outbox newest first', async () => {
    for (let i = 0; i < 3; i++) await testSend('email', `p${i}@example.com`);
    const res = await t.app.inject({
      url: '/api/admin/outbox?channel=email&page=1&pageSize=2',
      headers: admin,
    });
    const page = res.json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.items.map((m: { to: string }) => m.to)).toEqual([
      'p2@example.com',
      'p1@example.com',
    ]);
  });

  it('roles: outbox for super admin and support; test sends need settings.system.write', async () => {
    const roles = ['support', 'finance', 'content'] as const;
    for (const role of roles) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/operators',
        headers: admin,
        payload: { username: `msg_${role}`, displayName: role, role, password: 'Role-Pass-123' },
      });
      const headers = await adminHeaders(t.app, `msg_${role}`, 'Role-Pass-123');
      const list = await t.app.inject({ url: '/api/admin/outbox', headers });
      expect([role, list.statusCode]).toEqual([role, role === 'support' ? 200 : 403]);
      const send = await testSend('email', 'x@example.com', headers);
      expect([role, send.statusCode]).toEqual([role, 403]);
    }
    expect((await t.app.inject({ url: '/api/admin/outbox' })).statusCode).toBe(401);
  });

  it('refuses SMTP settings without a host', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email',
      headers: admin,
      payload: {
        provider: 'smtp',
        fromName: 'X',
        fromAddress: 'a@example.com',
        smtp: { host: '', port: 25, secure: false, username: '', password: '' },
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
