// `npm test`: install what is missing, then lint (eslint, import cycles, unused code), typecheck,
// format check and the production build (two at a time), every Vitest suite (contracts, server,
// web, admin, ...) and the Playwright end-to-end tests in Debian's Chromium. Ends with the table of
// each phase's wall time and one summary line of test counts (docs/testing.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, log, run } from './lib.mjs';
import { phases, phaseTable, runSteps } from './test-steps.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-test-'));
let passed = 0;
let failed = 0;
const failedSteps = [];
// Names of the failed tests, printed again at the end: CI keeps only the tail of the log.
const failedTests = [];

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  log('Installing Chromium from Debian packages (apt-get install -y chromium)');
  // As root apt-get runs directly; otherwise through sudo.
  const apt = (...args) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  return fs.existsSync(CHROMIUM);
}

/** The workspaces (package.json `workspaces`, one folder level of globs) with a typecheck script. */
function typedWorkspaces() {
  const { workspaces } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  return workspaces
    .flatMap((w) =>
      w.endsWith('/*')
        ? fs.readdirSync(w.slice(0, -2)).map((name) => `${w.slice(0, -2)}/${name}`)
        : [w],
    )
    .filter((w) => {
      const manifest = path.join(w, 'package.json');
      return (
        fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts?.typecheck
      );
    });
}

/** A step type-checking the given workspaces (tsc), one after another. */
function typecheck(...workspaces) {
  return {
    name: `Typecheck (tsc: ${workspaces.length > 2 ? 'the other workspaces' : workspaces.join(', ')})`,
    command: 'npm',
    args: ['run', 'typecheck', ...workspaces.flatMap((w) => ['-w', w])],
  };
}

const started = Date.now();
ensureInstalled();

// The static checks are single-threaded: two at a time on this 2-core machine, with the build.
failedSteps.push(
  ...(await runSteps(
    [
      // eslint in two halves (about equal, each building its own TypeScript program for the
      // type-aware rules), so that neither lane waits on one long lint at the end.
      { name: 'Lint the server (eslint)', command: 'npx', args: ['eslint', 'apps/server'] },
      {
        name: 'Lint the rest (eslint)',
        command: 'npx',
        args: ['eslint', '.', '--ignore-pattern', 'apps/server/**'],
      },
      // The two largest workspaces apart, so the two lanes end close together.
      typecheck('apps/server'),
      typecheck('apps/web'),
      typecheck(...typedWorkspaces().filter((w) => w !== 'apps/server' && w !== 'apps/web')),
      {
        name: 'Import cycles (dependency-cruiser, module level)',
        command: 'npm',
        args: ['run', 'lint:deps'],
      },
      {
        name: 'Unused files, exports and dependencies (knip)',
        command: 'npm',
        args: ['run', 'lint:unused'],
      },
      { name: 'Format check (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
      // Builds what changed since the last build (everything on a clean clone), for the e2e tests.
      {
        name: 'Production build',
        command: process.execPath,
        args: [
          '--input-type=module',
          '-e',
          'import("./scripts/lib.mjs").then((m) => m.ensureBuilt())',
        ],
      },
    ],
    { concurrency: 2, group: 'Static checks and build (two at a time)' },
  )),
);

// With TEST_DATABASE_URL the server suite runs on that PostgreSQL, and its PGlite lane
// (apps/server/test/pglite-lane.ts) on PGlite after it; without, all of it on PGlite. One Vitest
// run per group, one after another: a worker keeps its imports only among files of one project
// (isolate: false), and one run over all projects dealt them mixed, so workers kept importing the
// app and the web modules again (the same files 372 s in one run, 324 s in three; docs/testing.md).
const UNIT_PROJECTS = ['contracts', 'game-art', 'games', 'vendor-sim', 'web', 'admin'];
const vitestGroups = [
  process.env.TEST_DATABASE_URL
    ? { name: 'server on PostgreSQL', projects: ['server'] }
    : { name: 'server (PGlite)', projects: ['server'] },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'server, its PGlite lane', projects: ['server-pglite'] }]
    : []),
  { name: 'unit and component', projects: UNIT_PROJECTS },
];
const vitestRuns = vitestGroups.map((group, index) => ({
  ...group,
  report: path.join(reports, `vitest-${index}.json`),
  failures: path.join(reports, `vitest-failures-${index}.txt`),
}));
failedSteps.push(
  ...(await runSteps(
    vitestRuns.map((run) => ({
      name: `Vitest: ${run.name}`,
      command: 'npx',
      args: [
        'vitest',
        'run',
        ...run.projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${run.report}`,
        '--reporter=./scripts/vitest-failures-reporter.mjs',
      ],
      env: { LW_VITEST_FAILURES: run.failures },
    })),
    { group: 'Vitest (one run per group)' },
  )),
);
for (const run of vitestRuns) {
  if (fs.existsSync(run.report)) {
    const r = JSON.parse(fs.readFileSync(run.report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') {
          const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
          failedTests.push(
            `vitest ${path.relative(process.cwd(), file.name)} › ${t.fullName}: ${why}`,
          );
        }
      }
    }
  }
  if (fs.existsSync(run.failures)) {
    failedTests.push(...fs.readFileSync(run.failures, 'utf8').split('\n').filter(Boolean));
  }
}

if (ensureChromium()) {
  const e2eReport = path.join(reports, 'playwright.json');
  failedSteps.push(
    ...(await runSteps([
      {
        name: 'End-to-end tests (Playwright in Chromium)',
        command: 'npm',
        args: ['test', '-w', 'e2e'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: CHROMIUM },
      },
    ])),
  );
  if (fs.existsSync(e2eReport)) {
    const r = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    failedTests.push(...failedPlaywrightTests(r.suites ?? []));
  }
} else {
  failedSteps.push('Chromium not available for end-to-end tests');
}

if (failedTests.length) {
  process.stdout.write(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}\n`);
}
if (failedSteps.length) {
  process.stdout.write(`\nFailed steps: ${failedSteps.join('; ')}\n`);
  failed += failedSteps.length && failed === 0 ? 1 : 0;
}
const total = Date.now() - started;
process.stdout.write(`\nPhases of npm test:\n${phaseTable(phases, total)}\n`);
if (process.env.LW_PHASES_FILE)
  fs.writeFileSync(process.env.LW_PHASES_FILE, JSON.stringify(phases));
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);

/** Titles of the Playwright tests whose final result was unexpected, from its JSON report. */
function failedPlaywrightTests(suites, parents = []) {
  const names = [];
  for (const suite of suites) {
    const trail = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'unexpected')) {
        names.push(`e2e ${[...trail, spec.title].join(' › ')}`);
      }
    }
    names.push(...failedPlaywrightTests(suite.suites ?? [], trail));
  }
  return names;
}
