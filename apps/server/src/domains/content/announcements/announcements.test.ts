import {
  ADMIN_ANNOUNCEMENTS_API,
  ANNOUNCEMENTS_API,
  type TAnnouncementInput,
  type TNoticeFeed,
  type TPublicNoticePage,
} from '@lw/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { accounts } from '../../../db/schema/index.js';
import {
  auditActions,
  newMember,
  operatorHeaders,
  type Headers,
} from '../../cashier/deposits/deposits-test-kit.js';

const HOUR = 3_600_000;
const system = { operatorId: null, username: 'test', ip: null, requestId: null };

describe('announcements, notices and popups', () => {
  let t: TestApp;
  let admin: Headers;
  let content: Headers;
  let finance: Headers;
  let member: Headers;
  let agent: Headers;

  const input = (over: Partial<TAnnouncementInput> = {}): TAnnouncementInput => ({
    type: 'PL',
    texts: {
      th: { title: 'ประกาศ', content: '<p>ไทย</p>' },
      en: { title: 'Notice', content: '<p>English</p>' },
      zh: { title: '公告', content: '<p>中文</p>' },
    },
    audiences: ['visitor', 'member', 'agent'],
    startsAt: new Date(t.clock.now().getTime() - HOUR).toISOString(),
    endsAt: null,
    enabled: true,
    sortOrder: 0,
    execution: null,
    ...over,
  });
  const create = async (over: Partial<TAnnouncementInput> = {}, headers = content) => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_ANNOUNCEMENTS_API.list,
      headers,
      payload: input(over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string; texts: TAnnouncementInput['texts'] };
  };
  const feed = async (headers: Headers = {}, lang = 'en') => {
    const res = await t.app.inject({ url: `${ANNOUNCEMENTS_API.feed}?lang=${lang}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TNoticeFeed;
  };
  const noticePage = async (url: string, page = 1, headers: Headers = {}) => {
    const res = await t.app.inject({ url: `${url}?lang=en&page=${page}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TPublicNoticePage;
  };
  const seesNotice = async (id: number, headers: Headers = {}) =>
    (await t.app.inject({ url: `${ANNOUNCEMENTS_API.notice(id)}?lang=en`, headers })).statusCode ===
    200;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
    content = await operatorHeaders(t, 'content');
    finance = await operatorHeaders(t, 'finance');
    member = (await newMember(t, 'ann')).headers;
    const ag = await newMember(t, 'anag');
    await t.app.services.db.update(accounts).set({ type: 1 }).where(eq(accounts.id, ag.id));
    agent = ag.headers;
  });
  afterAll(() => t.close());

  it('creates, reads, updates and deletes, each write audited, and pushes notice.changed', async () => {
    const broadcast = vi.spyOn(t.app.services.live, 'broadcast');
    const created = await create({ type: 'B' });
    expect(created.status).toBe('live');
    expect(broadcast).toHaveBeenCalledWith({ type: 'notice.changed', id: created.id });
    const url = ADMIN_ANNOUNCEMENTS_API.item(created.id);
    const got = await t.app.inject({ url, headers: finance });
    expect(got.statusCode).toBe(200);
    expect(got.json().texts.en.title).toBe('Notice');
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: content,
      payload: input({ type: 'B', enabled: false }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ enabled: false, status: 'disabled' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(404);
    expect(await auditActions(t, 'announcement', created.id)).toEqual([
      'content.announcement.create',
      'content.announcement.update',
      'content.announcement.delete',
    ]);
    expect(broadcast).toHaveBeenCalledTimes(3);
    broadcast.mockRestore();
  });

  it('lets settings.read roles read and only content.manage write', async () => {
    expect((await t.app.inject({ url: ADMIN_ANNOUNCEMENTS_API.list })).statusCode).toBe(401);
    const list = await t.app.inject({ url: ADMIN_ANNOUNCEMENTS_API.list, headers: finance });
    expect(list.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: ADMIN_ANNOUNCEMENTS_API.list,
      headers: finance,
      payload: input(),
    });
    expect(refused.statusCode).toBe(403);
    const { id } = await create();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: ADMIN_ANNOUNCEMENTS_API.item(id),
        headers: finance,
        ...(method === 'PUT' ? { payload: input() } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('shows each audience only what targets it (visitors, members, agents)', async () => {
    const forVisitors = await create({ audiences: ['visitor'] });
    const forMembers = await create({ audiences: ['member'] });
    const forAgents = await create({ audiences: ['agent'] });
    const ids = async (headers: Headers) => (await feed(headers)).noticeIds;
    expect(await ids({})).toContain(forVisitors.id);
    expect(await ids({})).not.toContain(forMembers.id);
    expect(await ids(member)).toEqual(expect.arrayContaining([forMembers.id]));
    expect(await ids(member)).not.toContain(forVisitors.id);
    expect(await ids(member)).not.toContain(forAgents.id);
    expect(await ids(agent)).toContain(forAgents.id);
    expect(await ids(agent)).not.toContain(forMembers.id);
    expect(await seesNotice(forMembers.id, member)).toBe(true);
    expect(await seesNotice(forMembers.id)).toBe(false);
    // A stale or forged token reads as a visitor, never as an error.
    expect(await ids({ authorization: 'Bearer nope' })).toContain(forVisitors.id);
  });

  it('follows the window by the business clock, and the status filter agrees', async () => {
    const now = t.clock.now().getTime();
    const later = await create({
      type: 'B',
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 2 * HOUR).toISOString(),
    });
    const status = async () =>
      (await t.app.inject({ url: ADMIN_ANNOUNCEMENTS_API.item(later.id), headers: admin })).json()
        .status as string;
    const inMarquee = async () => (await feed()).marquee.some((m) => m.id === later.id);
    const filtered = async (s: string) =>
      (
        await t.app.inject({
          url: `${ADMIN_ANNOUNCEMENTS_API.list}?type=B&status=${s}`,
          headers: admin,
        })
      )
        .json()
        .items.map((i: { id: number }) => i.id) as number[];
    expect(await status()).toBe('scheduled');
    expect(await filtered('scheduled')).toContain(later.id);
    expect(await inMarquee()).toBe(false);
    t.clock.advance(HOUR + 1000);
    expect(await status()).toBe('live');
    expect(await filtered('live')).toContain(later.id);
    expect(await inMarquee()).toBe(true);
    t.clock.advance(HOUR);
    expect(await status()).toBe('ended');
    expect(await filtered('ended')).toContain(later.id);
    expect(await filtered('live')).not.toContain(later.id);
    expect(await inMarquee()).toBe(false);
    // The window-edge job tells open pages when the start and the end pass.
    const edges = t.app.services.announcements;
    const at = (ms: number) => new Date(now + ms);
    expect(await edges.announceWindowEdges(at(0), at(HOUR - 1000))).not.toContain(later.id);
    expect(await edges.announceWindowEdges(at(HOUR - 1000), at(HOUR))).toContain(later.id);
    expect(await edges.announceWindowEdges(at(HOUR), at(2 * HOUR - 1))).not.toContain(later.id);
    expect(await edges.announceWindowEdges(at(2 * HOUR - 1), at(2 * HOUR))).toContain(later.id);
    t.clock.set(new Date(now));
  });

  it("falls back to the site's default language when a language is missing", async () => {
    const partial = await create({
      type: 'B',
      texts: {
        th: { title: 'หัวข้อไทย', content: '<p>ข้อความ</p>' },
        en: { title: '', content: '' },
        zh: { title: '中文标题', content: '<p>中文</p>' },
      },
    });
    const line = async (lang: string) =>
      (await feed({}, lang)).marquee.find((m) => m.id === partial.id);
    expect(await line('zh')).toMatchObject({ title: '中文标题', text: '中文' });
    expect(await line('en')).toMatchObject({ title: 'หัวข้อไทย', text: 'ข้อความ' });
    await t.app.services.settings.update(
      'languages',
      { offered: ['th', 'en', 'zh'], default: 'zh' },
      system,
    );
    expect(await line('en')).toMatchObject({ title: '中文标题' });
    await t.app.services.settings.update(
      'languages',
      { offered: ['th', 'en', 'zh'], default: 'th' },
      system,
    );
  });

  it('refuses bad input with 400, never 500', async () => {
    const bad: unknown[] = [
      { ...input(), type: 'X' },
      { ...input(), audiences: [] },
      { ...input(), audiences: ['vip'] },
      { ...input(), type: 'PU', execution: null },
      { ...input(), type: 'PL', execution: 'A' },
      { ...input(), execution: 'Z' },
      { ...input(), endsAt: input().startsAt },
      { ...input(), startsAt: 'yesterday' },
      { ...input(), sortOrder: -1 },
      { ...input(), sortOrder: 1.5 },
      { ...input(), texts: { ...input().texts, en: { title: 'a'.repeat(201), content: '' } } },
      { ...input(), texts: { ...input().texts, en: { title: 'x', content: 'a'.repeat(60_001) } } },
      { ...input(), texts: { ...input().texts, en: { title: 'bad\u0000', content: '' } } },
      { ...input(), texts: { ...input().texts, en: { title: 'x', content: '<p>\u0007</p>' } } },
      {
        ...input(),
        texts: {
          th: { title: '', content: '' },
          en: { title: '  ', content: '' },
          zh: { title: '', content: '' },
        },
      },
      { ...input(), texts: null },
      [1, 2],
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: ADMIN_ANNOUNCEMENTS_API.list,
        headers: content,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
    for (const url of [
      `${ANNOUNCEMENTS_API.feed}?lang=%00`,
      `${ANNOUNCEMENTS_API.feed}?lang=${'x'.repeat(50)}`,
      `${ANNOUNCEMENTS_API.notices}?page=0`,
      `${ANNOUNCEMENTS_API.announcements}?page=abc`,
      `${ANNOUNCEMENTS_API.feed}?platform=H5`,
      '/api/notices/99999999999999999999',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ url: ANNOUNCEMENTS_API.notice(987654) })).statusCode).toBe(404);
  });

  it('stores XSS payloads inert and keeps the allowed markup', async () => {
    const payload = [
      '<p>ok <strong>bold</strong> <em>it</em> <u>u</u></p>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(2)</script>',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="https://example.com/x" onclick="alert(4)">fine</a>',
      '<svg onload=alert(5)><circle/></svg>',
      '<p style="color:red" onmouseover="alert(6)">styled</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<img src="https://cdn.example/a.png" alt="a">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<table><tbody><tr><td>cell</td></tr></tbody></table>',
    ].join('');
    const { id, texts } = await create({
      type: 'PU',
      execution: 'B',
      texts: { ...input().texts, en: { title: '<b>t</b>', content: payload } },
    });
    const stored = texts.en.content;
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'onload',
      'onmouseover',
      'javascript:',
      '<svg',
      '<iframe',
      'style=',
      'alert(2)',
      'svg+xml',
    ]) {
      expect(stored).not.toContain(bad);
    }
    expect(stored).toContain('<strong>bold</strong>');
    expect(stored).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">fine</a>',
    );
    expect(stored).toContain('<img src="https://cdn.example/a.png" alt="a" />');
    expect(stored).toContain('<td>cell</td>');
    const popup = (await feed()).popups.find((p) => p.id === id);
    expect(popup?.content).toBe(stored);
    expect(popup?.execution).toBe('B');
    const preview = await t.app.inject({
      method: 'POST',
      url: ADMIN_ANNOUNCEMENTS_API.preview,
      headers: content,
      payload: { html: payload },
    });
    expect(preview.json().html).toBe(stored);
  });

  it('pages the notice list by 9 and the announcement list by 7', async () => {
    const base = await noticePage(ANNOUNCEMENTS_API.notices);
    for (let i = 0; i < 10; i += 1) await create({ type: i % 2 ? 'B' : 'PL', sortOrder: 5 });
    const notices = await noticePage(ANNOUNCEMENTS_API.notices);
    expect(notices.pageSize).toBe(9);
    expect(notices.items).toHaveLength(9);
    expect(notices.total).toBe(base.total + 10);
    expect(notices.items.every((n) => n.type === 'B' || n.type === 'PL')).toBe(true);
    const last = await noticePage(ANNOUNCEMENTS_API.notices, Math.ceil(notices.total / 9));
    expect(last.items.length).toBe(notices.total - 9 * (Math.ceil(notices.total / 9) - 1));

    for (let i = 0; i < 8; i += 1) await create({ type: i % 2 ? 'PR' : 'H' });
    const anns = await noticePage(ANNOUNCEMENTS_API.announcements);
    expect(anns.pageSize).toBe(7);
    expect(anns.items).toHaveLength(7);
    expect(anns.items.every((n) => ['PU', 'PR', 'H'].includes(n.type))).toBe(true);
    expect((await noticePage(ANNOUNCEMENTS_API.announcements, 2)).items.length).toBeGreaterThan(0);
  });

  it('orders by sort order, then the newest start', async () => {
    const now = t.clock.now().getTime();
    const second = await create({
      type: 'B',
      sortOrder: 1,
      startsAt: new Date(now - 2 * HOUR).toISOString(),
    });
    const first = await create({
      type: 'B',
      sortOrder: 1,
      startsAt: new Date(now - HOUR).toISOString(),
    });
    const top = await create({
      type: 'B',
      sortOrder: 0,
      startsAt: new Date(now - 3 * HOUR).toISOString(),
    });
    const order = (await feed()).marquee.map((m) => m.id);
    expect(order.indexOf(top.id)).toBeLessThan(order.indexOf(first.id));
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
  });
});
