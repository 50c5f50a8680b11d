/** The public face of the settings feature: the only file other features import. */
export { useAllSettings, useSaveSettings } from './api/use-settings';
export { MoneyInput } from './components/money-input';
export { SettingsFormShell } from './components/settings-form-shell';
export { SettingsFrame } from './components/settings-frame';
export { SettingsRoute } from './routes/settings-route';
