import type { FullConfig } from '@playwright/test';
import { SIM_URL } from './playwright.config';

/** A busy machine syncs the 12,325 games slowly; the start itself must never take longer. */
const WAIT_MS = 180_000;

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Global setup: the server answers before its background sync of the simulator's catalogues is
 * over. Wait until the lobby lists every game of the simulator's manifest, so each spec sees the
 * full catalogue from its first step.
 */
export default async function catalogueReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('no baseURL in the Playwright config');
  const manifest = (await json(`${SIM_URL}/_control/manifest`)) as {
    vendors: { gameCount: number }[];
  };
  const expected = manifest.vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0);
  const deadline = Date.now() + WAIT_MS;
  let listed = 0;
  while (Date.now() < deadline) {
    // One game per page: totalPages is the number of listed games.
    const page = (await json(`${baseURL}/api/games?pageSize=1`)) as { totalPages: number };
    listed = page.totalPages;
    if (listed >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the catalogue lists ${listed} of the simulator's ${expected} games`);
}
