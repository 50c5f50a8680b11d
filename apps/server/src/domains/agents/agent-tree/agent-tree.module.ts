import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import { agentTreeRoutes } from './agent-tree.routes.js';
import { AgentTreeService } from './agent-tree.service.js';

export interface AgentTreeNeeds extends Pick<Core, 'db'> {
  accounts: AccountsService;
  adminAuth: OperatorAuthenticator;
}

export interface AgentTreeProvides {
  /** The back office's agent tree browser. */
  agentTree: AgentTreeService;
}

/** Back office: the agent tree, level by level or by search, with team counts. */
export const agentTreeModule = defineModule<AgentTreeNeeds, AgentTreeProvides>({
  name: 'agent-tree',
  services: (d) => ({ agentTree: new AgentTreeService(d.db, d.accounts) }),
  routes: (deps) => [agentTreeRoutes(deps)],
});
