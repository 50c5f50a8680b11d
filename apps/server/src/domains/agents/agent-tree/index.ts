/** The public face of agents/agent-tree: the back office's agent tree browser. */
export { agentTreeModule } from './agent-tree.module.js';
