// Shared helpers of the root `npm start` and `npm test` scripts (plain Node, no dependencies:
// they run before anything is installed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\n\u001b[1m> ${message}\u001b[0m\n`);
}

/** Runs a command in the repo root with inherited output; answers its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) process.exit(code);
}

/** Installs npm dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  log('Installing dependencies (npm ci)');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds each app whose sources (or the shared contracts) changed since its last build. */
export function ensureBuilt({ force = false } = {}) {
  const contracts = newestMtime(path.join(root, 'packages/contracts/src'));
  const apps = [
    { name: 'apps/web', output: 'apps/web/dist/index.html' },
    { name: 'apps/admin', output: 'apps/admin/dist/index.html' },
    { name: 'apps/server', output: 'apps/server/dist/main.js' },
  ];
  for (const app of apps) {
    const built = newestMtime(path.join(root, app.output));
    const source = Math.max(contracts, newestMtime(path.join(root, app.name)));
    if (!force && built > 0 && built >= source) continue;
    log(`Building ${app.name}`);
    runOrExit('npm', ['run', 'build', '-w', app.name]);
  }
}

async function answers(url) {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the vendor simulator (apps/vendor-sim, run from source by tsx) on VENDOR_SIM_PORT (4100)
 * with PLATFORM_URL pointing at the server, and waits until it answers. Answers { url, stop } or
 * null when VENDOR_SIM=false or it did not come up (the server then starts without it). A
 * simulator already answering on that port is used as it is.
 */
export async function startVendorSim({ platformUrl }) {
  if (process.env.VENDOR_SIM === 'false') return null;
  const port = process.env.VENDOR_SIM_PORT ?? '4100';
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) {
    log(`Using the vendor simulator already running at ${url}`);
    return { url, stop() {} };
  }
  log(`Starting the vendor simulator on ${url}`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/vendor-sim/src/main.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VENDOR_SIM_PORT: port,
        PLATFORM_URL: process.env.PLATFORM_URL ?? platformUrl,
        // The transfer vendors' wallets are kept beside the server's data (DATA_DIR): they
        // survive a restart together, and a fresh DATA_DIR starts fresh vendor wallets too.
        VENDOR_SIM_DATA_DIR:
          process.env.VENDOR_SIM_DATA_DIR ??
          path.join(path.resolve(root, process.env.DATA_DIR ?? 'data'), 'vendor-sim'),
      },
    },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  for (let i = 0; i < 150 && child.exitCode === null; i++) {
    if (await answers(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  log('The vendor simulator did not start; the lobby starts without simulated vendors');
  return null;
}
