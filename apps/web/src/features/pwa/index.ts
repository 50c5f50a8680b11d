/** The public face of the installable-site feature (service worker, update prompt, install). */
export { PwaUpdater } from './components/pwa-updater';
export { InstallAppCard } from './components/install-app-card';
