import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface TEmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
  /** Shows a row of skeleton tiles behind the message, so the space still looks designed. */
  skeleton?: number;
}

/** A designed empty state: icon medallion, title, hint, and a next step. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  className,
  skeleton = 0,
}: TEmptyStateProps) {
  return (
    <div className={clsx('empty', className)}>
      {skeleton > 0 ? (
        <div className="empty__ghosts" aria-hidden="true">
          {Array.from({ length: skeleton }, (_, i) => (
            <span key={i} className="skeleton empty__ghost" />
          ))}
        </div>
      ) : null}
      <div className="empty__body">
        <span className="empty__icon" aria-hidden="true">
          {icon}
        </span>
        <p className="empty__title">{title}</p>
        {text ? <p className="empty__text">{text}</p> : null}
        {action ? <div className="empty__action">{action}</div> : null}
      </div>
    </div>
  );
}
