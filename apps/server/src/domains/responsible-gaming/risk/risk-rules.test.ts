import { API } from '@lw/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, createTestApp, type TestApp } from '../../../../test/test-app.js';
import { defaultSettings } from '../../site/settings/settings.defaults.js';
import { operatorHeaders } from '../../cashier/deposits/deposits-test-kit.js';
import { ago, caseOf, HOUR, heardDeposit, members, resetRisk, saveRules } from './risk-test-kit.js';

/** The operator's `riskRules` settings: the scorer reads them, not constants (issue 24 item 5). */
describe('risk rules as operator settings', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const defaults = defaultSettings().riskRules;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetRisk(t);
    await saveRules(t, admin, () => defaults);
  });

  it('defaults are the rules the markers had: four deposits in 24 hours open nothing', async () => {
    expect(await t.app.services.settings.get('riskRules')).toEqual(defaults);
    const [m] = await members(t, 'rr');
    for (let i = 4; i >= 1; i -= 1) await heardDeposit(t, m!, 10_000, ago(i * HOUR));
    expect(await caseOf(t, admin, m!)).toBeUndefined();
  });

  it('a lower count and more points make the same deposits a case, with the new figures', async () => {
    await saveRules(t, admin, (r) => ({
      ...r,
      depositFrequency: { count: 3, points: 40 },
    }));
    const [m, other] = await members(t, 'rr');
    for (let i = 3; i >= 2; i -= 1) await heardDeposit(t, m!, 10_000, ago(i * HOUR));
    expect(await caseOf(t, admin, m!)).toBeUndefined();
    await heardDeposit(t, m!, 10_000, ago(HOUR));
    const found = (await caseOf(t, admin, m!))!;
    expect(found.score).toBe(40);
    expect(found.findings).toEqual([
      expect.objectContaining({ marker: 'deposit_frequency', value: 3, threshold: 3, points: 40 }),
    ]);

    // A higher case threshold: the same marker scores, but opens no case.
    await saveRules(t, admin, (r) => ({ ...r, caseThreshold: 41 }));
    for (let i = 3; i >= 1; i -= 1) await heardDeposit(t, other!, 10_000, ago(i * HOUR));
    expect(await caseOf(t, admin, other!)).toBeUndefined();
  });

  it('refuses rules out of range (400), and only a system-settings writer may save them', async () => {
    const put = (payload: object, headers = admin) =>
      t.app.inject({
        method: 'PUT',
        url: API.admin.settingsSection('riskRules'),
        headers,
        payload,
      });
    const bad = [
      { ...defaults, caseThreshold: 0 },
      {
        ...defaults,
        depositSpike: { ...defaults.depositSpike, minimum: Number.MAX_SAFE_INTEGER + 1 },
      },
      { ...defaults, chasingLosses: { ...defaults.chasingLosses, lossPercent: 101 } },
      { ...defaults, lateNightPlay: { ...defaults.lateNightPlay, untilHour: 13 } },
      { ...defaults, sharedIp: { ...defaults.sharedIp, points: 1.5 } },
      { ...defaults, paymentMethods: { count: 1, points: 10 } },
    ];
    for (const payload of bad) expect((await put(payload)).statusCode).toBe(400);
    const support = await operatorHeaders(t, 'support');
    expect((await put(defaults, support)).statusCode).toBe(403);
    expect(await t.app.services.settings.get('riskRules')).toEqual(defaults);
  });
});
