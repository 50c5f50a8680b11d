import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const RewardCenterPage = lazy(() =>
  import('./reward-center-page').then((m) => ({ default: m.RewardCenterPage })),
);
const MissionLeaderboardPage = lazy(() =>
  import('./mission-leaderboard-page').then((m) => ({ default: m.MissionLeaderboardPage })),
);

/** The member-centre pages this feature draws (rewardCenter, missionLeaderboard), null for others. */
export function rewardsPage(page: string): ReactNode {
  const fallback = <div className="skeleton rewards__skeleton" aria-busy="true" />;
  if (page === 'rewardCenter') {
    return (
      <Suspense fallback={fallback}>
        <RewardCenterPage />
      </Suspense>
    );
  }
  if (page === 'missionLeaderboard') {
    return (
      <Suspense fallback={fallback}>
        <MissionLeaderboardPage />
      </Suspense>
    );
  }
  return null;
}
