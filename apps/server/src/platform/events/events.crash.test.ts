import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { createScratchDatabase, dropScratchDatabase } from '../../../test/test-app.js';
import { crashChildTemplateEnv } from '../../../test/crash-child-database.js';
import { testEngine } from '../../../test/test-database.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { EventDispatcher } from './event-dispatcher.js';
import { countingConsumer, effectCounts } from './events-test-kit.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');
const EVENTS = 500;

/**
 * Runs the consuming child and SIGKILLs it inside a batch (effects written, not committed) once
 * at least `batches` batches have committed; answers the events it saw committed.
 */
function killMidBatch(env: Record<string, string>, batches: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'event-crash-child.ts')],
      {
        cwd: serverRoot,
        env: {
          ...process.env,
          ...crashChildTemplateEnv(inject('testTemplates')),
          ...env,
          EVENTS_CHILD_EVENTS: String(EVENTS),
        },
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

/** After the kill: what committed is there, the killed batch is not; a new run finishes once. */
async function resumeAndVerify(handle: DatabaseHandle, committed: number): Promise<void> {
  expect(committed).toBeLessThan(EVENTS);
  expect(await effectCounts(handle.db, 'crash')).toEqual({
    rows: committed,
    distinct: committed,
    events: EVENTS,
  });
  const dispatcher = new EventDispatcher(handle.db);
  dispatcher.register(countingConsumer('crash', { batchSize: 50 }));
  await dispatcher.drain();
  expect(await effectCounts(handle.db, 'crash')).toEqual({
    rows: EVENTS,
    distinct: EVENTS,
    events: EVENTS,
  });
}

describe('event delivery after a crash', () => {
  // Each engine in its own run: the PGlite one in the PGlite lane (or a run without PostgreSQL).
  it.runIf(testEngine().kind === 'pglite')(
    'a consumer killed (SIGKILL) mid-batch resumes without loss or double effect (PGlite data folder)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-crash-'));
      try {
        const committed = await killMidBatch({ EVENTS_CHILD_DIR: path.join(dir, 'db') }, 3);
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
    90_000,
  );

  it.runIf(testEngine().kind === 'postgres')(
    'a consumer killed (SIGKILL) mid-batch resumes without loss or double effect (PostgreSQL)',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const url = await createScratchDatabase(serverUrl);
      try {
        const committed = await killMidBatch({ EVENTS_CHILD_URL: url }, 3);
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
    90_000,
  );
});
