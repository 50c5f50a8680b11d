import { expect, test } from './site-test';
import { adminToken, registerMember, storeSession, visitor } from './support';

/**
 * Issue 24 item 1, as a new member clicks it: the first-deposit prompt sets a daily deposit
 * limit, a deposit up to it is approved, the next one is refused with what is left.
 */
test('a daily deposit limit set at first deposit, reached, refused with what is left', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.71',
  });
  const username = `lim${Date.now().toString(36)}`;
  const login = await registerMember(page, username, 'limits99pass');
  await storeSession(context, login);

  // 1. Before the first deposit the page asks for a deposit limit: 1,000.00 a day.
  await page.goto('/member?page=depositv2');
  const prompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('radio', { name: 'Daily' }).check();
  await prompt.getByRole('textbox', { name: /Amount/ }).fill('1000');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(prompt).toBeHidden();
  const notice = page.getByTestId('deposit-limits');
  await expect(notice).toContainText('Daily deposit limit: 1,000.00 left');

  // 2. A deposit of 600.00, approved by the operator.
  await page.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('600');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Transfer to this account')).toBeVisible();
  const admin = await adminToken(page);
  const queue = await page.request.get(
    `/api/admin/cashier/deposits?status=pending&username=${username}`,
    {
      headers: { authorization: `Bearer ${admin}` },
    },
  );
  const pending = ((await queue.json()) as { items: { id: number; username: string }[] }).items;
  const mine = pending.find((d) => d.username === username);
  expect(mine, JSON.stringify(pending.slice(0, 3))).toBeDefined();
  const approved = await page.request.post(`/api/admin/cashier/deposits/${mine!.id}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // 3. The next deposit of 500.00 would pass the limit: refused, with the 400.00 left.
  await page.goto('/member?page=depositv2');
  await expect(notice).toContainText('400.00 left');
  await page.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText(/Over your Daily deposit limit: 400\.00 left until/)).toBeVisible();
  // The limits are one click away.
  await notice.getByRole('link', { name: 'Set or see your limits' }).click();
  await expect(page.getByRole('heading', { name: 'Limits' })).toBeVisible();
  expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
});
