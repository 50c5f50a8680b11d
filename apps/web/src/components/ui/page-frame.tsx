import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface TPageFrameProps {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  /** Art on the right of the title band. */
  art?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The frame of every screen: a titled hero band, then the content. */
export function PageFrame({
  title,
  subtitle,
  icon,
  art,
  actions,
  children,
  className,
}: TPageFrameProps) {
  return (
    <section className={clsx('page', className)} aria-labelledby="page-title">
      <div className="page__hero">
        {art ? <img className="page__hero-art" src={art} alt="" aria-hidden="true" /> : null}
        <div className="page__hero-text">
          {icon ? (
            <span className="page__icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <div>
            <h1 id="page-title" className="page__title">
              {title}
            </h1>
            {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
          </div>
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </div>
      <div className="page__content">{children}</div>
    </section>
  );
}
