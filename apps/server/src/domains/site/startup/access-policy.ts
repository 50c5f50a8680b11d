import {
  SYSTEM_STATUS,
  type TMaintenanceSettings,
  type TRegionSettings,
  type TSystemStatusCode,
} from '@lw/contracts';
import type net from 'node:net';
import { countryOfIp } from '../../../platform/geoip.js';
import { buildIpList, ipListHas } from '../../../platform/ip-list.js';

export type AccessReason =
  | 'maintenance'
  | 'region-check-off'
  | 'ip-allow-list'
  | 'ip-block-list'
  | 'blocked-country'
  | 'country-not-allowed'
  | 'allowed';

export interface AccessDecision {
  status: TSystemStatusCode;
  reason: AccessReason;
  countryCode: string | null;
}

// Compiled IP lists, reused while the settings object (and so its arrays) stays the same.
const compiled = new WeakMap<readonly string[], net.BlockList>();
function ipList(entries: readonly string[]): net.BlockList {
  let list = compiled.get(entries);
  if (!list) {
    list = buildIpList(entries);
    compiled.set(entries, list);
  }
  return list;
}

/**
 * What a visitor from `ip` sees: maintenance (unless the IP may bypass it) wins over region
 * restriction; the IP allow-list wins over every country rule, the IP block-list over the
 * country allow-list. With a non-empty country allow-list, an unknown location is blocked.
 */
export function decideAccess(
  maintenance: TMaintenanceSettings,
  region: TRegionSettings,
  ip: string,
): AccessDecision {
  const countryCode = countryOfIp(ip);
  if (maintenance.enabled && !ipListHas(ipList(maintenance.bypassIps), ip)) {
    return { status: SYSTEM_STATUS.MAINTENANCE, reason: 'maintenance', countryCode };
  }
  const blocked = (reason: AccessReason): AccessDecision => ({
    status: SYSTEM_STATUS.REGION_RESTRICTED,
    reason,
    countryCode,
  });
  const open = (reason: AccessReason): AccessDecision => ({
    status: SYSTEM_STATUS.NORMAL,
    reason,
    countryCode,
  });
  if (!region.enabled) return open('region-check-off');
  if (ipListHas(ipList(region.ipAllowList), ip)) return open('ip-allow-list');
  if (ipListHas(ipList(region.ipBlockList), ip)) return blocked('ip-block-list');
  if (countryCode && region.blockedCountries.includes(countryCode))
    return blocked('blocked-country');
  if (
    region.allowedCountries.length > 0 &&
    (!countryCode || !region.allowedCountries.includes(countryCode))
  ) {
    return blocked('country-not-allowed');
  }
  return open('allowed');
}
