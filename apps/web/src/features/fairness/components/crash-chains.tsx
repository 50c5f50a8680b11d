import type { TCrashChainInfo } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';

/** One chain's published values, in the order of its seeding event. */
function ChainRecord({ chain }: { chain: TCrashChainInfo }) {
  const { t, i18n } = useTranslation('fairness');
  const { dateTime } = useDateTime();
  const when = (iso: string | null) => (iso ? dateTime(iso) : '—');
  return (
    <li className="fairness-chain" aria-label={t('chains.chain', { id: chain.chainId })}>
      <h3>
        {t('chains.chain', { id: chain.chainId })}{' '}
        <span className={`fairness-chain__status is-${chain.status}`}>
          {t(`chains.status.${chain.status}`)}
        </span>
      </h3>
      <dl>
        <dt>{t('chains.terminator')}</dt>
        <dd className="mono">{chain.terminator}</dd>
        <dt>{t('chains.publishedAt')}</dt>
        <dd>{when(chain.publishedAt)}</dd>
        <dt>{t('chains.saltSource')}</dt>
        <dd>
          {chain.saltBlockHeight === null
            ? t('chains.noSource')
            : t('chains.block', { height: chain.saltBlockHeight })}
        </dd>
        <dt>{t('chains.salt')}</dt>
        <dd className="mono">{chain.salt ?? t('chains.saltPending')}</dd>
        <dt>{t('chains.entered')}</dt>
        <dd>
          {chain.saltEnteredBy
            ? t('chains.byAt', { name: chain.saltEnteredBy, at: when(chain.saltEnteredAt) })
            : '—'}
        </dd>
        <dt>{t('chains.confirmed')}</dt>
        <dd>
          {chain.saltConfirmedBy
            ? t('chains.byAt', { name: chain.saltConfirmedBy, at: when(chain.saltConfirmedAt) })
            : '—'}
        </dd>
        <dt>{t('chains.games')}</dt>
        <dd>
          {t('chains.played', {
            played: chain.gamesPlayed.toLocaleString(i18n.language),
            length: chain.length.toLocaleString(i18n.language),
          })}
          {chain.firstGameAt
            ? ` · ${t('chains.span', { first: when(chain.firstGameAt), last: when(chain.lastGameAt) })}`
            : ''}
        </dd>
        {chain.retiredAt ? (
          <>
            <dt>{t('chains.retiredAt')}</dt>
            <dd>
              {when(chain.retiredAt)}: {t('chains.retiredWhy')}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The crash chains' seeding events: how the sequence makes the games provably fair, then every
 * chain ever published with its values (newest first), so any game can be checked against them.
 */
export function CrashChains({ chains }: { chains: TCrashChainInfo[] }) {
  const { t } = useTranslation('fairness');
  const steps = ['draw', 'publish', 'salt', 'play', 'next'] as const;
  return (
    <section id="crash-chains" className="fairness-explain" aria-labelledby="crash-chains-title">
      <h2 id="crash-chains-title">{t('chains.title')}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>
            <strong>{t(`chains.steps.${step}.title`)}</strong>
            <p>{t(`chains.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      {chains.length === 0 ? (
        <p>{t('chains.none')}</p>
      ) : (
        <ul className="fairness-chains">
          {chains.map((c) => (
            <ChainRecord key={c.chainId} chain={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
