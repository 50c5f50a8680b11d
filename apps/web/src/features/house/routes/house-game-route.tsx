import { SLOT_TITLES } from '@lw/games';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useHouseGame } from '../api/use-house-game';
import { DiceGame } from '../components/dice-game';
import { MinesGame } from '../components/mines-game';
import { SlotGame } from '../components/slot-game';
import '../components/house-outcome.css';
import '../house.css';

/** `/house/:gameCode`: a house slot, dice or mines (crash has its own static route). */
export function HouseGameRoute() {
  const { gameCode = '' } = useParams();
  const { t } = useTranslation('house');
  const title = SLOT_TITLES[gameCode];
  const known = Boolean(title) || gameCode === 'dice' || gameCode === 'mines';
  if (!known) {
    return (
      <div className="house-page house-page--empty">
        <p>{t('unknownGame')}</p>
        <Link to="/rng">{t('backToLobby')}</Link>
      </div>
    );
  }
  return <HouseGame key={gameCode} gameCode={gameCode} />;
}

function HouseGame({ gameCode }: { gameCode: string }) {
  const { t, i18n } = useTranslation('house');
  const house = useHouseGame(gameCode);
  const title = SLOT_TITLES[gameCode];
  if (house.error && !house.state) {
    return (
      <div className="house-page house-page--empty" role="alert">
        <p>{errorText(house.error, i18n.language)}</p>
        <Link to="/rng">{t('backToLobby')}</Link>
      </div>
    );
  }
  if (!house.state || !house.token) {
    return <div className="house-page house-page--loading skeleton" aria-busy="true" />;
  }
  const props = {
    game: house.state,
    token: house.token,
    onRound: house.applyRound,
    onSeeds: house.applySeeds,
  };
  return (
    <div className="house-page">
      {!house.state.enabled ? (
        <p className="house-note" role="status">
          {t('disabled')}
        </p>
      ) : null}
      {title ? (
        <SlotGame title={title} {...props} />
      ) : gameCode === 'dice' ? (
        <DiceGame {...props} />
      ) : (
        <MinesGame {...props} />
      )}
    </div>
  );
}
