import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { ImageStore } from '../../games/art/index.js';
import { avatarRoutes } from './avatars.routes.js';
import { AvatarsService } from './avatars.service.js';

export interface AvatarsNeeds extends Pick<Core, 'db'> {
  images: ImageStore;
  settings: SettingsService;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  /** The account row is identity's: avatars set the chosen avatar and language through it. */
  accounts: Pick<AccountsService, 'setProfile' | 'forgetAvatar'>;
}

export interface AvatarsProvides {
  /** Avatar icons, the member's avatar and saved language. */
  avatars: AvatarsService;
}

/** Profile touches: avatar icons (built in and uploaded), the member's choice and language. */
export const avatarsModule = defineModule<AvatarsNeeds, AvatarsProvides>({
  name: 'content-avatars',
  services: ({ db, settings, accounts }) => ({
    avatars: new AvatarsService(
      db,
      accounts,
      async () => (await settings.get('languages')).offered,
    ),
  }),
  routes: (deps) => [avatarRoutes(deps)],
});
