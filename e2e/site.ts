import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One Playwright worker's own site: the built server (apps/server/dist/main.js) on a fresh PGlite
 * data folder and a port of its own, with the vendor simulator beside it (port + 1). Each
 * worker starts from first-run demo data, so specs that change site-wide settings (maintenance,
 * region rules, announcements) never touch what another worker's specs see.
 */
export interface Site {
  url: string;
  simUrl: string;
  stop(): Promise<void>;
}

/** The first worker's port (E2E_PORT, 3210); worker n listens on E2E_PORT + 2n. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-2026';
/**
 * The e2e servers' TEST_CLOCK_TOKEN: a super admin with it moves the business clock forward
 * (POST /api/admin/test-clock/advance; docs/testing.md). Real deployments never set it.
 */
export const TEST_CLOCK_TOKEN = 'e2e-test-clock-token-only-for-playwright-runs';

const e2eRoot = import.meta.dirname;
const SERVER = path.resolve(e2eRoot, '../apps/server/dist/main.js');
const SIMULATOR = path.resolve(e2eRoot, '../apps/vendor-sim/src/main.ts');
/** A server's start on a busy machine (a worker restarted beside a running one took over 60 s). */
const START_MS = 120_000;
/** The sync of the 12,325 games takes about 20 s on an idle machine, far longer on a busy one. */
const CATALOGUE_MS = 180_000;

export async function startSite(workerIndex: number): Promise<Site> {
  // The simulator on the next port: a restarted worker gets the next index, and with the
  // simulator 1000 ports up the seventh restart landed on NATS's 4222 (3222 + 1000).
  const port = E2E_PORT + 2 * workerIndex;
  const simPort = port + 1;
  const url = `http://127.0.0.1:${port}`;
  const simUrl = `http://127.0.0.1:${simPort}`;
  const dataDir = path.join(os.tmpdir(), `lw-e2e-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(endProcess));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The simulator first, so the server finds it at start and registers its vendors.
    children.push(
      spawn(process.execPath, ['--import', 'tsx', SIMULATOR], {
        cwd: e2eRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          VENDOR_SIM_PORT: String(simPort),
          VENDOR_SIM_HOST: '127.0.0.1',
          PLATFORM_URL: url,
          // The transfer vendors' wallets live and go with this site's data.
          VENDOR_SIM_DATA_DIR: path.join(dataDir, 'vendor-sim'),
        },
      }),
    );
    await answering(`${simUrl}/health`, children[0]!);
    children.push(
      await startServer(port, {
        DATA_DIR: dataDir,
        // Registers the simulator's vendors and syncs their catalogues at start.
        VENDOR_SIM_URL: simUrl,
        // Tests present themselves from chosen IPs through X-Forwarded-For.
        TRUST_PROXY: 'true',
      }),
    );
    await catalogueReady(url, simUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, simUrl, stop };
}

/**
 * Starts the built server on `port` as the e2e tests run it (production mode, the e2e admin
 * password, settings read afresh on every request, a small bot-check proof of work), with `env`
 * on top; resolves once it answers its health check.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: e2eRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      SETTINGS_CACHE_MS: '0',
      // The bot check stays on; a smaller proof of work keeps the many logins quick.
      BOT_CHECK_MAX_NUMBER: '200',
      LOG_LEVEL: 'warn',
      TEST_CLOCK_TOKEN,
      ...env,
    },
  });
  try {
    await answering(`http://127.0.0.1:${port}/api/health`, child);
  } catch (err) {
    await endProcess(child);
    throw err;
  }
  return child;
}

async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_MS;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${url}: no answer within ${START_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The server answers before its background sync of the simulator's catalogues is over. Wait until
 * the lobby lists every game of every vendor in the simulator's manifest (per vendor: the site's
 * own house games count apart), so each spec sees the full catalogue.
 */
async function catalogueReady(url: string, simUrl: string): Promise<void> {
  const manifest = (await json(`${simUrl}/_control/manifest`)) as {
    vendors: { code: string; gameCount: number }[];
  };
  const deadline = Date.now() + CATALOGUE_MS;
  // Vendors are synced one after another: wait for each in turn.
  for (const vendor of manifest.vendors) {
    for (;;) {
      // One game per page: totalPages is the number of the vendor's listed games.
      const page = (await json(
        `${url}/api/games?pageSize=1&vassalage=${encodeURIComponent(vendor.code)}`,
      )) as { totalPages: number };
      if (page.totalPages >= vendor.gameCount) break;
      if (Date.now() > deadline) {
        throw new Error(
          `${vendor.code}: the lobby lists ${page.totalPages} of its ${vendor.gameCount} games`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
export function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
