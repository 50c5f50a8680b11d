import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  playerLogin,
  type TestApp,
} from '../../../../test/test-app.js';
import {
  freshIp,
  freshMobile,
  lastSms,
  sendSms,
  solvedBotCheck,
  timePasses,
} from '../verification/verification.test-kit.js';

/** A real SMTP server on a free port that keeps the text of what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

/** The 6-digit code of a received mail (text part plain, quoted-printable or base64). */
function mailCode(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head!)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return /:\s*(\d{6})/.exec(body.replace(/=\r?\n/g, ''))![1]!;
}

describe('member binds a mobile number and an e-mail address', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let member: { authorization: string };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp();
    const admin = await adminHeaders(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/email',
      headers: admin,
      payload: {
        provider: 'smtp',
        fromName: 'LuckyWay',
        fromAddress: 'no-reply@luckyway.example',
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false, username: '', password: '' },
      },
    });
    expect(put.statusCode).toBe(200);
    member = (await playerLogin(t.app, 'member01', 'member01pass')).headers;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const member01 = async () => (await t.app.services.accounts.findByUsername('member01'))!;
  const post = (url: string, payload: Record<string, unknown>, headers = member) =>
    t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshIp() });

  it('binds a new mobile proven by a bindMobile code', async () => {
    const m = freshMobile();
    const anonymous = await sendSms(t.app, { purpose: 'bindMobile', mobileNum: m.mobileNum });
    expect(anonymous.statusCode).toBe(401);
    const sent = await sendSms(
      t.app,
      { purpose: 'bindMobile', mobileNum: m.mobileNum },
      { headers: member },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = (await lastSms(t.app, m.e164))!;

    const wrong = await post('/api/members/me/mobile', {
      countryDialingCode: '66',
      mobileNum: m.mobileNum,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error.code).toBe('SMS_CODE_INVALID');
    const ok = await post('/api/members/me/mobile', {
      countryDialingCode: '+66',
      mobileNum: m.mobileNum,
      verificationCode: code,
    });
    expect(ok.statusCode, ok.body).toBe(204);
    const row = await member01();
    expect(row).toMatchObject({ mobile: m.national, countryDialingCode: '66' });
    expect(row.mobileVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses another account's number, and a code sent to another member", async () => {
    const agent = (await playerLogin(t.app, 'agent01', 'agent01pass')).headers;
    const mine = await member01();
    const taken = await sendSms(
      t.app,
      { purpose: 'bindMobile', mobileNum: `0${mine.mobile}` },
      { headers: agent },
    );
    expect(taken.json().error.code).toBe('MOBILE_TAKEN');
    const bind = await post(
      '/api/members/me/mobile',
      { countryDialingCode: '66', mobileNum: `0${mine.mobile}`, verificationCode: '123456' },
      agent,
    );
    expect(bind.json().error.code).toBe('MOBILE_TAKEN');

    // member01 asks for a code; agent01 cannot use it for itself.
    const m = freshMobile();
    await sendSms(t.app, { purpose: 'bindMobile', mobileNum: m.mobileNum }, { headers: member });
    const { code } = (await lastSms(t.app, m.e164))!;
    const stolen = await post(
      '/api/members/me/mobile',
      { countryDialingCode: '66', mobileNum: m.mobileNum, verificationCode: code },
      agent,
    );
    expect(stolen.json().error.code).toBe('SMS_CODE_INVALID');
  });

  it('binds an e-mail proven by a code sent over real SMTP', async () => {
    const noBot = await post('/api/members/me/email/code', { email: 'lucky@example.com' });
    expect(noBot.json().error.code).toBe('BOT_CHECK_FAILED');
    const badFormat = await post('/api/members/me/email/code', {
      email: 'not-an-address',
      botCheck: await solvedBotCheck(t.app),
    });
    expect(badFormat.json().error.code).toBe('VALIDATION_ERROR');

    const sent = await post('/api/members/me/email/code', {
      email: 'Lucky@Example.com',
      botCheck: await solvedBotCheck(t.app),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ expiredMinutes: 30, resendAfterSeconds: 60 });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['lucky@example.com']);
    const code = mailCode(mail.raw);

    const wrong = await post('/api/members/me/email', {
      email: 'lucky@example.com',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error.code).toBe('EMAIL_CODE_INVALID');
    const ok = await post('/api/members/me/email', {
      email: 'LUCKY@example.com',
      verificationCode: code,
    });
    expect(ok.statusCode, ok.body).toBe(204);
    const row = await member01();
    expect(row.email).toBe('lucky@example.com');
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('an expired e-mail code is EMAIL_CODE_INVALID; a taken address is EMAIL_TAKEN', async () => {
    await timePasses(t.app, 61_000);
    await post('/api/members/me/email/code', {
      email: 'later@example.com',
      botCheck: await solvedBotCheck(t.app),
    });
    const code = mailCode(smtp.received.at(-1)!.raw);
    await timePasses(t.app, 30 * 60_000 + 1);
    const late = await post('/api/members/me/email', {
      email: 'later@example.com',
      verificationCode: code,
    });
    expect(late.json().error.code).toBe('EMAIL_CODE_INVALID');

    const agent = (await playerLogin(t.app, 'agent01', 'agent01pass')).headers;
    const taken = await post(
      '/api/members/me/email/code',
      { email: 'lucky@example.com', botCheck: await solvedBotCheck(t.app) },
      agent,
    );
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('refuses trial accounts', async () => {
    const house = await t.app.services.accounts.house();
    const trial = await t.app.services.accounts.create({
      username: 'trial0001',
      type: 4,
      uplineId: house.id,
      password: 'TrialPass123',
    });
    const session = await t.app.services.playerAuth.startSession(
      trial,
      'member',
      'trial',
      { ip: '10.9.9.9', userAgent: null },
      await t.app.services.playerAuth.sessionRules(),
      { mustChangePassword: false },
    );
    const headers = { authorization: `Bearer ${session.token}` };
    const email = await post(
      '/api/members/me/email/code',
      { email: 'trial@example.com', botCheck: await solvedBotCheck(t.app) },
      headers,
    );
    expect(email.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    const sms = await sendSms(
      t.app,
      { purpose: 'bindMobile', mobileNum: freshMobile().mobileNum },
      { headers },
    );
    expect(sms.json().error.code).toBe('TRIAL_NOT_ALLOWED');
    const bind = await post(
      '/api/members/me/mobile',
      { countryDialingCode: '66', mobileNum: freshMobile().mobileNum, verificationCode: '1' },
      headers,
    );
    expect(bind.json().error.code).toBe('TRIAL_NOT_ALLOWED');
  });
});
