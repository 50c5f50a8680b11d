export * from './settings.js';
export * from './operators.js';
export * from './audit.js';
export * from './accounts.js';
export * from './messaging.js';
export * from './bot-defence.js';
export * from './auth-flows.js';
export * from './ledger.js';
export * from './cashier.js';
export * from './games.js';
export * from './game-rounds.js';
export * from './house.js';
export * from './house-crash.js';
export * from './content-chat.js';
export * from './content-banners.js';
export * from './content-help.js';
export * from './content-feedback.js';
export * from './content-messages.js';
export * from './content-announcements.js';
export * from './operator-alerts.js';
export * from './downline-pulls.js';
export * from './leader-leases.js';
export * from './events.js';
export * from './job-runs.js';
export * from './settled-wagers.js';
export * from './wagers.js';
export * from './reality-checks.js';
export * from './risk.js';
export * from './responsible-gaming-limits.js';
// Issue 24: responsible gaming.
export * from './responsible-gaming.js';
// Issue 24: duplicate identities of excluded or closed members.
export * from './identity-matches.js';
// Issue 24: KYC.
export * from './kyc.js';
// Issue 25: agents' invitation links.
export * from './agent-invitations.js';
// Issue 25: agent contracts and their settlement.
export * from './agent-contracts.js';
// Issue 25: the agent centre's team money.
export * from './agent-team.js';
// Issue 26: promotions.
export * from './promotions.js';
// Issue 26: the bonus wallet and wagering.
export * from './bonuses.js';
// Issue 26 items 7 and 8: invite a friend and rebates.
export * from './engagement-referral.js';
export * from './engagement-rebate.js';
// Issue 26 items 3 and 4: reward centre, red envelopes, sign-in and tasks, mission leaderboard.
export * from './engagement-rewards.js';
// Issue 26 items 5 and 6: VIP and the points mall.
export * from './engagement-vip.js';
export * from './engagement-points.js';
