import { expect, test } from './site-test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pick, visitor, watchErrors, webText } from './support';

// The config blocks service workers in the other specs.
test.use({ serviceWorkers: 'allow' });

const pwa = webText('en', 'pwa');
const system = webText('en', 'system');

/**
 * The installable site (issue 12 item 5) on the built app: Chromium finds nothing missing for
 * installation, the service worker takes the page after a reload, and an offline reload still
 * draws the site from the cache (the API is never cached, so it shows the site's own
 * "could not reach" screen instead of the browser's error page).
 */
test('the manifest and service worker make the site installable and work offline', async ({
  playwright,
  baseURL,
}) => {
  // A browser profile of its own: Chromium never offers to install from an incognito context,
  // which is what browser.newContext() makes.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.21' },
  });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('.header')).toBeVisible();
  // Registered after the page is idle (a few seconds after load), then installed and activated.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  // The server builds it from the settings: the seeded site name.
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'LuckyWay', lang: 'th' });
  expect(manifest.url).toMatch(/\/site\.webmanifest$/);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  expect(installability.installabilityErrors).toEqual([]);

  await page.reload();
  await expect(page.locator('.header')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );

  expect(errors).toEqual([]);

  // The sign-in popups' code is in the service worker's cache, and the page itself has not
  // fetched it ahead of need (no compile and run of it while the lobby settles).
  const siteModals = /\/assets\/site-modals-[\w-]+\.js$/;
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.some((url) => siteModals.test(new URL(url).pathname))).toBe(true);
  const fetchedByPage = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(fetchedByPage.filter((path) => siteModals.test(path))).toEqual([]);

  // Offline, the requests the site still makes (the API, fonts) fail: expected, not checked.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: pick(system, 'startup.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: pick(system, 'startup.retry') })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: pick(system, 'startup.retry') }).click();
  await expect(page.locator('.header')).toBeVisible();
  // The back office is no part of the player site's offline shell.
  expect(
    await page.evaluate(async () => (await fetch('/admin/', { cache: 'no-store' })).status),
  ).toBe(200);
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test('the app download page shows a QR code, download link and steps per platform', async ({
  browser,
}) => {
  const { context, page, errors } = await visitor(browser, { language: 'en' });
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: pick(pwa, 'apps.title') })).toBeVisible();
  for (const platform of ['ios', 'iosLite', 'android']) {
    const name = pick(pwa, `apps.${platform}.name`);
    const card = page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(card.getByRole('link', { name: pick(pwa, 'apps.download') })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(card.getByRole('listitem')).toHaveCount(4);
  }
  await expect(page.getByRole('heading', { name: pick(pwa, 'install.title') })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the mirror page lists the official domains and checks them; /restricted shows the IP', async ({
  browser,
}) => {
  const { context, page, errors } = await visitor(browser, { language: 'en', ip: '198.51.100.77' });
  await page.goto('/mirrors');
  await expect(page.getByRole('heading', { name: pick(pwa, 'mirrors.title') })).toBeVisible();
  const rows = page.getByTestId('mirror');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: pick(pwa, 'mirrors.primary') })).toContainText(
    'luckyway.example',
  );
  // The demo domains do not exist: both end unreachable, each within the probe's time limit.
  await expect(rows.filter({ hasText: pick(pwa, 'mirrors.unreachable') })).toHaveCount(2, {
    timeout: 15_000,
  });

  await page.goto('/restricted');
  await expect(page.getByRole('heading', { name: pick(system, 'region.title') })).toBeVisible();
  await expect(page.getByTestId('visitor-ip')).toHaveText('198.51.100.77');
  await expect(page.getByRole('button', { name: pick(system, 'customerService') })).toBeVisible();
  // The mirror probes of the .example domains fail by design.
  expect(errors.filter((e) => !/\.example|ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
  await context.close();
});
