import { defineModule } from '../../../platform/module.js';
import { pwaRoutes, type PwaRoutesDeps } from './pwa.routes.js';

/** The installable player site's server side: its web manifest from the site settings. */
export const pwaModule = defineModule<PwaRoutesDeps>({
  name: 'pwa',
  services: () => ({}),
  routes: (deps) => [pwaRoutes(deps)],
});
