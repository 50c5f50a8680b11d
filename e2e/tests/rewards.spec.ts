import type { Page } from '@playwright/test';
import { expect, test } from './site-test';
import { adminToken, creditMember, registerMember, storeSession, visitor } from './support';

// The paths of ENGAGEMENT_API (packages/contracts).
const ADMIN_TASKS = '/api/admin/engagement/tasks';
const ADMIN_ENVELOPES = '/api/admin/engagement/red-envelopes';

/** The wall clock of Asia/Bangkok (the site zone) `minutesAgo` minutes before now. */
function bangkokWall(minutesAgo: number): { day: string; time: string } {
  const at = new Date(Date.now() - minutesAgo * 60_000 + 7 * 3_600_000).toISOString();
  return { day: at.slice(0, 10), time: at.slice(11, 16) };
}

/**
 * Issue 26 items 3 and 4 as a member clicks them: a daily task (play one round) completed on a
 * house slot is collected into the reward centre and claimed (the balance grows by the reward),
 * and the floating red envelope of an open window is opened (the amount is paid).
 */
test('a member claims a task reward and a red envelope', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, context, errors } = await visitor(browser, {
    language: 'en',
    ip: '198.51.100.126',
  });
  const admin = { authorization: `Bearer ${await adminToken(page)}` };
  const task = await page.request.post(ADMIN_TASKS, {
    headers: admin,
    data: {
      kind: 'rounds',
      target: 1,
      category: null,
      rewardAmount: 1_234,
      title: { th: 'หมุนหนึ่งครั้ง', en: 'One spin e2e', zh: '转一次' },
    },
  });
  expect(task.status(), await task.text()).toBe(201);
  const start = bangkokWall(5);
  const envelope = await page.request.post(ADMIN_ENVELOPES, {
    headers: admin,
    data: {
      title: { th: 'อั่งเปา e2e', en: 'E2e envelope', zh: '红包 e2e' },
      poolAmount: 100_000,
      mode: 'fixed',
      minAmount: 888,
      maxAmount: 888,
      windowStart: start.time,
      windowMinutes: 60,
      firstDay: start.day,
      lastDay: start.day,
      audience: 'all',
    },
  });
  expect(envelope.status(), await envelope.text()).toBe(201);

  const username = `rwd${Date.now().toString(36)}`;
  const login = await registerMember(page, username, 'rewards99pass');
  await creditMember(page, login.member.id, 50_000);
  await storeSession(context, login);

  // One round on a house slot completes the task.
  await page.goto('/house/siam-treasures');
  const spin = page.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 30_000 });

  await page.goto('/member?page=rewardCenter');
  const taskRow = page.getByRole('listitem').filter({ hasText: 'One spin e2e' });
  // The round reaches the task through the event consumer (polled): allow it a moment.
  await expect(async () => {
    await page.reload();
    await expect(taskRow.getByRole('button', { name: 'Collect' })).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await taskRow.getByRole('button', { name: 'Collect' }).click();
  await expect(taskRow.getByRole('button', { name: 'Collected' })).toBeDisabled();
  const menu = page.getByRole('link', { name: /Reward centre/ });
  await expect(menu.locator('.count-badge')).toHaveText('1');
  const reward = page.getByRole('listitem').filter({ hasText: 'Task reward: One spin e2e' });
  await reward.getByRole('button', { name: 'Claim' }).click();
  await expect(reward.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(menu.locator('.count-badge')).toHaveCount(0);
  const afterTask = await balance(page, login.token);

  // The floating red envelope of the open window.
  const fab = page.getByRole('button', { name: 'A red envelope is waiting: open it' });
  await expect(fab).toBeVisible({ timeout: 40_000 });
  await fab.click();
  const dialog = page.getByRole('dialog', { name: 'Red envelope' });
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog.getByRole('status')).toContainText('8.88');
  expect(await balance(page, login.token)).toBe(afterTask + 888);
  await page.screenshot({ path: test.info().outputPath('red-envelope-opened.png') });
  await dialog.getByRole('button', { name: /Close/ }).click();
  await expect(fab).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

async function balance(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/wallet/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { balance: number };
  return body.balance;
}
