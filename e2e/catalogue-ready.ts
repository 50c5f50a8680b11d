import type { FullConfig } from '@playwright/test';
import { SIM_URL } from './playwright.config';

/** The sync of the 12,325 games takes about 20 s on an idle machine, far longer on a busy one. */
const WAIT_MS = 180_000;

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Global setup: the server answers before its background sync of the simulator's catalogues is
 * over. Wait until the lobby lists every game of every vendor in the simulator's manifest (per
 * vendor: the site's own house games count apart), so each spec sees the full catalogue.
 */
export default async function catalogueReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('no baseURL in the Playwright config');
  const manifest = (await json(`${SIM_URL}/_control/manifest`)) as {
    vendors: { code: string; gameCount: number }[];
  };
  const deadline = Date.now() + WAIT_MS;
  // Vendors are synced one after another: wait for each in turn.
  for (const vendor of manifest.vendors) {
    let listed = 0;
    for (;;) {
      // One game per page: totalPages is the number of the vendor's listed games.
      const page = (await json(
        `${baseURL}/api/games?pageSize=1&vassalage=${encodeURIComponent(vendor.code)}`,
      )) as { totalPages: number };
      listed = page.totalPages;
      if (listed >= vendor.gameCount) break;
      if (Date.now() > deadline) {
        throw new Error(
          `${vendor.code}: the lobby lists ${listed} of its ${vendor.gameCount} games`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
