import {
  API,
  SETTINGS_SECTIONS,
  ZAllSettings,
  ZIpLookupResponse,
  type TAllSettings,
  type TIpLookupResponse,
  type TSettingsSection,
  type TSettingsValue,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

export const allSettingsQueryKey = ['admin', 'settings'] as const;

export function fetchAllSettings(signal?: AbortSignal): Promise<TAllSettings> {
  return apiRequest(API.admin.settings, { schema: ZAllSettings, signal });
}

/** Replaces one section with the whole new value; answers with what was saved. */
export function putSettingsSection<S extends TSettingsSection>(
  section: S,
  value: TSettingsValue<S>,
): Promise<TSettingsValue<S>> {
  return apiRequest(API.admin.settingsSection(section), {
    method: 'PUT',
    body: value,
    schema: SETTINGS_SECTIONS[section],
  }) as Promise<TSettingsValue<S>>;
}

export function fetchIpLookup(ip: string): Promise<TIpLookupResponse> {
  return apiRequest(API.admin.ipLookup(ip), { schema: ZIpLookupResponse });
}
