import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import { feedbackAdminRoutes, feedbackRoutes } from './feedback.routes.js';
import { FeedbackService } from './feedback.service.js';

export interface FeedbackNeeds extends Pick<Core, 'db' | 'clock'> {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
  live: LiveHub;
}

export interface FeedbackProvides {
  /** Members' feedback, the operator's replies and the feedback rules. */
  feedback: FeedbackService;
}

/** Feedback (spec §1, §3, §5, §7 PUT feedback). */
export const feedbackModule = defineModule<FeedbackNeeds, FeedbackProvides>({
  name: 'feedback',
  services: ({ db, clock, settings, live }) => ({
    feedback: new FeedbackService(
      db,
      clock,
      async () => (await settings.get('cashier')).timeZone,
      live,
    ),
  }),
  routes: (deps) => [feedbackRoutes(deps), feedbackAdminRoutes(deps)],
});
