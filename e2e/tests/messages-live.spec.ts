import { expect, test, type Page } from './site-test';
import {
  adminPage,
  pick,
  readSection,
  registerMember,
  restoreSection,
  storeSession,
  visitor,
  webText,
} from './support';

const system = webText('en', 'system');
// The visitor chose English on this device before signing in: the page stays English (and saves it).
const layout = webText('en', 'layout');
const messages = webText('en', 'messages');
const unreadLabel = (count: number) =>
  `${pick(layout, 'member.menu')} (${pick(layout, 'member.unread').replace('{{count}}', String(count))})`;

/** Resolves once the page's live socket has said `ready` (the socket opens after idle). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/live')) return;
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve();
      });
    });
  });
}

test('an operator sends a message; the member’s open page shows the badge live and reads it', async ({
  browser,
}) => {
  const player = await visitor(browser, { language: 'en' });
  const username = `msg${Date.now().toString(36).slice(-7)}`;
  const login = await registerMember(player.page, username, 'qz7Kw4mPx2');
  await storeSession(player.context, login);
  const ready = liveReady(player.page);
  await player.page.goto('/');
  const menu = player.page.getByRole('button', { name: pick(layout, 'member.menu'), exact: true });
  await expect(menu).toBeVisible();
  await ready;

  const admin = await adminPage(browser);
  await admin.page.getByRole('link', { name: 'Player messages', exact: true }).click();
  const english = admin.page.getByRole('group', { name: 'English' });
  await english.getByLabel('Title').fill('Weekend bonus');
  await english.getByLabel('Body').fill('Deposit this weekend and get <b>10%</b> more.');
  await admin.page.getByLabel('Member username').fill(username);
  await admin.page.getByRole('button', { name: 'Count recipients' }).click();
  await expect(admin.page.getByText('Recipients: 1')).toBeVisible();
  await admin.page.screenshot({
    path: test.info().outputPath('admin-compose.png'),
    fullPage: true,
  });
  await admin.page.getByRole('button', { name: 'Send', exact: true }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
  await expect(admin.page.getByText('Sent to 1 accounts')).toBeVisible();

  // No reload: the push set the header's unread count.
  const badged = player.page.getByRole('button', { name: unreadLabel(1) });
  await expect(badged).toBeVisible();
  await badged.click();
  await player.page
    .getByRole('link', { name: new RegExp(pick(layout, 'member.messages')) })
    .click();
  const item = player.page.getByRole('button', { name: /Weekend bonus/ });
  await item.click();
  const dialog = player.page.getByRole('dialog', { name: 'Weekend bonus' });
  // Plain text stays text: the tags show as typed, nothing is interpreted.
  await expect(dialog.getByText('Deposit this weekend and get <b>10%</b> more.')).toBeVisible();
  await expect(menu).toBeVisible();
  await player.page.screenshot({ path: test.info().outputPath('message-open.png') });
  await dialog
    .getByRole('button', { name: pick(messages, 'close'), exact: true })
    .last()
    .click();
  await expect(
    player.page.getByText(pick(messages, 'unreadSummary').replace('{{count}}', '0')),
  ).toBeVisible();

  // The sent list counts the read.
  await admin.page.reload();
  const row = admin.page.getByRole('row', { name: /Weekend bonus/ });
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  expect(player.errors).toEqual([]);
  await player.context.close();
  await admin.context.close();
});

test('an operator switches maintenance on and off; an open visitor page follows without reload', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const original = await readSection(admin.page, 'maintenance');
  const player = await visitor(browser, { language: 'en' });
  try {
    const ready = liveReady(player.page);
    await player.page.goto('/');
    await expect(player.page.getByRole('banner')).toBeVisible();
    await ready;

    await admin.page.getByRole('link', { name: 'System status', exact: true }).click();
    await admin.page.getByRole('switch', { name: 'Site in maintenance' }).click();
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('button', { name: 'Start maintenance' }).click();
    await expect(admin.page.getByText('In maintenance').first()).toBeVisible();

    const heading = player.page.getByRole('heading', { name: pick(system, 'maintenance.title') });
    await expect(heading).toBeVisible();
    await player.page.screenshot({ path: test.info().outputPath('maintenance-live.png') });

    await restoreSection(admin.page, 'maintenance', { ...original, enabled: false });
    await expect(heading).toBeHidden();
    await expect(player.page.getByRole('banner')).toBeVisible();
  } finally {
    await restoreSection(admin.page, 'maintenance', original);
    await player.context.close();
    await admin.context.close();
  }
});
