import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { testEngine } from '../../../../test/test-database.js';

describe('startup configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: testEngine().kind,
    });
  });

  it('serves the permission response with seeded demo settings', async () => {
    const res = await t.app.inject({
      url: '/api/permission',
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.systemStatus).toBe(0);
    expect(body.location).toEqual({ ip: '8.8.8.8', countryCode: 'US' });
    // Amounts shown before sign-in (the jackpot) use the cashier currency.
    expect(body.currency).toBe('THB');
    expect(body.languages.default).toBe('th');
    expect(body.languages.offered.map((l: { code: string }) => l.code)).toEqual(['th', 'en', 'zh']);
    expect(body.customerService.length).toBeGreaterThan(0);
    expect(body.resources.map((r: { resourceType: string }) => r.resourceType)).toContain(
      'ANDROID',
    );
    expect(body.whiteLabel.map((m: { modId: string }) => m.modId)).toEqual([
      'register',
      'login',
      'vip',
      'agent',
    ]);
    expect(body.modules.freePlay).toBe(true);
    expect(body.modules.smsCodeLogin).toBe(false);
    // No licence or certificate badge until an operator enters one it holds.
    expect(body.licences).toEqual([]);
  });

  it('switches to maintenance (status 1) and back, and maintenance wins over region block', async () => {
    const headers = await adminHeaders(t.app);
    const all = (await t.app.inject({ url: '/api/admin/settings', headers })).json();
    const endsAt = '2030-01-02T03:04:00.000Z';
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/region',
      headers,
      payload: { ...all.region, ipBlockList: ['8.8.8.8'] },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/maintenance',
      headers,
      payload: { ...all.maintenance, enabled: true, endsAt },
    });
    expect(put.statusCode).toBe(200);
    const status = (
      await t.app.inject({ url: '/api/system/status', headers: { 'x-forwarded-for': '8.8.8.8' } })
    ).json();
    expect(status.status).toBe(1);
    expect(status.maintenance).toMatchObject({ active: true, endsAt });

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/maintenance',
      headers,
      payload: { ...all.maintenance, enabled: false },
    });
    const blocked = (
      await t.app.inject({ url: '/api/permission', headers: { 'x-forwarded-for': '8.8.8.8' } })
    ).json();
    expect(blocked.systemStatus).toBe(2);
    expect(blocked.regionRestriction.restricted).toBe(true);
    const other = (
      await t.app.inject({ url: '/api/permission', headers: { 'x-forwarded-for': '9.9.9.9' } })
    ).json();
    expect(other.systemStatus).toBe(0);
  });
});
