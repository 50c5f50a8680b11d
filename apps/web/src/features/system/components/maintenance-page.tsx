import { pickLocalized, type TPermissionResponse } from '@lw/contracts';
import { CalendarClock, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { StatusShell } from './status-shell';

/** System status 1: the maintenance page with the expected end and the operator's message. */
export function MaintenancePage({ config }: { config: TPermissionResponse }) {
  const { t, i18n } = useTranslation('system');
  const { dateTime } = useDateTime();
  const message =
    pickLocalized(config.maintenance.message, i18n.language) || t('maintenance.defaultMessage');
  const endsAt = config.maintenance.endsAt ? dateTime(config.maintenance.endsAt) : '';
  return (
    <StatusShell
      config={config}
      tone="maintenance"
      icon={<Wrench size={44} />}
      title={t('maintenance.title')}
    >
      <p className="status-card__message">{message}</p>
      {endsAt ? (
        <p className="status-card__fact">
          <CalendarClock size={18} aria-hidden="true" />
          <span>
            {t('maintenance.endsAt')} <strong className="tabular">{endsAt}</strong>
          </span>
        </p>
      ) : (
        <p className="status-card__fact">{t('maintenance.noEnd')}</p>
      )}
    </StatusShell>
  );
}
