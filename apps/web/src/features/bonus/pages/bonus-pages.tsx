import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const BonusDetailsPage = lazy(() =>
  import('../components/bonus-details-page').then((m) => ({ default: m.BonusDetailsPage })),
);

/** The member-centre page this feature draws (bonusDetails), null for any other page key. */
export function bonusPage(page: string): ReactNode {
  if (page !== 'bonusDetails') return null;
  return (
    <Suspense fallback={<div className="card skeleton" aria-busy="true" />}>
      <BonusDetailsPage />
    </Suspense>
  );
}
