import type { TAdminWithdrawal } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { MoneyInput } from '../../settings/components/money-input';
import { formatMoney } from '../lib/money';

const FORM_ID = 'pay-withdrawal-form';

/**
 * Marks a withdrawal paid with what actually reached the member's bank: the full amount unless
 * the operator types less; the rest goes back to the member's main wallet.
 */
export function PayWithdrawalDialog({
  withdrawal,
  loading,
  onConfirm,
  onCancel,
}: {
  withdrawal: TAdminWithdrawal;
  loading: boolean;
  onConfirm: (amountReceived: number) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const lang = i18n.language;
  const [received, setReceived] = useState(withdrawal.amount);
  const [touched, setTouched] = useState(false);
  const valid = Number.isSafeInteger(received) && received >= 1 && received <= withdrawal.amount;
  // Integer minor units: the subtraction is exact.
  const remaining = valid ? withdrawal.amount - received : null;
  const error = !valid
    ? t('withdrawals.receivedRange', { max: formatMoney(withdrawal.amount, lang) })
    : undefined;

  return (
    <Modal
      open
      onClose={onCancel}
      size="sm"
      title={t('withdrawals.payTitle')}
      description={t('withdrawals.payText', {
        amount: formatMoney(withdrawal.amount, lang),
        currency: withdrawal.currency,
        member: withdrawal.username,
        bank: withdrawal.bankCode,
        account: withdrawal.accountNumber,
        name: withdrawal.accountName,
      })}
      footer={
        <>
          <Button onClick={onCancel}>{t('common:cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={loading}>
            {t('withdrawals.markPaid')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className="form-stack"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (valid) onConfirm(received);
        }}
      >
        <Field
          label={t('withdrawals.amountReceived')}
          htmlFor="pay-amountReceived"
          hint={t('withdrawals.amountReceivedHint')}
          errors={[touched ? error : undefined]}
        >
          <MoneyInput
            id="pay-amountReceived"
            className="num"
            value={received}
            invalid={touched && !valid}
            onChange={(minor) => {
              setReceived(minor);
              setTouched(true);
            }}
          />
        </Field>
        <p aria-live="polite" data-testid="pay-remaining">
          {t('withdrawals.remaining')}:{' '}
          <strong className="num">
            {remaining === null ? '—' : `${formatMoney(remaining, lang)} ${withdrawal.currency}`}
          </strong>
        </p>
      </form>
    </Modal>
  );
}
