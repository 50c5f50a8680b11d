import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, dropScratchDatabase } from '../../../../test/test-app.js';
import { openDatabase } from '../../../db/client.js';
import { LedgerService } from './ledger.service.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');

/** Runs the transfer stream in a child process and SIGKILLs it once `atLeast` have committed. */
function runAndKill(env: Record<string, string>, atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-child.ts')], {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let confirmed = 0;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      for (const match of d.toString().matchAll(/posted (\d+)/g)) confirmed = Number(match[1]);
      if (confirmed >= atLeast && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(confirmed);
      else reject(new Error(`child ended without being killed: ${stderr.slice(-2000)}`));
    });
  });
}

async function verifyAfterCrash(
  open: () => ReturnType<typeof openDatabase>,
  confirmed: number,
): Promise<void> {
  const handle = await open();
  try {
    const report = await new LedgerService(handle.db, handle.kind).verify();
    expect(report.breaches).toEqual([]);
    // Every transfer the child saw committed survived the kill.
    expect(report.transfers).toBeGreaterThanOrEqual(confirmed);
  } finally {
    await handle.close();
  }
}

describe('ledger after a crash', () => {
  it('a process killed (SIGKILL) mid-stream leaves a verifiable ledger (PGlite data folder)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-crash-'));
    try {
      const confirmed = await runAndKill({ LEDGER_CHILD_DIR: path.join(dir, 'db') }, 100);
      await verifyAfterCrash(() => openDatabase({ pgliteDir: path.join(dir, 'db') }), confirmed);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a process killed (SIGKILL) mid-stream leaves a verifiable ledger (PostgreSQL)',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const url = await createScratchDatabase(serverUrl);
      try {
        const confirmed = await runAndKill({ LEDGER_CHILD_URL: url }, 600);
        await verifyAfterCrash(() => openDatabase({ url }), confirmed);
      } finally {
        await dropScratchDatabase(serverUrl, url);
      }
    },
    60_000,
  );
});
