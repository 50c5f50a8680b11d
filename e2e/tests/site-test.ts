import { test as base } from '@playwright/test';
import { startSite, type Site } from '../site';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with each worker's own site (../site.ts): `baseURL` points at it, so
 * `page.goto('/')`, `page.request` and contexts made with `browser.newContext()` all reach it.
 */
export const test = base.extend<{ site: Site }, { workerSite: Site }>({
  workerSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use, workerInfo) => {
      const site = await startSite(workerInfo.workerIndex);
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  site: async ({ workerSite }, use) => use(workerSite),
  baseURL: async ({ workerSite }, use) => use(workerSite.url),
});
export type * from '@playwright/test';
