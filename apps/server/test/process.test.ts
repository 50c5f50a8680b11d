import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  // Node itself with tsx's loader, not the tsx CLI: the CLI relays SIGTERM and kills the child
  // 30 ms later if it is still running, so a busy event loop would look like a failed shutdown.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

async function waitFor(check: () => boolean, ms = 90_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The real process: configuration errors, the start banner, and graceful shutdown. */
describe('server process', () => {
  it('stops with one clear line and exit code 1 on a bad variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(1);
    expect(p.err().trim()).toBe(
      'Invalid configuration: PORT must be a port number from 0 to 65535 (got "eighty")',
    );
  });

  it('starts on PGlite, prints URLs and a generated admin password once, keeps data, and shuts down on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-proc-'));
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'info',
    };
    try {
      const first = start(env);
      await waitFor(() => first.out().includes('Demo logins'));
      expect(first.out()).toMatch(/Back office\s+http:\/\/localhost:\d+\/admin/);
      expect(first.out()).toMatch(/admin \/ \S{16}\s+\(generated now/);
      const port = /Player site\s+http:\/\/localhost:(\d+)\//.exec(first.out())![1];
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.out()).toContain('shutting down');

      const second = start(env);
      await waitFor(() => second.out().includes('Demo logins'));
      expect(second.out()).not.toMatch(/generated now/);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Two cold starts on PGlite (every migration, the catalogue, the crash chain) on a busy machine.
  }, 180_000);
});
