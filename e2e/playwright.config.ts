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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters,
  // Its own folder per port, so runs on other ports do not wipe each other's results.
  outputDir: path.join(
    os.tmpdir(),
    process.env.E2E_PORT ? `lw-e2e-results-${E2E_PORT}` : 'lw-e2e-results',
  ),
  use: {
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
