import type { THouseRound } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roundVerifyHref } from '../lib/fairness-link';

/**
 * The last round's verify link. Until the seed pair is rotated the server seed stays secret, so
 * the link opens /fairness with the commitment and says to rotate first.
 */
export function RoundVerifyLink({ round }: { round: THouseRound }) {
  const { t } = useTranslation('house');
  return (
    <p className="house-verify">
      <span className="mono">
        {t('round.id', { id: round.roundId })} · {t('fair.nonce')} {round.fairness.nonce}
      </span>
      <Link to={roundVerifyHref(round)}>{t('round.verify')}</Link>
    </p>
  );
}
