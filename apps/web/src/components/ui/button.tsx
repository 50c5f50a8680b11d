import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger' | 'success';

interface TButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: TButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  /** Shows a spinner and disables the button while a call is running. */
  loading?: boolean;
  icon?: ReactNode;
}

/** The one button of the site; `type` defaults to "button" so forms only submit on purpose. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: TButtonProps) {
  return (
    <button
      type={type}
      className={clsx('btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="spinner spinner--sm" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
