import { expect, test, type Page } from './site-test';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { adminPage, readSection, restoreSection, visitor } from './support';

/** Sign-in paths beyond username and password, in English, as a player clicks them. */

const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu/ });

/** The newest SMS to `to` in the back-office outbox, with its 6-digit code. */
async function smsCodeFromOutbox(admin: Page, to: string): Promise<string> {
  const token = await admin.evaluate(() => window.sessionStorage.getItem('adminToken'));
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await admin.request.get('/api/admin/outbox?channel=sms&pageSize=20', {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await res.json()) as { items: { to: string; body: string }[] };
      const message = page.items.find((m) => m.to === to);
      code = message ? (/\b(\d{6})\b/.exec(message.body)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

test('free play signs in a trial account, which is refused the member centre', async ({
  browser,
}) => {
  const { page, errors, context } = await visitor(browser, { language: 'en', ip: '198.51.100.41' });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Try for free' }).click();
  await expect(login).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('isAgent'))).toBe('4');

  await page.goto('/member');
  const refusal = page.getByRole('alertdialog', { name: 'Real account needed' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByText('Please register a real account')).toBeVisible();
  await refusal.getByRole('button').first().click();
  await expect(page).not.toHaveURL(/member/);
  expect(errors).toEqual([]);
  await context.close();
});

test('one-click login shows the new credentials once, and they sign in', async ({ browser }) => {
  const { page, context } = await visitor(browser, { language: 'en', ip: '198.51.100.42' });
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'One-click account' })
    .click();
  const credentials = page.getByRole('dialog', { name: 'Your new account' });
  await expect(credentials).toBeVisible();
  const text = await credentials.innerText();
  await credentials.getByRole('button', { name: 'I have saved them' }).click();
  await expect(accountMenu(page)).toBeVisible();
  const username = await page.evaluate(() => window.sessionStorage.getItem('username'));
  expect(username).toMatch(/^[a-z0-9]+$/);
  expect(text).toContain(username!);
  await context.close();
});

test('remember me: the next visit is pre-filled and signs in without the password', async ({
  browser,
}) => {
  const { page, context } = await visitor(browser, { language: 'en', ip: '198.51.100.43' });
  await page.goto('/login');
  let login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('member01');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('member01pass');
  await login.getByRole('checkbox', { name: 'Remember me' }).check();
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(accountMenu(page)).toBeVisible();
  const cookies = await context.cookies();
  const device = cookies.find((c) => c.name === 'lw_device');
  expect(device?.httpOnly).toBe(true);
  expect(cookies.some((c) => c.value.includes('member01pass'))).toBe(false);

  // A new tab of the same browser: a new session storage, the device cookie stays.
  const next = await context.newPage();
  await next.goto('/login');
  login = next.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByLabel('Username')).toHaveValue('member01');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(accountMenu(next)).toBeVisible();
  expect(await next.evaluate(() => window.sessionStorage.getItem('username'))).toBe('member01');
  await context.close();
});

test('SMS login and the new-IP second step by payee name', async ({ browser }) => {
  const { page: admin, context: adminContext } = await adminPage(browser);
  const modules = await readSection(admin, 'modules');
  const policy = await readSection(admin, 'accountPolicy');
  try {
    await restoreSection(admin, 'modules', {
      enabled: { ...(modules.enabled as object), 'login.smsCode': true },
    });
    const { page, context } = await visitor(browser, { language: 'en', ip: '198.51.100.44' });
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('tab', { name: 'SMS code' }).click();
    await login.getByRole('textbox', { name: /Mobile/ }).fill('0812345678');
    await login.getByRole('button', { name: /Send code/ }).click();
    await expect(login.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    const code = await smsCodeFromOutbox(admin, '+66812345678');
    await login.getByRole('textbox', { name: /code/i }).fill(code);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(accountMenu(page)).toBeVisible();
    await context.close();

    // From an IP member01 has never used, a password is not enough.
    await restoreSection(admin, 'accountPolicy', { ...policy, newIpSecondStep: ['payeeName'] });
    const away = await visitor(browser, { language: 'en', ip: '203.0.113.99' });
    await away.page.goto('/login');
    const awayLogin = away.page.getByRole('dialog', { name: 'Log in' });
    await awayLogin.getByRole('textbox', { name: 'Username' }).fill('member01');
    await awayLogin.getByRole('textbox', { name: 'Password', exact: true }).fill('member01pass');
    await awayLogin.getByRole('button', { name: 'Log in' }).click();
    const step = away.page.getByRole('dialog', { name: "Verify it's you" });
    await expect(step).toBeVisible();
    await step.getByRole('textbox').fill('Somchai Lucky');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(accountMenu(away.page)).toBeVisible();
    await away.context.close();
  } finally {
    await restoreSection(admin, 'modules', modules);
    await restoreSection(admin, 'accountPolicy', policy);
    await adminContext.close();
  }
});

test('social sign-in through an OpenID Connect provider signs in and leaves no ticket in the address', async ({
  browser,
}) => {
  const idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  const subject = `e2e-${Date.now()}`;
  idp.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, {
      sub: subject,
      name: 'Mali Social',
      email: `${subject}@example.com`,
      email_verified: true,
    });
  });
  const { page: admin, context: adminContext } = await adminPage(browser);
  const providers = await readSection(admin, 'identityProviders');
  try {
    await restoreSection(admin, 'identityProviders', {
      providers: {
        mock: {
          name: 'Mock ID',
          enabled: true,
          issuer: idp.issuer.url,
          clientId: 'lw-e2e',
          clientSecret: 'lw-e2e-secret',
          scopes: 'openid email profile',
          requireSms: false,
          order: 1,
        },
      },
    });
    const { page, context, errors } = await visitor(browser, {
      language: 'en',
      ip: '198.51.100.45',
    });
    await page.goto('/login');
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('link', { name: 'Continue with Mock ID' })
      .click();
    // Provider -> our callback -> back to the site with a one-time ticket, redeemed at once.
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).not.toHaveURL(/loginTicket/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await restoreSection(admin, 'identityProviders', providers);
    await adminContext.close();
    await idp.stop();
  }
});
