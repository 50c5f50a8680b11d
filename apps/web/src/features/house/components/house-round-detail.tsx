import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { getHouseRound } from '../api/house-requests';
import { roundVerifyHref } from '../lib/fairness-link';
import { HouseOutcome } from './house-outcome';

/**
 * A house round in betting records: its full outcome (reels, picks, multiplier) and the link
 * that recomputes it on /fairness. Reads the round with the member's bearer token.
 */
export function HouseRoundDetail({ roundId }: { roundId: string }) {
  const { t, i18n } = useTranslation('house');
  const round = useQuery({
    queryKey: ['house', 'round', roundId],
    queryFn: ({ signal }) => getHouseRound(roundId, undefined, signal),
    staleTime: 60_000,
    retry: false,
  });
  if (round.isError) {
    return (
      <p className="house-error" role="alert">
        {errorText(round.error, i18n.language)}
      </p>
    );
  }
  if (!round.data) return <div className="skeleton house-detail-skeleton" aria-busy="true" />;
  const { outcome, fairness } = round.data;
  return (
    <section className="house-detail" aria-label={t('outcome.title')}>
      <h3>{t('outcome.title')}</h3>
      <HouseOutcome outcome={outcome} />
      <p className="house-verify">
        <span className="mono">
          {t('fair.nonce')} {fairness.nonce} ·{' '}
          {fairness.serverSeed ? t('outcome.seedRevealed') : t('outcome.seedSecret')}
        </span>
        <Link to={roundVerifyHref(round.data)}>{t('round.verify')}</Link>
      </p>
    </section>
  );
}
