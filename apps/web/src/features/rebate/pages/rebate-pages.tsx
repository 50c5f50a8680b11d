import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const RebatePage = lazy(() => import('./rebate-page').then((m) => ({ default: m.RebatePage })));

/** The member-centre page this feature draws (manualRebate), null for any other page key. */
export function rebatePage(page: string): ReactNode {
  if (page !== 'manualRebate') return null;
  return (
    <Suspense fallback={<div className="skeleton rebate__skeleton" aria-busy="true" />}>
      <RebatePage />
    </Suspense>
  );
}
