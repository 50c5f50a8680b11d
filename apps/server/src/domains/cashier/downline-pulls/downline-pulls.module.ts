import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AccountsService, PaymentPasswords } from '../../identity/accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import { downlinePullsRoutes } from './downline-pulls.routes.js';
import { DownlinePullsService } from './downline-pulls.service.js';
import type { MemberInbox } from './pull-notices.js';

export interface DownlinePullsNeeds extends Pick<Core, 'db' | 'clock'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
  ledger: LedgerService;
  live: LiveHub;
  /** The member's inbox for the pull notices: content's messages service. */
  messages: MemberInbox;
  paymentPasswords: PaymentPasswords;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface DownlinePullsProvides {
  /** Agents' pulls from their downline: consent requests, direct pulls, expiry. */
  downlinePulls: DownlinePullsService;
}

/** An agent taking money back from its downline only with consent (or the operator's leave). */
export const downlinePullsModule = defineModule<DownlinePullsNeeds, DownlinePullsProvides>({
  name: 'downline-pulls',
  services: (d) => ({
    downlinePulls: new DownlinePullsService(
      d.db,
      d.ledger,
      d.settings,
      d.accounts,
      d.paymentPasswords,
      d.messages,
      d.live,
      d.clock,
    ),
  }),
  routes: (deps) => [downlinePullsRoutes(deps)],
  jobs: ({ downlinePulls }) => [
    {
      // Every minute; guarded updates, so several processes may run it at once.
      name: 'downline-pull-expiry',
      intervalMs: 60_000,
      run: async (log) => {
        const ids = await downlinePulls.expireDue();
        if (ids.length > 0) log.info({ pullIds: ids }, 'pull requests expired');
      },
    },
  ],
});
