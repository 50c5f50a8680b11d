import type { ReactNode } from 'react';

interface TGameSectionProps {
  id: string;
  title: string;
  icon: ReactNode;
  /** The 'more' link or other actions beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled lobby section. */
export function GameSection({ id, title, icon, actions, children }: TGameSectionProps) {
  return (
    <section className="lobby-section" aria-labelledby={`${id}-title`}>
      <div className="lobby-section__head">
        <h2 id={`${id}-title`} className="lobby-section__title">
          <span className="lobby-section__icon" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
