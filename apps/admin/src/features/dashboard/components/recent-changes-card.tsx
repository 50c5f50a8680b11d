import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDateTime } from '../../../lib/datetime';
import { useAuditPage } from '../../audit';
import { ActionLabel } from '../../audit';

/** The latest entries of the audit trail. */
export function RecentChangesCard() {
  const { t } = useTranslation('dashboard');
  const { dateTime } = useDateTime();
  const audit = useAuditPage({ page: 1, pageSize: 6 });
  return (
    <Card title={t('recentTitle')} actions={<Link to="/audit">{t('openAudit')}</Link>}>
      {audit.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : !audit.data || audit.data.items.length === 0 ? (
        <p className="muted">{t('recentEmpty')}</p>
      ) : (
        <ul className="recent-list">
          {audit.data.items.map((entry) => (
            <li key={entry.id}>
              <ActionLabel action={entry.action} />
              <span className="recent-list__who">
                {entry.operatorUsername ?? t('audit:system')}
                {entry.targetId && (
                  <span className="muted">
                    {' · '}
                    {entry.targetType === 'settings'
                      ? entry.targetId
                      : `${entry.targetType} #${entry.targetId}`}
                  </span>
                )}
              </span>
              <time className="recent-list__when" dateTime={entry.at}>
                {dateTime(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
