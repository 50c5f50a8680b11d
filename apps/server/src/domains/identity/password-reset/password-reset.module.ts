import { defineModule, type Core } from '../../../platform/module.js';
import type { MessagingService } from '../../backoffice/messaging/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import type { VerificationCodeService } from '../verification/index.js';
import { MobilePasswordResetService } from './mobile-reset.service.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { PasswordResetService } from './password-reset.service.js';

export interface PasswordResetNeeds extends Pick<Core, 'config' | 'db'> {
  accounts: AccountsService;
  messaging: MessagingService;
  playerAuth: PlayerAuthService;
  settings: SettingsService;
  verificationCodes: VerificationCodeService;
}

export interface PasswordResetProvides {
  /** Reset by e-mailed code or link. */
  passwordReset: PasswordResetService;
  /** Reset by SMS code, signing in afterwards. */
  mobilePasswordReset: MobilePasswordResetService;
}

/** Forgotten passwords: by e-mail or by SMS. */
export const passwordResetModule = defineModule<PasswordResetNeeds, PasswordResetProvides>({
  name: 'password-reset',
  services: ({ db, settings, accounts, messaging, playerAuth, verificationCodes }) => ({
    passwordReset: new PasswordResetService(db, settings, accounts, messaging),
    mobilePasswordReset: new MobilePasswordResetService({
      db,
      settings,
      accounts,
      playerAuth,
      codes: verificationCodes,
    }),
  }),
  routes: (deps) => [passwordResetRoutes(deps)],
});
