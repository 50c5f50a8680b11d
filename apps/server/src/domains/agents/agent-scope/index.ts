/** The public face of agents/agent-scope: the agent centre's one access policy. */
export { AgentScope, AgentScopes } from './agent-scope.js';
export { agentScopeModule } from './agent-scope.module.js';
