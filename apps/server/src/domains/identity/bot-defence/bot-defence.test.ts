import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

const known = (text: string) => ({ text, png: Buffer.from('') });

describe('captcha images and the captcha on sign-in and sign-up', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  let ipCounter = 1;
  const freshIp = () => `198.51.100.${ipCounter++}`;
  const login = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': freshIp() },
      payload,
    });

  it('hands out a PNG image and refuses a second one from the same client within a second', async () => {
    const ip = freshIp();
    const first = await t.app.inject({
      url: '/api/auth/captcha',
      headers: { 'x-forwarded-for': ip },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.image.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(100_000);
    const again = await t.app.inject({
      url: '/api/auth/captcha',
      headers: { 'x-forwarded-for': ip },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('TOO_MANY_REQUESTS');
    const other = await t.app.inject({
      url: '/api/auth/captcha',
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(other.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const later = await t.app.inject({
      url: '/api/auth/captcha',
      headers: { 'x-forwarded-for': ip },
    });
    expect(later.statusCode).toBe(200);
  });

  it('checks case-insensitively, once only, and not after two minutes', async () => {
    const { captcha } = t.app.services;
    const a = await captcha.issue(known('AC7KM'));
    expect(await captcha.check(a.captchaId, ' ac7km ')).toBe(true);
    expect(await captcha.check(a.captchaId, 'AC7KM')).toBe(false);
    // A wrong guess uses the image up too.
    const b = await captcha.issue(known('AC7KM'));
    expect(await captcha.check(b.captchaId, 'AC7KX')).toBe(false);
    expect(await captcha.check(b.captchaId, 'AC7KM')).toBe(false);
    const old = await captcha.issue(known('XY349'), new Date(Date.now() - 121_000));
    expect(await captcha.check(old.captchaId, 'XY349')).toBe(false);
    expect(await captcha.check('no-such-id', 'XY349')).toBe(false);
    // Only a hash of the answer is stored.
    const c = await captcha.issue(known('PRTUV'));
    const rows = await t.app.services.db.execute(
      sql`select answer_hash from captcha_challenges where id = ${c.captchaId}`,
    );
    expect(JSON.stringify(rows)).not.toMatch(/PRTUV/i);
  });

  it('asks for the captcha after 3 failures and checks it before the password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'captchame',
        password: 'secret99x',
        confirmPassword: 'secret99x',
        agreeTerms: true,
      },
    });
    const wrong = { username: 'captchame', password: 'wrongpass1' };
    for (let i = 1; i <= 2; i++) {
      const res = await login(wrong);
      expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(res.json().error.details).toBeUndefined();
    }
    const third = await login(wrong);
    expect(third.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      details: { captchaRequired: true },
    });
    // Even the right password is refused without the captcha, or with a wrong one.
    const right = { username: 'captchame', password: 'secret99x' };
    const missing = await login(right);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      details: { captchaRequired: true },
    });
    const image = await t.app.services.captcha.issue(known('HJKMN'));
    const bad = await login({ ...right, captchaId: image.captchaId, captcha: 'HJKMX' });
    expect(bad.json().error).toMatchObject({
      code: 'CAPTCHA_INVALID',
      details: { captchaRequired: true },
    });
    // That image is spent: the right answer no longer helps.
    const reused = await login({ ...right, captchaId: image.captchaId, captcha: 'hjkmn' });
    expect(reused.json().error.code).toBe('CAPTCHA_INVALID');
    // A wrong password with a good captcha still counts and still flags.
    const next = await t.app.services.captcha.issue(known('HJKMN'));
    const stillWrong = await login({ ...wrong, captchaId: next.captchaId, captcha: 'hjkmn' });
    expect(stillWrong.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      details: { captchaRequired: true },
    });
    const good = await t.app.services.captcha.issue(known('WXY34'));
    const ok = await login({ ...right, captchaId: good.captchaId, captcha: 'wxy34' });
    expect(ok.statusCode).toBe(200);
    // Success resets the counter: no captcha needed next time.
    expect((await login(right)).statusCode).toBe(200);
  });

  it('an unknown username answers exactly like a real one: captcha flag, captcha, lock', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'realplayer',
        password: 'secret99x',
        confirmPassword: 'secret99x',
        agreeTerms: true,
      },
    });
    // The same six wrong attempts, answering the captcha whenever it is asked for.
    const answers = async (username: string) => {
      const seen: unknown[] = [];
      let captchaShown = false;
      for (let i = 0; i < 6; i++) {
        const image = captchaShown ? await t.app.services.captcha.issue(known('PQRST')) : null;
        const res = await login({
          username,
          password: 'wrongpass1',
          ...(image ? { captchaId: image.captchaId, captcha: 'pqrst' } : {}),
        });
        const error = res.json().error;
        captchaShown ||= Boolean(error.details?.captchaRequired);
        // Minutes, not seconds: the two runs are a moment apart.
        const { retryAfterSeconds, ...details } = error.details ?? {};
        const minutes = retryAfterSeconds ? Math.round(retryAfterSeconds / 60) : null;
        seen.push([res.statusCode, error.code, details, minutes]);
      }
      return seen;
    };
    const real = await answers('realplayer');
    expect(real.map((r) => (r as unknown[])[1])).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(await answers('ghostplayer')).toEqual(real);
  });

  it('requires the captcha on registration when the setting is on', async () => {
    const settings = (
      await t.app.inject({ url: '/api/admin/settings/registration', headers: admin })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/registration',
      headers: admin,
      payload: { ...(settings.value ?? settings), captcha: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/register-settings' })).json().captcha).toBe(true);
    const form = {
      username: 'capreg1',
      password: 'secret99x',
      confirmPassword: 'secret99x',
      agreeTerms: true,
    };
    const register = (extra: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...form, ...extra } });
    expect((await register({})).json().error.code).toBe('CAPTCHA_REQUIRED');
    const image = await t.app.services.captcha.issue(known('CDEFH'));
    expect(
      (await register({ captchaId: image.captchaId, captcha: 'cdefx' })).json().error.code,
    ).toBe('CAPTCHA_INVALID');
    const good = await t.app.services.captcha.issue(known('CDEFH'));
    const ok = await register({ captchaId: good.captchaId, captcha: 'cdefh' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().member.account).toBe('capreg1');
  });
});

