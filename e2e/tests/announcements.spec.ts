import { expect, test, type Page } from './site-test';
import { adminPage, adminToken, pick, visitor, webText } from './support';

/** Announcements, notices and popups as a visitor, a new member and an operator meet them. */

const en = webText('en', 'announcements');
const XSS =
  '<p>Opening <strong>party</strong></p>' +
  '<img src=x onerror="window.__xss=1;alert(1)">' +
  '<script>window.__xss=2;alert(2)</script>' +
  '<a href="javascript:window.__xss=3;alert(3)">click me</a>' +
  '<svg onload="window.__xss=4;alert(4)"></svg>';

interface TInput {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  audiences: ('visitor' | 'member' | 'agent')[];
  execution: 'A' | 'B' | 'F' | null;
}

const created: number[] = [];

/** Creates an announcement through the back-office API, as the operator's screen does. */
async function create(page: Page, input: TInput): Promise<number> {
  const token = await adminToken(page);
  const text = { title: input.title, content: input.content };
  const res = await page.request.post('/api/admin/announcements', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: input.type,
      texts: { th: text, en: text, zh: text },
      audiences: input.audiences,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      enabled: true,
      sortOrder: 0,
      execution: input.execution,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { id: number }).id;
  created.push(id);
  return id;
}

// Other specs share the server: nothing of ours may pop up in their pages.
test.afterEach(async ({ browser }) => {
  const { page, context } = await visitor(browser);
  const token = await adminToken(page);
  for (const id of created.splice(0)) {
    await page.request.delete(`/api/admin/announcements/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
  await context.close();
});

/** The lobby is up and the notice feed has answered (so an absent popup really is absent). */
async function lobbyReady(page: Page): Promise<void> {
  const feed = page.waitForResponse((r) => r.url().includes('/api/notices/feed'));
  await page.goto('/');
  await feed;
  await expect(page.getByRole('region', { name: /Notices|Announcements/ }).first()).toBeVisible();
  // The popup host is a lazy chunk: give it time to decide.
  await page.waitForTimeout(1500);
}

test('a visitor sees a popup once per session, inert; closed stays closed; hide today lasts the day', async ({
  browser,
}) => {
  const title = `Grand opening ${Date.now() % 100000}`;
  const dialogs: string[] = [];
  const { page, context, errors } = await visitor(browser, { language: 'en' });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await create(page, {
    type: 'PU',
    title,
    content: XSS,
    audiences: ['visitor'],
    execution: 'B',
  });

  await page.goto('/');
  const popup = page.getByRole('dialog', { name: pick(en, 'public.title') });
  await expect(popup.getByRole('heading', { name: title })).toBeVisible();
  await expect(popup.locator('.notice-html strong')).toHaveText('party');
  expect(await popup.locator('.notice-html script, .notice-html svg').count()).toBe(0);
  expect(await popup.locator('[onerror], [onload]').count()).toBe(0);
  await expect(popup.getByText('click me')).not.toHaveAttribute('href', /javascript/);
  await page.screenshot({ path: test.info().outputPath('popup.png') });

  // Closed: not again in this session, even after a reload.
  await popup
    .getByRole('button', { name: pick(en, 'public.close') })
    .last()
    .click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await lobbyReady(page);
  await expect(popup).toHaveCount(0);

  // A new tab is a new session: it shows again; "hide today" then keeps it away.
  const second = await context.newPage();
  second.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await second.goto('/');
  const again = second.getByRole('dialog', { name: pick(en, 'public.title') });
  await expect(again.getByRole('heading', { name: title })).toBeVisible();
  await again.getByRole('checkbox', { name: pick(en, 'public.hideToday') }).check();
  await again
    .getByRole('button', { name: pick(en, 'public.close') })
    .last()
    .click();
  await expect(again).toHaveCount(0);
  await second.evaluate(() => window.sessionStorage.clear());
  await lobbyReady(second);
  await expect(again).toHaveCount(0);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  await context.close();
});

test('a new member gets the F popup on the first login, after the welcome', async ({ browser }) => {
  const title = `Welcome gift ${Date.now() % 100000}`;
  const { page, context } = await visitor(browser, { language: 'en' });
  await create(page, {
    type: 'PU',
    title,
    content: '<p>Your first deposit is doubled.</p>',
    audiences: ['member'],
    execution: 'F',
  });
  await page.goto('/register');
  const form = page.getByRole('dialog', { name: 'Create your account' });
  await form
    .getByLabel('Username', { exact: false })
    .first()
    .fill(`ann${Date.now() % 1_000_000}`);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('luckyday77');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('luckyday77');
  await form.getByRole('checkbox').last().check();
  await form.getByRole('button', { name: 'Register' }).click();
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  // The popup waits for the welcome to close.
  await expect(page.getByRole('dialog', { name: pick(en, 'public.title') })).toHaveCount(0);
  await welcome.getByRole('button').first().click();
  const popup = page.getByRole('dialog', { name: pick(en, 'public.title') });
  await expect(popup.getByRole('heading', { name: title })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('first-login-popup.png') });
  await context.close();
});

test('a member sees a new marquee notice live, and opens it from the marquee and the bell', async ({
  browser,
}) => {
  const title = `Maintenance ${Date.now() % 100000}`;
  const { page, context } = await visitor(browser, { language: 'en' });
  // The marquee stands still (reduced motion), so its lines can be clicked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/register');
  const form = page.getByRole('dialog', { name: 'Create your account' });
  await form
    .getByLabel('Username', { exact: false })
    .first()
    .fill(`mq${Date.now() % 1_000_000}`);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('luckyday77');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('luckyday77');
  await form.getByRole('checkbox').last().check();
  await form.getByRole('button', { name: 'Register' }).click();
  await page
    .getByRole('dialog', { name: /Welcome/ })
    .getByRole('button')
    .first()
    .click();
  await lobbyReady(page);

  // Published while the page is open: the live channel brings it without a reload.
  await create(page, {
    type: 'B',
    title,
    content: '<p>Sunday 02:00 to 04:00</p>',
    audiences: ['member'],
    execution: null,
  });
  const line = page.getByRole('button', { name: new RegExp(title) }).first();
  await expect(line).toBeVisible({ timeout: 15_000 });
  const bell = page.getByRole('banner').getByRole('button', { name: /Notices \(\d+\)/ });
  await expect(bell).toBeVisible();

  await line.click();
  const modal = page.getByRole('dialog', { name: pick(en, 'notices.title') });
  await expect(modal.getByRole('heading', { name: title })).toBeVisible();
  await expect(modal.getByText('Sunday 02:00 to 04:00')).toBeVisible();
  await modal.getByRole('button', { name: pick(en, 'back') }).click();
  await expect(modal.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('notice-modal.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notices' })).toBeVisible();
  await context.close();
});

test('an operator writes a notice in the back office with the rich-text editor', async ({
  browser,
}) => {
  const title = `Operator notice ${Date.now() % 100000}`;
  const { page, context } = await adminPage(browser);
  await page.getByRole('link', { name: 'Announcements', exact: true }).click();
  await page.getByRole('button', { name: 'New announcement' }).click();
  const drawer = page.getByRole('dialog', { name: 'New announcement' });
  await drawer.getByLabel('Type').selectOption('B');
  await drawer.getByRole('button', { name: /English/ }).click();
  await drawer.getByLabel('Title').fill(title);
  const editor = drawer.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('Hello ');
  await drawer.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('players');
  await drawer.getByRole('button', { name: 'Preview' }).click();
  const preview = drawer.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('players');
  await page.screenshot({ path: test.info().outputPath('admin-editor.png') });
  await drawer.getByRole('button', { name: 'Save' }).click();
  const table = page.getByRole('table', { name: 'Announcements' });
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('Live');

  const token = await adminToken(page);
  const res = await page.request.get('/api/admin/announcements?type=B', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await res.json()) as {
    items: { id: number; texts: { en: { title: string; content: string } } }[];
  };
  const saved = items.find((i) => i.texts.en.title === title);
  expect(saved?.texts.en.content).toBe('<p>Hello <strong>players</strong></p>');
  if (saved) created.push(saved.id);
  await context.close();
});
