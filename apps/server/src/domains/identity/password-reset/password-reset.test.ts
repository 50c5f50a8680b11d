import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import { accounts, passwordResets } from '../../../db/schema/index.js';
import { publishedPayloads } from '../../../platform/events/events-test-kit.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 'smtp-secret') {
        cb(null, { user: auth.username });
      } else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received };
}

/** The text part of a raw message, quoted-printable or base64 decoded. */
function mailText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head!)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head!)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('forgot password by e-mail (real SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email',
      headers: admin,
      payload: {
        provider: 'smtp',
        fromName: 'LuckyWay',
        fromAddress: 'no-reply@luckyway.example',
        smtp: {
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          username: 'mailer',
          password: 'smtp-secret',
        },
      },
    });
    expect(put.statusCode).toBe(200);
    await t.app.services.db
      .update(accounts)
      .set({ email: 'Member01@Example.com', language: 'en' })
      .where(eq(accounts.username, 'member01'));
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const forgot = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { username, email },
    });
  const reset = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload });
  /** Lets the next request pass the one-mail-a-minute throttle. */
  const ageLiveCode = async () =>
    t.app.services.db
      .update(passwordResets)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(passwordResets.accountId, await idOf('member01')));
  const idOf = async (username: string) =>
    (await t.app.services.accounts.findByUsername(username))!.id;
  const lastMail = async () => {
    await t.app.services.messaging.idle();
    const mail = smtp.received.at(-1)!;
    const text = mailText(mail.raw);
    return {
      mail,
      text,
      code: /code is: (\d{6})/.exec(text)![1]!,
      token: /resetToken=([\w-]+)/.exec(text)![1]!,
    };
  };

  it('mails a code and a link, resets with the code, ends old sessions, signs in anew', async () => {
    const old = await playerLogin(t.app, 'member01', 'member01pass');
    const res = await forgot(' MEMBER01 ', 'member01@example.com');
    expect(res.statusCode).toBe(204);
    const { mail, text, code, token } = await lastMail();
    expect(mail.to.map((a) => a.toLowerCase())).toEqual(['member01@example.com']);
    expect(mail.from).toBe('no-reply@luckyway.example');
    expect(mail.user).toBe('mailer');
    expect(mail.raw).toMatch(/Subject: LuckyWay: your password reset code/);
    expect(text).toContain(`https://luckyway.example/?resetToken=${token}`);
    expect(text).toContain('30 minutes');

    // Only digests are stored.
    const [row] = await t.app.services.db.select().from(passwordResets);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);

    const mismatch = await reset({
      username: 'member01',
      code,
      newPassword: 'FreshPass77',
      confirmNewPassword: 'FreshPass78',
    });
    expect(mismatch.json().error.code).toBe('PASSWORD_MISMATCH');
    const weak = await reset({
      username: 'member01',
      code,
      newPassword: 'Member01',
      confirmNewPassword: 'Member01',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('PASSWORD_TOO_COMMON');

    const ok = await reset({
      username: 'member01',
      code,
      newPassword: 'FreshPass77',
      confirmNewPassword: 'FreshPass77',
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/members/me', headers: old.headers })).statusCode).toBe(
      401,
    );
    const fresh = await playerLogin(t.app, 'member01', 'FreshPass77');
    expect(fresh.mustChangePassword).toBe(false);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'member01', password: 'member01pass' },
    });
    expect(oldLogin.statusCode).toBe(401);

    // The code is single use.
    const again = await reset({
      username: 'member01',
      code,
      newPassword: 'OtherPass88',
      confirmNewPassword: 'OtherPass88',
    });
    expect(again.json().error.code).toBe('RESET_CODE_INVALID');
    expect(await publishedPayloads(t.app.services.db, 'account.password_changed')).toEqual([
      { accountId: await idOf('member01'), by: 'email_reset' },
    ]);

    const audit = await t.app.inject({
      url: '/api/admin/audit-log?action=account.password_reset_by_email',
      headers: admin,
    });
    expect(audit.json().items[0]).toMatchObject({
      targetType: 'account',
      targetId: String(await idOf('member01')),
      after: { method: 'code' },
    });
  });

  it('answers 204 but sends nothing for a wrong username/e-mail pair; throttles per account', async () => {
    await t.app.services.db.delete(passwordResets);
    const before = smtp.received.length;
    expect((await forgot('member01', 'someone@example.com')).statusCode).toBe(204);
    expect((await forgot('nobody-here', 'member01@example.com')).statusCode).toBe(204);
    expect((await forgot('member02', 'member01@example.com')).statusCode).toBe(204);
    await t.app.services.messaging.idle();
    expect(smtp.received.length).toBe(before);

    expect((await forgot('member01', 'member01@example.com')).statusCode).toBe(204);
    expect((await forgot('member01', 'member01@example.com')).statusCode).toBe(204);
    await t.app.services.messaging.idle();
    expect(smtp.received.length).toBe(before + 1);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { username: 'member01' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('a new request replaces the code; five wrong codes kill it; an expired code is refused', async () => {
    await ageLiveCode();
    await forgot('member01', 'member01@example.com');
    const first = await lastMail();
    await ageLiveCode();
    await forgot('member01', 'member01@example.com');
    const second = await lastMail();
    expect(second.code === first.code && second.token === first.token).toBe(false);
    const body = (code: string) => ({
      username: 'member01',
      code,
      newPassword: 'AnotherPass91',
      confirmNewPassword: 'AnotherPass91',
    });
    if (first.code !== second.code) {
      expect((await reset(body(first.code))).json().error.code).toBe('RESET_CODE_INVALID');
    }
    const wrong = second.code === '000000' ? '111111' : '000000';
    // One wrong try already happened above when the codes differed.
    const tries = first.code !== second.code ? 4 : 5;
    for (let i = 0; i < tries; i++) {
      const res = await reset(body(wrong));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('RESET_CODE_INVALID');
    }
    expect((await reset(body(second.code))).json().error.code).toBe('RESET_CODE_EXPIRED');

    await ageLiveCode();
    await forgot('member01', 'member01@example.com');
    const third = await lastMail();
    await t.app.services.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.accountId, await idOf('member01')));
    const expired = await reset(body(third.code));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('RESET_CODE_EXPIRED');
  });

  it('the link token alone resets the password', async () => {
    await ageLiveCode();
    await forgot('member01', 'member01@example.com');
    const { token } = await lastMail();
    const bad = await reset({
      token: 'x'.repeat(43),
      newPassword: 'LinkedPass55',
      confirmNewPassword: 'LinkedPass55',
    });
    expect(bad.json().error.code).toBe('RESET_CODE_INVALID');
    const ok = await reset({
      token,
      newPassword: 'LinkedPass55',
      confirmNewPassword: 'LinkedPass55',
    });
    expect(ok.statusCode).toBe(204);
    await playerLogin(t.app, 'member01', 'LinkedPass55');
  });

  it('writes the mail in the account language', async () => {
    await t.app.services.db
      .update(accounts)
      .set({ language: 'th' })
      .where(eq(accounts.username, 'member01'));
    await ageLiveCode();
    await t.app.services.db.delete(passwordResets);
    await forgot('member01', 'member01@example.com');
    await t.app.services.messaging.idle();
    const text = mailText(smtp.received.at(-1)!.raw);
    expect(text).toContain('รหัสยืนยันของคุณคือ');
  });

  it('the outbox lists every e-mail sent with its provider and status', async () => {
    const res = await t.app.inject({ url: '/api/admin/outbox?channel=email', headers: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(smtp.received.length);
    expect(page.items[0]).toMatchObject({ channel: 'email', provider: 'smtp', status: 'sent' });
    const ids = page.items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
