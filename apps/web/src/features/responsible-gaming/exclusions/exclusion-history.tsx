import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { useMyExclusions } from './exclusions-api';
import { periodText } from './exclusion-text';

/** The member's past time-outs and self-exclusions, newest first (issue 24 item 6). */
export function ExclusionHistory() {
  const { t } = useTranslation('limits');
  const exclusions = useMyExclusions();
  const { dateTime } = useDateTime();
  const history = exclusions.data?.history ?? [];
  if (history.length === 0) return null;
  return (
    <section className="card exclusion__history" aria-labelledby="exclusion-history-title">
      <h3 id="exclusion-history-title">{t('exclusion.history.title')}</h3>
      <table className="limits__table">
        <thead>
          <tr>
            <th scope="col">{t('exclusion.history.kind')}</th>
            <th scope="col">{t('exclusion.history.period')}</th>
            <th scope="col">{t('exclusion.history.from')}</th>
            <th scope="col">{t('exclusion.history.until')}</th>
            <th scope="col">{t('exclusion.history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((e) => (
            <tr key={e.id}>
              <td>{t(`exclusion.kind.${e.kind}`)}</td>
              <td>{periodText(t, e.period)}</td>
              <td>{dateTime(e.startsAt)}</td>
              <td>{e.endsAt ? dateTime(e.endsAt) : t('exclusion.period.permanent')}</td>
              <td>{t(`exclusion.status.${e.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
