import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';

describe('settings', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  const put = (section: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${section}`,
      headers,
      payload: payload as object,
    });
  const get = async (section: string) =>
    (await t.app.inject({ url: `/api/admin/settings/${section}`, headers })).json();

  it('refuses invalid values with field paths and changes nothing', async () => {
    const before = await get('region');
    const res = await put('region', {
      ...before,
      ipBlockList: ['8.8.8.8', '300.1.1.1'],
      blockedCountries: ['usa'],
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.details.issues as { path: string[] }[];
    expect(issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['ipBlockList.1', 'blockedCountries.0']),
    );
    expect(await get('region')).toEqual(before);
  });

  it('refuses agent contract limits that a template no longer fits, naming it, and keeps the old', async () => {
    const before = await get('agentContracts');
    expect(before.templates.map((x: { name: string }) => x.name)).toEqual([
      'Standard daily salary',
      'Monthly dividend',
    ]);
    // The demo's daily template pays 1.50 % at its top tier.
    const res = await put('agentContracts', {
      ...before,
      maxRateBps: { ...before.maxRateBps, dailySalary: 120 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toEqual([
      expect.objectContaining({
        path: ['templates', '0', 'terms'],
        message: 'Standard daily salary: tier 3: rate above the maximum 120 bps',
      }),
    ]);
    expect(await get('agentContracts')).toEqual(before);
  });

  it('refuses a default language that is not offered, and an unknown section', async () => {
    expect((await put('languages', { offered: ['en'], default: 'th' })).statusCode).toBe(400);
    const unknown = await put('jackpots', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('changes what the permission response serves: languages, CS channels, social links, modules', async () => {
    await put('languages', { offered: ['th', 'en', 'zh', 'ja'], default: 'en' });
    const cs = await get('customerService');
    await put('customerService', {
      channels: [
        ...cs.channels,
        {
          csType: 'CS6',
          kind: 'phone',
          label: { th: 'โทร', en: 'Call us', zh: '电话' },
          path: 'tel:+6621234567',
          enabled: true,
        },
      ],
    });
    await put('social', { links: [{ network: 'x', url: 'https://x.com/luckyway' }] });
    const modules = await get('modules');
    await put('modules', {
      enabled: { ...modules.enabled, vip: false, 'login.smsCode': true, login: true },
    });

    const p = (await t.app.inject({ url: '/api/permission' })).json();
    expect(p.languages.default).toBe('en');
    expect(p.languages.offered).toContainEqual({
      code: 'ja',
      name: 'Japanese',
      nativeName: '日本語',
      complete: false,
    });
    expect(p.customerService.at(-1)).toMatchObject({ csType: 'CS6', path: 'tel:+6621234567' });
    expect(p.resources).toContainEqual({ resourceType: 'CS6', path: 'tel:+6621234567' });
    expect(p.socialLinks).toEqual([{ network: 'x', url: 'https://x.com/luckyway' }]);
    expect(p.modules.vip).toBe(false);
    expect(p.modules.smsCodeLogin).toBe(true);
    expect(p.whiteLabel.find((m: { modId: string }) => m.modId === 'vip').enabled).toBe('0');
  });

  it('keeps one site time zone: validated against Intl, published to the player site', async () => {
    const cashier = await get('cashier');
    expect(cashier.timeZone).toBe('Asia/Bangkok');
    expect((await t.app.inject({ url: '/api/permission' })).json().timeZone).toBe('Asia/Bangkok');

    const refused = await put('cashier', { ...cashier, timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    const issues = refused.json().error.details.issues as { path: string[] }[];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['timeZone']);
    expect((await get('cashier')).timeZone).toBe('Asia/Bangkok');

    expect((await put('cashier', { ...cashier, timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/permission' })).json().timeZone).toBe('Europe/Berlin');
    await put('cashier', cashier);
  });

  it('a child module is off when its parent is off', async () => {
    const modules = await get('modules');
    await put('modules', { enabled: { ...modules.enabled, login: false, 'login.freePlay': true } });
    const p = (await t.app.inject({ url: '/api/permission' })).json();
    expect(p.modules.freePlay).toBe(false);
    const login = p.whiteLabel.find((m: { modId: string }) => m.modId === 'login');
    expect(
      login.childrenNodes.find((c: { modId: string }) => c.modId === 'login.freePlay').enabled,
    ).toBe('0');
  });

  it('writes an audit entry with the operator, before and after', async () => {
    const before = await get('apps');
    await put('apps', { ...before, android: 'https://cdn.example/app-v2.apk' });
    const log = (
      await t.app.inject({ url: '/api/admin/audit-log?targetType=settings', headers })
    ).json();
    const entry = log.items.find((e: { targetId: string }) => e.targetId === 'apps');
    expect(entry).toMatchObject({
      action: 'settings.update',
      operatorUsername: 'admin',
      before: { android: before.android },
      after: { android: 'https://cdn.example/app-v2.apk' },
    });
    expect(entry.requestId).toBeTruthy();
  });

  it('keeps the audit log append-only at the database level', async () => {
    await expect(
      t.app.services.db.execute(sql`update audit_log set action = 'forged'`),
    ).rejects.toThrow();
    await expect(t.app.services.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const log = (await t.app.inject({ url: '/api/admin/audit-log', headers })).json();
    expect(log.items.some((e: { action: string }) => e.action === 'forged')).toBe(false);
    expect(log.total).toBeGreaterThan(0);
  });

  it('audit log filters and pages', async () => {
    const page = (
      await t.app.inject({
        url: '/api/admin/audit-log?pageSize=2&page=1&action=settings.update',
        headers,
      })
    ).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items.every((e: { action: string }) => e.action === 'settings.update')).toBe(true);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
  });

  it('looks up an IP and tells what its visitor would see', async () => {
    const region = await get('region');
    await put('region', { ...region, blockedCountries: ['US'] });
    const res = (await t.app.inject({ url: '/api/admin/geoip/8.8.8.8', headers })).json();
    expect(res).toEqual({
      ip: '8.8.8.8',
      countryCode: 'US',
      systemStatus: 2,
      reason: 'blocked-country',
    });
    expect((await t.app.inject({ url: '/api/admin/geoip/not-an-ip', headers })).statusCode).toBe(
      400,
    );
  });

  it('keeps stored values when a later version adds fields or module flags', async () => {
    // As stored by an older version: no newer module flag, no newer policy field.
    const modules = await get('modules');
    const older = { ...modules.enabled, vip: false };
    delete older['login.oneClick'];
    const policy = await get('accountPolicy');
    const { trialPlayMoney: _dropped, ...olderPolicy } = { ...policy, lockMinutes: 42 };
    await t.app.services.db.execute(
      sql`update site_settings set value = ${JSON.stringify({ enabled: older })}::jsonb where section = 'modules'`,
    );
    await t.app.services.db.execute(
      sql`update site_settings set value = ${JSON.stringify(olderPolicy)}::jsonb where section = 'accountPolicy'`,
    );
    const sms = await get('sms');
    await t.app.services.db.execute(
      sql`update site_settings set value = ${JSON.stringify({ ...sms, http: { ...sms.http, headers: { 'x-key': 'k' } } })}::jsonb where section = 'sms'`,
    );
    const after = await get('modules');
    expect(after.enabled.vip).toBe(false);
    expect(after.enabled['login.oneClick']).toBe(true);
    expect((await get('accountPolicy')).lockMinutes).toBe(42);
    expect((await get('accountPolicy')).trialPlayMoney).toBe(200_000);
    // Free-keyed records are the operator's own: a default header does not come back.
    expect(Object.keys((await get('sms')).http.headers)).toEqual(['x-key']);
  });

  it('names a licence per language, refuses one without a name, and upgrades a stored single name', async () => {
    const licence = {
      id: 'pagcor',
      name: { th: 'ใบอนุญาต PAGCOR', en: 'PAGCOR licence', zh: 'PAGCOR 牌照' },
      issuer: 'PAGCOR',
      number: 'GLH-1',
      imageUrl: '',
      verifyUrl: '',
    };
    const nameless = { ...licence, name: { th: ' ', en: '', zh: '' } };
    const refused = await put('licences', { items: [nameless] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.issues[0].path).toEqual(['items', '0', 'name', 'th']);
    expect((await get('licences')).items).toEqual([]);

    expect((await put('licences', { items: [licence] })).statusCode).toBe(200);
    const p = (await t.app.inject({ url: '/api/permission' })).json();
    expect(p.licences).toEqual([licence]);

    // As stored before names were per language: one string, kept in every language.
    await t.app.services.db.execute(
      sql`update site_settings set value = ${JSON.stringify({ items: [{ ...licence, name: 'Old name' }] })}::jsonb where section = 'licences'`,
    );
    expect((await get('licences')).items[0].name).toEqual({
      th: 'Old name',
      en: 'Old name',
      zh: 'Old name',
    });
  });
});
