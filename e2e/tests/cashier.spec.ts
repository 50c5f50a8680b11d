import { expect, test, type Page } from './site-test';
import { adminPage, signedIn, visitor } from './support';

/**
 * The money round trip of the cashier issue, as a member and an operator click it: deposit by
 * bank transfer, approval in the back office, the header balance updating without a reload,
 * a withdrawal marked paid and confirmed, and the account record showing every step.
 */

const PAYMENT_PASSWORD = '246810';

async function memberApi(page: Page, token: string, path: string, data: unknown) {
  const res = await page.request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    data: data as object,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** A confirmation: an alertdialog in the back office, a dialog on the player site. */
const confirmBox = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

const headerBalance = (page: Page) => page.getByRole('banner').getByText(/฿\s?[\d,]+\.\d\d/);

test('deposit, approval, live balance, withdrawal paid and received, account record', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.60',
  });
  const login = await signedIn(context, page, 'member01', 'member01pass');
  // Set up once through the API: a payment password and a bank account in the member's name.
  await memberApi(page, login.token, '/api/members/me/payment-password', {
    currentPassword: 'member01pass',
    newPaymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await memberApi(page, login.token, '/api/members/me/bank-accounts', {
    bankCode: 'SCB',
    accountNumber: '9876543210',
    accountName: 'Somchai Lucky',
  });

  // 1. The member deposits 1,500.00 by bank transfer.
  await page.goto('/member?page=depositv2');
  // Issue 24: the first-deposit prompt to set a deposit limit, answered "not now".
  const limitPrompt = page.getByRole('dialog', { name: 'Set a deposit limit' });
  await limitPrompt.getByRole('button', { name: 'Not now' }).click();
  await expect(limitPrompt).toBeHidden();
  await page.getByRole('radio', { name: /Bank transfer \(KBank\)/ }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1500');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Transfer to this account')).toBeVisible();
  await expect(page.getByText('1234567890')).toBeVisible();
  await expect(page.getByRole('img', { name: /PromptPay QR code/ })).toBeVisible();
  const balanceBefore = await headerBalance(page).first().innerText();

  // 2. The operator approves it in the back office.
  const { page: admin, context: adminContext } = await adminPage(browser);
  await admin.getByRole('link', { name: 'Deposits', exact: true }).click();
  const row = admin.getByRole('row', { name: /member01/ }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await confirmBox(admin).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('row', { name: /member01.*Approved/ }).first()).toBeVisible();

  // 3. The member's header balance changes without a reload (live WebSocket push).
  await expect(headerBalance(page).first()).not.toHaveText(balanceBefore);
  await expect(headerBalance(page).first()).toContainText('1,500.00');

  // 4. The member withdraws 500.00.
  await page.getByRole('link', { name: 'Withdraw' }).first().click();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your withdrawal request was sent')).toBeVisible();

  // 5. The operator approves and marks it paid in full.
  await admin.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  const wrow = admin.getByRole('row', { name: /member01/ }).first();
  await wrow.getByRole('button', { name: 'Approve' }).click();
  await confirmBox(admin).getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('row', { name: /member01/ })
    .first()
    .getByRole('button', { name: /Mark withdrawal \d+ by member01 paid/ })
    .click();
  await confirmBox(admin).getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByRole('row', { name: /member01.*Paid/ }).first()).toBeVisible();

  // 6. The member confirms the money arrived.
  await page.reload();
  await page.getByRole('button', { name: 'I received it' }).first().click();
  await confirmBox(page).getByRole('button', { name: 'I received it' }).click();
  await expect(page.getByText('The withdrawal is marked as received')).toBeVisible();

  // 7. The account record shows the deposit and the withdrawal.
  await page.goto('/member?page=transactionHistory');
  const records = page.getByRole('main');
  await expect(records.getByText(/Deposit/).first()).toBeVisible();
  await expect(records.getByText(/Withdraw/).first()).toBeVisible();
  await expect(records.getByText('+1,500.00').first()).toBeVisible();
  await expect(records.getByText('-500.00').first()).toBeVisible();

  expect(errors).toEqual([]);
  await adminContext.close();
  await context.close();
});
