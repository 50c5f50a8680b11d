import { expect, test } from './site-test';
import { pick, visitor, webText } from './support';

const th = {
  common: webText('th', 'common'),
  layout: webText('th', 'layout'),
  auth: webText('th', 'auth'),
};
const en = { common: webText('en', 'common'), layout: webText('en', 'layout') };
const zh = { layout: webText('zh', 'layout') };

test('the home lobby opens in Thai, and switches to English and Chinese', async ({ browser }) => {
  const { page, errors, context } = await visitor(browser);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: pick(th.layout, 'header.login') })).toBeVisible();

  await header.locator('select').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: pick(en.layout, 'header.login') })).toBeVisible();

  await header.locator('select').first().selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(header.getByRole('button', { name: pick(zh.layout, 'header.login') })).toBeVisible();

  // The choice is remembered.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  expect(errors).toEqual([]);
  await context.close();
});

test('the dark theme is kept after a reload', async ({ browser }) => {
  const { page, errors, context } = await visitor(browser, { colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page
    .getByRole('banner')
    .getByRole('button', { name: pick(th.common, 'theme.toDark') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('banner').getByRole('button', { name: pick(th.common, 'theme.toLight') }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the theme follows the system until chosen', async ({ browser }) => {
  const { page, context } = await visitor(browser, { colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

for (const route of ['/member', '/favorite', '/recent', '/pointMall', '/lottery?gameCode=VN']) {
  test(`a login-needed route (${route}) lands on the login popup`, async ({ browser }) => {
    const { page, errors, context } = await visitor(browser);
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('dialog', { name: pick(th.auth, 'login.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
