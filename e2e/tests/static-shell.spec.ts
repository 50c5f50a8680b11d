import { expect, test, type Page } from './site-test';

/**
 * index.html carries a static first screen (apps/web/build/static-shell-markup.ts) that the app
 * replaces when it mounts. Its boxes must be the app's: were they to drift, the page would jump
 * at mount. Each box is measured in the static screen (scripts off) and in the mounted app.
 */
const BOXES = [
  '.header',
  '.banner',
  '.banner__slide.is-selected',
  '.marquee',
  '.jackpot',
  '.home__menu',
  '.side',
  '.tabbar',
] as const;

type TBox = { x: number; y: number; width: number; height: number } | null;

async function boxes(page: Page, scope: string): Promise<Record<string, TBox>> {
  return page.evaluate(
    ({ scope, selectors }) => {
      const out: Record<string, TBox> = {};
      for (const selector of selectors) {
        const element = document.querySelector(`${scope} ${selector}`);
        if (!element) {
          out[selector] = null;
          continue;
        }
        const box = element.getBoundingClientRect();
        // A box hidden by the layout (the side menu on a phone, the tab bar on a desktop).
        out[selector] =
          box.width === 0 || getComputedStyle(element).display === 'none'
            ? null
            : {
                x: Math.round(box.x),
                y: Math.round(box.y),
                width: Math.round(box.width),
                height: Math.round(box.height),
              };
      }
      return out;
    },
    { scope, selectors: [...BOXES] },
  );
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the static first screen has the app's boxes at ${viewport.width} px`, async ({
    browser,
  }) => {
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto('/');
    await expect(stillPage.locator('[data-static-shell] .banner__art')).toBeVisible();
    const before = await boxes(stillPage, '[data-static-shell]');
    await still.close();

    const live = await browser.newContext({ viewport });
    const page = await live.newPage();
    await page.goto('/');
    // Mounted: the static screen is gone and the lobby's own controls are there.
    await expect(page.locator('[data-static-shell]')).toHaveCount(0);
    await expect(page.locator('.jackpot__digit').first()).toBeVisible();
    // The banners' answer is in: the carousel, not its empty placeholder, holds the first slide.
    await expect(page.locator('#root .banner__slide.is-selected')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const after = await boxes(page, '#root');
    await live.close();

    // Every box the static screen draws is drawn by the app in the same place and size.
    const drift: string[] = [];
    for (const selector of BOXES) {
      const expected = after[selector];
      const actual = before[selector];
      if (!expected || !actual) {
        if (expected !== actual)
          drift.push(
            `${selector}: static ${JSON.stringify(actual)}, app ${JSON.stringify(expected)}`,
          );
        continue;
      }
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        if (Math.abs(actual[key] - expected[key]) > 1)
          drift.push(`${selector} ${key}: static ${actual[key]}, app ${expected[key]}`);
      }
    }
    expect(drift).toEqual([]);
  });
}

// A game category page's static screen draws its hero band and picture (the page's largest
// paint) before the app; measured with the app's script held back, then mounted.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`a category page's static hero is the app's at ${viewport.width} px`, async ({
    browser,
  }) => {
    const heroBoxes = (page: Page) =>
      page.evaluate(() =>
        ['.page__hero', '.page__hero-art'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height].map(Math.round);
        }),
      );
    const still = await browser.newContext({ viewport });
    const stillPage = await still.newPage();
    // The boot script runs (it picks the picture); the app's entry never arrives.
    await stillPage.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await stillPage.goto('/rng');
    const art = stillPage.locator('[data-static-shell] .page__hero-art');
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('src', /\/assets\/hero-rng-\w+\.svg$/);
    expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = await heroBoxes(stillPage);
    await still.close();

    const live = await browser.newContext({ viewport });
    const page = await live.newPage();
    await page.goto('/rng');
    await expect(page.locator('[data-static-shell]')).toHaveCount(0);
    await expect(page.locator('#page-title')).toBeVisible();
    const after = await heroBoxes(page);
    await live.close();

    for (const [index, box] of after.entries()) {
      box.forEach((value, key) =>
        expect(Math.abs(value - before[index]![key]!)).toBeLessThanOrEqual(1),
      );
    }
  });
}

// The static screen has no text: its first paint waits for the HTML and the stylesheet only. The
// boot script asks for each of the app's font faces together with the app's scripts (no preload
// links: asking for a face after a link was inserted re-resolved the page's style sheets), so the
// files are in before the app draws its texts (a late font lays the whole page out again) and
// each is decoded as it arrives, not in the app's first layout.
test('the web fonts are fetched with the app, not by the page', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/as="font"/);
  await page.goto('/');
  await expect(page.locator('[data-static-shell]')).toHaveCount(0);
  // A resource's timing entry appears when its answer has arrived: wait for the app's first API
  // answer (on a busy machine it could still be on its way when the shell was gone).
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch'),
  );
  const { fetched, lastFontAt, firstCallAt } = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const fonts = entries.flatMap((entry) => {
      const match = /prompt-(thai|latin)-(\d+)-/.exec(new URL(entry.name).pathname);
      return match ? [{ file: `${match[1]}-${match[2]}`, at: entry.startTime }] : [];
    });
    return {
      fetched: fonts.map((font) => font.file),
      lastFontAt: Math.max(...fonts.map((font) => font.at)),
      firstCallAt: entries.find((entry) => entry.initiatorType === 'fetch')?.startTime,
    };
  });
  // Asked for before the app has run (it calls the API at once), not by the app's texts.
  expect(firstCallAt).toBeDefined();
  expect(lastFontAt).toBeLessThan(firstCallAt!);
  expect([...new Set(fetched)].sort()).toEqual([
    'latin-400',
    'latin-500',
    'latin-600',
    'latin-700',
    'thai-400',
    'thai-500',
    'thai-600',
    'thai-700',
  ]);
  // Each is in use by the mounted app (loaded, not left waiting as an unused preload).
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    const weights: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.includes('Prompt') && face.status === 'loaded') weights.push(face.weight);
    });
    return weights;
  });
  expect(loaded).toEqual(expect.arrayContaining(['400', '500', '600', '700']));
});

// The boot script preloads the module files of the screen a visitor arrives at (listed per address
// by build/static-shell.ts), one link per task while the entry downloads. The entry's lazy import
// of that screen then finds them linked and adds none: it added ~25 links in one long task.
for (const [path, screen] of [
  ['/', /\/home-route-/],
  ['/rng', /\/game-list-route-/],
] as const) {
  test(`the boot script preloads the screen's module files at ${path}, each once`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('[data-static-shell]')).toHaveCount(0);
    const { listed, linked } = await page.evaluate(() => {
      const boot = document.querySelector('script[data-screens]');
      const screens = JSON.parse(boot?.getAttribute('data-screens') ?? '[]') as {
        paths: string[];
        files: string[];
      }[];
      return {
        listed: screens.find((entry) => entry.paths.includes(location.pathname))?.files ?? [],
        linked: Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          (link) => new URL(link.href).pathname,
        ),
      };
    });
    expect(listed.some((file) => screen.test(file))).toBe(true);
    expect(linked).toEqual(expect.arrayContaining(listed));
    expect(linked.length).toBe(new Set(linked).size);
  });
}
