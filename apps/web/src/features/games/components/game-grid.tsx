import type { TGame } from '@lw/contracts';
import type { ReactNode } from 'react';
import { GameCard, GameCardSkeleton } from './game-card';

interface TGameGridProps {
  games: readonly TGame[] | undefined;
  loading: boolean;
  /** Skeleton cards while loading. */
  placeholders?: number;
  /** Shown when loaded and empty. */
  empty: ReactNode;
  label: string;
}

/** A responsive grid of game cards: skeletons while loading, `empty` when there are none. */
export function GameGrid({ games, loading, placeholders = 12, empty, label }: TGameGridProps) {
  if (loading && !games?.length) {
    return (
      // A named group (a bare div may not carry a label) that says it is still loading.
      <div className="game-grid" role="group" aria-busy="true" aria-label={label}>
        {Array.from({ length: placeholders }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!games?.length) return <>{empty}</>;
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <GameCard game={game} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
}
