import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import { liveChannelRoutes } from './live-channel.routes.js';
import { liveSessionChecker } from './live-sessions.js';

export interface LiveChannelNeeds extends Pick<Core, 'db' | 'liveChannel' | 'log' | 'redis'> {
  playerAuth: PlayerAuthenticator & Pick<PlayerAuthService, 'onSignedOut'>;
  accounts: Pick<AccountsService, 'onSessionsEnded'>;
  settings: SettingsService;
}

export interface LiveChannelProvides {
  /** Live events to open pages (WebSocket; fan-out through Redis when configured). */
  live: LiveHub;
}

/** Settings sections that change what /api/permission answers (maintenance, region block). */
const SITE_STATUS_SECTIONS = new Set(['maintenance', 'region']);

/**
 * The live-event WebSocket and the hub every module publishes through. It also carries, at once,
 * what ends a member's pages (sessions ended, signed out) and the site status switches.
 */
export const liveChannelModule = defineModule<LiveChannelNeeds, LiveChannelProvides>({
  name: 'live-channel',
  services: ({ db, settings, redis, liveChannel, accounts, playerAuth, log }) => {
    const live = new LiveHub(redis, liveSessionChecker(db, settings), {
      ...(liveChannel ? { channel: liveChannel } : {}),
      onError: (err) => log.warn({ err }, 'live hub'),
    });
    // A failed push must never fail the lock, sign-out or save that caused it.
    const quietly = (work: Promise<void>) =>
      work.catch((err: unknown) => log.warn({ err }, 'live push failed'));
    accounts.onSessionsEnded((accountId) => quietly(live.endSessions(accountId)));
    playerAuth.onSignedOut((accountId, tokenHash) =>
      quietly(live.endSessions(accountId, tokenHash)),
    );
    settings.onUpdated((section) =>
      SITE_STATUS_SECTIONS.has(section)
        ? quietly(live.broadcast({ type: 'site.status' }))
        : undefined,
    );
    return { live };
  },
  routes: (deps) => [liveChannelRoutes(deps)],
  start: ({ live }) => live.start(),
  stop: ({ live }) => live.close(),
});
