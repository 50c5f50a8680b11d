import { zodResolver } from '@hookform/resolvers/zod';
import { ZPayWithdrawalRequest, type TAdminWithdrawal } from '@lw/contracts';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { formatMoney } from '../../../lib/money';
import { MoneyInput } from '../../settings';

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
  // The contract's request, with at most the amount asked for.
  const schema = useMemo(
    () =>
      ZPayWithdrawalRequest.extend({
        amountReceived: ZPayWithdrawalRequest.shape.amountReceived.max(withdrawal.amount),
      }),
    [withdrawal.amount],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amountReceived: withdrawal.amount },
    // The message follows each change, and the submit.
    mode: 'onChange',
    shouldFocusError: false,
  });
  const received = useWatch({ control: form.control, name: 'amountReceived' });
  const valid = schema.shape.amountReceived.safeParse(received).success;
  // Integer minor units: the subtraction is exact.
  const remaining = valid ? withdrawal.amount - received : null;
  const invalid = !!form.formState.errors.amountReceived;
  const error = invalid
    ? t('withdrawals.receivedRange', {
        max: formatMoney(withdrawal.amount, lang, withdrawal.currency),
      })
    : undefined;

  return (
    <Modal
      open
      onClose={onCancel}
      size="sm"
      title={t('withdrawals.payTitle')}
      description={t('withdrawals.payText', {
        amount: formatMoney(withdrawal.amount, lang, withdrawal.currency),
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
        onSubmit={(event) =>
          void form.handleSubmit(({ amountReceived }) => onConfirm(amountReceived))(event)
        }
      >
        <Field
          label={t('withdrawals.amountReceived')}
          htmlFor="pay-amountReceived"
          hint={t('withdrawals.amountReceivedHint')}
          errors={[error]}
        >
          <Controller
            control={form.control}
            name="amountReceived"
            render={({ field }) => (
              <MoneyInput
                id="pay-amountReceived"
                className="num"
                value={field.value}
                invalid={invalid}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
        <p aria-live="polite" data-testid="pay-remaining">
          {t('withdrawals.remaining')}:{' '}
          <strong className="num">
            {remaining === null
              ? '—'
              : `${formatMoney(remaining, lang, withdrawal.currency)} ${withdrawal.currency}`}
          </strong>
        </p>
      </form>
    </Modal>
  );
}
