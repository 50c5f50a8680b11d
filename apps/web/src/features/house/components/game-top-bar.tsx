import { Info, ShieldCheck, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMuted } from '../lib/use-muted';
import { PlayLimitsRemaining } from '../../responsible-gaming';

/** A house game's title row: name, theme line, and the info, fairness and sound buttons. */
export function GameTopBar({
  name,
  subtitle,
  onInfo,
  onFairness,
}: {
  name: string;
  subtitle: string;
  onInfo?: () => void;
  onFairness: () => void;
}) {
  const { t } = useTranslation('house');
  const [muted, toggleMuted] = useMuted();
  return (
    <header className="house-top">
      <div>
        <h1>{name}</h1>
        <p>{subtitle}</p>
        <PlayLimitsRemaining />
      </div>
      <div className="house-top__actions">
        {onInfo ? (
          <button
            type="button"
            className="house-icon-btn"
            onClick={onInfo}
            aria-label={t('top.info')}
          >
            <Info aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className="house-icon-btn"
          onClick={onFairness}
          aria-label={t('top.fairness')}
        >
          <ShieldCheck aria-hidden="true" />
        </button>
        <button
          type="button"
          className="house-icon-btn"
          onClick={toggleMuted}
          aria-pressed={muted}
          aria-label={muted ? t('top.unmute') : t('top.mute')}
        >
          {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        </button>
      </div>
    </header>
  );
}
