import type { ReactNode } from 'react';
import './records.css';

/**
 * What a records page shows below its filters: the error, else a skeleton while loading, else
 * the empty state when nothing matched, else the rows (children).
 */
export function RecordsView({
  error = null,
  pending,
  empty,
  children,
}: {
  /** Shown instead of everything else (null: no error, or the page shows it elsewhere). */
  error?: ReactNode;
  pending: boolean;
  /** The empty state when nothing matched; null when there are rows. */
  empty: ReactNode;
  children: ReactNode;
}) {
  if (error) return error;
  if (pending) return <div className="skeleton records__skeleton" aria-busy="true" />;
  if (empty) return empty;
  return children;
}

/** A failed load, announced at once. */
export function RecordsError({ children }: { children: ReactNode }) {
  return (
    <p className="records__error" role="alert">
      {children}
    </p>
  );
}
