import type { TPublicState } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowUpRight, KeyRound, UserRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicStateKey, usePublicState } from '../../../api/member';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { memberPageHref } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { transferToUpline, useUplineTransferInfo } from '../api/wallet-api';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { checkAmount } from '../lib/amount-error';
import { newRequestId, useWalletRefresh } from '../lib/use-wallet-refresh';
import '../components/wallet.css';

type TFieldErrors = { amount?: string; paymentPassword?: string };

/** transferUpline (spec §2, issue 4 item 5): the member sends money to its upline agent. */
export function TransferUplinePage() {
  const { t, i18n } = useTranslation('wallet');
  const info = useUplineTransferInfo();
  const state = usePublicState();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const refresh = useWalletRefresh();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState(false);
  // Kept until the transfer went through, so a retried submit of the same amount moves it once.
  const pendingId = useRef<{ amount: number; id: string } | null>(null);
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, info.data?.currency);

  if (info.isPending) return <div className="skeleton wallet__skeleton" aria-busy="true" />;
  if (!info.data) {
    return <ResultLine result={{ tone: 'error', text: errorText(info.error, i18n.language) }} />;
  }
  const data = info.data;
  if (!data.enabled || !data.upline) {
    return (
      <EmptyState
        icon={<UserRound size={28} />}
        title={data.enabled ? t('upline.noUpline') : t('upline.disabled')}
        text={t('upline.unavailableText')}
        className="empty--panel"
      />
    );
  }
  if (!data.hasPaymentPassword) {
    return (
      <EmptyState
        icon={<KeyRound size={28} />}
        title={t('upline.needPaymentPassword')}
        text={t('upline.needPaymentPasswordText')}
        className="empty--panel"
        action={
          <Link to={memberPageHref('securityCenter')} className="btn btn--primary btn--md">
            {t('upline.goSecurity')}
          </Link>
        }
      />
    );
  }
  const balance = state.data?.balance ?? 0;
  const upline = data.upline;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const checked = checkAmount(
      amount,
      { available: balance, min: data.minAmount, max: data.maxAmount },
      t,
      i18n.language,
    );
    const found: TFieldErrors = {};
    if (checked.error) found.amount = checked.error;
    if (!password) found.paymentPassword = t('upline.passwordRequired');
    setErrors(found);
    if (checked.minor === undefined || found.paymentPassword) return;
    if (pendingId.current?.amount !== checked.minor) {
      pendingId.current = { amount: checked.minor, id: newRequestId() };
    }
    setBusy(true);
    try {
      const done = await transferToUpline({
        amount: checked.minor,
        paymentPassword: password,
        requestId: pendingId.current.id,
      });
      pendingId.current = null;
      queryClient.setQueryData<TPublicState>(publicStateKey(token), (old) =>
        old ? { ...old, balance: done.balance } : old,
      );
      setAmount('');
      setPassword('');
      setResult({
        tone: 'success',
        text: t('upline.done', {
          amount: money(done.amount),
          name: upline.nickname || upline.account,
        }),
      });
      void refresh();
    } catch (cause) {
      const text = errorText(cause, i18n.language);
      if (isApiError(cause, 'WRONG_PAYMENT_PASSWORD')) setErrors({ paymentPassword: text });
      else if (isApiError(cause, 'TRANSFER_AMOUNT_OUT_OF_RANGE', 'INSUFFICIENT_FUNDS')) {
        setErrors({ amount: text });
      } else setResult({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet">
      <ResultLine result={result} />
      <section className="card" aria-labelledby="upline-title">
        <h2 id="upline-title" className="card__title">
          <ArrowUpRight size={20} aria-hidden="true" />
          {t('upline.title')}
        </h2>
        <dl className="wallet__limits">
          <div>
            <dt>{t('upline.balance')}</dt>
            <dd>{money(balance)}</dd>
          </div>
          <div>
            <dt>{t('upline.limits')}</dt>
            <dd>
              {money(data.minAmount)} – {money(data.maxAmount)} {data.currency}
            </dd>
          </div>
        </dl>
        <form className="wallet__form" onSubmit={submit} noValidate>
          <TextField
            label={t('upline.upline')}
            icon={<UserRound size={18} />}
            value={upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account}
            readOnly
          />
          <AmountField
            label={t('upline.amount')}
            name="amount"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            required
          />
          <PasswordField
            label={t('upline.paymentPassword')}
            name="paymentPassword"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.paymentPassword}
            required
          />
          <div className="wallet__actions">
            <Button type="submit" loading={busy}>
              {t('upline.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
