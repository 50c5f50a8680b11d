/** The public face of the accounts feature: the only file other features import. */
export { useAccountsPage } from './api/use-accounts';
export { AccountDetailRoute } from './routes/account-detail-route';
export { AccountsRoute } from './routes/accounts-route';
export { AgentTreeRoute } from './routes/agent-tree-route';
export { SelfDealingRoute } from './routes/self-dealing-route';
