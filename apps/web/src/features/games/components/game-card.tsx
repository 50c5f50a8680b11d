import type { TGame } from '@lw/contracts';
import { clsx } from 'clsx';
import { Flame, Heart, Play, Sparkles, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TLaunchMode } from '../api/launch-game';
import { gameIcon, gameTitle, isHot, isNew, offersTrial } from '../lib/game-view';

/** Icon size the art is drawn at: fixed width and height keep the grid from jumping. */
const ART_SIZE = 240;

interface TGameCardProps {
  game: TGame;
  /** Among the first cards on screen: the art loads at once, not lazily. */
  eager: boolean;
  imageHosts: readonly string[];
  favourite: boolean;
  onFavourite: () => void;
  /** This game's launch is under way. */
  starting: boolean;
  onLaunch: (mode: TLaunchMode) => void;
}

/**
 * A game in a list (spec §2 "Game card"): square art (lazy), name and vendor, a hot badge when
 * isHot is 1, a new badge, a maintenance mark, play now, free trial only when supportPlay is 0,
 * and the favourite heart. The grid holds the favourites, the launcher and the site settings
 * once for all its cards (game-grid.tsx): a lobby draws dozens of cards at start.
 */
export function GameCard({
  game,
  eager,
  imageHosts,
  favourite,
  onFavourite,
  starting,
  onLaunch,
}: TGameCardProps) {
  const { t } = useTranslation('games');
  const name = gameTitle(game);

  return (
    <article className={clsx('game-card', game.maintenance && 'is-maintenance')}>
      <div className="game-card__art">
        <img
          src={gameIcon(game, imageHosts)}
          alt=""
          width={ART_SIZE}
          height={ART_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className="game-card__badges">
          {isHot(game) ? (
            <span className="game-badge game-badge--hot">
              <Flame size={12} aria-hidden="true" />
              {t('card.hot')}
            </span>
          ) : null}
          {isNew(game) ? (
            <span className="game-badge game-badge--new">
              <Sparkles size={12} aria-hidden="true" />
              {t('card.new')}
            </span>
          ) : null}
        </div>
        {game.maintenance ? (
          <span className="game-card__maintenance">
            <Wrench size={14} aria-hidden="true" />
            {t('card.maintenance')}
          </span>
        ) : null}
        <button
          type="button"
          className={clsx('game-card__fav', favourite && 'is-on')}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'card.unfavourite' : 'card.favourite', { game: name })}
          onClick={onFavourite}
        >
          <Heart size={16} aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
        </button>
        <div className="game-card__actions">
          <button
            type="button"
            className="btn btn--primary btn--sm game-card__play"
            aria-label={t('card.playGame', { game: name })}
            disabled={starting}
            aria-busy={starting || undefined}
            onClick={() => onLaunch('real')}
          >
            <Play size={14} aria-hidden="true" />
            {t('card.play')}
          </button>
          {offersTrial(game) ? (
            <button
              type="button"
              className="btn btn--secondary btn--sm game-card__trial"
              aria-label={t('card.trialGame', { game: name })}
              disabled={starting}
              onClick={() => onLaunch('trial')}
            >
              {t('card.trial')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="game-card__body">
        <h3 className="game-card__name" title={name}>
          {name}
        </h3>
        <span className="game-card__vendor">{game.vassalage}</span>
      </div>
    </article>
  );
}

/** A placeholder card while games load (same box as a card). */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <div className="game-card__art skeleton" />
      <div className="game-card__body">
        <span className="skeleton game-card__line" />
        <span className="skeleton game-card__line game-card__line--short" />
      </div>
    </div>
  );
}
