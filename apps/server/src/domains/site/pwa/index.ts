/** The public face of site/pwa: the only file other modules import. */
export { pwaModule } from './pwa.module.js';
