import type { TAllSettings } from '@lw/contracts';
import { Globe2, Power } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Pill } from '../../../components/ui/pill';
import { useDateTime } from '../../../lib/datetime';

/** What players see right now: maintenance and region restriction as saved. */
export function SiteStatusCard({ settings }: { settings: TAllSettings }) {
  const { t } = useTranslation('dashboard');
  const { dateTime } = useDateTime();
  const { maintenance, region } = settings;
  const regionRules =
    region.allowedCountries.length +
    region.blockedCountries.length +
    region.ipAllowList.length +
    region.ipBlockList.length;
  return (
    <Card title={t('statusTitle')}>
      <ul className="status-list">
        <li className="status-item">
          <span className="status-item__icon" aria-hidden="true">
            <Power size={18} />
          </span>
          <div className="status-item__text">
            <Link to="/settings/maintenance" className="status-item__name">
              {t('maintenance')}
            </Link>
            <span className="status-item__detail">
              {maintenance.enabled
                ? maintenance.endsAt
                  ? t('maintenanceUntil', {
                      time: dateTime(maintenance.endsAt),
                    })
                  : t('maintenanceNoEnd')
                : t('maintenanceOff')}
            </span>
          </div>
          {maintenance.enabled ? (
            <Pill tone="warning">{t('common:status.inMaintenance')}</Pill>
          ) : (
            <Pill tone="success">{t('common:status.siteOpen')}</Pill>
          )}
        </li>
        <li className="status-item">
          <span className="status-item__icon" aria-hidden="true">
            <Globe2 size={18} />
          </span>
          <div className="status-item__text">
            <Link to="/settings/region" className="status-item__name">
              {t('region')}
            </Link>
            <span className="status-item__detail">
              {region.enabled
                ? t('regionRules', {
                    allowed: region.allowedCountries.length,
                    blocked: region.blockedCountries.length,
                    ips: region.ipAllowList.length + region.ipBlockList.length,
                  })
                : regionRules > 0
                  ? t('regionOffWithRules')
                  : t('regionOff')}
            </span>
          </div>
          {region.enabled ? (
            <Pill tone="info">{t('regionOn')}</Pill>
          ) : (
            <Pill tone="neutral">{t('regionOffShort')}</Pill>
          )}
        </li>
      </ul>
    </Card>
  );
}
