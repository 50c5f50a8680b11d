import { expect, test, type Page } from './site-test';
import zlib from 'node:zlib';
import {
  adminPage,
  adminToken,
  registerMember,
  storeSession,
  visitor,
  webText,
  pick,
} from './support';

/** Banners of every group and the profile touches (avatar, saved language, copy user id). */

/** A real PNG of `width`×`height` in one colour (so the page can decode and paint it). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function deleteBanners(page: Page, title: string): Promise<void> {
  const token = await adminToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const res = await page.request.get('/api/admin/content/banners?group=w_home', { headers });
  const { banners } = (await res.json()) as {
    banners: { id: number; titles: Record<string, string> }[];
  };
  for (const banner of banners.filter((b) => b.titles.en === title)) {
    await page.request.delete(`/api/admin/content/banners/${banner.id}`, { headers });
  }
}

test('an operator uploads a w_home banner and the home carousel shows it, linked', async ({
  browser,
}) => {
  const title = `E2E festival ${Date.now() % 100000}`;
  const { page: admin, context: adminContext } = await adminPage(browser);
  try {
    await admin.goto('/admin/content/banners?group=w_home');
    await expect(admin.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: 'New banner' }).click();
    const drawer = admin.getByRole('dialog', { name: 'New banner' });
    await drawer.getByLabel('Image: Upload image').setInputFiles({
      name: 'festival.png',
      mimeType: 'image/png',
      buffer: solidPng(636, 220, [200, 40, 90]),
    });
    await expect(drawer.getByRole('img', { name: 'Preview' }).first()).toHaveAttribute(
      'src',
      /^\/images\/uploads\/[0-9a-f]{64}\.png$/,
    );
    await drawer.getByLabel('Title').nth(1).fill(title); // the English block (th, en, zh)
    await drawer.getByLabel('Link').selectOption('internal');
    await drawer.getByLabel('Site page path').fill('/promotions');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(admin.getByRole('img', { name: title })).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath('admin-banners.png'), fullPage: true });

    const { page, context } = await visitor(browser, { language: 'en', ip: '198.51.100.61' });
    await page.goto('/');
    const carousel = page.getByRole('region', {
      name: pick(webText('en', 'home'), 'banner.label'),
    });
    const image = carousel.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(636);
    // The generated banners are gone: the operator's is the only slide.
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('home-banner.png') });
    await carousel.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await context.close();
  } finally {
    await deleteBanners(admin, title);
    await adminContext.close();
  }
});

test('a member chooses an avatar, switches language, signs in elsewhere in it, copies the user id', async ({
  browser,
}) => {
  const username = `bp${Date.now() % 1_000_000}`;
  const password = 'luckyday77';
  const first = await visitor(browser, { language: 'en', ip: '198.51.100.62' });
  const session = await registerMember(first.page, username, password);
  // Registered through the API (no browser language header): the saved language starts as Thai;
  // make it the English this device shows, as a sign-up through the site would.
  const english = await first.page.request.put('/api/members/me/language', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { language: 'en' },
  });
  expect(english.status()).toBe(200);
  await storeSession(first.context, session);
  await first.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = first.page;

  await page.goto('/member?page=securityCenter');
  await page.getByRole('button', { name: 'Change avatar' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  await picker.getByRole('button', { name: 'Avatar 3', exact: true }).click();
  await expect(picker).toHaveCount(0);
  const menu = page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
  await expect(menu.locator('img')).toHaveAttribute('src', /\/avatars\/builtin\/b3\.svg$/);

  // Copy user id: the success dialog (spec §8), and the clipboard holds it.
  await page.getByRole('button', { name: 'Copy user ID' }).click();
  const copied = page.getByRole('alertdialog', { name: 'Copied' });
  await expect(copied).toContainText(username);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(username);
  await copied
    .getByRole('button', { name: pick(webText('en', 'common'), 'actions.confirm') })
    .click();
  await expect(copied).toHaveCount(0);

  // Switching the language while signed in saves it on the server.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/members/me/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('banner').getByLabel('Language').selectOption('zh');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await first.context.close();

  // Another device, where nobody chose a language (Thai, the default), signs in through the
  // login popup: the site turns Chinese. (A language chosen on a device would be kept there.)
  const th = webText('th', 'auth');
  const second = await visitor(browser, { ip: '198.51.100.63' });
  await second.page.goto('/login');
  const login = second.page.getByRole('dialog', { name: pick(th, 'login.title') });
  await login.getByLabel(pick(th, 'field.username')).fill(username);
  await login
    .getByRole('textbox', { name: pick(th, 'field.password'), exact: true })
    .fill(password);
  await login.getByRole('button', { name: pick(th, 'login.submit') }).click();
  await expect(second.page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(
    second.page.getByRole('banner').getByRole('button', { name: /^账户菜单/ }),
  ).toBeVisible();
  // The avatar followed too.
  await expect(
    second.page.getByRole('banner').locator('img[data-avatar="chosen"]').first(),
  ).toHaveAttribute('src', /b3\.svg$/);
  await second.context.close();
});
