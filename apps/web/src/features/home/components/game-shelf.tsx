import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';

interface TGameShelfProps {
  id: string;
  title: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  action?: ReactNode;
  more?: ReactNode;
}

/**
 * A lobby section of games. Games arrive with the games issue: until then it shows skeleton
 * tiles behind a designed empty state — never invented games.
 */
export function GameShelf({
  id,
  title,
  icon,
  emptyTitle,
  emptyText,
  action,
  more,
}: TGameShelfProps) {
  return (
    <section className="lobby-section" aria-labelledby={`${id}-title`}>
      <div className="lobby-section__head">
        <h2 id={`${id}-title`} className="lobby-section__title">
          <span className="lobby-section__icon" aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        {more}
      </div>
      <EmptyState
        icon={icon}
        title={emptyTitle}
        text={emptyText}
        action={action}
        skeleton={6}
        className="empty--shelf"
      />
    </section>
  );
}
