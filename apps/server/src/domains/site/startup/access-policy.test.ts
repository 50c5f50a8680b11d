import type { TMaintenanceSettings, TRegionSettings } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../site/settings/settings.defaults.js';
import { decideAccess } from './access-policy.js';

const base = defaultSettings();
const open: TMaintenanceSettings = { ...base.maintenance, enabled: false };
const region = (patch: Partial<TRegionSettings>): TRegionSettings => ({ ...base.region, ...patch });

// 8.8.8.8 is in the US, 203.113.0.1 in Thailand per the bundled GeoIP database.
describe('decideAccess', () => {
  it('lets everyone in by default', () => {
    expect(decideAccess(open, region({}), '8.8.8.8')).toEqual({
      status: 0,
      reason: 'allowed',
      countryCode: 'US',
    });
  });

  it('blocks a blocked country, by IPv4 and IPv6', () => {
    const r = region({ blockedCountries: ['US'] });
    expect(decideAccess(open, r, '8.8.8.8')).toMatchObject({
      status: 2,
      reason: 'blocked-country',
    });
    expect(decideAccess(open, r, '2001:4860:4860::8888')).toMatchObject({ status: 2 });
    expect(decideAccess(open, r, '203.113.0.1')).toMatchObject({ status: 0, countryCode: 'TH' });
  });

  it('with an allow-list of countries blocks others and unknown locations', () => {
    const r = region({ allowedCountries: ['TH'] });
    expect(decideAccess(open, r, '203.113.0.1').status).toBe(0);
    expect(decideAccess(open, r, '8.8.8.8')).toMatchObject({
      status: 2,
      reason: 'country-not-allowed',
    });
    expect(decideAccess(open, r, '10.1.2.3')).toMatchObject({ status: 2, countryCode: null });
  });

  it('IP allow-list beats country rules; IP block-list beats the country allow-list', () => {
    expect(
      decideAccess(
        open,
        region({ blockedCountries: ['US'], ipAllowList: ['8.8.8.0/24'] }),
        '8.8.8.8',
      ),
    ).toMatchObject({ status: 0, reason: 'ip-allow-list' });
    expect(
      decideAccess(
        open,
        region({ allowedCountries: ['TH'], ipBlockList: ['203.113.0.0/16'] }),
        '203.113.0.1',
      ),
    ).toMatchObject({ status: 2, reason: 'ip-block-list' });
    expect(
      decideAccess(open, region({ ipBlockList: ['2001:db8::/32'] }), '2001:db8::5').status,
    ).toBe(2);
    expect(
      decideAccess(open, region({ ipBlockList: ['127.0.0.1'] }), '::ffff:127.0.0.1').status,
    ).toBe(2);
  });

  it('does nothing when region checks are off', () => {
    expect(
      decideAccess(open, region({ enabled: false, ipBlockList: ['8.8.8.8'] }), '8.8.8.8'),
    ).toMatchObject({
      status: 0,
      reason: 'region-check-off',
    });
  });

  it('maintenance wins over a region block, except for bypass IPs', () => {
    const m = { ...open, enabled: true, bypassIps: ['192.0.2.0/24'] };
    const blocked = region({ ipBlockList: ['8.8.8.8'] });
    expect(decideAccess(m, blocked, '8.8.8.8')).toMatchObject({ status: 1, reason: 'maintenance' });
    expect(decideAccess(m, region({}), '192.0.2.10')).toMatchObject({ status: 0 });
  });
});
