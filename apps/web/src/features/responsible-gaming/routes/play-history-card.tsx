import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../lib/date-time';
import { memberPageHref } from '../../../lib/links';
import { useLoginHistory } from '../../../api/login-history';

/** The member's recent sign-ins (their sessions) and where to see every bet and the net result. */
export function PlayHistoryCard() {
  const { t } = useTranslation('limits');
  const history = useLoginHistory();
  const { dateTime } = useDateTime();
  const signIns = (history.data?.items ?? []).filter((entry) => entry.success).slice(0, 10);
  return (
    <section className="card exclusion__history" aria-labelledby="rg-sessions-title">
      <h2 id="rg-sessions-title">{t('sessions.title')}</h2>
      {signIns.length > 0 ? (
        <table className="limits__table">
          <thead>
            <tr>
              <th scope="col">{t('sessions.at')}</th>
              <th scope="col">{t('sessions.device')}</th>
            </tr>
          </thead>
          <tbody>
            {signIns.map((entry) => (
              <tr key={entry.at}>
                <td>{dateTime(entry.at)}</td>
                <td>{entry.userAgent ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="limits__actions">
        <Link to={memberPageHref('personalHistoryCopy')}>{t('sessions.bets')}</Link>
        <Link to={memberPageHref('personalProfit')}>{t('sessions.profit')}</Link>
        <Link to={memberPageHref('securityCenter')}>{t('sessions.all')}</Link>
      </p>
    </section>
  );
}
