import type { ReactNode } from 'react';

/** What an empty list shows: a line of text and the next step. */
export function EmptyState({
  icon,
  title,
  action,
}: {
  icon?: ReactNode;
  title: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon && <div className="empty-state__icon">{icon}</div>}
      <p className="empty-state__title">{title}</p>
      {action}
    </div>
  );
}
