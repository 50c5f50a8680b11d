import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { AgentReports } from './agent-report.js';
import { agentTreeRoutes } from './agent-tree.routes.js';
import { AgentTreeService } from './agent-tree.service.js';
import { SelfDealingFlags } from './self-dealing.js';

export interface AgentTreeNeeds extends Pick<Core, 'db' | 'clock'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
}

export interface AgentTreeProvides {
  /** One agent's team report over business days. */
  agentReports: AgentReports;
  /** The back office's agent tree browser. */
  agentTree: AgentTreeService;
  /** Agents' own devices, IPs and bank accounts inside their own subtree. */
  selfDealing: SelfDealingFlags;
}

/** Back office: the agent tree (level by level or by search, team counts) and self-dealing flags. */
export const agentTreeModule = defineModule<AgentTreeNeeds, AgentTreeProvides>({
  name: 'agent-tree',
  services: (d) => ({
    agentReports: new AgentReports(d.db, d.accounts, d.settings),
    agentTree: new AgentTreeService(d.db, d.accounts),
    selfDealing: new SelfDealingFlags(d.db, d.clock, d.accounts),
  }),
  routes: (deps) => [agentTreeRoutes(deps)],
});
