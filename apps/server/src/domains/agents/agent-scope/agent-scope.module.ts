import { defineModule, type Core } from '../../../platform/module.js';
import { AgentScopes } from './agent-scope.js';

export type AgentScopeNeeds = Pick<Core, 'db'>;

export interface AgentScopeProvides {
  /** The agent centre's one access policy: an agent's own subtree, nothing else. */
  agentScopes: AgentScopes;
}

export const agentScopeModule = defineModule<AgentScopeNeeds, AgentScopeProvides>({
  name: 'agent-scope',
  services: (d) => ({ agentScopes: new AgentScopes(d.db) }),
});
