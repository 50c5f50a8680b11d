import type { RouteObject } from 'react-router';
import { LeaderboardsRoute } from './leaderboards-route';
import { RedEnvelopesRoute } from './red-envelopes-route';
import { RewardsRoute } from './rewards-route';
import { TasksRoute } from './tasks-route';

/** The engagement screens, under /engagement (inside the signed-in layout). */
export const ENGAGEMENT_ROUTES: RouteObject[] = [
  { path: 'engagement/rewards', element: <RewardsRoute /> },
  { path: 'engagement/red-envelopes', element: <RedEnvelopesRoute /> },
  { path: 'engagement/tasks', element: <TasksRoute /> },
  { path: 'engagement/leaderboards', element: <LeaderboardsRoute /> },
];
