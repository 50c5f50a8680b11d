import { SETTINGS_WRITE_PERMISSION, type TAllSettings } from '@lw/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../../app/require-permission';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCan } from '../../auth';
import { useAllSettings } from '../../settings';

/**
 * Frame of the cashier's two settings sections (`cashier`, `paymentGateways`), loaded through
 * the generic settings API like every other section.
 */
export function CashierSettingsPage({
  section,
  title,
  description,
  children,
}: {
  section: 'cashier' | 'paymentGateways';
  title: string;
  description: string;
  children: (all: TAllSettings, canWrite: boolean) => ReactNode;
}) {
  return (
    <RequirePermission permission="settings.read">
      <SettingsBody section={section} title={title} description={description}>
        {children}
      </SettingsBody>
    </RequirePermission>
  );
}

function SettingsBody({
  section,
  title,
  description,
  children,
}: Parameters<typeof CashierSettingsPage>[0]) {
  const { t, i18n } = useTranslation('cashier');
  const settings = useAllSettings();
  const canWrite = useCan(SETTINGS_WRITE_PERMISSION[section]);
  return (
    <div className="page page--form">
      <PageHeader title={title} description={description} />
      {!canWrite && (
        <Banner tone="locked" title={t('settings:readOnlyTitle')}>
          {t('settings:readOnlyText')}
        </Banner>
      )}
      {settings.isPending ? (
        <div className="loading-block">
          <Spinner size={20} label={t('common:loading')} />
        </div>
      ) : settings.isError ? (
        <Banner
          tone="danger"
          action={
            <Button size="sm" onClick={() => void settings.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {apiErrorText(settings.error, i18n.language)}
        </Banner>
      ) : (
        children(settings.data, canWrite)
      )}
    </div>
  );
}
