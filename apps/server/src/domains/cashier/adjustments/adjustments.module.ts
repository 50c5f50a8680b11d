import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { LedgerService } from '../ledger/index.js';
import { adjustmentsRoutes } from './adjustments.routes.js';
import { AdjustmentsService } from './adjustments.service.js';

export interface AdjustmentsNeeds extends Pick<Core, 'clock' | 'db'> {
  adminAuth: OperatorAuthenticator;
  ledger: LedgerService;
  settings: SettingsService;
}

export interface AdjustmentsProvides {
  /** Manual balance adjustments, with the approval step. */
  adjustments: AdjustmentsService;
}

/** Manual balance adjustments by operators. */
export const adjustmentsModule = defineModule<AdjustmentsNeeds, AdjustmentsProvides>({
  name: 'adjustments',
  services: ({ db, settings, ledger, clock }) => ({
    adjustments: new AdjustmentsService(db, settings, ledger, clock),
  }),
  routes: (deps) => [adjustmentsRoutes(deps)],
});
