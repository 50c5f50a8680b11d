import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

const actor = { operatorId: null, username: 'test', ip: null, requestId: null };

describe('free-play (trial) sign-in', () => {
  let t: TestApp;
  let key: { keyId: string; publicKey: string; algorithm: string };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    key = (await t.app.inject({ url: '/api/auth/trial-key' })).json();
  });
  afterAll(() => t.close());

  /** What the browser does: WebCrypto RSA-OAEP SHA-256 with the served SPKI key. */
  const encrypt = (text: string) =>
    crypto
      .publicEncrypt(
        {
          key: crypto.createPublicKey({
            key: Buffer.from(key.publicKey, 'base64'),
            format: 'der',
            type: 'spki',
          }),
          padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha256',
        },
        Buffer.from(text),
      )
      .toString('base64');
  const fresh = () => crypto.randomBytes(24).toString('base64url');
  const trial = (encrypted: string, keyId = key.keyId, ip = '192.0.2.10') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/trial',
      headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest' },
      payload: { os: 'Windows', platform: 'W', keyId, encrypted, gatewayVersion: 3 },
    });

  it('serves one stable RSA-2048 key with an id derived from it', async () => {
    expect(key.algorithm).toBe('RSA-OAEP-256');
    const spki = Buffer.from(key.publicKey, 'base64');
    const pub = crypto.createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(pub.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(key.keyId).toBe(crypto.createHash('sha256').update(spki).digest('hex').slice(0, 16));
    expect((await t.app.inject({ url: '/api/auth/trial-key' })).json()).toEqual(key);
    const [stored] = await queryRows<{ value: string }>(
      t.app.services.db,
      sql`select value from server_secrets where name = 'trial-rsa-oaep-key'`,
    );
    expect(stored!.value).toContain('BEGIN PRIVATE KEY');
  });

  it('opens a type-4 account under the house with the play-money grant noted', async () => {
    const res = await trial(encrypt(fresh()));
    expect(res.statusCode).toBe(200);
    const login = res.json();
    expect(login.member.type).toBe(4);
    expect(login.member.account).toMatch(/^trial[a-z0-9]{8}$/);
    expect(login.member.nickname).toMatch(/^Guest \d{4}$/);
    const headers = { authorization: `Bearer ${login.token}` };
    expect((await t.app.inject({ url: '/api/members/me', headers })).json()).toMatchObject({
      account: login.member.account,
      type: 4,
    });
    const [row] = await queryRows<{ register_method: string; profile: unknown; upline: string }>(
      t.app.services.db,
      sql`select a.register_method, a.profile, u.username as upline
          from accounts a join accounts u on u.id = a.upline_id
          where a.username = ${login.member.account}`,
    );
    expect(row).toMatchObject({
      register_method: 'TRIAL',
      upline: 'house',
      profile: {},
    });
  });

  it('refuses member features to the trial session', async () => {
    const login = (await trial(encrypt(fresh()))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/members/me/password',
      headers: { authorization: `Bearer ${login.token}` },
      payload: {
        oldPassword: 'whatever1',
        newPassword: 'Newpass123',
        confirmNewPassword: 'Newpass123',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('takes each payload once, also when replayed concurrently or re-encrypted', async () => {
    const text = fresh();
    const encrypted = encrypt(text);
    const results = await Promise.all([trial(encrypted), trial(encrypted), trial(encrypted)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const replay = await trial(encrypted);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('TRIAL_PAYLOAD_INVALID');
    expect((await trial(encrypt(text))).json().error.code).toBe('TRIAL_PAYLOAD_INVALID');
  });

  it('answers TRIAL_PAYLOAD_INVALID (400) for a wrong key id, garbage, a short string', async () => {
    for (const res of [
      await trial(encrypt(fresh()), '0123456789abcdef'),
      await trial('not base64 at all!!'),
      await trial(Buffer.alloc(256, 7).toString('base64')),
      await trial(encrypt('short')),
      await trial(encrypt('has a space in it, so not one token')),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('TRIAL_PAYLOAD_INVALID');
    }
  });

  it('refuses more than 20 trial accounts per IP per hour', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++)
      expect((await trial(encrypt(fresh()), key.keyId, ip)).statusCode).toBe(200);
    const over = await trial(encrypt(fresh()), key.keyId, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('is refused when free play is off', async () => {
    const modules = await t.app.services.settings.get('modules');
    await t.app.services.settings.update(
      'modules',
      { enabled: { ...modules.enabled, 'login.freePlay': false } },
      actor,
    );
    const off = await trial(encrypt(fresh()));
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('FEATURE_DISABLED');
  });
});
