// `npm run bench:web`: Lighthouse (mobile profile, Debian's Chromium) on the built player site:
// the home lobby and a game list page, each measured several times alternating with a baseline
// page (a bare HTML page served by the same server) so a noisy machine shows in both; prints the
// medians and the ratio of each page's LCP to the baseline's. Also prints the home page's initial
// JavaScript: every script the page loads before it settles, gzipped and as sent over the wire (Chrome asks for brotli only over HTTPS).
//
// Options: --runs N (default 3), --port P (default 3317), --save DIR (keeps each Lighthouse report
// as JSON there, for its diagnostics: bootup-time, long tasks, unused JavaScript, the LCP element),
// --dist DIR (measures a site built elsewhere, `vite build --outDir DIR`, instead of apps/web/dist),
// --against DIR (also measures another build, e.g. the unchanged one, served by a second server
// beside the first, each of its pages right after the same page of the measured build, so a
// change is compared with its predecessor on the same machine at the same time). The site runs
// from a fresh data directory; when the vendor simulator is present it runs beside it, so the
// lobby is full, and the runs start once the servers are idle (the catalogue sync at start-up is
// tens of seconds of CPU that would otherwise land in the first runs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, ensureInstalled, log, root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('runs', 3);
const PORT = option('port', 3317);
const pathOption = (name) =>
  args.includes(`--${name}`) ? path.resolve(args[args.indexOf(`--${name}`) + 1]) : null;
const SAVE_DIR = pathOption('save');
const WEB_DIST = pathOption('dist') ?? path.join(root, 'apps/web/dist');
const AGAINST_DIST = pathOption('against');
const SIM_PORT = PORT + 1;
const AGAINST_PORT = PORT + 2;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags of ARCHITECTURE.md.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const base = `http://127.0.0.1:${PORT}`;
const againstBase = `http://127.0.0.1:${AGAINST_PORT}`;
const pages = [
  { name: 'home lobby', url: `${base}/` },
  { name: 'game list (/rng)', url: `${base}/rng` },
];
// Each page of the other build, measured right after the same page of this one.
const againstOf = (page) => ({
  name: `${page.name} [against]`,
  url: page.url.replace(base, againstBase),
});
const baseline = { name: 'baseline (bare page)', url: `${base}/bench-baseline.html` };

