import type { SessionLimit } from './session-limit.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { expiringCounter } from '../../../platform/expiring-counter.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { BotCheckService, CaptchaService } from '../bot-defence/index.js';
import { adminLoginHistoryRoutes } from './admin-login-history.routes.js';
import { playerAuthRoutes } from './player-auth.routes.js';
import { PlayerAuthService } from './player-auth.service.js';
import { rememberedDeviceRoutes } from './remembered-device.routes.js';
import { UnknownUsernameGuard } from './unknown-username-guard.js';

export interface PlayerAuthNeeds extends Pick<Core, 'clock' | 'config' | 'db' | 'log' | 'redis'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
  botCheck: BotCheckService;
  captcha: CaptchaService;
  settings: SettingsService;
  /** Responsible gaming's session-time limit (issue 24). */
  sessionLimit: SessionLimit;
}

export interface PlayerAuthProvides {
  /** Players' sign-in and sessions; every player route's guard asks it. */
  playerAuth: PlayerAuthService;
}

/** Player sign-in, sessions, remembered devices and login challenges. */
export const playerAuthModule = defineModule<PlayerAuthNeeds, PlayerAuthProvides>({
  name: 'player-auth',
  services: ({ clock, db, settings, accounts, captcha, botCheck, log, redis, sessionLimit }) => ({
    playerAuth: new PlayerAuthService(
      db,
      settings,
      accounts,
      { captcha, botCheck },
      log,
      new UnknownUsernameGuard(expiringCounter(redis, 'lw-login:')),
      sessionLimit,
      clock,
    ),
  }),
  routes: (deps) => [
    playerAuthRoutes(deps),
    rememberedDeviceRoutes(deps),
    adminLoginHistoryRoutes(deps),
  ],
});
