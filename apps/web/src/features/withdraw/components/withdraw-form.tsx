import type { TWithdrawInfo } from '@lw/contracts';
import { ArrowUpFromLine, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { errorText } from '../../../lib/api-client';
import { PaymentPasswordDialog } from '../../member/components/payment-password-dialog';
import { AmountField } from '../../deposit/components/amount-field';
import { bankName } from '../../deposit/components/bank-name';
import { parseAmountToMinor, quickAmounts, type TAmountProblem } from '../../deposit/lib/amount';
import { isRetryable } from '../../deposit/lib/retryable';
import { useRequestId } from '../../deposit/lib/use-request-id';
import { createWithdrawal } from '../api/withdraw-api';
import { dailyCountUsedUp, largestWithdrawal, withdrawAmountProblem } from '../lib/withdraw-limits';

interface TWithdrawFormProps {
  info: TWithdrawInfo;
  onDone: () => void;
  /** The payment password was just set here: the page reloads its info and says so. */
  onPaymentPasswordSet: () => void;
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
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<TAmountProblem>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [notice, setNotice] = useState<TNotice>(null);
  const [busy, setBusy] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const requestId = useRequestId();
  const chosen = accounts.find((a) => a.id === accountId) ?? initial;

  const blocked = info.turnoverRemaining > 0 || dailyCountUsedUp(info);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const found = withdrawAmountProblem(amount, info);
    setProblem(found);
    const missingPassword = password === '';
    setPasswordError(missingPassword ? t('withdraw.form.passwordRequired') : undefined);
    const minor = parseAmountToMinor(amount);
    if (found || minor === null || missingPassword || !chosen) return;
    setBusy(true);
    try {
      await createWithdrawal({
        amount: minor,
        bankAccountId: chosen.id,
        paymentPassword: password,
        requestId: requestId.idFor(`${minor}:${chosen.id}`),
      });
      requestId.settle();
      setAmount('');
      setPassword('');
      onDone();
    } catch (error) {
      if (!isRetryable(error)) requestId.settle();
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
    } finally {
      setBusy(false);
    }
  };

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
      onSubmit={(e) => void onSubmit(e)}
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
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          if (problem) setProblem(null);
        }}
        min={info.minAmount}
        max={info.maxAmount}
        currency={info.currency}
        problem={problem}
        chips={quickAmounts(info.minAmount, largestWithdrawal(info), 5)}
      />
      <PasswordField
        label={t('withdraw.form.paymentPassword')}
        name="paymentPassword"
        autoComplete="off"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordError(undefined);
        }}
        error={passwordError}
      />
      <FormNotice notice={notice} />
      {dailyCountUsedUp(info) ? (
        <p className="cashier-callout">{t('withdraw.form.countUsedUp')}</p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={busy}
        disabled={blocked || accounts.length === 0}
        icon={<ArrowUpFromLine size={18} aria-hidden="true" />}
      >
        {t('withdraw.form.submit')}
      </Button>
    </form>
  );
}
