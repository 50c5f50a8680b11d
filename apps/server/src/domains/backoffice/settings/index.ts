/** The public face of backoffice/settings: the only file other modules import. */
export { SettingsService } from './settings.service.js';
export { settingsModule } from './settings.module.js';
