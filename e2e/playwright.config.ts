import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './site';

const reporters: NonNullable<Parameters<typeof defineConfig>[0]['reporter']> = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: './tests',
  // Two workers, each with its own server, data folder and port (site.ts, tests/site-test.ts):
  // a spec that changes site-wide settings changes them on its worker's site only. Files are
  // dealt to the workers; the tests of one file run in order on one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  // Each worker runs a browser and a server on a 2-core machine, so both cores stay busy: a flow
  // of three pages and two sign-ins took 60-70 s on a slow day (a lazy dialog 10 s to appear).
  // The limit is for a hung test, not a measure of speed (docs/testing.md, the phase table).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: reporters,
  // Its own folder per port, so runs on other ports do not wipe each other's results.
  outputDir: path.join(
    os.tmpdir(),
    process.env.E2E_PORT ? `lw-e2e-results-${E2E_PORT}` : 'lw-e2e-results',
  ),
  use: {
    // Players who ask for less motion get a still page (the marquee, spinners, skeletons, carousel
    // autoplay): an open page idles at a tenth of a core, where the animated one kept almost half a
    // core busy drawing frames in software. A spec about motion would opt back in with test.use.
    reducedMotion: 'reduce',
    // Only the PWA spec needs the service worker (it opts in); elsewhere its install and precache
    // would run in every new context.
    serviceWorkers: 'block',
    // A failed test keeps its trace with DOM snapshots; without the screencast frames, which cost
    // the worker process most of a core while every test ran.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