ensureInstalled();
// A site built elsewhere (--dist) is measured as it is, with the server already built.
if (!pathOption('dist')) ensureBuilt();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-web-'));
// A bare page in a copy of the built site: the floor of what this server and browser can do.
const webDist = path.join(work, 'web');
fs.cpSync(WEB_DIST, webDist, { recursive: true });
fs.writeFileSync(
  path.join(webDist, 'bench-baseline.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width,initial-scale=1"><title>Baseline</title></head>' +
    '<body><h1>Baseline</h1><p>A bare page for the benchmark.</p></body></html>',
);

const againstDist = path.join(work, 'against');
if (AGAINST_DIST) fs.cpSync(AGAINST_DIST, againstDist, { recursive: true });

const children = [];
function startProcess(name, command, commandArgs, env) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${name} exited with ${code}`);
  });
  return child;
}
let stopping = false;
let browser = null;
function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  browser?.kill();
}
process.on('exit', stopAll);
// Stopped from outside: still stop the server, the simulator and the browser.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const simMain = path.join(root, 'apps/vendor-sim/src/main.ts');
const withSim = fs.existsSync(simMain);
if (withSim) {
  startProcess('vendor simulator', process.execPath, ['--import', 'tsx', simMain], {
    VENDOR_SIM_PORT: String(SIM_PORT),
    PLATFORM_URL: base,
    VENDOR_SIM_DATA_DIR: path.join(work, 'vendor-sim'),
  });
}
const serverEnv = (port, dist, name) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, name),
  WEB_DIST: dist,
  LOG_LEVEL: 'warn',
  ...(withSim ? { VENDOR_SIM_URL: `http://127.0.0.1:${SIM_PORT}` } : {}),
});
// BENCH_SERVER: a server build of one's own (the shared dist may be rebuilt during a run).
const serverMain = process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/main.js');
startProcess('server', process.execPath, [serverMain], serverEnv(PORT, webDist, 'data'));
if (AGAINST_DIST) {
  startProcess('server [against]', process.execPath, [serverMain], {
    ...serverEnv(AGAINST_PORT, againstDist, 'data-against'),
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** CPU time (clock ticks) a process has used so far, from /proc; null where there is none. */
function cpuTicks(pid) {
  try {
    // utime and stime: fields 14 and 15, counted after the command name's closing parenthesis.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until the site's processes have been idle (under 5 % of a core) for three seconds in a
 * row, at most three minutes; where /proc is missing, five seconds. Answers the time waited.
 */
async function untilIdle(pids) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const total = () => pids.reduce((sum, pid) => sum + (cpuTicks(pid) ?? NaN), 0);
  const started = Date.now();
  if (Number.isNaN(total())) return sleep(5_000).then(() => Date.now() - started);
  const until = started + 180_000;
  let quiet = 0;
  let before = total();
  while (quiet < 3 && Date.now() < until) {
    await sleep(1_000);
    const now = total();
    // Clock ticks are 1/100 s on Linux: 5 ticks in a second is 5 % of a core.
    quiet = now - before < 5 ? quiet + 1 : 0;
    before = now;
  }
  return Date.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) return null;
  if (SAVE_DIR) {
    fs.mkdirSync(SAVE_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
    // The page's trace beside it (Chrome's performance panel opens it): what each long task ran.
    const trace = result.artifacts?.Trace;
    if (trace)
      fs.writeFileSync(
        path.join(SAVE_DIR, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(base),
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    scripts: scripts.map((item) => ({ url: item.url, sent: item.transferSize ?? 0 })),
  };
}

/** Gzipped size of each script the page loaded, read from the built files. */
function gzippedSize(scriptUrl) {
  const file = path.join(webDist, new URL(scriptUrl).pathname);
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  log(`Starting the site on ${base}${withSim ? ' with the vendor simulator' : ''}`);
  await waitFor(`${base}/api/health`, 60_000);
  if (AGAINST_DIST) await waitFor(`${againstBase}/api/health`, 60_000);
  // The simulator's vendors are registered and their catalogues synced in the background at
  // start-up: seconds of CPU on a small machine, which would land in the first runs' figures.
  if (withSim) {
    const waited = await untilIdle(children.map((child) => child.pid));
    log(`The site is idle after ${(waited / 1000).toFixed(0)} s of start-up work`);
  }

  const userDataDir = path.join(work, 'chrome');
  fs.mkdirSync(userDataDir);
  const chrome = (browser = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  }));
  const measured = AGAINST_DIST ? pages.flatMap((page) => [page, againstOf(page)]) : pages;
  const results = new Map([...measured, baseline].map((p) => [p.name, []]));
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // Which build of a pair goes first changes every run: measured A against B and then B
      // against A, the one measured first fared worse by ~20 % either way (order, not build).
      const order =
        AGAINST_DIST && run % 2 === 1 ? pages.flatMap((page) => [againstOf(page), page]) : measured;
      for (const page of order) {
        // Alternate: baseline, page, baseline, page… so both see the same machine.
        for (const target of [baseline, page]) {
          const measured = await measure(chrome, target.url);
          // A run Lighthouse could not complete (no navigation start on a starved machine) has no
          // figures: it is left out of the medians rather than turning them into NaN.
          if (measured) results.get(target.name).push(measured);
          else console.error(`${target.name}: a Lighthouse run failed and is left out`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }

  log(
    `Lighthouse, mobile profile, medians of ${RUNS} runs (goal: score >= 95, LCP < 2.5 s, CLS < 0.1)`,
  );
  const baseLcp = median(results.get(baseline.name).map((r) => r.lcp));
  for (const [name, runs] of results) {
    const lcp = median(runs.map((r) => r.lcp));
    console.log(
      `${name.padEnd(32)} score ${String(median(runs.map((r) => r.score))).padStart(3)}` +
        `  FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s` +
        `  LCP ${(lcp / 1000).toFixed(2)} s` +
        `  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}` +
        `  TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms` +
        ` (${Math.round(Math.min(...runs.map((r) => r.tbt)))}-${Math.round(Math.max(...runs.map((r) => r.tbt)))})` +
        `  LCP/baseline ${(lcp / baseLcp).toFixed(2)}`,
    );
  }

  const home = results.get(pages[0].name).at(-1);
  const gzipped = home.scripts.reduce((sum, s) => sum + gzippedSize(s.url), 0);
  const sent = home.scripts.reduce((sum, s) => sum + s.sent, 0);
  // Everything Lighthouse saw load, lazily loaded screens and blocks included; the build prints the
  // initial JavaScript itself (entry and lobby screen), which is what the goal is about.
  log('Home page JavaScript loaded during the run (goal for the initial part: <= 170 KB gzipped)');
  console.log(`${home.scripts.length} scripts: ${kb(gzipped)} gzipped, ${kb(sent)} sent`);
} finally {
  stopAll();
  fs.rmSync(work, { recursive: true, force: true });
}
