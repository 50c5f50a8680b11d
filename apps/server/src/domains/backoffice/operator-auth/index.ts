/** The public face of backoffice/operator-auth: the only file other modules import. */
export { adminAuthRoutes } from './operator-auth.routes.js';
export { AdminAuthService } from './operator-auth.service.js';
