import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The built SPAs are served with history-mode fallback; API 404s stay JSON. */
describe('static sites', () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-static-'));
  beforeAll(async () => {
    for (const [dir, title] of [
      ['web', 'Player'],
      ['admin', 'Back office'],
    ] as const) {
      fs.mkdirSync(path.join(root, dir, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(root, dir, 'index.html'), `<html><title>${title}</title></html>`);
      fs.writeFileSync(path.join(root, dir, 'assets', 'app-123.js'), `console.log('${dir}')`);
      // What the build's compression plugin writes beside each asset.
      const asset = path.join(root, dir, 'assets', 'app-123.js');
      fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(`console.log('${dir}')`));
      fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(`console.log('${dir}')`));
    }
    t = await createTestApp({
      SERVE_STATIC: 'true',
      WEB_DIST: path.join(root, 'web'),
      ADMIN_DIST: path.join(root, 'admin'),
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/member', '/agentHome', '/lottery?gameCode=X', '/help'])(
    'serves the player site for %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Player</title>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      // The /seamless page frames the vendors' launch pages (the simulator's are plain http).
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https: http:");
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/admin', '/admin/', '/admin/settings/maintenance'])(
    'serves the back office for %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Back office</title>');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/admin/assets/app-123.js' })).body).toContain("'admin'");
  });

  it('sends the precompressed copy a client accepts, and the plain file otherwise', async () => {
    const url = '/assets/app-123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('web')");
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe("console.log('web')");
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("console.log('web')");
  });

  it('answers missing files and API routes with the JSON error', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js' })).json().error.code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/api/missing' })).json().error.code).toBe('NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: '/member' });
    expect(post.statusCode).toBe(404);
  });
});
