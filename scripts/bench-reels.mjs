// `npm run bench:reels`: are the house slots' reels smooth on a mid-range phone? Opens each slot
// title of the built site as a visitor (demo play) in Debian's Chromium with a phone viewport and
// the CPU slowed 4x (Lighthouse's mobile profile), and counts animation frames while a spin
// animates. Baseline in the same run: the same page, same throttling, idle for the same time, so a
// busy machine shows in both. Spins and idle windows alternate; prints medians and the ratio of
// the spin's frame rate to the idle page's.
//
// Options: --runs N (default 5 per title), --port P (default 3337).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuilt, ensureInstalled, log, root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('runs', 5);
const PORT = option('port', 3337);
const CPU_SLOWDOWN = 4;
const WINDOW_MS = 2500;
const TITLES = ['siam-treasures', 'golden-dragon', 'lucky-fruits'];
const base = `http://127.0.0.1:${PORT}`;

ensureInstalled();
ensureBuilt();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-reels-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
};
process.on('exit', stop);

for (const until = Date.now() + 120_000; ;) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (Date.now() > until) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** Frame intervals (ms) over WINDOW_MS, while `during` runs (a spin) or idle. */
async function frames(page, during) {
  await page.evaluate((ms) => {
    const w = /** @type {any} */ (window);
    w.__frames = [];
    const started = performance.now();
    const tick = (t) => {
      w.__frames.push(t);
      if (t - started < ms) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, WINDOW_MS);
  if (during) await during();
  await page.waitForTimeout(WINDOW_MS + 200);
  const stamps = await page.evaluate(() => /** @type {any} */ (window).__frames);
  return stamps.slice(1).map((t, i) => t - stamps[i]);
}

const summary = (intervals) => {
  const total = intervals.reduce((a, b) => a + b, 0);
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    fps: (intervals.length * 1000) / total,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    janky: intervals.filter((d) => d > 50).length / intervals.length,
  };
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

log(`Reels on a phone (390x844, CPU ${CPU_SLOWDOWN}x slower), ${RUNS} spins per title`);
console.log('title            spin fps  idle fps  ratio  spin p95 frame  frames > 50 ms');
for (const title of TITLES) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let answered = 0;
  page.on('response', (r) => {
    if (r.url().endsWith(`/slots/${title}/spin`) && r.ok()) answered += 1;
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/house/${title}`);
  const spin = page.getByRole('button', { name: /^(หมุน|Spin|旋转)$/ });
  await spin.waitFor({ state: 'visible', timeout: 60_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const spins = [];
  const idles = [];
  for (let run = 0; run < RUNS; run += 1) {
    spins.push(summary(await frames(page, () => spin.click({ timeout: 30_000 }))));
    await page.waitForTimeout(1500);
    idles.push(summary(await frames(page)));
  }
  const spinFps = median(spins.map((s) => s.fps));
  const idleFps = median(idles.map((s) => s.fps));
  console.log(
    `${title.padEnd(16)} ${spinFps.toFixed(1).padStart(8)}  ${idleFps.toFixed(1).padStart(8)}  ` +
      `${(spinFps / idleFps).toFixed(2).padStart(5)}  ` +
      `${median(spins.map((s) => s.p95))
        .toFixed(1)
        .padStart(11)} ms  ` +
      `${(median(spins.map((s) => s.janky)) * 100).toFixed(1).padStart(12)} %` +
      `  (${answered} of ${RUNS} spins answered)`,
  );
  if (answered < RUNS) process.exitCode = 1;
  await context.close();
}
await browser.close();
stop();
process.exit(process.exitCode ?? 0);
