import { CRASH_API, ZCrashMyBet, ZCrashRecordRoundId } from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatMultiplier } from '../lib/crash-display';
import { crashFairnessLink } from './history-strip';
import '../crash-detail.css';

/**
 * A crash bet in betting records (its round id is C and the bet id): the automatic target, where
 * the member cashed out or that they busted, the round's crash point and its hash with the link
 * that recomputes it on /fairness.
 */
export function CrashRoundDetail({ roundId }: { roundId: string }) {
  const { t, i18n } = useTranslation('crash');
  const betId = ZCrashRecordRoundId.safeParse(roundId).success ? Number(roundId.slice(1)) : null;
  const bet = useQuery({
    queryKey: ['crash', 'bet', betId],
    queryFn: ({ signal }) => apiRequest(CRASH_API.myBet(betId!), ZCrashMyBet, { signal }),
    enabled: betId !== null,
    staleTime: 60_000,
    retry: false,
  });
  if (betId === null || bet.isError) {
    return (
      <p className="crash-detail__error" role="alert">
        {bet.isError ? errorText(bet.error, i18n.language) : t('detail.unknown')}
      </p>
    );
  }
  if (!bet.data) return <div className="skeleton" aria-busy="true" />;
  const { autoCashOut, cashedOutAt, crashPoint, hash, status } = bet.data;
  return (
    <section className="crash-detail" aria-label={t('detail.title')}>
      <h3>{t('detail.title')}</h3>
      <dl>
        <dt>{t('detail.auto')}</dt>
        <dd>{autoCashOut === null ? '—' : formatMultiplier(autoCashOut)}</dd>
        <dt>{t('detail.result')}</dt>
        <dd>
          {status === 'cashed_out' && cashedOutAt !== null
            ? t('detail.cashedOut', { at: formatMultiplier(cashedOutAt) })
            : t(`players.status.${status}`)}
        </dd>
        <dt>{t('detail.crashPoint')}</dt>
        <dd>{crashPoint === null ? '—' : formatMultiplier(crashPoint)}</dd>
      </dl>
      {hash ? (
        <p className="crash-detail__hash">
          <span className="mono">{hash}</span>{' '}
          <Link to={crashFairnessLink({ ...bet.data, hash })}>{t('detail.verify')}</Link>
        </p>
      ) : null}
    </section>
  );
}
