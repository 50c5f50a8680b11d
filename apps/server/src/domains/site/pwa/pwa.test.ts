import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

/** The web manifest follows the operator's site name and default language. */
describe('web manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served as application/manifest+json, revalidated, with what installation needs', async () => {
    const res = await t.app.inject({ url: '/site.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'LuckyWay',
      short_name: 'LuckyWay',
      lang: 'th',
      description: 'คาสิโน สล็อต กีฬา ยิงปลา และหวย',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b1120',
      background_color: '#0b1120',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it("takes the operator's new site name and default language at once", async () => {
    const headers = await adminHeaders(t.app);
    const all = (await t.app.inject({ url: '/api/admin/settings', headers })).json();
    const site = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers,
      payload: { ...all.site, siteName: 'Golden Dragon Casino' },
    });
    expect(site.statusCode).toBe(200);
    const languages = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/languages',
      headers,
      payload: { ...all.languages, default: 'en' },
    });
    expect(languages.statusCode).toBe(200);
    const manifest = (await t.app.inject({ url: '/site.webmanifest' })).json();
    expect(manifest.name).toBe('Golden Dragon Casino');
    // Launchers show at most 12 characters under the icon.
    expect(manifest.short_name).toBe('Golden Drago');
    expect(manifest.lang).toBe('en');
    expect(manifest.description).toBe('Casino, slots, sports, fishing and lottery games.');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers,
      payload: all.site,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/languages',
      headers,
      payload: all.languages,
    });
  });
});
