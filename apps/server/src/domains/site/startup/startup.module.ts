import { defineModule, type Core } from '../../../platform/module.js';
import { systemRoutes, type StartupRoutesDeps } from './startup.routes.js';

export type StartupNeeds = Pick<Core, 'db' | 'databaseKind'> & Pick<StartupRoutesDeps, 'settings'>;

/** Health, the startup configuration and the system status (maintenance and region rules). */
export const startupModule = defineModule<StartupNeeds>({
  name: 'startup',
  services: () => ({}),
  routes: (deps) => [systemRoutes(deps)],
});
