import { pickLocalized, type TPermissionResponse } from '@lw/contracts';
import { MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusShell } from './status-shell';

interface TRegionBlockPageProps {
  config: TPermissionResponse;
  /** Below the message (the IP-restricted route adds a way back to the lobby). */
  children?: ReactNode;
}

/**
 * The region-block page (system status 2, and the IP-restricted route /restricted): the
 * operator's message or info_ip_block, the visitor's IP, and the customer-service button.
 */
export function RegionBlockPage({ config, children }: TRegionBlockPageProps) {
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
        <strong className="tabular ip" data-testid="visitor-ip">
          {config.location.ip}
        </strong>
      </p>
      {children}
    </StatusShell>
  );
}
