/** The public face of the audit feature: the only file other features import. */
export { useAuditPage } from './api/audit-api';
export { ActionLabel } from './components/action-label';
export { AuditRoute } from './routes/audit-route';
