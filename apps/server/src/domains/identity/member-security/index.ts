/** The public face of identity/member-security: the only file other modules import. */
export { memberSecurityModule } from './member-security.module.js';
