import { expect, test } from './site-test';
import { adminPage, readSection, restoreSection, visitor, webText, pick } from './support';

const system = webText('en', 'system');

test('an operator puts the site into maintenance; players see the page with its end time', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const original = await readSection(admin.page, 'maintenance');
  try {
    await admin.page.getByRole('link', { name: 'System status', exact: true }).click();
    await admin.page.getByRole('switch', { name: 'Site in maintenance' }).click();
    await admin.page.getByLabel('Expected end').fill('2030-05-01T10:30');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('button', { name: 'Start maintenance' }).click();
    await expect(admin.page.getByText('In maintenance').first()).toBeVisible();

    const player = await visitor(browser, { language: 'en' });
    await player.page.goto('/');
    await expect(
      player.page.getByRole('heading', { name: pick(system, 'maintenance.title') }),
    ).toBeVisible();
    // 10:30 in Bangkok, as entered by the operator in the same time zone.
    await expect(player.page.getByText(/May 1, 2030.*10:30/)).toBeVisible();
    await expect(
      player.page.getByText('We are upgrading the site for a better experience'),
    ).toBeVisible();
    await expect(
      player.page.getByRole('button', { name: 'Contact customer service' }),
    ).toBeVisible();
    expect(player.errors).toEqual([]);
    await player.context.close();
  } finally {
    await restoreSection(admin.page, 'maintenance', original);
    await admin.context.close();
  }
});

test('an operator blocks a test IP; a visitor from it sees the block page with the IP', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const original = await readSection(admin.page, 'region');
  const blockedIp = '203.0.113.77';
  try {
    await admin.page.getByRole('link', { name: 'Region & IP', exact: true }).click();
    await admin.page.getByLabel('IP block-list').fill(blockedIp);
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await expect(admin.page.getByText(/saved/i).first()).toBeVisible();

    const blocked = await visitor(browser, { ip: blockedIp, language: 'en' });
    await blocked.page.goto('/promotions');
    await expect(
      blocked.page.getByRole('heading', { name: pick(system, 'region.title') }),
    ).toBeVisible();
    await expect(blocked.page.getByText(blockedIp)).toBeVisible();
    expect(blocked.errors).toEqual([]);
    await blocked.context.close();

    const other = await visitor(browser, { ip: '203.0.113.78', language: 'en' });
    await other.page.goto('/promotions');
    await expect(other.page.getByRole('banner')).toBeVisible();
    await expect(other.page.getByText(blockedIp)).toHaveCount(0);
    await other.context.close();
  } finally {
    await restoreSection(admin.page, 'region', original);
    await admin.context.close();
  }
});
