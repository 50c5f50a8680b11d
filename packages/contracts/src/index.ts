export * from './error-codes.js';
export * from './errors.js';
export * from './localized.js';
export * from './languages.js';
export * from './site-settings.js';
export * from './messaging.js';
export * from './permission.js';
export * from './game-categories.js';
export * from './admin.js';
export * from './error-messages.js';
export * from './api-routes.js';
export * from './password-change-gate.js';
export * from './accounts.js';
export * from './admin-accounts.js';
export * from './validation/index.js';
export * from './auth-flows.js';
export * from './cashier-settings.js';
export * from './cashier-transitions.js';
export * from './deposits.js';
export * from './wallet.js';
export * from './downline-pulls.js';
export * from './withdrawals.js';
export * from './text.js';
export * from './money.js';
export * from './money-text.js';
export * from './money-arithmetic.js';
export * from './route-params.js';
export * from './vendor-protocol.js';
export * from './games.js';
export * from './game-launch.js';
export * from './game-rounds.js';
export * from './house-crash.js';
export * from './house.js';
export * from './content-banners.js';
export * from './content-profile.js';
export * from './reality-checks.js';
export * from './content-chat.js';
export * from './content-messages.js';
export * from './live-site-events.js';
export * from './content-announcements.js';
export * from './content-help.js';
export * from './content-feedback.js';
export * from './web-manifest.js';
export * from './rich-text.js';
export * from './operator-alerts.js';
export * from './time-zone.js';
export * from './date-format.js';
export * from './valid-stake.js';
export * from './jobs.js';
export * from './event-consumers.js';
export * from './risk.js';
export * from './risk-settings.js';
export * from './limits.js';
// Issue 24: responsible gaming (exclusions).
export * from './responsible-gaming-exclusions.js';
export * from './age.js';
export * from './identity-matches.js';
// Issue 24: KYC.
export * from './kyc.js';
// Issue 25: the agent site (invitation links, downline accounts, the back office's agent tree).
export * from './agent-site.js';
// Issue 25: agent contracts and their settlement.
export * from './agent-contracts.js';
// Issue 25: the agent centre's team pages.
export * from './agent-team.js';
// Issue 26: promotions (rule objects, offers, claims, applications, the terms renderer).
export * from './promotions.js';
export * from './promotion-terms-text.js';
// E2e tests: the test-controlled business clock.
export * from './test-clock.js';
// Issue 26: the bonus wallet and wagering (bonus terms, bonuses).
export * from './bonus-terms.js';
export * from './bonuses.js';
// Issue 26 items 7 and 8: invite a friend and rebates.
export * from './engagement-referral-rebate.js';
// Issue 26 items 3 and 4: reward centre, red envelopes, sign-in and tasks, mission leaderboard.
export * from './engagement-rewards.js';
// Issue 26 item 5: VIP.
export * from './vip.js';
// Issue 26 item 6: the points mall.
export * from './points.js';
