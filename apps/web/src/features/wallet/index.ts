/** The public face of the wallet feature: the only file other features import. */
export { onLiveEvent, useLiveEvents } from './live/use-live-events';
export { useLiveStatus } from './live/use-live-status';
export { walletPage } from './pages/wallet-pages';
export { PullRequestsNotice } from './components/pull-requests-notice';
export { AgentDownlineTransfers } from './components/agent-downline-transfers';
