import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateWithdrawalRequest, type TWithdrawInfo } from '@lw/contracts';
import { ArrowUpFromLine, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { errorText } from '../../../lib/error-text';
import { isApiError } from '../../../lib/api-client';
import { memberPageHref } from '../../../lib/links';
import { PaymentPasswordDialog } from '../../security';
import { bankName } from '../../../components/ui/bank-name';
import { LimitedAmountField, quickAmounts, zAmountText } from '../../deposit';
import { isRetryable } from '../../deposit';
import { useRequestId } from '../../deposit';
import { createWithdrawal } from '../api/withdraw-api';
import { dailyCountUsedUp, largestWithdrawal, withdrawLimitProblem } from '../lib/withdraw-limits';

interface TWithdrawFormProps {
  info: TWithdrawInfo;
  onDone: () => void;
  /** The payment password was just set here: the page reloads its info and says so. */
  onPaymentPasswordSet: () => void;
}

/**
 * The withdrawal request of the contracts as the form holds it: the amount typed as text,
 * parsed into minor units by the money library, then held to the limits, the balance and what
 * is left of today's limit; the payment password as the contract wants it.
 */
function withdrawSchema(info: TWithdrawInfo) {
  return ZCreateWithdrawalRequest.pick({ paymentPassword: true }).extend({
    amount: zAmountText(
      ZCreateWithdrawalRequest.shape.amount,
      (minor) => withdrawLimitProblem(minor, info),
      info.currency,
    ),
  });
}

/**
 * Amount, bank account and payment password; blocked with the reason while it cannot be sent.
 * Without a payment password, the set-payment-password dialog opens right here, and the form
 * follows as soon as it is set.
 */
export function WithdrawForm({ info, onDone, onPaymentPasswordSet }: TWithdrawFormProps) {
  const { t, i18n } = useTranslation('cashier');
  const accounts = info.bankAccounts;
  const initial = accounts.find((a) => a.isDefault) ?? accounts[0];
  const [accountId, setAccountId] = useState<number | null>(initial?.id ?? null);
  const [notice, setNotice] = useState<TNotice>(null);
  // A KYC_REQUIRED refusal links to the KYC page of the member centre.
  const [kycNeeded, setKycNeeded] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const requestId = useRequestId();
  const chosen = accounts.find((a) => a.id === accountId) ?? initial;
  const form = useForm({
    // Checked against the limits and usage of the info shown when it is sent.
    resolver: (fields: { amount: string; paymentPassword: string }, context, options) =>
      zodResolver(withdrawSchema(info))(fields, context, options),
    defaultValues: { amount: '', paymentPassword: '' },
    // A refused field is cleared as soon as it is typed again, and checked again on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const blocked = info.turnoverRemaining > 0 || dailyCountUsedUp(info);

  const send = form.handleSubmit(async ({ amount, paymentPassword }) => {
    if (!chosen) return;
    try {
      await createWithdrawal({
        amount,
        bankAccountId: chosen.id,
        paymentPassword,
        requestId: requestId.idFor(`${amount}:${chosen.id}`),
      });
      requestId.settle();
      form.reset();
      onDone();
    } catch (error) {
      if (!isRetryable(error)) requestId.settle();
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
      setKycNeeded(isApiError(error, 'KYC_REQUIRED'));
    }
  });

  if (!info.hasPaymentPassword) {
    return (
      <section className="card cashier-form" aria-labelledby="withdraw-form">
        <h2 id="withdraw-form" className="card__title">
          <ArrowUpFromLine size={20} aria-hidden="true" />
          {t('withdraw.form.title')}
        </h2>
        <p className="cashier-callout">
          <KeyRound size={20} aria-hidden="true" />
          <span>{t('withdraw.form.noPaymentPassword')}</span>
        </p>
        <Button onClick={() => setSettingPassword(true)}>
          {t('withdraw.form.setPaymentPassword')}
        </Button>
        <PaymentPasswordDialog
          open={settingPassword}
          change={false}
          onClose={() => setSettingPassword(false)}
          onDone={() => {
            setSettingPassword(false);
            onPaymentPasswordSet();
          }}
        />
      </section>
    );
  }

  return (
    <form
      className="card cashier-form"
      aria-labelledby="withdraw-form"
      onSubmit={(event) => {
        setNotice(null);
        void send(event);
      }}
      noValidate
    >
      <h2 id="withdraw-form" className="card__title">
        <ArrowUpFromLine size={20} aria-hidden="true" />
        {t('withdraw.form.title')}
      </h2>
      {accounts.length === 0 ? (
        <p className="cashier-callout">{t('withdraw.form.noBankAccount')}</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="withdraw-account">
            {t('withdraw.form.toAccount')}
          </label>
          <div className="field__control">
            <select
              id="withdraw-account"
              className="field__input field__select"
              value={chosen?.id ?? ''}
              onChange={(event) => setAccountId(Number(event.target.value))}
            >
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {bankName(account.bankCode, i18n.language)} {account.accountNumberMasked} ·{' '}
                  {account.accountName}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <LimitedAmountField
        form={form}
        currency={info.currency}
        min={info.minAmount}
        max={info.maxAmount}
        quickAmounts={quickAmounts(info.minAmount, largestWithdrawal(info), 5)}
      />
      <Controller
        control={form.control}
        name="paymentPassword"
        render={({ field }) => (
          <PasswordField
            label={t('withdraw.form.paymentPassword')}
            name={field.name}
            autoComplete="off"
            required
            // The contract's longest payment password.
            maxLength={64}
            value={field.value}
            onChange={(event) => {
              field.onChange(event);
              form.clearErrors('paymentPassword');
            }}
            onBlur={field.onBlur}
            error={errors.paymentPassword ? t('withdraw.form.passwordRequired') : undefined}
          />
        )}
      />
      <FormNotice notice={notice} />
      {info.kycNeededAbove !== null || (kycNeeded && notice) ? (
        <p className="cashier-callout">
          {info.kycNeededAbove !== null ? (
            <span>
              {t('withdraw.form.kycAbove')} <Money minor={info.kycNeededAbove} />{' '}
            </span>
          ) : null}
          <Link to={memberPageHref('kyc')}>{t('withdraw.form.verifyIdentity')}</Link>
        </p>
      ) : null}
      {dailyCountUsedUp(info) ? (
        <p className="cashier-callout">{t('withdraw.form.countUsedUp')}</p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={form.formState.isSubmitting}
        disabled={blocked || accounts.length === 0}
        icon={<ArrowUpFromLine size={18} aria-hidden="true" />}
      >
        {t('withdraw.form.submit')}
      </Button>
    </form>
  );
}
