import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const MessagesPage = lazy(() =>
  import('./messages-page').then((m) => ({ default: m.MessagesPage })),
);

/** The member-centre page this feature draws (messageV2), null for any other page key. */
export function messagesPage(page: string): ReactNode {
  if (page !== 'messageV2') return null;
  return (
    <Suspense fallback={<div className="skeleton messages__skeleton" aria-busy="true" />}>
      <MessagesPage />
    </Suspense>
  );
}
