import type { TSettingsSection } from '@lw/contracts';

/** URL slug of each settings section, in navigation order. */
export const SECTION_SLUGS: Record<string, TSettingsSection> = {
  maintenance: 'maintenance',
  region: 'region',
  modules: 'modules',
  languages: 'languages',
  'customer-service': 'customerService',
  site: 'site',
  social: 'social',
  licences: 'licences',
  apps: 'apps',
  registration: 'registration',
  'account-policy': 'accountPolicy',
  email: 'email',
  sms: 'sms',
  'identity-providers': 'identityProviders',
};
