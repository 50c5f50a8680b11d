import type { TVendorTransfer } from '@lw/contracts';
import { ArrowLeftRight, Clock, Undo2, Wallet } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { formatMinorUnits } from '../../../lib/format';
import { createVendorTransfer, transferAllToMain, useMerchantWallet } from '../api/wallet-api';
import { AmountField } from '../components/amount-field';
import { ResultLine, type TResult } from '../components/result-line';
import { checkAmount } from '../lib/amount-error';
import { minorToInput } from '../lib/money-input';
import { newRequestId, useWalletRefresh } from '../lib/use-wallet-refresh';
import '../components/wallet.css';

type TDirection = 'in' | 'out';

/**
 * transferFund (spec §2, issue 4 item 5): every wallet's balance, moving money between the main
 * wallet and each transfer-mode vendor wallet, and "all to main".
 */
export function TransferFundPage() {
  const { t, i18n } = useTranslation('wallet');
  const wallet = useMerchantWallet();
  const refresh = useWalletRefresh();
  const [direction, setDirection] = useState<TDirection>('in');
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState<'transfer' | 'allToMain' | null>(null);
  // One id per intended transfer: a retry of the same submit cannot move the money twice.
  const pendingId = useRef<{ key: string; id: string } | null>(null);
  const money = (minor: number) => formatMinorUnits(minor, i18n.language);

  if (wallet.isPending) {
    return <div className="skeleton wallet__skeleton" aria-busy="true" />;
  }
  if (!wallet.data) {
    return <ResultLine result={{ tone: 'error', text: errorText(wallet.error, i18n.language) }} />;
  }
  const data = wallet.data;
  const chosen = data.vendors.find((v) => v.vendor === vendor) ?? data.vendors[0];
  const available = direction === 'in' ? data.main : (chosen?.balance ?? 0);
  const inVendors = data.vendors.reduce((sum, v) => sum + v.balance, 0);

  const describe = (transfer: TVendorTransfer): TResult => {
    const values = { amount: money(transfer.amount), vendor: transfer.vendor };
    if (transfer.status === 'pending') return { tone: 'pending', text: t('fund.pending', values) };
    if (transfer.status === 'failed') return { tone: 'error', text: t('fund.failed', values) };
    return { tone: 'success', text: t(`fund.done.${transfer.direction}`, values) };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (!chosen) return;
    const checked = checkAmount(amount, { available }, t, i18n.language);
    setError(checked.error);
    if (checked.minor === undefined) return;
    const key = `${direction}:${chosen.vendor}:${checked.minor}`;
    if (pendingId.current?.key !== key) pendingId.current = { key, id: newRequestId() };
    setBusy('transfer');
    try {
      const transfer = await createVendorTransfer({
        vendor: chosen.vendor,
        direction,
        amount: checked.minor,
        requestId: pendingId.current.id,
      });
      pendingId.current = null;
      setAmount('');
      setResult(describe(transfer));
    } catch (cause) {
      setResult({ tone: 'error', text: errorText(cause, i18n.language) });
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const allToMain = async () => {
    setResult(null);
    setBusy('allToMain');
    try {
      const { transfers } = await transferAllToMain(newRequestId());
      const pending = transfers.filter((tr) => tr.status === 'pending').length;
      const failed = transfers.filter((tr) => tr.status === 'failed').length;
      if (transfers.length === 0) setResult({ tone: 'success', text: t('fund.nothingToMove') });
      else if (failed > 0)
        setResult({ tone: 'error', text: t('fund.allFailed', { count: failed }) });
      else if (pending > 0)
        setResult({ tone: 'pending', text: t('fund.allPending', { count: pending }) });
      else setResult({ tone: 'success', text: t('fund.allDone', { count: transfers.length }) });
    } catch (cause) {
      setResult({ tone: 'error', text: errorText(cause, i18n.language) });
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  return (
    <div className="wallet">
      <section className="card" aria-labelledby="wallets-title">
        <h2 id="wallets-title" className="card__title">
          <Wallet size={20} aria-hidden="true" />
          {t('fund.wallets')}
        </h2>
        <ul className="wallet__grid">
          <li className="wallet__tile wallet__tile--main" aria-label={t('fund.mainWallet')}>
            <span className="wallet__tile-name">{t('fund.mainWallet')}</span>
            <span className="wallet__tile-amount" data-testid="wallet-main">
              {money(data.main)}
            </span>
            <span className="wallet__note">{data.currency}</span>
          </li>
          {data.vendors.map((v) => (
            <li key={v.vendor} className="wallet__tile" aria-label={v.name}>
              <span className="wallet__tile-name">
                {v.name}
                {v.pending > 0 ? (
                  <span className="tag">
                    <Clock size={12} aria-hidden="true" />
                    {t('fund.pendingTag')}
                  </span>
                ) : null}
              </span>
              <span className="wallet__tile-amount">{money(v.balance)}</span>
              {v.pending > 0 ? (
                <span className="wallet__note">
                  {t('fund.pendingAmount', { amount: money(v.pending) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {data.isSingle ? <p className="wallet__note">{t('fund.single')}</p> : null}
      </section>

      <ResultLine result={result} />

      {data.isSingle ? null : (
        <section className="card" aria-labelledby="transfer-title">
          <h2 id="transfer-title" className="card__title">
            <ArrowLeftRight size={20} aria-hidden="true" />
            {t('fund.transfer')}
          </h2>
          <form className="wallet__form" onSubmit={submit} noValidate>
            <div className="wallet__row">
              <div className="field">
                <label className="field__label" htmlFor="fund-direction">
                  {t('fund.direction')}
                </label>
                <select
                  id="fund-direction"
                  className="wallet__select"
                  value={direction}
                  onChange={(e) => setDirection(e.target.value as TDirection)}
                >
                  <option value="in">{t('fund.in')}</option>
                  <option value="out">{t('fund.out')}</option>
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor="fund-vendor">
                  {t('fund.vendor')}
                </label>
                <select
                  id="fund-vendor"
                  className="wallet__select"
                  value={chosen?.vendor ?? ''}
                  onChange={(e) => setVendor(e.target.value)}
                >
                  {data.vendors.map((v) => (
                    <option key={v.vendor} value={v.vendor}>
                      {v.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <AmountField
              label={t('fund.amount')}
              name="amount"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={error}
              hint={t('fund.available', { amount: money(available) })}
              required
            />
            <div className="wallet__actions">
              <Button type="submit" loading={busy === 'transfer'} disabled={busy !== null}>
                {t('fund.submit')}
              </Button>
              <Button variant="secondary" onClick={() => setAmount(minorToInput(available))}>
                {t('fund.useAll')}
              </Button>
              <Button
                variant="outline"
                icon={<Undo2 size={16} aria-hidden="true" />}
                onClick={() => void allToMain()}
                loading={busy === 'allToMain'}
                disabled={busy !== null || inVendors === 0}
              >
                {t('fund.allToMain')}
              </Button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
