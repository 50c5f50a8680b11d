import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Info, Lock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

type BannerTone = 'info' | 'success' | 'warning' | 'danger' | 'locked';

const ICONS = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  danger: XCircle,
  locked: Lock,
} as const;

/** A full-width notice above content (read-only, errors, warnings). */
export function Banner({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      className={clsx('banner', `banner--${tone}`)}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      <Icon size={18} className="banner__icon" aria-hidden="true" />
      <div className="banner__body">
        {title && <p className="banner__title">{title}</p>}
        {children && <div className="banner__text">{children}</div>}
      </div>
      {action && <div className="banner__action">{action}</div>}
    </div>
  );
}
