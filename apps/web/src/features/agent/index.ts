/** The public face of the agent feature: the only file other features import. */
export { AgentClock } from './components/agent-clock';
