import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../backoffice/settings/index.js';
import { liveChannelRoutes } from './live-channel.routes.js';
import { liveSessionChecker } from './live-sessions.js';

export interface LiveChannelNeeds extends Pick<Core, 'db' | 'liveChannel' | 'redis'> {
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface LiveChannelProvides {
  /** Live events to members' open pages (WebSocket; fan-out through Redis when configured). */
  live: LiveHub;
}

/** The player's live-event WebSocket and the hub every module publishes through. */
export const liveChannelModule = defineModule<LiveChannelNeeds, LiveChannelProvides>({
  name: 'live-channel',
  services: ({ db, settings, redis, liveChannel }) => ({
    live: new LiveHub(redis, liveSessionChecker(db, settings), {
      ...(liveChannel ? { channel: liveChannel } : {}),
    }),
  }),
  routes: (deps) => [liveChannelRoutes(deps)],
  start: ({ live }) => live.start(),
  stop: ({ live }) => live.close(),
});
