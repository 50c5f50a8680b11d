import { expect, test } from './site-test';
import { adminToken, creditMember, registerMember, storeSession, visitor } from './support';

/** The game types of the rate table (GAME_CATEGORIES of the contracts). */
const CATEGORIES = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
];

// Issue 26 items 7 and 8 in a real browser against the built site: a member plays the house dice,
// sees today's rebate accrue on manualRebate and claims it (the header balance follows); a friend
// opens the member's invitation link, signs up on the form it opens, and appears masked on the
// member's referral page.
test('a member claims a manual rebate after play; a friend registers by the link', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.141',
  });
  // 1 % on every game type for everyone (level 0), set by an operator.
  const token = await adminToken(page);
  const rates = await page.request.put('/api/admin/rebate/rates', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      rates: CATEGORIES.map((category) => ({ level: 0, category, rateBps: 100, dailyCap: null })),
    },
  });
  expect(rates.status(), await rates.text()).toBe(200);

  const username = `rb${Date.now() % 1_000_000}`;
  const session = await registerMember(page, username, 'luckyday77');
  await creditMember(page, session.member.id, 100_000);
  await storeSession(context, session);

  await page.goto('/house/dice');
  const roll = page.getByRole('button', { name: 'Roll' });
  for (let i = 0; i < 3; i++) {
    await expect(roll).toBeEnabled({ timeout: 30_000 });
    const rolled = page.waitForResponse((r) => r.url().endsWith('/api/house/dice/roll'));
    await roll.click();
    await rolled;
  }

  // The read model follows the wagers a moment later (the events' delivery): reload until then.
  const claimable = page.getByTestId('rebate-claimable');
  await expect(async () => {
    await page.goto('/member?page=manualRebate');
    await expect(claimable).not.toHaveText(/^0\.00/, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const amount = (await claimable.textContent())!.replace(/[^\d.,]/g, '');
  await page.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText(`${amount} has been added to your wallet.`)).toBeVisible();
  await expect(claimable).toHaveText(/^0\.00/);
  await expect(page.getByRole('cell', { name: 'Claimed' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/referral-rebate-01-claimed.png', fullPage: true });

  // The member's invitation link, as the referral page shows it.
  await page.goto('/member?page=referral');
  const code = (await page.locator('.referral__code').textContent())!.trim();
  await expect(page.getByText(`/register?ref=${code}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of my invitation link' })).toBeVisible();
  await expect(page.getByText('Invite friends on Zalo: bonus up to 131K')).toBeVisible();

  const friend = await visitor(browser, { language: 'en', ip: '198.51.100.142' });
  const friendName = `fr${Date.now() % 1_000_000}`;
  await friend.page.goto(`/register?ref=${code}`);
  const dialog = friend.page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username', { exact: false }).first().fill(friendName);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('luckyday77');
  await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('luckyday77');
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(friend.page.getByRole('dialog', { name: 'Create your account' })).toHaveCount(0);

  await page.reload();
  const masked = `${friendName.slice(0, 2)}***${friendName.slice(-2)}`;
  const row = page.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Registered')).toBeVisible();
  await page.screenshot({ path: 'test-results/referral-rebate-02-friend.png', fullPage: true });
  expect(errors).toEqual([]);
  expect(friend.errors).toEqual([]);
});
