import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import { agentTreeRoutes } from './agent-tree.routes.js';
import { AgentTreeService } from './agent-tree.service.js';
import { SelfDealingFlags } from './self-dealing.js';

export interface AgentTreeNeeds extends Pick<Core, 'db' | 'clock'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
}

export interface AgentTreeProvides {
  /** The back office's agent tree browser. */
  agentTree: AgentTreeService;
  /** Agents' own devices, IPs and bank accounts inside their own subtree. */
  selfDealing: SelfDealingFlags;
}

/** Back office: the agent tree (level by level or by search, team counts) and self-dealing flags. */
export const agentTreeModule = defineModule<AgentTreeNeeds, AgentTreeProvides>({
  name: 'agent-tree',
  services: (d) => ({
    agentTree: new AgentTreeService(d.db, d.accounts),
    selfDealing: new SelfDealingFlags(d.db, d.clock, d.accounts),
  }),
  routes: (deps) => [agentTreeRoutes(deps)],
});
