import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import { messagingRoutes } from './messaging.routes.js';
import { MessagingService } from './messaging.service.js';

export interface MessagingNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
}

export interface MessagingProvides {
  /** E-mail and SMS through the configured providers, each send recorded in the outbox. */
  messaging: MessagingService;
}

/** The outbox: e-mail and SMS sends, with the operator's view and test message. */
export const messagingModule = defineModule<MessagingNeeds, MessagingProvides>({
  name: 'messaging',
  services: ({ db, settings }) => ({ messaging: new MessagingService(db, settings) }),
  routes: (deps) => [messagingRoutes(deps)],
  // Background sends finish before the database closes.
  stop: ({ messaging }) => messaging.idle(),
});
