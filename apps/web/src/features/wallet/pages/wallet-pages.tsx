import { lazy, Suspense, type ReactNode } from 'react';

// Loaded on first visit, so the member centre's own chunk stays small.
const TransferFundPage = lazy(() =>
  import('./transfer-fund').then((m) => ({ default: m.TransferFundPage })),
);
const TransferUplinePage = lazy(() =>
  import('./transfer-upline').then((m) => ({ default: m.TransferUplinePage })),
);
const TransactionHistoryPage = lazy(() =>
  import('./transaction-history').then((m) => ({ default: m.TransactionHistoryPage })),
);

const PAGES: Record<string, () => ReactNode> = {
  transferFund: () => <TransferFundPage />,
  transferUpline: () => <TransferUplinePage />,
  transactionHistory: () => <TransactionHistoryPage />,
};

/** The member-centre pages this feature draws, by page key (null: not a wallet page). */
export function walletPage(page: string): ReactNode {
  const render = PAGES[page];
  if (!render) return null;
  return (
    <Suspense fallback={<div className="skeleton wallet__skeleton" aria-busy="true" />}>
      {render()}
    </Suspense>
  );
}
