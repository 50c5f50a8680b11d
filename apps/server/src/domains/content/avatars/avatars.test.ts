import {
  API,
  PROFILE_API,
  type TAvatar,
  type TAvatarList,
  type TMemberAvatar,
  type TMemberInfo,
} from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import { operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
  await createAccount(t.app, { username: 'avatarfan' });
  member = await signIn(t.app, 'avatarfan');
});
afterAll(() => t.close());

/** A signed-in account turned into a trial one (trial sign-in has its own suite). */
async function trialSession(username: string) {
  const { id } = await createAccount(t.app, { username });
  const headers = await signIn(t.app, username);
  await t.app.services.db.update(accounts).set({ type: 4 }).where(eq(accounts.id, id));
  return headers;
}

const put = (url: string, payload: unknown, headers = member) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });

describe('avatar icons', () => {
  it('lists the twelve built-in icons, each served as a script-free SVG', async () => {
    const res = await t.app.inject({ url: PROFILE_API.avatars });
    expect(res.statusCode).toBe(200);
    const { avatars } = res.json<TAvatarList>();
    expect(avatars.filter((a) => a.builtIn)).toHaveLength(12);
    const svg = await t.app.inject({ url: avatars[0]!.url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).not.toMatch(/<script|on\w+=/i);
    expect(
      (await t.app.inject({ url: PROFILE_API.builtinAvatarPattern.replace(':file', 'b13.svg') }))
        .statusCode,
    ).toBe(404);
  });

  it('operators add and delete uploaded icons (content.manage, audited); members lose a deleted one', async () => {
    const finance = await operatorHeaders(t, 'finance');
    const refused = await t.app.inject({
      method: 'POST',
      url: PROFILE_API.adminAvatars,
      headers: { ...finance, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(refused.statusCode).toBe(403);
    const svg = await t.app.inject({
      method: 'POST',
      url: PROFILE_API.adminAvatars,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"/>'),
    });
    expect(svg.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: PROFILE_API.adminAvatars,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode, res.body).toBe(201);
    const avatar = res.json<TAvatar>();
    expect(avatar).toMatchObject({ builtIn: false, id: expect.stringMatching(/^u\d+$/) });
    const list = (await t.app.inject({ url: PROFILE_API.avatars })).json<TAvatarList>();
    expect(list.avatars.map((a) => a.id)).toContain(avatar.id);

    expect((await put(PROFILE_API.memberAvatar, { avatarId: avatar.id })).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: PROFILE_API.adminAvatar(avatar.id),
      headers: admin,
    });
    expect(del.statusCode).toBe(204);
    const mine = await t.app.inject({ url: PROFILE_API.memberAvatar, headers: member });
    expect(mine.json<TMemberAvatar>()).toEqual({ avatarId: null, url: null });
    const builtIn = await t.app.inject({
      method: 'DELETE',
      url: PROFILE_API.adminAvatar('b1'),
      headers: admin,
    });
    expect(builtIn.statusCode).toBe(403);
  });
});

describe('the member avatar', () => {
  it('is null until chosen, then the chosen icon', async () => {
    const before = await t.app.inject({ url: PROFILE_API.memberAvatar, headers: member });
    expect(before.json<TMemberAvatar>()).toEqual({ avatarId: null, url: null });
    const res = await put(PROFILE_API.memberAvatar, { avatarId: 'b5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMemberAvatar>()).toEqual({
      avatarId: 'b5',
      url: PROFILE_API.builtinAvatar(5),
    });
    const after = await t.app.inject({ url: PROFILE_API.memberAvatar, headers: member });
    expect(after.json<TMemberAvatar>().avatarId).toBe('b5');
  });

  it('refuses unknown ids, bad input and visitors without a 500', async () => {
    for (const avatarId of ['b13', 'u999999', 'x', '', 42, '<script>', 'u99999999999999']) {
      const res = await put(PROFILE_API.memberAvatar, { avatarId });
      expect([400, 404], String(avatarId)).toContain(res.statusCode);
    }
    expect((await put(PROFILE_API.memberAvatar, { avatarId: 'b1' }, {})).statusCode).toBe(401);
  });

  it('is refused to trial accounts (they keep the drawn one)', async () => {
    const trial = await trialSession('trialavatar');
    const res = await put(PROFILE_API.memberAvatar, { avatarId: 'b2' }, trial);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('the member language', () => {
  it('saves an offered language, which the member info then carries', async () => {
    const res = await put(PROFILE_API.memberLanguage, { language: 'EN' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'en' });
    const me = await t.app.inject({ url: API.member.me, headers: member });
    expect(me.json<TMemberInfo>().language).toBe('en');
  });

  it('refuses a language the site does not offer, and junk', async () => {
    const ja = await put(PROFILE_API.memberLanguage, { language: 'ja' });
    expect(ja.statusCode).toBe(400);
    expect(ja.json().error.code).toBe('VALIDATION_ERROR');
    for (const language of ['', 'x'.repeat(50), 7, null]) {
      expect((await put(PROFILE_API.memberLanguage, { language })).statusCode).toBe(400);
    }
    const me = await t.app.inject({ url: API.member.me, headers: member });
    expect(me.json<TMemberInfo>().language).toBe('en');
    expect((await put(PROFILE_API.memberLanguage, { language: 'th' }, {})).statusCode).toBe(401);
  });

  it('is allowed to trial accounts (it follows their own session only)', async () => {
    const trial = await trialSession('triallang');
    expect((await put(PROFILE_API.memberLanguage, { language: 'zh' }, trial)).statusCode).toBe(200);
  });
});
