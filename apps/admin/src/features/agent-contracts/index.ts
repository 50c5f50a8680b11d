/** The public face of the agent contracts feature: the only file other features import. */
export { AGENT_CONTRACTS_ROUTES } from './routes/agent-contracts-routes';
