import { SETTINGS_WRITE_PERMISSION, type TAllSettings, type TSettingsSection } from '@lw/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useCan } from '../../auth';
import { useAllSettings } from '../api/use-settings';

/**
 * The page of one settings section: its header, a read-only notice for operators who may not
 * change it, and the section's body once every section's settings are loaded.
 */
export function SettingsFrame({
  section,
  title,
  description,
  meta,
  children,
}: {
  section: TSettingsSection;
  title: string;
  description: string;
  /** Beside the title once loaded (the live state of the section). */
  meta?: (all: TAllSettings) => ReactNode;
  children: (all: TAllSettings, canWrite: boolean) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const settings = useAllSettings();
  const canWrite = useCan(SETTINGS_WRITE_PERMISSION[section]);
  return (
    <div className="page page--form">
      <PageHeader
        title={title}
        description={description}
        meta={settings.data && meta?.(settings.data)}
      />
      {!canWrite && (
        <Banner tone="locked" title={t('readOnlyTitle')}>
          {t('readOnlyText')}
        </Banner>
      )}
      {settings.isPending ? (
        <LoadingBlock />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        children(settings.data, canWrite)
      )}
    </div>
  );
}
