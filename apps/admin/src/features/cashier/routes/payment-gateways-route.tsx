import { useTranslation } from 'react-i18next';
import { CashierSettingsPage } from '../components/settings-page';
import { PaymentGatewaysForm } from '../settings/payment-gateways-form';

/** /cashier/gateways — the `paymentGateways` settings section. */
export function PaymentGatewaysRoute() {
  const { t } = useTranslation('cashier');
  return (
    <CashierSettingsPage
      section="paymentGateways"
      title={t('gateways.title')}
      description={t('gateways.description')}
    >
      {(all, canWrite) => <PaymentGatewaysForm saved={all.paymentGateways} canWrite={canWrite} />}
    </CashierSettingsPage>
  );
}
