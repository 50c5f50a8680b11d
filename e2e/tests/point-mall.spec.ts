import type { Page } from '@playwright/test';
import { expect, test } from './site-test';
import { adminPage, adminToken, registerMember, storeSession, visitor } from './support';

// The paths of POINTS_API (packages/contracts).
const ADMIN_REWARDS = '/api/admin/points/rewards';
const PAYMENT_PASSWORD = '135790';

/** A confirmation: an alertdialog in the back office, a dialog on the player site. */
const confirmBox = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/**
 * Issue 26 item 6 as a member and an operator click it: a deposit of 10,000.00 approved earns
 * points at the default table (10,000 THB and more: 1 point per 50 THB, floor: 200 points), the
 * member redeems a reward with the payment password, the operator approves it in the back
 * office and the member reads Approved; a second one rejected gives its points back; then 100
 * points convert to money (100 points = 10.00).
 */
test('points earned on a deposit, redeemed, approved, rejected and refunded, converted', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.131',
  });
  const tag = Date.now().toString(36);
  const admin = { authorization: `Bearer ${await adminToken(page)}` };
  const reward = await page.request.post(ADMIN_REWARDS, {
    headers: admin,
    data: {
      name: { th: `แก้ว e2e ${tag}`, en: `E2e mug ${tag}`, zh: `杯子 e2e ${tag}` },
      description: { th: 'แก้ว', en: 'A mug', zh: '杯子' },
      imageUrl: null,
      pricePoints: 30,
      stock: null,
      perMemberLimit: null,
      active: true,
      sortOrder: -1_000,
    },
  });
  expect(reward.status(), await reward.text()).toBe(200);
  const rewardName = `E2e mug ${tag}`;

  const username = `pts${tag}`;
  const login = await registerMember(page, username, 'points99pass');
  await storeSession(context, login);
  const setPassword = await page.request.post('/api/members/me/payment-password', {
    headers: { authorization: `Bearer ${login.token}` },
    data: {
      currentPassword: 'points99pass',
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(setPassword.status(), await setPassword.text()).toBeLessThan(300);

  // 1. The member deposits 10,000.00 by bank transfer; the operator approves it.
  await page.goto('/member?page=depositv2');
  const limitPrompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await limitPrompt.getByRole('button', { name: 'Not now' }).click();
  await expect(limitPrompt).toBeHidden();
  await page.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('10000');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Transfer to this account')).toBeVisible();
  const queue = await page.request.get(
    `/api/admin/cashier/deposits?status=pending&username=${username}`,
    { headers: admin },
  );
  const pending = ((await queue.json()) as { items: { id: number; username: string }[] }).items;
  const mine = pending.find((d) => d.username === username);
  expect(mine, JSON.stringify(pending.slice(0, 3))).toBeDefined();
  const approved = await page.request.post(`/api/admin/cashier/deposits/${mine!.id}/approve`, {
    headers: admin,
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // 2. The points reach the mall through the deposit consumer (polled): 200 points.
  await page.goto('/pointMall');
  const balance = page.getByTestId('points-balance');
  await expect(async () => {
    await page.reload();
    await expect(balance).toHaveText('200', { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });

  // 3. Redeem the reward twice with the payment password (a wrong one first).
  const card = page.getByRole('listitem').filter({ hasText: rewardName });
  const redeem = async (password: string) => {
    await card.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a reward' });
    await dialog.getByLabel('Payment password').fill(password);
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    return dialog;
  };
  const wrong = await redeem('000000');
  await expect(wrong.getByText('The payment password is not correct.')).toBeVisible();
  await wrong.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await wrong.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(
    page.getByText(new RegExp(`${rewardName} redeemed \\(reference PR\\d+\\)`)),
  ).toBeVisible();
  await expect(balance).toHaveText('170');
  await redeem(PAYMENT_PASSWORD);
  await expect(balance).toHaveText('140');
  await page.getByRole('tab', { name: 'Exchange history' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByRole('row').filter({ hasText: 'In Process' })).toHaveCount(2);
  const references = (await history.getByText(/^PR\d+$/).allInnerTexts()).sort();
  expect(references).toHaveLength(2);
  const [first, second] = references as [string, string];

  // 4. The operator approves the first and rejects the second in the back office.
  const { page: office, context: officeContext } = await adminPage(browser);
  await office.getByRole('link', { name: 'Points mall', exact: true }).click();
  const officeQueue = office.getByRole('table', { name: 'Redemptions' });
  await officeQueue.getByRole('button', { name: `Approve ${first}` }).click();
  await confirmBox(office).getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByText(`${first} approved`)).toBeVisible();
  await officeQueue.getByRole('button', { name: `Reject ${second}` }).click();
  const reject = office.getByRole('dialog', { name: `Reject ${second}` });
  await reject.getByLabel('Reason').fill('Out of stock in this colour');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(
    office.getByText(`${second} rejected: 30 points refunded to ${username}`),
  ).toBeVisible();
  await office.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  const rejectedRow = officeQueue.getByRole('row').filter({ hasText: second });
  await expect(rejectedRow).toContainText('Points refunded');
  await office.screenshot({ path: test.info().outputPath('admin-points-queue.png') });

  // 5. The member reads Approved and Rejected (with the remark); the points came back.
  await page.reload();
  await expect(balance).toHaveText('170');
  await page.getByRole('tab', { name: 'Exchange history' }).click();
  await expect(history.getByRole('row').filter({ hasText: first })).toContainText('Approved');
  const rejected = history.getByRole('row').filter({ hasText: second });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Out of stock in this colour');
  await page.getByRole('tab', { name: 'Points details' }).click();
  await expect(
    page.getByRole('tabpanel').getByText('Refunded (redemption rejected)'),
  ).toBeVisible();

  // 6. 100 points convert to money at the table's rate (100 points = 10.00, floor).
  await page.getByRole('tab', { name: 'Exchange table' }).click();
  const convert = page.getByRole('tabpanel');
  await convert.getByLabel('Points to convert').fill('100');
  await expect(convert.getByText(/You receive .*10\.00/)).toBeVisible();
  await convert.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(
    page.getByText(/100 points converted: .*10\.00.* added to your wallet\./),
  ).toBeVisible();
  await expect(balance).toHaveText('70');
  await page.screenshot({ path: test.info().outputPath('point-mall-converted.png') });

  // A wrong payment password answers 403-ish errors in the console: only those are allowed.
  expect(errors.filter((e) => !/40[13]|Failed to load resource/.test(e))).toEqual([]);
  await officeContext.close();
  await context.close();
});
