import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';

interface TIconButtonProps extends ComponentPropsWithRef<'button'> {
  /** Accessible name; icon-only buttons must have one. */
  label: string;
  children: ReactNode;
  badge?: number;
}

/** A round icon-only button with an accessible name and an optional count badge. */
export function IconButton({ label, children, badge, className, ...rest }: TIconButtonProps) {
  return (
    <button
      type="button"
      className={clsx('icon-btn', className)}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
      {badge !== undefined && badge > 0 ? (
        <span className="icon-btn__badge" aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </button>
  );
}
