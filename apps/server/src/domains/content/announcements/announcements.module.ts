import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import { announcementsRoutes } from './announcements.routes.js';
import { AnnouncementsService } from './announcements.service.js';

export interface AnnouncementsNeeds extends Pick<Core, 'db' | 'clock' | 'log'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
  live: LiveHub;
}

export interface AnnouncementsProvides {
  /** Announcements, notices and popups: authoring and the player site's live reads. */
  announcements: AnnouncementsService;
}

/** Announcements, notices and popups (content domain). */
export const announcementsModule = defineModule<AnnouncementsNeeds, AnnouncementsProvides>({
  name: 'announcements',
  services: ({ db, clock, log, settings, live }) => ({
    announcements: new AnnouncementsService(db, clock, settings, live, log),
  }),
  routes: (deps) => [announcementsRoutes(deps)],
  jobs: ({ announcements, clock }) => {
    let since = clock.now();
    return [
      {
        // Scheduled starts and ends reach open pages within half a minute. A loop in every
        // process: each tells the pages connected to it (the live hub may be process-local).
        name: 'announcement-window-edges',
        loopMs: 30_000,
        run: async () => {
          const now = clock.now();
          await announcements.announceWindowEdges(since, now);
          since = now;
        },
      },
    ];
  },
});
