import { expect, test } from './site-test';
import { creditMember, registerMember, storeSession, visitor } from './support';

/**
 * Issue 24 item 3, as a member clicks it: from inside a house slot the member takes a 24-hour
 * time-out, is signed out (this page and the session's token), lands on the confirmation, and a
 * sign-in is refused with the end date.
 */
test('a member excludes themselves from inside a slot and is signed out', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, context, errors } = await visitor(browser, { language: 'en', ip: '198.51.100.72' });
  const username = `exc${Date.now().toString(36)}`;
  const login = await registerMember(page, username, 'breaks99pass');
  await creditMember(page, login.member.id, 50_000);
  await storeSession(context, login);

  await page.goto('/house/siam-treasures');
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Take a break' }).click();
  const sheet = page.getByRole('dialog', { name: 'Responsible gaming' });
  await sheet.getByRole('radio', { name: '24 hours' }).check();
  const confirm = sheet.getByRole('group', { name: 'Take a time-out of 24 hours?' });
  await expect(confirm).toContainText('You are signed out at once on every device');
  await confirm.getByLabel('Your password, to confirm').fill('breaks99pass');
  await confirm.getByRole('button', { name: 'Start my time-out of 24 hours' }).click();

  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole('heading', { name: 'Your time-out has started' })).toBeVisible();
  await expect(page.getByText(/Your time-out ends on/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // Signed out on purpose: no "you are not logged in" popup over the confirmation.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  // The session is over on the server too, not only on this page.
  const me = await page.request.get('/api/members/me', {
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(me.status()).toBe(401);

  // Signing in again is refused and says when the time-out ends.
  const other = await visitor(browser, { language: 'en', ip: '198.51.100.73' });
  await other.page.goto('/login');
  const dialog = other.page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('breaks99pass');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('status')).toContainText(/time-out or self-exclusion.*It ends on/);
  await other.context.close();
  expect(errors.filter((e) => !/401|403/.test(e))).toEqual([]);
  await context.close();
});
