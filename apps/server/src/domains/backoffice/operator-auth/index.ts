/** The public face of backoffice/operator-auth: the only file other modules import. */
export { AdminAuthService } from './operator-auth.service.js';
export { operatorAuthModule } from './operator-auth.module.js';
