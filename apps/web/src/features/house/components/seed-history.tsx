import type { THouseSeedHistoryEntry } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { errorText } from '../../../lib/error-text';
import { SEED_HISTORY_PAGE_SIZE, useSeedHistory } from '../api/use-seed-history';
import { fairnessLink } from '../lib/fairness-link';

/**
 * The player's revealed seed pairs, newest first: the server seed with its hash, the client
 * seeds and nonces its rounds used, and each round with a link that opens /fairness filled in,
 * so the check runs at once.
 */
export function SeedHistory({ token, gameCode }: { token: string; gameCode: string }) {
  const { t, i18n } = useTranslation('house');
  const [page, setPage] = useState(1);
  const history = useSeedHistory(token, page);
  const titleId = `seed-history-${gameCode}`;

  let body;
  if (history.error) {
    body = <p className="fair-history__muted">{errorText(history.error, i18n.language)}</p>;
  } else if (!history.data) {
    body = <p className="fair-history__muted">{t('fair.history.loading')}</p>;
  } else if (history.data.list.length === 0) {
    body = <p className="fair-history__muted">{t('fair.history.empty')}</p>;
  } else {
    body = (
      <>
        <ol className="fair-history__list">
          {history.data.list.map((entry) => (
            <SeedEntry key={entry.serverSeedHash} entry={entry} gameCode={gameCode} />
          ))}
        </ol>
        <Pager
          page={page}
          pageSize={SEED_HISTORY_PAGE_SIZE}
          total={history.data.total}
          onPage={setPage}
        />
      </>
    );
  }
  return (
    <section className="fair-history" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('fair.history.title')}</h3>
      {body}
    </section>
  );
}

function SeedEntry({ entry, gameCode }: { entry: THouseSeedHistoryEntry; gameCode: string }) {
  const { t } = useTranslation('house');
  const { dateTime } = useDateTime();
  const newest = entry.recentRounds[0];
  // A pair with no rounds still proves its commitment: /fairness checks the seed against its hash.
  const checkHref = newest
    ? newest.verifyUrl
    : fairnessLink({
        game: gameCode,
        serverSeed: entry.serverSeed,
        serverSeedHash: entry.serverSeedHash,
      });
  const when = dateTime(entry.revealedAt);
  return (
    <li className="fair-history__entry" data-testid="seed-history-entry">
      <p className="fair-history__head">
        <span>{t('fair.history.revealedAt', { when })}</span>
        <span>
          {entry.nonceFrom === null
            ? t('fair.history.noRounds')
            : t('fair.history.nonces', {
                from: entry.nonceFrom,
                to: entry.nonceTo,
                rounds: entry.rounds,
              })}
        </span>
      </p>
      <dl className="fair-history__facts">
        <div>
          <dt>{t('fair.history.serverSeed')}</dt>
          <dd className="mono">{entry.serverSeed}</dd>
        </div>
        <div>
          <dt>{t('fair.serverSeedHash')}</dt>
          <dd className="mono">{entry.serverSeedHash}</dd>
        </div>
        {entry.clientSeeds.length > 0 ? (
          <div>
            <dt>{t('fair.clientSeed')}</dt>
            <dd className="mono">{entry.clientSeeds.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <Link to={checkHref} className="fair-history__verify">
        {newest ? t('fair.history.verifyNewest') : t('fair.history.checkHash')}
      </Link>
      {entry.recentRounds.length > 0 ? (
        <details className="fair-history__rounds">
          <summary>
            {t('fair.history.rounds', { shown: entry.recentRounds.length, total: entry.rounds })}
          </summary>
          <ul>
            {entry.recentRounds.map((round) => (
              <li key={round.roundId}>
                <span className="mono">
                  {t('round.id', { id: round.roundId })} · {t('fair.nonce')} {round.nonce}
                </span>{' '}
                <Link to={round.verifyUrl}>{t('round.verify')}</Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
