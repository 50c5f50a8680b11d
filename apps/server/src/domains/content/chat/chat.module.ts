import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';
import type { SettingsService } from '../../site/settings/index.js';
import { chatAdminRoutes } from './chat-admin.routes.js';
import { ChatHub } from './chat-hub.js';
import { ChatInboxService, type BalanceReader } from './chat-inbox.service.js';
import { chatPlayerRoutes } from './chat-player.routes.js';
import { chatSocketRoutes } from './chat-socket.routes.js';
import { ChatService } from './chat.service.js';
import { ChatVisitorIds } from './chat-visitor-ids.js';

export interface ChatNeeds extends Pick<Core, 'db' | 'redis' | 'clock' | 'log' | 'liveChannel'> {
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  serverSecrets: ServerSecrets;
  live: LiveHub;
  walletBalances: BalanceReader;
  settings: SettingsService;
}

export interface ChatProvides {
  /** Live chat between players and customer service. */
  chat: ChatService;
  /** The back office's inbox lists, canned replies and chat operators. */
  chatInbox: ChatInboxService;
  /** Chat events to open chat sockets (through Redis when configured). */
  chatHub: ChatHub;
  visitorIds: ChatVisitorIds;
}

/** Live chat with customer service (content domain): REST, a WebSocket and the inbox. */
export const chatModule = defineModule<ChatNeeds, ChatProvides>({
  name: 'chat',
  services: ({
    db,
    redis,
    clock,
    log,
    liveChannel,
    live,
    serverSecrets,
    walletBalances,
    settings,
  }) => {
    const chatHub = new ChatHub(redis, `${liveChannel ?? 'lw-live'}:chat`, (err) =>
      log.warn({ err }, 'chat fan-out error'),
    );
    return {
      chatHub,
      chat: new ChatService(db, chatHub, live, clock),
      chatInbox: new ChatInboxService(
        db,
        walletBalances,
        clock,
        async () => (await settings.get('cashier')).timeZone,
      ),
      visitorIds: new ChatVisitorIds(serverSecrets),
    };
  },
  routes: (deps) => [
    chatPlayerRoutes({ ...deps, visitorChatAllowed: () => deps.chat.visitorChatAllowed() }),
    chatAdminRoutes(deps),
    chatSocketRoutes(deps),
  ],
  start: ({ chatHub }) => chatHub.start(),
  stop: ({ chatHub }) => chatHub.close(),
});
