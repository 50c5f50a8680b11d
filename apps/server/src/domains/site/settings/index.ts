/** The public face of site/settings: the only file other modules import. */
export { SettingsService } from './settings.service.js';
export { settingsModule } from './settings.module.js';
