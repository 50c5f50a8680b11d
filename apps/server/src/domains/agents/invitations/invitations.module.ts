import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScopes } from '../agent-scope/index.js';
import { invitationsRoutes } from './invitations.routes.js';
import { InvitationsService } from './invitations.service.js';

export interface InvitationsNeeds extends Pick<Core, 'db' | 'clock'> {
  accounts: AccountsService;
  agentScopes: AgentScopes;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface InvitationsProvides {
  /** registerCenter: invitation links and downline accounts an agent opens. */
  invitations: InvitationsService;
}

/** Agents' invitation links (codes, QR, sign-up counts) and the accounts they open. */
export const invitationsModule = defineModule<InvitationsNeeds, InvitationsProvides>({
  name: 'invitations',
  services: (d) => ({
    invitations: new InvitationsService(d.db, d.clock, d.agentScopes, d.accounts, d.settings),
  }),
  routes: (deps) => [invitationsRoutes(deps)],
});
