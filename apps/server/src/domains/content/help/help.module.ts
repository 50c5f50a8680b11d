import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import { helpAdminRoutes, helpRoutes } from './help.routes.js';
import { seedHelpCentre } from './help.seed.js';
import { HelpService } from './help.service.js';

export interface HelpNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
}

export interface HelpProvides {
  /** The help centre: articles per language with anchors, search, back-office editing. */
  help: HelpService;
}

/** The help centre (spec §1, §2 helpModal, §7 GET help). */
export const helpModule = defineModule<HelpNeeds, HelpProvides>({
  name: 'help',
  services: ({ db, settings }) => ({
    help: new HelpService(db, async () => (await settings.get('languages')).default),
  }),
  routes: (deps) => [helpRoutes(deps), helpAdminRoutes(deps)],
  // The default articles, once, into an empty help centre (first start).
  start: async ({ db, help }) => {
    if (await seedHelpCentre(db)) help.dropCache();
  },
});
