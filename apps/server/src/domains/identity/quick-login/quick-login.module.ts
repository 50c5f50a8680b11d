import { defineModule, type Core } from '../../../platform/module.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import { OneClickLoginService } from './one-click.service.js';
import { quickLoginRoutes } from './quick-login.routes.js';
import { TrialKeyring } from './trial-keyring.js';
import { TrialLoginService, type GrantTrialPlayMoney } from './trial-login.service.js';

export interface QuickLoginNeeds extends Pick<Core, 'config' | 'db'> {
  accounts: AccountsService;
  botCheck: BotCheckService;
  /** The cashier's play money for a new trial account (wired in app.ts). */
  grantTrialPlayMoney: GrantTrialPlayMoney;
  playerAuth: PlayerAuthService;
  serverSecrets: ServerSecrets;
  settings: SettingsService;
}

export interface QuickLoginProvides {
  oneClickLogin: OneClickLoginService;
  /** The key pair the free-play page encrypts its device secret with. */
  trialKeyring: TrialKeyring;
  trialLogin: TrialLoginService;
}

/** One-click registration and free play (trial accounts). */
export const quickLoginModule = defineModule<QuickLoginNeeds, QuickLoginProvides>({
  name: 'quick-login',
  services: ({
    db,
    settings,
    accounts,
    playerAuth,
    botCheck,
    serverSecrets,
    grantTrialPlayMoney,
  }) => {
    const trialKeyring = new TrialKeyring(serverSecrets);
    return {
      oneClickLogin: new OneClickLoginService(db, settings, accounts, playerAuth, botCheck),
      trialKeyring,
      trialLogin: new TrialLoginService(
        db,
        settings,
        accounts,
        playerAuth,
        trialKeyring,
        grantTrialPlayMoney,
      ),
    };
  },
  routes: (deps) => [quickLoginRoutes(deps)],
});
