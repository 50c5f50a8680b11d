import type { TDepositInstructions } from '@lw/contracts';
import { ArrowDownToLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormNotice } from '../../../components/ui/form-notice';
import { errorText } from '../../../lib/error-text';
import { usePaymentMethods } from '../api/deposit-api';
import { BankTransferResult } from './bank-transfer-result';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositLimitsNotice } from '../../responsible-gaming';
import '../../../styles/cashier.css';

/** Member centre depositv2: make a deposit, see how to pay it, and the deposit history. */
export function DepositPage() {
  const { t, i18n } = useTranslation('cashier');
  const methods = usePaymentMethods();
  const [result, setResult] = useState<TDepositInstructions | null>(null);
  const items = methods.data?.items ?? [];

  let main;
  if (result) {
    main = <BankTransferResult result={result} onDone={() => setResult(null)} />;
  } else if (methods.isError) {
    main = (
      <FormNotice notice={{ notice: 'error', message: errorText(methods.error, i18n.language) }} />
    );
  } else if (methods.isPending) {
    main = <div className="card skeleton cashier-form-skeleton" aria-hidden="true" />;
  } else if (items.length === 0) {
    main = (
      <EmptyState
        icon={<ArrowDownToLine size={28} />}
        title={t('deposit.noMethodsTitle')}
        text={t('deposit.noMethodsText')}
        className="empty--panel"
      />
    );
  } else {
    main = <DepositForm methods={items} onCreated={setResult} />;
  }

  return (
    <div className="cashier">
      <DepositLimitsNotice />
      {main}
      <DepositHistory
        onShow={(shown) => {
          setResult(shown);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </div>
  );
}
