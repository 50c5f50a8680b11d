import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { operatorsRoutes } from './operators.routes.js';
import { OperatorsService } from './operators.service.js';

export interface OperatorsNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
}

export interface OperatorsProvides {
  operators: OperatorsService;
}

/** Back-office operators and their roles. */
export const operatorsModule = defineModule<OperatorsNeeds, OperatorsProvides>({
  name: 'operators',
  services: ({ db }) => ({ operators: new OperatorsService(db) }),
  routes: (deps) => [operatorsRoutes(deps)],
});
