import type { TGame } from '@lw/contracts';
import { clsx } from 'clsx';
import { Flame, Heart, Play, Sparkles, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { useLaunchGame } from '../api/launch-game';
import { gameIcon, gameTitle, isHot, isNew, offersTrial } from '../lib/game-view';
import { useFavourites } from '../lib/use-favourites';
import { LaunchNotice } from './launch-notice';

/** Icon size the art is drawn at: fixed width and height keep the grid from jumping. */
const ART_SIZE = 240;

/**
 * A game in a list (spec §2 "Game card"): square art (lazy), name and vendor, a hot badge when
 * isHot is 1, a new badge, a maintenance mark, play now, free trial only when supportPlay is 0,
 * and the favourite heart.
 */
export function GameCard({ game, eager = false }: { game: TGame; eager?: boolean }) {
  const { t } = useTranslation('games');
  const { imageCDNs } = useSiteConfig();
  const favourites = useFavourites();
  const { launch, pending, notice, dismiss, playInstead } = useLaunchGame();
  const starting = pending === game.nodeId;
  const name = gameTitle(game);
  const favourite = favourites.isFavourite(game);

  return (
    <article className={clsx('game-card', game.maintenance && 'is-maintenance')}>
      <div className="game-card__art">
        <img
          src={gameIcon(game, imageCDNs)}
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
          onClick={() => favourites.toggle(game)}
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
            onClick={() => launch(game, 'real')}
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
              onClick={() => launch(game, 'trial')}
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
      <LaunchNotice notice={notice} onClose={dismiss} onPlay={playInstead} />
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
