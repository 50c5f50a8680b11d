import { expect, test, type Page } from './site-test';
import {
  adminPage,
  adminToken,
  pick,
  registerMember,
  storeSession,
  visitor,
  webText,
} from './support';

/** The help centre (anchors, search, inert operator HTML) and feedback answered by an operator. */

const en = webText('en', 'help');

async function adminApi(page: Page) {
  const token = await adminToken(page);
  return { authorization: `Bearer ${token}` };
}

test('/help#deposit opens that article and the search finds one in another language', async ({
  browser,
}) => {
  const { page, context, errors } = await visitor(browser, { language: 'en', ip: '198.51.100.71' });
  await page.goto('/help#deposit');
  const dialog = page.getByRole('dialog', { name: pick(en, 'title') });
  // The modal, its chunk, the help texts and the articles load after the lobby: a busy machine is slow.
  await expect(dialog.getByRole('heading', { name: 'How to deposit' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.locator('article#deposit')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('help-deposit.png') });

  await dialog.getByRole('button', { name: pick(en, 'centre.back') }).click();
  await expect(dialog.getByRole('heading', { name: 'Payments' })).toBeVisible();
  // A Thai word finds the withdrawal article, shown in English.
  await dialog.getByRole('searchbox', { name: pick(en, 'centre.search') }).fill('ถอนเงิน');
  const hit = dialog.getByRole('button', { name: /How to withdraw/ });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(dialog.locator('article#withdrawal')).toBeVisible();

  // On a phone the modal fits the screen: no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 740 });
  await dialog.getByRole('button', { name: pick(en, 'centre.backToResults') }).click();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('help-phone.png') });
  expect(errors).toEqual([]);
  await context.close();
});

test('an XSS payload in an article is stored and rendered inert', async ({ browser }) => {
  const { page: admin, context: adminContext } = await adminPage(browser);
  const headers = await adminApi(admin);
  const anchor = `xss-${Date.now() % 100000}`;
  const categories = await admin.request.get('/api/admin/help/categories', { headers });
  const categoryId = ((await categories.json()) as { items: { id: number }[] }).items[0]!.id;
  const created = await admin.request.post('/api/admin/help/articles', {
    headers,
    data: {
      categoryId,
      anchor,
      title: { th: 'XSS', en: 'XSS probe', zh: 'XSS' },
      body: {
        th: '',
        en: '<p>Safe text</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">click</a>',
        zh: '',
      },
    },
  });
  expect(created.status()).toBe(201);
  try {
    const { page, context } = await visitor(browser, { language: 'en', ip: '198.51.100.72' });
    await page.goto(`/help#${anchor}`);
    const dialog = page.getByRole('dialog', { name: pick(en, 'title') });
    await expect(dialog.getByText('Safe text')).toBeVisible({ timeout: 30_000 });
    await dialog.getByText('click').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(dialog.locator('img, script, [onerror]')).toHaveCount(0);
    await context.close();
  } finally {
    const id = ((await created.json()) as { id: number }).id;
    await admin.request.delete(`/api/admin/help/articles/${id}`, { headers });
    await adminContext.close();
  }
});

test('a member sends feedback, an operator replies in the back office, the member sees it', async ({
  browser,
}) => {
  const fb = webText('en', 'feedback');
  const username = `fb${Date.now() % 1_000_000}`;
  const member = await visitor(browser, { language: 'en', ip: '198.51.100.73' });
  const session = await registerMember(member.page, username, 'luckyday77');
  // Registered through the API, the saved language is Thai: make it the English this device shows.
  const english = await member.page.request.put('/api/members/me/language', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { language: 'en' },
  });
  expect(english.status()).toBe(200);
  await storeSession(member.context, session);
  const page = member.page;
  await page.goto('/feedback');
  await page.getByRole('combobox', { name: pick(fb, 'form.questionType') }).selectOption('deposit');
  const content = page.getByRole('textbox', { name: new RegExp(pick(fb, 'form.content')) });
  await content.fill('ฝากเงิน');
  await page.getByRole('button', { name: pick(fb, 'form.submit') }).click();
  await expect(page.getByText('Please write at least 5 words.')).toBeVisible();
  await content.fill('My deposit this morning has not arrived yet');
  await page.getByRole('button', { name: pick(fb, 'form.submit') }).click();
  await expect(page.getByText(pick(fb, 'form.sent'))).toBeVisible();
  const list = page.getByRole('region', { name: pick(fb, 'list.title') });
  await expect(list.getByText(pick(fb, 'status.open'))).toBeVisible();

  const { page: admin, context: adminContext } = await adminPage(browser);
  await admin.goto(`/admin/content/feedback?member=${username}`);
  await admin.getByRole('button', { name: /My deposit this morning/ }).click();
  const drawer = admin.getByRole('dialog', { name: /Feedback #/ });
  await drawer.getByLabel('Reply').fill('We credited your deposit. Sorry for the wait!');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer).toHaveCount(0);
  await admin.screenshot({ path: test.info().outputPath('admin-feedback.png') });

  // Live (feedback.replied) or on the next refresh: the reply shows without a reload.
  await expect(list.getByText('We credited your deposit. Sorry for the wait!')).toBeVisible({
    timeout: 20_000,
  });
  await expect(list.getByText(pick(fb, 'status.replied'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-feedback.png'), fullPage: true });
  await adminContext.close();
  await member.context.close();
});

test('an operator writes an article in the editor and players open it by its anchor', async ({
  browser,
}) => {
  const anchor = `e2e-${Date.now() % 100000}`;
  const { page: admin, context: adminContext } = await adminPage(browser);
  try {
    // A busy machine draws frames late: TipTap gives the focus back to the text only on the next
    // frame, so keys typed right after a click on Bold must not depend on it (CI lost them).
    await admin.addInitScript(() => {
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        setTimeout(() => raf(cb), 400);
        return 0;
      };
    });
    await admin.goto('/admin/content/help');
    await admin.getByRole('button', { name: 'New article' }).click();
    const drawer = admin.getByRole('dialog', { name: 'New article' });
    await drawer.getByLabel('Anchor').fill(anchor);
    await drawer.getByLabel('Article title (English)').fill('Bonus rules E2E');
    await drawer.getByRole('tab', { name: 'English' }).click();
    const editor = drawer.getByRole('textbox', { name: 'Article text (English)' });
    await editor.click();
    const bold = drawer.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await admin.keyboard.type('Wager the bonus five times.');
    await expect(editor.locator('strong')).toHaveText('Wager the bonus five times.');
    await admin.screenshot({ path: test.info().outputPath('admin-help-editor.png') });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(admin.getByText(`/help#${anchor}`)).toBeVisible();

    const { page, context } = await visitor(browser, { language: 'en', ip: '198.51.100.74' });
    await page.goto(`/help#${anchor}`);
    const dialog = page.getByRole('dialog', { name: pick(en, 'title') });
    await expect(dialog.getByRole('heading', { name: 'Bonus rules E2E' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      dialog.locator('strong', { hasText: 'Wager the bonus five times.' }),
    ).toBeVisible();
    await context.close();
  } finally {
    const headers = await adminApi(admin);
    const list = await admin.request.get('/api/admin/help/articles', { headers });
    const mine = ((await list.json()) as { items: { id: number; anchor: string }[] }).items.find(
      (a) => a.anchor === anchor,
    );
    if (mine) await admin.request.delete(`/api/admin/help/articles/${mine.id}`, { headers });
    await adminContext.close();
  }
});
