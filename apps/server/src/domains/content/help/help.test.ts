import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { auditLog, helpArticles, siteSettings } from '../../../db/schema/index.js';
import { operator } from '../../cashier/withdrawals/cashier-test-kit.js';

type Headers = { authorization: string };

describe('help centre', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const texts = (th: string, en: string, zh: string) => ({ th, en, zh });
  const newCategory = async (title = texts('หมวดทดสอบ', 'Test category', '测试分类')) =>
    (await send('POST', '/api/admin/help/categories', admin, { title })).json<{ id: number }>().id;

  it('seeds the default articles in TH, EN and ZH on first start, with the footer anchors', async () => {
    const th = (await get('/api/help?lang=th&device=WEB')).json();
    const anchors = th.categories.flatMap((c: { articles: { anchor: string }[] }) =>
      c.articles.map((a) => a.anchor),
    );
    for (const anchor of [
      'deposit',
      'withdrawal',
      'security',
      'privacy',
      'responsible',
      'fairness',
      'term',
      'faq',
      'contact',
    ]) {
      expect(anchors).toContain(anchor);
    }
    const en = (await get('/api/help?lang=en')).json();
    const zh = (await get('/api/help?lang=zh')).json();
    const titleOf = (centre: typeof th, anchor: string) =>
      centre.categories
        .flatMap((c: { articles: { anchor: string; title: string }[] }) => c.articles)
        .find((a: { anchor: string }) => a.anchor === anchor).title;
    expect(titleOf(th, 'deposit')).toBe('วิธีฝากเงิน');
    expect(titleOf(en, 'deposit')).toBe('How to deposit');
    expect(titleOf(zh, 'deposit')).toBe('如何存款');
    // A second start does not seed again.
    const { seedHelpCentre } = await import('./help.seed.js');
    expect(await seedHelpCentre(t.app.services.db)).toBe(false);
  });

  it('creates, updates and deletes articles; anchors are unique; audit entries are written', async () => {
    const categoryId = await newCategory();
    const body = texts('<p>ถอนเร็ว</p>', '<p>Quick payout</p>', '<p>快速出款</p>');
    const created = await send('POST', '/api/admin/help/articles', admin, {
      categoryId,
      anchor: 'quick-payout',
      title: texts('ถอนด่วน', 'Quick payout', '快速出款'),
      body,
      sortOrder: 5,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    const dup = await send('POST', '/api/admin/help/articles', admin, {
      categoryId,
      anchor: 'quick-payout',
      title: texts('', 'Other', ''),
      body,
    });
    expect(dup.statusCode).toBe(409);

    const updated = await send('PUT', `/api/admin/help/articles/${id}`, admin, {
      categoryId,
      anchor: 'fast-payout',
      title: texts('ถอนด่วนมาก', 'Fast payout', '极速出款'),
      body,
      sortOrder: 5,
    });
    expect(updated.statusCode).toBe(200);
    const en = (await get('/api/help?lang=en')).json();
    const article = en.categories
      .flatMap((c: { articles: object[] }) => c.articles)
      .find((a: { anchor: string }) => a.anchor === 'fast-payout');
    expect(article).toMatchObject({ title: 'Fast payout', html: '<p>Quick payout</p>' });

    // A category holding articles cannot go; the article can.
    expect(
      (await send('DELETE', `/api/admin/help/categories/${categoryId}`, admin)).statusCode,
    ).toBe(409);
    expect((await send('DELETE', `/api/admin/help/articles/${id}`, admin)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/help/articles/${id}`, admin)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/admin/help/categories/${categoryId}`, admin)).statusCode,
    ).toBe(204);

    const actions = (await t.app.services.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'help.category.create',
        'help.article.create',
        'help.article.update',
        'help.article.delete',
        'help.category.delete',
      ]),
    );
    const [lastUpdate] = (await t.app.services.db.select().from(auditLog)).filter(
      (a) => a.action === 'help.article.update',
    );
    expect(lastUpdate!.operatorUsername).toBe('admin');
  });

  it('falls back to the default language for a missing text, and answers a disabled article nowhere', async () => {
    const categoryId = await newCategory(texts('หมวดภาษา', '', ''));
    await send('POST', '/api/admin/help/articles', admin, {
      categoryId,
      anchor: 'thai-only',
      title: texts('เฉพาะภาษาไทย', '', ''),
      body: texts('<p>เนื้อหาภาษาไทย</p>', '', ''),
    });
    const en = (await get('/api/help?lang=en')).json();
    const cat = en.categories.find((c: { id: number }) => c.id === categoryId);
    expect(cat.title).toBe('หมวดภาษา');
    expect(cat.articles[0]).toMatchObject({ title: 'เฉพาะภาษาไทย', html: '<p>เนื้อหาภาษาไทย</p>' });
    // An unknown language reads the site's default language (Thai); then the operator makes English the default.
    expect((await get('/api/help?lang=ja')).json().language).toBe('th');
    const languages = await t.app.services.settings.get('languages');
    await t.app.services.db
      .update(siteSettings)
      .set({
        value: { ...languages, offered: [...new Set([...languages.offered, 'en'])], default: 'en' },
      })
      .where(eq(siteSettings.section, 'languages'));
    t.app.services.help.dropCache();
    expect((await get('/api/help?lang=ja')).json().language).toBe('en');
    await t.app.services.db
      .update(siteSettings)
      .set({ value: languages })
      .where(eq(siteSettings.section, 'languages'));
    t.app.services.help.dropCache();

    const id = (
      await t.app.services.db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.anchor, 'thai-only'))
    )[0]!.id;
    await send('PUT', `/api/admin/help/articles/${id}`, admin, {
      categoryId,
      anchor: 'thai-only',
      title: texts('เฉพาะภาษาไทย', '', ''),
      body: texts('<p>เนื้อหาภาษาไทย</p>', '', ''),
      enabled: false,
    });
    const after = (await get('/api/help?lang=th')).json();
    expect(after.categories.find((c: { id: number }) => c.id === categoryId)).toBeUndefined();
    expect(
      (await get(`/api/help/search?lang=th&q=${encodeURIComponent('เนื้อหาภาษาไทย')}`)).json().items,
    ).toEqual([]);
  });

  it('searches titles and bodies in all three languages, case-insensitively, % and _ literal', async () => {
    const categoryId = await newCategory();
    await send('POST', '/api/admin/help/articles', admin, {
      categoryId,
      anchor: 'bonus-rules',
      title: texts('กติกาโบนัส', 'Bonus RULES', '奖金规则'),
      body: texts(
        '<p>ยอดเทิร์น 100% ก่อนถอน</p>',
        '<p>Wager 100% of the bonus_amount</p>',
        '<p>流水要求为奖金的百分之百</p>',
      ),
    });
    const search = async (q: string, lang = 'en') =>
      (await get(`/api/help/search?lang=${lang}&q=${encodeURIComponent(q)}`)).json().items as {
        anchor: string;
        title: string;
        excerpt: string;
      }[];
    const anchors = async (q: string, lang?: string) =>
      (await search(q, lang)).map((h) => h.anchor);

    expect(await anchors('bonus rules')).toContain('bonus-rules');
    expect(await anchors('โบนัส', 'th')).toContain('bonus-rules');
    expect(await anchors('百分之百', 'zh')).toContain('bonus-rules');
    // A Thai needle finds the article and it is answered in the reader's language.
    const hit = (await search('เทิร์น', 'en')).find((h) => h.anchor === 'bonus-rules')!;
    expect(hit.title).toBe('Bonus RULES');
    expect(await anchors('100%')).toEqual(['bonus-rules']);
    expect(await anchors('bonus_amount')).toEqual(['bonus-rules']);
    // Wildcards are literal: '%' alone and '_' alone match only texts holding them.
    expect(await anchors('%')).toEqual(['bonus-rules']);
    expect(await anchors('b_nus')).toEqual([]);
    expect(await anchors('deposit')).toContain('deposit');
    // Markup is not searchable text.
    expect(await anchors('<p>')).toEqual([]);
    expect((await get('/api/help/search?lang=en&q=')).statusCode).toBe(400);
    expect((await get(`/api/help/search?lang=en&q=${'x'.repeat(81)}`)).statusCode).toBe(400);
  });

  it('stores XSS payloads inert', async () => {
    const categoryId = await newCategory(texts('<img src=x onerror=alert(1)>', 'Cat', 'Cat'));
    const res = await send('POST', '/api/admin/help/articles', admin, {
      categoryId,
      anchor: 'xss',
      title: texts('<script>alert(1)</script>', 'T', 'T'),
      body: texts(
        '<p onclick="alert(1)">hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a><iframe src="https://evil"></iframe>',
        '<svg onload=alert(1)></svg><p>safe</p>',
        '',
      ),
    });
    expect(res.statusCode).toBe(201);
    const stored = res.json().body;
    expect(stored.th).toBe(
      '<p>hi</p><a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(stored.en).toBe('<p>safe</p>');
    // Titles are text (rendered as text by the clients), kept as typed.
    expect(res.json().title.th).toBe('<script>alert(1)</script>');
  });

  it('refuses bad input with 400, never a 500', async () => {
    const categoryId = await newCategory();
    const bad = [
      { categoryId, anchor: 'Bad Anchor', title: texts('a', 'a', 'a'), body: texts('', '', '') },
      { categoryId, anchor: 'ok-1', title: texts('', '', ''), body: texts('', '', '') },
      { categoryId, anchor: 'ok-2', title: texts('a\u0000', 'a', 'a'), body: texts('', '', '') },
      {
        categoryId,
        anchor: 'ok-3',
        title: texts('a', 'a', 'a'),
        body: texts('x'.repeat(60_001), '', ''),
      },
      { categoryId: 2 ** 40, anchor: 'ok-4', title: texts('a', 'a', 'a'), body: texts('', '', '') },
      { categoryId: 999_999, anchor: 'ok-5', title: texts('a', 'a', 'a'), body: texts('', '', '') },
      { categoryId, anchor: 'ok-6', title: 'nope', body: {} },
    ];
    for (const payload of bad) {
      const res = await send('POST', '/api/admin/help/articles', admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await send('PUT', '/api/admin/help/articles/abc', admin, bad[0])).statusCode).toBe(400);
    expect((await get('/api/help?lang=<script>')).statusCode).toBe(400);
    expect((await get('/api/help?device=APP')).statusCode).toBe(400);
  });

  it('lets only operators with content.manage edit; players read without signing in', async () => {
    const support = await operator(t, 'helpsupport', 'support');
    const content = await operator(t, 'helpcontent', 'content');
    expect(
      (await t.app.inject({ url: '/api/admin/help/articles', headers: support.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await send('POST', '/api/admin/help/categories', support.headers, {
          title: texts('a', 'a', 'a'),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/help/articles' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/help/articles', headers: content.headers }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/help')).statusCode).toBe(200);
  });
});
