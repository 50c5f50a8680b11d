import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { settingsRoutes } from './settings.routes.js';
import { SettingsService } from './settings.service.js';

export interface SettingsNeeds extends Pick<Core, 'config' | 'db'> {
  adminAuth: OperatorAuthenticator;
}

export interface SettingsProvides {
  /** The operator's site settings, cached for SETTINGS_CACHE_MS. */
  settings: SettingsService;
}

/** Site settings: read by nearly every module, written by operators. */
export const settingsModule = defineModule<SettingsNeeds, SettingsProvides>({
  name: 'settings',
  services: ({ config, db }) => ({ settings: new SettingsService(db, config.SETTINGS_CACHE_MS) }),
  routes: (deps) => [settingsRoutes(deps)],
});
