import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './site-test';
import { visitor } from './support';

/** DESIGN.md: axe finds no serious or critical issue on the main screens. */
const screens = [
  { name: 'home (light)', path: '/', colorScheme: 'light' as const },
  { name: 'home (dark)', path: '/', colorScheme: 'dark' as const },
  { name: 'login popup', path: '/login', colorScheme: 'dark' as const },
  { name: 'agent landing', path: '/agent', colorScheme: 'light' as const },
  { name: 'back office login', path: '/admin', colorScheme: 'light' as const },
];

for (const screen of screens) {
  test(`axe: ${screen.name}`, async ({ browser }) => {
    // The lobby behind each screen holds the full catalogue's sections and cards: a big page
    // for axe, which takes close to a minute on a busy machine.
    test.setTimeout(120_000);
    const { page, context } = await visitor(browser, { colorScheme: screen.colorScheme });
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(serious).toEqual([]);
    await context.close();
  });
}
