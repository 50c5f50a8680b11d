import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The installable site's files as the web build writes them (vite-plugin-pwa): the browser must
 * get the service worker as JavaScript and always check it for a new version. (The web manifest
 * is the site/pwa module's, built from the settings.)
 */
describe('static sites: service worker', () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-pwa-'));
  beforeAll(async () => {
    const web = path.join(root, 'web');
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<html><title>Player</title></html>');
    fs.writeFileSync(path.join(web, 'sw.js'), "importScripts('./workbox-abc123.js');");
    fs.writeFileSync(path.join(web, 'workbox-abc123.js'), 'self.workbox = {};');
    fs.writeFileSync(path.join(web, 'pwa-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    t = await createTestApp({
      SERVE_STATIC: 'true',
      WEB_DIST: web,
      ADMIN_DIST: path.join(root, 'admin'),
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves sw.js as JavaScript that is never cached, under a CSP that allows it', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('workbox-abc123.js');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('lets the page load its manifest from our origin', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('serves the icons and the Workbox runtime', async () => {
    const icon = await t.app.inject({ url: '/pwa-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const runtime = await t.app.inject({ url: '/workbox-abc123.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/javascript/);
  });

  it('never answers a missing service worker file with the site page', async () => {
    const res = await t.app.inject({ url: '/workbox-missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
