/** The public face of backoffice/operator-alerts: the only file other modules import. */
export { operatorAlertsModule } from './operator-alerts.module.js';
export { OperatorAlertsService, type RaiseAlert } from './operator-alerts.service.js';
