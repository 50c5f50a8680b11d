import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_VALID_STAKE_POLICY } from '@lw/contracts';
import { describe, expect, inject, it } from 'vitest';
import { createScratchDatabase, dropScratchDatabase } from '../../../../test/test-app.js';
import { crashChildTemplateEnv } from '../../../../test/crash-child-database.js';
import { testEngine } from '../../../../test/test-database.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import { crashWorkload, readModel, recompute } from './settled-wagers-test-kit.js';
import { SETTLED_WAGERS_CONSUMER, settledWagersConsumer } from './wager-outcome-consumer.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../../..');
const TIME_ZONE = 'Asia/Bangkok';
const workload = crashWorkload();
const expectedAfter = (events: number) =>
  recompute(workload.slice(0, events), DEFAULT_VALID_STAKE_POLICY, TIME_ZONE, new Map());

/**
 * Runs the consuming child and SIGKILLs it inside a batch (rows written, not committed) once
 * at least `batches` batches have committed; answers the events it saw committed.
 */
function killMidBatch(env: Record<string, string>, batches: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'settled-wagers-crash-child.ts')],
      {
        cwd: serverRoot,
        env: { ...process.env, ...crashChildTemplateEnv(inject('testTemplates')), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let committed = 0;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      const text = d.toString();
      for (const match of text.matchAll(/committed (\d+)/g)) committed = Number(match[1]);
      const inBatch = text.trimEnd().endsWith('in batch');
      if (inBatch && committed >= batches * 50 && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(committed);
      else reject(new Error(`child ended without being killed: ${stderr.slice(-2000)}`));
    });
  });
}

/** After the kill: exactly the committed batches' effect; a new run finishes it once. */
async function resumeAndVerify(handle: DatabaseHandle, committed: number): Promise<void> {
  expect(committed).toBeGreaterThan(0);
  expect(committed).toBeLessThan(workload.length);
  expect(await readModel(handle.db)).toEqual(expectedAfter(committed));
  const dispatcher = new EventDispatcher(handle.db);
  dispatcher.register(
    settledWagersConsumer(
      {
        validStakePolicy: async () => DEFAULT_VALID_STAKE_POLICY,
        timeZone: async () => TIME_ZONE,
      },
      { batchSize: 50 },
    ),
  );
  await dispatcher.drain();
  const all = expectedAfter(workload.length);
  expect(await readModel(handle.db)).toEqual(all);
  // The void moved whole wagers out of their days: 250 of 300 wagers remain.
  expect(all.days.reduce((n, d) => n + d.wagers, 0)).toBe(250);
  expect(await dispatcher.positions()).toEqual([
    { name: SETTLED_WAGERS_CONSUMER, position: workload.length, lag: 0 },
  ]);
}

describe('settled-wager consumer after a crash', () => {
  it.runIf(testEngine().kind === 'pglite')(
    'killed (SIGKILL) mid-batch, it resumes without loss or double effect (PGlite data folder)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settled-wagers-crash-'));
      try {
        const committed = await killMidBatch({ SW_CHILD_DIR: path.join(dir, 'db') }, 3);
        const handle = await openDatabase({ pgliteDir: path.join(dir, 'db') });
        try {
          await resumeAndVerify(handle, committed);
        } finally {
          await handle.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.runIf(testEngine().kind === 'postgres')(
    'killed (SIGKILL) mid-batch, it resumes without loss or double effect (PostgreSQL)',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const url = await createScratchDatabase(serverUrl);
      try {
        const committed = await killMidBatch({ SW_CHILD_URL: url }, 3);
        const handle = await openDatabase({ url });
        try {
          await resumeAndVerify(handle, committed);
        } finally {
          await handle.close();
        }
      } finally {
        await dropScratchDatabase(serverUrl, url);
      }
    },
    120_000,
  );
});
