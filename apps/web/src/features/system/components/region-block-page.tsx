import { pickLocalized, type TPermissionResponse } from '@lw/contracts';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusShell } from './status-shell';

/** System status 2: the region-block page with the visitor's IP. */
export function RegionBlockPage({ config }: { config: TPermissionResponse }) {
  const { t, i18n } = useTranslation('system');
  const message =
    pickLocalized(config.regionRestriction.message, i18n.language) || t('region.defaultMessage');
  return (
    <StatusShell
      config={config}
      tone="blocked"
      icon={<MapPinOff size={44} />}
      title={t('region.title')}
    >
      <p className="status-card__message">{message}</p>
      <p className="status-card__fact">
        <span>{t('region.yourIp')}</span>{' '}
        <strong className="tabular ip">{config.location.ip}</strong>
      </p>
    </StatusShell>
  );
}
