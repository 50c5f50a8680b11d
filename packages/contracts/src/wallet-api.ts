// The wallet API paths and the live socket close codes: constants only (no zod), so the first screen can use them without the schemas.

/**
 * Wallets (issue 4): balance, merchant wallet, transfers (vendor wallets, upline, downline),
 * account records and the live-event WebSocket. Amounts are integer minor units everywhere.
 */
export const WALLET_API = {
  /** getBalance (GET) -> ZWalletBalance */
  balance: '/api/wallet/balance',
  /**
   * getMerchantWallet (GET, ZMerchantWalletQuery) -> ZMerchantWallet: single wallet, or the
   * transfer-mode vendors with each balance read from the vendor (or cached with `cached=true`)
   */
  merchantWallet: '/api/wallet/merchant',
  /** getVendorWallet (GET) -> ZVendorWallet: one vendor wallet, read from the vendor now */
  vendorWalletPattern: '/api/wallet/merchant/vendors/:vendor',
  /** createVendorTransfer (POST) with ZVendorTransferRequest -> ZVendorTransfer (transferFund) */
  vendorTransfers: '/api/wallet/vendor-transfers',
  /** transferAllToMain (POST) with ZAllToMainRequest -> ZAllToMainResult */
  allToMain: '/api/wallet/vendor-transfers/all-to-main',
  /** getUplineTransferInfo (GET) -> ZUplineTransferInfo (the transferUpline page) */
  uplineTransferInfo: '/api/wallet/upline-transfers/info',
  /** transferUpline (POST) with ZUplineTransferRequest -> ZMemberTransferResult */
  uplineTransfers: '/api/wallet/upline-transfers',
  /** transferDownline (POST, agents) with ZDownlineTransferRequest -> ZMemberTransferResult */
  downlineTransfers: '/api/wallet/downline-transfers',
  /** listMyPullRequests (GET, member) -> ZPullList: pulls asked of the member, pending first */
  pullRequests: '/api/wallet/pull-requests',
  /** confirmPullRequest (POST, member) with ZPullConfirmRequest -> ZPullRequest */
  pullRequestConfirm: '/api/wallet/pull-requests/:id/confirm',
  /** declinePullRequest (POST, member) -> ZPullRequest */
  pullRequestDecline: '/api/wallet/pull-requests/:id/decline',
  /** listAgentPulls (GET, agent) -> ZPullList: the agent's own pulls with their status */
  agentPulls: '/api/wallet/downline-pulls',
  /** listAdminPulls (GET, back office, cashier.read) with ZAdminPullQuery -> ZAdminPullPage */
  adminPulls: '/api/admin/agent-pulls',
  /** listAccountRecords (GET) with ZAccountRecordQuery -> ZAccountRecordPage (transactionHistory) */
  records: '/api/wallet/records',
  /** The authenticated live-event WebSocket (see ZLiveClientMessage / ZLiveServerEvent). */
  live: '/api/live',
} as const;

/** Close codes of the live socket. */
export const LIVE_CLOSE = {
  /** The first message was not a valid session token, or the session ended. */
  unauthorized: 4401,
  /** No auth message within the allowed time. */
  authTimeout: 4408,
} as const;
