import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { auditRoutes } from './audit.routes.js';

export interface AuditNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
}

/** The audit log's views (the writer is platform/audit-log). */
export const auditModule = defineModule<AuditNeeds>({
  name: 'audit',
  services: () => ({}),
  routes: (deps) => [auditRoutes(deps)],
});
