import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The vendor simulator beside the server (its vendors fill the lobby: 12,325 games). */
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? PORT + 1000);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
// A fresh data folder per run: the suite starts from first-run demo data.
const dataDir = path.join(os.tmpdir(), `lw-e2e-${process.pid}`);
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-2026';

const reporters: NonNullable<Parameters<typeof defineConfig>[0]['reporter']> = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporters.push(['json']);

export default defineConfig({
  testDir: './tests',
  // The server syncs the simulator's catalogue in the background after it answers: wait for it.
  globalSetup: './catalogue-ready.ts',
  // The tests change site-wide settings (maintenance, region): run them one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters,
  // Its own folder per port, so runs on other ports do not wipe each other's results.
  outputDir: path.join(
    os.tmpdir(),
    process.env.E2E_PORT ? `lw-e2e-results-${PORT}` : 'lw-e2e-results',
  ),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
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
  webServer: [
    {
      // The vendor simulator first, so the server finds it at start and registers its vendors.
      command: 'node --import tsx ../apps/vendor-sim/src/main.ts',
      url: `${SIM_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: {
        VENDOR_SIM_PORT: String(SIM_PORT),
        VENDOR_SIM_HOST: '127.0.0.1',
        PLATFORM_URL: `http://127.0.0.1:${PORT}`,
      },
    },
    {
      command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        // Registers the simulator's vendors and syncs their catalogues at start.
        VENDOR_SIM_URL: SIM_URL,
        // Tests present themselves from chosen IPs through X-Forwarded-For.
        TRUST_PROXY: 'true',
        SETTINGS_CACHE_MS: '0',
        // The bot check stays on; a smaller proof of work keeps the many logins quick.
        BOT_CHECK_MAX_NUMBER: '200',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
