import { API } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { createLogger } from '../../../platform/logger.js';
import { createTestDatabase, playerLogin } from '../../../../test/test-app.js';

/**
 * Spec §4's `?token=` hand-over (issue 8, item 7): a one-time, short-lived ticket instead of a
 * session token in the address, and no credential from an address in any log line.
 */
describe('hand-over tickets and log redaction', () => {
  let app: App;
  let drop: () => Promise<void>;
  const lines: string[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase({ seeded: true });
    drop = database.drop;
    // Request logging is on outside NODE_ENV=test: this suite reads what it writes.
    const config = loadConfig({
      NODE_ENV: 'development',
      SERVE_STATIC: 'false',
      SETTINGS_CACHE_MS: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config, database: database.handle, logger: createLogger('info', sink) });
    await app.services.settings.update(
      'accountPolicy',
      { ...(await app.services.settings.get('accountPolicy')), botCheckOnLogin: false },
      { operatorId: 1, username: 'admin', ip: '127.0.0.1', requestId: 'test' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const createTicket = (authorization: string) =>
    app.inject({ method: 'POST', url: API.auth.handoverTickets, headers: { authorization } });
  const redeem = (ticket: string) =>
    app.inject({ method: 'POST', url: API.auth.ticketLogin, payload: { ticket } });

  it('signs the same account in once with a ticket, in a session of its own', async () => {
    const { headers, token } = await playerLogin(app, 'member01', 'member01pass');
    const created = await createTicket(headers.authorization);
    expect(created.statusCode).toBe(200);
    const { ticket, url, expiresAt } = created.json();
    expect(url).toBe(`http://localhost:80/?token=${ticket}`);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    const first = await redeem(ticket);
    expect(first.statusCode).toBe(200);
    expect(first.json().member.account).toBe('member01');
    expect(first.json().token).not.toBe(token);
    expect((await redeem(ticket)).statusCode).toBe(401);
    // Nobody makes a ticket without a session.
    expect((await createTicket('Bearer nope-nope-nope-nope')).statusCode).toBe(401);
  });

  it('refuses an expired ticket', async () => {
    const { headers } = await playerLogin(app, 'member01', 'member01pass');
    const { ticket } = (await createTicket(headers.authorization)).json();
    await app.services.db.execute(
      sql`update login_tickets set expires_at = now() - interval '1 second'`,
    );
    expect((await redeem(ticket)).json().error.code).toBe('UNAUTHORIZED');
  });

  it('writes no ticket, code, token or password from an address or body into the log', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/system/status?token=SECRET-T1&page=2&loginTicket=SECRET-T2' });
    await app.inject({ url: '/api/system/status?code=SECRET-C3&state=SECRET-S4' });
    await app.inject({
      method: 'POST',
      url: API.auth.login,
      headers: { authorization: 'Bearer SECRET-B5', cookie: 'lw_device=SECRET-D6' },
      payload: { username: 'member01', password: 'SECRET-P7' },
    });
    app.log.info({ body: { password: 'SECRET-P8', ticket: 'SECRET-T9' } }, 'a service logs');
    const log = lines.join('');
    expect(log).toContain('/api/system/status?token=[redacted]&page=2&loginTicket=[redacted]');
    expect(log).not.toMatch(/SECRET-/);
  });
});