describe('proof-of-work bot check on username sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { botCheck: true });
  });
  afterAll(() => t.close());

  const solved = async () => {
    const res = await t.app.inject({ url: '/api/auth/bot-challenge' });
    expect(res.statusCode).toBe(200);
    const challenge = res.json<Challenge>();
    expect(challenge.signature).toBeTruthy();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const login = (extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'member01', password: 'member01pass', ...extra },
    });

  it('refuses a login without, with a garbled or with a forged solution', async () => {
    for (const botCheck of [
      undefined,
      'not-base64!',
      Buffer.from('{"challenge":{}}').toString('base64'),
    ]) {
      const res = await login(botCheck === undefined ? {} : { botCheck });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BOT_CHECK_FAILED');
    }
    const payload = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    payload.solution.derivedKey = 'ab'.repeat(32);
    const forged = await login({
      botCheck: Buffer.from(JSON.stringify(payload)).toString('base64'),
    });
    expect(forged.json().error.code).toBe('BOT_CHECK_FAILED');
  });

  it('accepts a solved challenge once; a replay is refused', async () => {
    const botCheck = await solved();
    const ok = await login({ botCheck });
    expect(ok.statusCode).toBe(200);
    const replay = await login({ botCheck });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('BOT_CHECK_FAILED');
    expect((await login({ botCheck: await solved() })).statusCode).toBe(200);
  });

  it('runs before the password is looked at, and is off when the policy says so', async () => {
    const wrong = await login({ password: 'wrongpass1' });
    expect(wrong.json().error.code).toBe('BOT_CHECK_FAILED');
    const policy = await t.app.services.settings.get('accountPolicy');
    expect(policy.botCheckOnLogin).toBe(true);
    const admin = await adminHeaders(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/accountPolicy',
      headers: admin,
      payload: { ...policy, botCheckOnLogin: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
  });

  it('guards username registration by default too (issue 8)', async () => {
    const registration = await t.app.services.settings.get('registration');
    expect(registration.botCheck).toBe(true);
    const register = (extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'botreg1',
          password: 'secret99x',
          confirmPassword: 'secret99x',
          agreeTerms: true,
          ...extra,
        },
      });
    const refused = await register({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('BOT_CHECK_FAILED');
    expect(await t.app.services.accounts.findByUsername('botreg1')).toBeNull();
    expect((await register({ botCheck: await solved() })).statusCode).toBe(200);
    const settings = await t.app.inject({ url: '/api/auth/register-settings' });
    expect(settings.json().botCheck).toBe(true);
  });
});
