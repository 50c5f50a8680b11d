import { SYSTEM_STATUS } from '@lw/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCover } from '../../../components/ui/loading-cover';
import { hasStoredLanguage } from '../../../lib/i18n';
import { usePermissionQuery } from '../../../api/get-permission';
import { useLiveEvents } from '../../wallet';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockPage } from './region-block-page';
import { StartupError } from './startup-error';

/**
 * Loads the startup permission and picks the full-page state (spec §2): the normal site (0),
 * maintenance (1) or region block (2). The server already applies "maintenance wins". An
 * operator's switch reaches open pages through the live channel (`site.status`).
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const query = usePermissionQuery();
  const { i18n } = useTranslation();
  // The live channel outlives the site while in maintenance, so the switch back arrives too.
  useLiveEvents();
  const data = query.data;

  useEffect(() => {
    if (!data) return;
    document.title = data.siteName;
    // Until the visitor picks a language, use the operator's default if it is offered.
    const fallback = data.languages.default;
    if (!hasStoredLanguage() && fallback && fallback !== i18n.language) {
      if (data.languages.offered.some((l) => l.code === fallback))
        void i18n.changeLanguage(fallback);
    }
  }, [data, i18n]);

  if (!data) {
    if (query.isError) {
      return (
        <StartupError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <LoadingCover />;
  }
  if (data.systemStatus === SYSTEM_STATUS.MAINTENANCE) return <MaintenancePage config={data} />;
  if (data.systemStatus === SYSTEM_STATUS.REGION_RESTRICTED)
    return <RegionBlockPage config={data} />;
  return <>{children}</>;
}
