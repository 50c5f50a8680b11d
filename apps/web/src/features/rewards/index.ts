/** The public face of the rewards feature: reward centre, tasks, leaderboard, red envelopes. */
export { rewardsPage } from './pages/rewards-pages';
export { useEngagementBadges } from './api/rewards-api';
