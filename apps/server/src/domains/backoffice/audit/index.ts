/** The public face of backoffice/audit: the only file other modules import. */
export { auditRoutes } from './audit.routes.js';
