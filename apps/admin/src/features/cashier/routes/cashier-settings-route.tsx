import { useTranslation } from 'react-i18next';
import { CashierSettingsPage } from '../components/settings-page';
import { CashierSettingsForm } from '../settings/cashier-settings-form';

/** /cashier/settings — the `cashier` settings section. */
export function CashierSettingsRoute() {
  const { t } = useTranslation('cashier');
  return (
    <CashierSettingsPage
      section="cashier"
      title={t('settings.title')}
      description={t('settings.description')}
    >
      {(all, canWrite) => <CashierSettingsForm saved={all.cashier} canWrite={canWrite} />}
    </CashierSettingsPage>
  );
}
