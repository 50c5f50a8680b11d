/** The public face of site/startup: the only file other modules import. */
export { decideAccess } from './access-policy.js';
export { buildModuleFlags, moduleOn } from './startup-config.js';
export { startupModule } from './startup.module.js';
