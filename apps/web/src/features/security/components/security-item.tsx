import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TSecurityItemProps {
  icon: ReactNode;
  title: string;
  /** What it is for, or the bound value (masked). */
  text: ReactNode;
  /** The status chip: bound / not bound, or set / not set. */
  status?: { on: boolean; onLabel?: string; offLabel?: string };
  /** The buttons at the end of the row. */
  children?: ReactNode;
}

/** One row of a security card: icon, title and text, status chip, actions. */
export function SecurityItem({ icon, title, text, status, children }: TSecurityItemProps) {
  const { t } = useTranslation('pages');
  return (
    <li className="security__item">
      <span className="security__item-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="security__item-text">
        <strong>{title}</strong>
        <span>{text}</span>
      </span>
      {status ? (
        <span className={status.on ? 'tag tag--success' : 'tag'}>
          {status.on ? (
            <CheckCircle2 size={14} aria-hidden="true" />
          ) : (
            <CircleDashed size={14} aria-hidden="true" />
          )}
          {status.on
            ? (status.onLabel ?? t('security.status.bound'))
            : (status.offLabel ?? t('security.status.notBound'))}
        </span>
      ) : null}
      {children ? <span className="security__item-actions">{children}</span> : null}
    </li>
  );
}
