/** The public face of engagement/leaderboard: the mission leaderboard. */
export { leaderboardModule } from './leaderboard.module.js';
