import { defineModule, type Core } from '../../../platform/module.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import { IdentityProviders } from './identity-providers.js';
import { OidcClients } from './oidc-clients.js';
import { socialLoginRoutes } from './social-login.routes.js';
import { SocialLoginService } from './social-login.service.js';

export interface SocialLoginNeeds extends Pick<Core, 'config' | 'db'> {
  accounts: AccountsService;
  playerAuth: PlayerAuthService;
  settings: SettingsService;
}

export interface SocialLoginProvides {
  /** The enabled OpenID Connect providers, in the operator's order. */
  identityProviders: IdentityProviders;
  socialLogin: SocialLoginService;
}

/** Social sign-in (OpenID Connect) and the hand-over tickets between sites. */
export const socialLoginModule = defineModule<SocialLoginNeeds, SocialLoginProvides>({
  name: 'social-login',
  services: ({ config, db, settings, accounts, playerAuth }) => {
    const identityProviders = new IdentityProviders(settings);
    return {
      identityProviders,
      socialLogin: new SocialLoginService(
        db,
        settings,
        accounts,
        playerAuth,
        identityProviders,
        new OidcClients(config.NODE_ENV === 'production'),
      ),
    };
  },
  routes: (deps) => [socialLoginRoutes(deps)],
});
