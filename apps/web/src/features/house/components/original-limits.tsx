import { ORIGINALS_STATED_RTP } from '@lw/games';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/**
 * The rules of an original that hold at every stake: wins rounded up (at least 99 %), and the
 * operator's maximum win per round with what the game does at it (the server enforces both).
 */
export function OriginalLimits({
  kind,
  maxWin,
  currency,
  maxPicks,
}: {
  kind: 'dice' | 'mines';
  maxWin: number | null;
  currency: string;
  /** Mines: the open round's automatic cash-out point, when it comes before the last gem. */
  maxPicks?: number | null;
}) {
  const { t, i18n } = useTranslation('house');
  const rtp = (ORIGINALS_STATED_RTP * 100).toFixed(0);
  return (
    <div className="house-limits">
      <p className="house-edge">{t('limits.rtpAtLeast', { rtp, unit: t('limits.unit') })}</p>
      {maxWin !== null ? (
        <p className="house-edge" data-testid="house-max-win">
          {t('limits.maxWin', { amount: formatMinorUnits(maxWin, i18n.language, currency) })}{' '}
          {kind === 'dice' ? t('limits.diceCap') : t('limits.minesCap')}
        </p>
      ) : null}
      {maxPicks ? <p className="house-edge">{t('limits.minesCapAt', { n: maxPicks })}</p> : null}
    </div>
  );
}
