import type { TOperatorAlert } from '@lw/contracts';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pill } from '../../../components/ui/pill';
import { Popover } from '../../../components/ui/popover';
import { useDateTime } from '../../../lib/datetime';
import { useCan } from '../../auth';
import { useAcknowledgeAlert, useOperatorAlerts } from '../api/alerts-api';

/** One alert in the operator's words. */
function AlertText({ alert }: { alert: TOperatorAlert }) {
  const { t } = useTranslation('alerts');
  const { dateTime } = useDateTime();
  const p = alert.params;
  const budget =
    p.scope === 'prefix' ? t('budget.prefix', { prefix: p.prefix }) : t('budget.global');
  const values = {
    budget,
    used: p.used,
    limit: p.limit,
    percent: p.percent,
    hour: dateTime(String(p.windowStart)),
  };
  return (
    <span>
      {alert.kind === 'sms.budget.near'
        ? t('kind.smsBudgetNear', values)
        : t('kind.smsBudgetExhausted', values)}
    </span>
  );
}

/** The top bar's bell: unacknowledged alerts counted, the newest listed, each acknowledgeable. */
export function AlertsBell() {
  const { t } = useTranslation('alerts');
  const { dateTime } = useDateTime();
  const allowed = useCan('settings.read');
  const alerts = useOperatorAlerts(allowed);
  const acknowledge = useAcknowledgeAlert();
  if (!allowed) return null;
  const open = alerts.data?.open ?? 0;
  const items = alerts.data?.items ?? [];
  return (
    <Popover
      trigger={(props) => (
        <button
          type="button"
          className="alerts-bell"
          aria-label={open > 0 ? t('openCount', { count: open }) : t('title')}
          {...props}
        >
          <Bell size={18} aria-hidden="true" />
          {open > 0 && <span className="alerts-bell__count">{open > 99 ? '99+' : open}</span>}
        </button>
      )}
    >
      <div className="menu alerts-list" role="region" aria-label={t('title')}>
        <div className="menu__header">
          <p className="menu__title">{t('title')}</p>
        </div>
        {items.length === 0 && <p className="muted">{t('empty')}</p>}
        <ul>
          {items.map((alert) => (
            <li key={alert.id} className="alerts-list__item">
              <Pill tone={alert.level === 'critical' ? 'danger' : 'warning'}>
                {t(`level.${alert.level}`)}
              </Pill>{' '}
              <AlertText alert={alert} />
              <div className="muted">
                {dateTime(alert.createdAt)}
                {alert.acknowledgedAt &&
                  ` · ${t('acknowledgedBy', { name: alert.acknowledgedBy ?? '' })}`}
              </div>
              {!alert.acknowledgedAt && (
                <Button
                  variant="ghost"
                  loading={acknowledge.isPending && acknowledge.variables === alert.id}
                  onClick={() => acknowledge.mutate(alert.id)}
                >
                  {t('acknowledge')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Popover>
  );
}
