import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import { messagesAdminRoutes } from './messages-admin.routes.js';
import { messagesRoutes } from './messages.routes.js';
import { MessagesService } from './messages.service.js';

export interface MessagesNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  live: LiveHub;
  settings: SettingsService;
}

export interface MessagesProvides {
  /** Platform messages (messageV2): sending, reading, unread counts. */
  messages: MessagesService;
}

/** Platform messages from operators to members, pushed live to their open pages. */
export const messagesModule = defineModule<MessagesNeeds, MessagesProvides>({
  name: 'messages',
  services: ({ db, live, settings }) => ({
    messages: new MessagesService(db, live, async () => (await settings.get('cashier')).timeZone),
  }),
  routes: (deps) => [messagesRoutes(deps), messagesAdminRoutes(deps)],
});
