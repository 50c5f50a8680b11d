import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import { operatorAlertsRoutes } from './operator-alerts.routes.js';
import { OperatorAlertsService } from './operator-alerts.service.js';

export interface OperatorAlertsNeeds extends Pick<Core, 'clock' | 'db'> {
  adminAuth: OperatorAuthenticator;
}

export interface OperatorAlertsProvides {
  /** Alerts for operators, written once per condition and window. */
  operatorAlerts: OperatorAlertsService;
}

/** The back office's alert list: raised by other modules, acknowledged by operators. */
export const operatorAlertsModule = defineModule<OperatorAlertsNeeds, OperatorAlertsProvides>({
  name: 'operator-alerts',
  services: ({ db, clock }) => ({ operatorAlerts: new OperatorAlertsService(db, clock) }),
  routes: (deps) => [operatorAlertsRoutes(deps)],
});
