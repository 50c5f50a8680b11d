import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const BettingRecordsPage = lazy(() =>
  import('./betting-records').then((m) => ({ default: m.BettingRecordsPage })),
);
const ProfitAndLossPage = lazy(() =>
  import('./profit-and-loss').then((m) => ({ default: m.ProfitAndLossPage })),
);

const PAGES: Record<string, () => ReactNode> = {
  personalHistoryCopy: () => <BettingRecordsPage />,
  personalProfit: () => <ProfitAndLossPage />,
};

/** The member-centre pages this feature draws, by page key (null: not one of them). */
export function gameRecordsPage(page: string): ReactNode {
  const render = PAGES[page];
  if (!render) return null;
  return (
    <Suspense fallback={<div className="skeleton records__skeleton" aria-busy="true" />}>
      {render()}
    </Suspense>
  );
}
