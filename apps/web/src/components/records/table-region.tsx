import type { ReactNode } from 'react';

/** A wide table's scrolling box: a named region reachable by keyboard, busy while refetching. */
export function TableRegion({
  label,
  busy,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="table-wrap"
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );
}
