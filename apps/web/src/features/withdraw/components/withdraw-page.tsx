import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/ui/form-notice';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { errorText } from '../../../lib/error-text';
import { BonusWithdrawWarning } from '../../bonus';
import { useRefreshWithdraw, useWithdrawInfo } from '../api/withdraw-api';
import { BankAccountsCard } from './bank-accounts-card';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalHistory } from './withdrawal-history';
import '../../../styles/cashier.css';

/** Member centre withdraw: figures, the request form, payout accounts and my withdrawals. */
export function WithdrawPage() {
  const { t, i18n } = useTranslation('cashier');
  const info = useWithdrawInfo();
  const refresh = useRefreshWithdraw();
  const [result, setResult] = useState<TResult>(null);

  const changed = (message: NonNullable<TResult>) => {
    setResult(message);
    void refresh();
  };

  return (
    <div className="cashier">
      <ResultLine result={result} />
      <BonusWithdrawWarning />
      {info.isError ? (
        <FormNotice notice={{ notice: 'error', message: errorText(info.error, i18n.language) }} />
      ) : info.isPending ? (
        <div className="card skeleton cashier-form-skeleton" aria-hidden="true" />
      ) : (
        <>
          <WithdrawSummary info={info.data} />
          <WithdrawForm
            info={info.data}
            onDone={() => changed({ tone: 'success', text: t('withdraw.form.done') })}
            onPaymentPasswordSet={() =>
              changed({ tone: 'success', text: t('withdraw.form.paymentPasswordSet') })
            }
          />
          <BankAccountsCard
            accounts={info.data.bankAccounts}
            hasRealName={info.data.hasRealName}
            onChanged={changed}
          />
        </>
      )}
      <WithdrawalHistory onChanged={changed} />
    </div>
  );
}
