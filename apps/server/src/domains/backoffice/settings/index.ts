/** The public face of backoffice/settings: the only file other modules import. */
export { settingsRoutes } from './settings.routes.js';
export { SettingsService } from './settings.service.js';
