import { expect, test, type Page } from './site-test';
import { visitor } from './support';

/** The accounts issue's flows, in English, as a player clicks them. */
async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
}

test('register by username, sign out with confirm, sign in again', async ({ browser }) => {
  const { page, errors, context } = await visitor(browser, { language: 'en' });
  const username = `e2e${Date.now() % 1_000_000}`;
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username', { exact: false }).first().fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('luckyday77');
  await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('luckyday77');
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toHaveCount(0);

  // First sign-in after registration: the welcome dialog, then the signed-in header.
  await page
    .getByRole('dialog', { name: new RegExp(`Welcome`) })
    .getByRole('button')
    .first()
    .click();
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Sign out?' }));
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(`  ${username}  `);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('luckyday77');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Account menu/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('username'))).toBe(username);
  expect(errors).toEqual([]);
  await context.close();
});

test('the default weak password opens the forced change-password modal', async ({ browser }) => {
  const { page, context } = await visitor(browser, { language: 'en' });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('newbie01');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Lw123456');
  await login.getByRole('button', { name: 'Log in' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByText('please set a new password before you continue')).toBeVisible();
  // It cannot be dismissed with Escape.
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  await context.close();
});

test('a wrong password shows the translated error; the agent site refuses a member', async ({
  browser,
}) => {
  const { page, context } = await visitor(browser, { language: 'en' });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('member01');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('wrongpass1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('Wrong username or password.')).toBeVisible();

  await page.goto('/agent');
  await page.getByLabel('Username').fill('member01');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('member01pass');
  await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
  await expect(page.getByText('Only agents can log in here. Please ask your agent.')).toBeVisible();
  await context.close();
});

test('an agent signing in on the agent site lands in the agent centre', async ({ browser }) => {
  const { page, context } = await visitor(browser, { language: 'en' });
  await page.goto('/agent');
  await page.getByLabel('Username').fill('agent01');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('agent01pass');
  await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await context.close();
});
