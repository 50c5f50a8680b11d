/** The public face of the engagement feature: reward centre, red envelopes, tasks, leaderboards. */
export { ENGAGEMENT_ROUTES } from './routes/engagement-routes';
