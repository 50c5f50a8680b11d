import { defineModule, type Core } from '../../../platform/module.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { PaymentPasswords } from '../accounts/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import { memberSecurityRoutes } from './member-security.routes.js';
import { MemberSecurityService } from './member-security.service.js';

export interface MemberSecurityNeeds extends Pick<Core, 'config' | 'db'> {
  paymentPasswords: PaymentPasswords;
  playerAuth: PlayerAuthService;
  secretBox: SecretBox;
  settings: SettingsService;
}

export interface MemberSecurityProvides {
  memberSecurity: MemberSecurityService;
}

/** The member's security centre: payment password and authenticator. */
export const memberSecurityModule = defineModule<MemberSecurityNeeds, MemberSecurityProvides>({
  name: 'member-security',
  services: ({ db, settings, secretBox, playerAuth, paymentPasswords }) => ({
    memberSecurity: new MemberSecurityService(
      db,
      settings,
      secretBox,
      playerAuth,
      paymentPasswords,
    ),
  }),
  routes: (deps) => [memberSecurityRoutes(deps)],
});
