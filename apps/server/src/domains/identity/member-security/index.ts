/** The public face of identity/member-security: the only file other modules import. */
export { memberSecurityRoutes } from './member-security.routes.js';
