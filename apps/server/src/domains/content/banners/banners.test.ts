import { BANNERS_API, type TAdminBanner, type TBannerList } from '@lw/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema/index.js';
import { operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { createAccount, signIn } from '../../cashier/wallet/wallet-test-kit.js';

let t: TestApp;
let admin: Record<string, string>;

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXTERNAL_IMAGE = 'https://cdn.example.com/banner.jpg';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(() => t.close());

async function create(payload: Record<string, unknown>, headers = admin) {
  return t.app.inject({ method: 'POST', url: BANNERS_API.admin, headers, payload });
}

async function live(group: string, headers: Record<string, string> = {}, language = 'th') {
  const res = await t.app.inject({
    url: `${BANNERS_API.list}?group=${group}&language=${language}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TBannerList>().banners;
}

async function upload(bytes: Buffer, type: string) {
  return t.app.inject({
    method: 'POST',
    url: BANNERS_API.adminImages,
    headers: { ...admin, 'content-type': type },
    payload: bytes,
  });
}

describe('banner images', () => {
  it('stores a PNG by its bytes and serves it immutable from our server', async () => {
    const res = await upload(PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/images\/uploads\/[0-9a-f]{64}\.png$/);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an SVG or HTML renamed as PNG, other types, and more than 1 MB', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, 'image/png')).json().error.code).toBe('IMAGE_INVALID');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect((await upload(html, 'image/jpeg')).statusCode).toBe(400);
    expect((await upload(svg, 'image/svg+xml')).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload(big, 'image/png')).statusCode).toBe(413);
  });

  it('needs content.manage', async () => {
    const finance = await operatorHeaders(t, 'finance');
    const res = await t.app.inject({
      method: 'POST',
      url: BANNERS_API.adminImages,
      headers: { ...finance, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('banners in the back office', () => {
  it('creates, edits, reorders and deletes, every change audited', async () => {
    const a = await create({
      group: 'w_login',
      imageUrl: EXTERNAL_IMAGE,
      titles: { en: 'Welcome', th: 'ยินดีต้อนรับ' },
      images: { en: 'https://cdn.example.com/banner-en.jpg' },
      link: { type: 'internal', path: '/promotions' },
    });
    expect(a.statusCode, a.body).toBe(201);
    const first = a.json<TAdminBanner>();
    expect(first).toMatchObject({
      group: 'w_login',
      audience: 'all',
      enabled: true,
      link: { type: 'internal', path: '/promotions' },
    });
    const b = (await create({ group: 'w_login', imageUrl: EXTERNAL_IMAGE })).json<TAdminBanner>();

    const upd = await t.app.inject({
      method: 'PUT',
      url: BANNERS_API.adminOne(first.id),
      headers: admin,
      payload: {
        group: 'w_login',
        imageUrl: EXTERNAL_IMAGE,
        link: { type: 'external', url: 'https://partner.example.com/x?y=1' },
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json<TAdminBanner>().link).toEqual({
      type: 'external',
      url: 'https://partner.example.com/x?y=1',
    });

    const order = await t.app.inject({
      method: 'PUT',
      url: BANNERS_API.adminOrder,
      headers: admin,
      payload: { group: 'w_login', ids: [b.id, first.id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json<{ banners: TAdminBanner[] }>().banners.map((x) => x.id)).toEqual([
      b.id,
      first.id,
    ]);
    expect((await live('w_login')).map((x) => x.id)).toEqual([b.id, first.id]);

    const wrongGroup = await t.app.inject({
      method: 'PUT',
      url: BANNERS_API.adminOrder,
      headers: admin,
      payload: { group: 'w_home', ids: [b.id] },
    });
    expect(wrongGroup.statusCode).toBe(400);

    const del = await t.app.inject({
      method: 'DELETE',
      url: BANNERS_API.adminOne(b.id),
      headers: admin,
    });
    expect(del.statusCode).toBe(204);
    expect((await live('w_login')).map((x) => x.id)).toEqual([first.id]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: BANNERS_API.adminOne(b.id),
      headers: admin,
    });
    expect(again.statusCode).toBe(404);

    const actions = await t.app.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'content_banner')));
    expect(actions.map((x) => x.action)).toEqual(
      expect.arrayContaining([
        'content_banner.create',
        'content_banner.update',
        'content_banner.reorder',
        'content_banner.delete',
      ]),
    );
  });

  it('refuses dangerous or malformed links and images with a 400, never a 500', async () => {
    const bad = [
      { link: { type: 'external', url: 'javascript:alert(1)' } },
      { link: { type: 'external', url: 'data:text/html,<script>alert(1)</script>' } },
      { link: { type: 'internal', path: 'javascript:alert(1)' } },
      { link: { type: 'internal', path: '//evil.example.com' } },
      { link: { type: 'internal', path: '/ok"><script>' } },
      { link: { type: 'bogus' } },
      { imageUrl: 'http://cdn.example.com/a.png' },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '/images/uploads/../../etc/passwd' },
      { images: { en: 'data:image/png;base64,AAAA' } },
      { group: 'w_nowhere' },
      { audience: 'agents' },
      { sortOrder: 1e12 },
      { titles: { en: 'x'.repeat(121) } },
      { titles: { en: 'bell\u0007' } },
      { startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' },
      { startsAt: 'yesterday' },
    ];
    for (const patch of bad) {
      const res = await create({ group: 'w_reg', imageUrl: EXTERNAL_IMAGE, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const notFound = await t.app.inject({
      method: 'PUT',
      url: BANNERS_API.adminOne(987654),
      headers: admin,
      payload: { group: 'w_reg', imageUrl: EXTERNAL_IMAGE },
    });
    expect(notFound.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/content/banners/99999999999999999999',
      headers: admin,
    });
    expect(badId.statusCode).toBe(400);
    const badQuery = await t.app.inject({ url: `${BANNERS_API.list}?group=nope` });
    expect(badQuery.statusCode).toBe(400);
  });

  it('stores a title with markup as plain text (the site renders it as text)', async () => {
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const res = await create({ group: 'w_forget', imageUrl: EXTERNAL_IMAGE, titles: { en: xss } });
    expect(res.statusCode).toBe(201);
    const [banner] = await live('w_forget', {}, 'en');
    expect(banner!.title).toBe(xss);
    expect(banner!.link).toEqual({ type: 'none' });
  });

  it('lets only content.manage operators in', async () => {
    expect((await t.app.inject({ url: BANNERS_API.admin })).statusCode).toBe(401);
    const finance = await operatorHeaders(t, 'finance');
    expect((await t.app.inject({ url: BANNERS_API.admin, headers: finance })).statusCode).toBe(403);
    expect((await create({ group: 'w_home', imageUrl: EXTERNAL_IMAGE }, finance)).statusCode).toBe(
      403,
    );
    const content = await operatorHeaders(t, 'content');
    expect((await t.app.inject({ url: BANNERS_API.admin, headers: content })).statusCode).toBe(200);
  });
});

describe('live banners', () => {
  it('show per audience, language and time window, disabled ones never', async () => {
    const now = t.clock.now().getTime();
    const hour = 3600_000;
    const at = (ms: number) => new Date(now + ms).toISOString();
    const mk = async (payload: Record<string, unknown>) =>
      (
        await create({ group: 'w_leftmenu', imageUrl: EXTERNAL_IMAGE, ...payload })
      ).json<TAdminBanner>();
    const all = await mk({ sortOrder: 1, images: { en: 'https://cdn.example.com/en.jpg' } });
    const visitors = await mk({ sortOrder: 2, audience: 'visitors' });
    const members = await mk({ sortOrder: 3, audience: 'members', titles: { zh: '会员' } });
    const later = await mk({ sortOrder: 4, startsAt: at(hour), endsAt: at(2 * hour) });
    await mk({ sortOrder: 5, enabled: false });

    await createAccount(t.app, { username: 'bannerfan' });
    const member = await signIn(t.app, 'bannerfan');

    expect((await live('w_leftmenu')).map((b) => b.id)).toEqual([all.id, visitors.id]);
    const asMember = await live('w_leftmenu', member, 'zh');
    expect(asMember.map((b) => b.id)).toEqual([all.id, members.id]);
    expect(asMember[1]!.title).toBe('会员');
    // A stale token is a visitor, not an error.
    const stale = await live('w_leftmenu', { authorization: `Bearer ${'x'.repeat(40)}` });
    expect(stale.map((b) => b.id)).toEqual([all.id, visitors.id]);

    const inEnglish = await live('w_leftmenu', {}, 'en');
    expect(inEnglish[0]!.imageUrl).toBe('https://cdn.example.com/en.jpg');
    expect((await live('w_leftmenu', {}, 'th'))[0]!.imageUrl).toBe(EXTERNAL_IMAGE);

    t.clock.advance(hour + 1000);
    expect((await live('w_leftmenu')).map((b) => b.id)).toEqual([all.id, visitors.id, later.id]);
    t.clock.advance(hour);
    expect((await live('w_leftmenu')).map((b) => b.id)).toEqual([all.id, visitors.id]);
  });

  it('answers an empty list for a group with none', async () => {
    expect(await live('w_home')).toEqual([]);
  });
});
