import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const ReferralPage = lazy(() =>
  import('./referral-page').then((m) => ({ default: m.ReferralPage })),
);

/** The member-centre page this feature draws (referral), null for any other page key. */
export function referralPage(page: string): ReactNode {
  if (page !== 'referral') return null;
  return (
    <Suspense fallback={<div className="skeleton referral__skeleton" aria-busy="true" />}>
      <ReferralPage />
    </Suspense>
  );
}
