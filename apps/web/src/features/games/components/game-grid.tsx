import type { TGame } from '@lw/contracts';
import { useDeferredValue, type ReactNode } from 'react';
import { useSiteConfig } from '../../../api/get-permission';
import { useLaunchGame } from '../api/launch-game';
import { useFavourites } from '../lib/use-favourites';
import { GameCard, GameCardSkeleton } from './game-card';
import { LaunchNotice } from './launch-notice';

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
  // A page of cards is the lobby's heaviest render: when an answer arrives React draws it in
  // slices that let the browser breathe (a transition), the skeletons staying meanwhile, instead
  // of in one long task.
  const shown = useDeferredValue(games);
  if ((loading || shown !== games) && !shown?.length) {
    return (
      // A named group (a bare div may not carry a label) that says it is still loading.
      <div className="game-grid" role="group" aria-busy="true" aria-label={label}>
        {Array.from({ length: placeholders }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!shown?.length) return <>{empty}</>;
  return <GameCards games={shown} label={label} />;
}

/** The cards, with what they share: the favourites, one launcher and its notice, the image hosts. */
function GameCards({ games, label }: { games: readonly TGame[]; label: string }) {
  const { imageCDNs } = useSiteConfig();
  const favourites = useFavourites();
  const { launch, pending, notice, dismiss, playInstead } = useLaunchGame();
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.map((game, index) => (
          <li key={game.nodeId}>
            <GameCard
              game={game}
              eager={index < 6}
              imageHosts={imageCDNs}
              favourite={favourites.isFavourite(game)}
              onFavourite={() => favourites.toggle(game)}
              starting={pending === game.nodeId}
              onLaunch={(mode) => launch(game, mode)}
            />
          </li>
        ))}
      </ul>
      <LaunchNotice notice={notice} onClose={dismiss} onPlay={playInstead} />
    </>
  );
}
