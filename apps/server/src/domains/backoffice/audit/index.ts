/** The public face of backoffice/audit: the only file other modules import. */
export { auditModule } from './audit.module.js';
