import { defineModule, type Core } from '../../../platform/module.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { BotCheckService, CaptchaService } from '../bot-defence/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import type { VerificationCodeService } from '../verification/index.js';
import type { IdentityMatchesService } from '../identity-matches/index.js';
import type { InvitationCodes } from './invitation-port.js';
import { registrationRoutes } from './registration.routes.js';
import { RegistrationService } from './registration.service.js';

export interface RegistrationNeeds extends Pick<Core, 'clock' | 'config' | 'db'> {
  accounts: AccountsService;
  botCheck: BotCheckService;
  captcha: CaptchaService;
  identityMatches: IdentityMatchesService;
  /** Agents' invitation links (agents/invitations, wired in app.ts). */
  invitationCodes: InvitationCodes;
  playerAuth: PlayerAuthService;
  settings: SettingsService;
  verificationCodes: VerificationCodeService;
}

export interface RegistrationProvides {
  registration: RegistrationService;
}

/** Sign-up by username or mobile number. */
export const registrationModule = defineModule<RegistrationNeeds, RegistrationProvides>({
  name: 'registration',
  services: (deps) => ({
    registration: new RegistrationService(
      deps.db,
      deps.settings,
      deps.accounts,
      deps.playerAuth,
      deps.captcha,
      deps.verificationCodes,
      deps.botCheck,
      deps.identityMatches,
      deps.invitationCodes,
      deps.clock,
    ),
  }),
  routes: (deps) => [registrationRoutes(deps)],
});
