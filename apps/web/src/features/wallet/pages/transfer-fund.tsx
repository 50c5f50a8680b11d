import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZVendorTransferRequest,
  type TAllToMainResult,
  type TMerchantWallet,
  type TVendorTransfer,
  type TVendorTransferRequest,
} from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Undo2, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { errorCodeText, errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  createVendorTransfer,
  transferAllToMain,
  useMerchantWallet,
  useVendorWallets,
  vendorWalletQuery,
} from '../api/wallet-api';
import { VendorWalletTile } from '../components/vendor-wallet-tile';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { amountErrorText, zWalletAmount } from '../lib/amount-error';
import { minorToInput } from '../lib/money-input';
import { newRequestId, useWalletRefresh } from '../lib/use-wallet-refresh';
import '../components/wallet.css';

type TBusy = 'transfer' | 'allToMain' | 'useAll' | null;

/**
 * transferFund (spec §2, issue 4 item 5; issue 22 item 1): every wallet's balance, moving money
 * between the main wallet and each transfer-mode vendor wallet, and "all to main". The list comes
 * with our last readings; each game wallet is then read from its vendor (play there changes it
 * without telling us) and shows that it is being read until the vendor has answered.
 */
export function TransferFundPage() {
  const { t, i18n } = useTranslation('wallet');
  const wallet = useMerchantWallet();
  const reads = useVendorWallets(wallet.data?.vendors.map((v) => v.vendor) ?? []);
  const refresh = useWalletRefresh();
  const [result, setResult] = useState<TResult>(null);
  const [vendorLines, setVendorLines] = useState<string[]>([]);
  const [busy, setBusy] = useState<TBusy>(null);
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, wallet.data?.currency);

  if (wallet.isPending) {
    return <div className="skeleton wallet__skeleton" aria-busy="true" />;
  }
  if (!wallet.data) {
    return <ResultLine result={{ tone: 'error', text: errorText(wallet.error, i18n.language) }} />;
  }
  // Each vendor's own reading where it has answered, else our last one.
  const data: TMerchantWallet = {
    ...wallet.data,
    vendors: wallet.data.vendors.map((v, i) => reads[i]?.data ?? v),
  };
  const inVendors = data.vendors.reduce((sum, v) => sum + v.balance + v.pending, 0);

  const allToMain = async () => {
    setResult(null);
    setVendorLines([]);
    setBusy('allToMain');
    try {
      const answer = await transferAllToMain(newRequestId());
      setResult(allToMainSummary(answer, t));
      setVendorLines(
        answer.vendors.flatMap((v) => {
          const values = { vendor: v.name, amount: money(v.amount) };
          if (v.status === 'moved') return [t('fund.vendorMoved', values)];
          if (v.status === 'pending') return [t('fund.vendorPending', values)];
          if (v.status === 'failed' && v.errorCode) {
            const error = errorCodeText(v.errorCode, i18n.language);
            return [t('fund.vendorFailed', { vendor: v.name, error })];
          }
          return [];
        }),
      );
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
          {data.vendors.map((v, i) => (
            <VendorWalletTile
              key={v.vendor}
              wallet={v}
              refreshing={reads[i]?.isFetching ?? false}
              onRefresh={() => void reads[i]?.refetch()}
            />
          ))}
        </ul>
        {data.isSingle ? <p className="wallet__note">{t('fund.single')}</p> : null}
      </section>

      <ResultLine result={result} />
      {vendorLines.length > 0 ? (
        <ul className="wallet__vendor-results" data-testid="all-to-main-vendors">
          {vendorLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}

      {data.isSingle ? null : (
        <section className="card" aria-labelledby="transfer-title">
          <h2 id="transfer-title" className="card__title">
            <ArrowLeftRight size={20} aria-hidden="true" />
            {t('fund.transfer')}
          </h2>
          <VendorTransferForm
            data={data}
            busy={busy}
            onBusy={setBusy}
            onResult={setResult}
            onAllToMain={() => void allToMain()}
            canMoveAll={inVendors > 0}
          />
        </section>
      )}
    </div>
  );
}

type TTransferFields = { direction: 'in' | 'out'; vendor: string; amount: string };

/** The wallet the money leaves: the main wallet, or the chosen vendor's (else the first). */
function sourceBalance(
  data: TMerchantWallet,
  fields: Pick<TTransferFields, 'direction' | 'vendor'>,
) {
  if (fields.direction === 'in') return data.main;
  const chosen = data.vendors.find((v) => v.vendor === fields.vendor) ?? data.vendors[0];
  return chosen?.balance ?? 0;
}

/**
 * The transfer request of the contracts with its amount typed as text: parsed into minor units
 * by the money library and checked against the source wallet's balance.
 */
function transferSchema(data: TMerchantWallet, fields: TTransferFields) {
  return ZVendorTransferRequest.pick({ vendor: true, direction: true }).extend({
    amount: zWalletAmount({ available: sourceBalance(data, fields) }).pipe(
      ZVendorTransferRequest.shape.amount,
    ),
  });
}

type TTransferValues = Omit<TVendorTransferRequest, 'requestId'>;

/** Direction, vendor wallet and amount of one transfer between the main and a vendor wallet. */
function VendorTransferForm({
  data,
  busy,
  onBusy,
  onResult,
  onAllToMain,
  canMoveAll,
}: {
  data: TMerchantWallet;
  busy: TBusy;
  onBusy: (busy: TBusy) => void;
  onResult: (result: TResult) => void;
  onAllToMain: () => void;
  canMoveAll: boolean;
}) {
  const { t, i18n } = useTranslation('wallet');
  const refresh = useWalletRefresh();
  const queryClient = useQueryClient();
  const { token } = useSession();
  // One id per intended transfer: a retry of the same submit cannot move the money twice.
  const pendingId = useRef<{ key: string; id: string } | null>(null);
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, data.currency);
  // The balance to check against depends on the direction and vendor being sent.
  const resolver: Resolver<TTransferFields, unknown, TTransferValues> = (
    fields,
    context,
    options,
  ) => zodResolver(transferSchema(data, fields))(fields, context, options);
  const form = useForm<TTransferFields, unknown, TTransferValues>({
    resolver,
    defaultValues: { direction: 'in', vendor: data.vendors[0]?.vendor ?? '', amount: '' },
    // A refused amount keeps its message until the next submit, however the typing goes on.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [direction, vendor] = useWatch({ control: form.control, name: ['direction', 'vendor'] });
  const chosen = data.vendors.find((v) => v.vendor === vendor) ?? data.vendors[0];
  const available = sourceBalance(data, { direction, vendor });

  const describe = (transfer: TVendorTransfer): TResult => {
    const values = { amount: money(transfer.amount), vendor: transfer.vendor };
    if (transfer.status === 'pending') return { tone: 'pending', text: t('fund.pending', values) };
    if (transfer.status === 'failed') return { tone: 'error', text: t('fund.failed', values) };
    return { tone: 'success', text: t(`fund.done.${transfer.direction}`, values) };
  };

  /**
   * "Use all": the main wallet's balance, or the game wallet's as its vendor reports it now
   * (read again, not the figure on screen, which play may have changed since).
   */
  const fillAll = async () => {
    onResult(null);
    if (direction === 'in' || !chosen) {
      form.setValue('amount', minorToInput(available));
      return;
    }
    onBusy('useAll');
    try {
      const fresh = await queryClient.fetchQuery({
        ...vendorWalletQuery(token, chosen.vendor),
        staleTime: 0,
      });
      if (fresh.state === 'live') form.setValue('amount', minorToInput(fresh.balance));
      else {
        const code = fresh.errorCode ?? 'VENDOR_UNAVAILABLE';
        onResult({ tone: 'error', text: errorCodeText(code, i18n.language) });
      }
    } catch (cause) {
      onResult({ tone: 'error', text: errorText(cause, i18n.language) });
    } finally {
      onBusy(null);
    }
  };

  const send = form.handleSubmit(async (values) => {
    const key = `${values.direction}:${values.vendor}:${values.amount}`;
    if (pendingId.current?.key !== key) pendingId.current = { key, id: newRequestId() };
    onBusy('transfer');
    try {
      const transfer = await createVendorTransfer({ ...values, requestId: pendingId.current.id });
      pendingId.current = null;
      form.setValue('amount', '');
      onResult(describe(transfer));
    } catch (cause) {
      onResult({ tone: 'error', text: errorText(cause, i18n.language) });
    } finally {
      onBusy(null);
      await refresh();
    }
  });

  return (
    <form
      className="wallet__form"
      onSubmit={(event) => {
        event.preventDefault();
        onResult(null);
        if (!chosen) return;
        // The vendor shown is the one sent, even when the chosen one has just gone from the list.
        form.setValue('vendor', chosen.vendor);
        void send(event);
      }}
      noValidate
    >
      <div className="wallet__row">
        <div className="field">
          <label className="field__label" htmlFor="fund-direction">
            {t('fund.direction')}
          </label>
          <select id="fund-direction" className="select-input" {...form.register('direction')}>
            <option value="in">{t('fund.in')}</option>
            <option value="out">{t('fund.out')}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="fund-vendor">
            {t('fund.vendor')}
          </label>
          <select id="fund-vendor" className="select-input" {...form.register('vendor')}>
            {data.vendors.map((v) => (
              <option key={v.vendor} value={v.vendor}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <AmountField
            label={t('fund.amount')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={amountErrorText(fieldState.error?.message, t, i18n.language)}
            hint={t('fund.available', { amount: money(available) })}
            required
          />
        )}
      />
      <div className="wallet__actions">
        <Button type="submit" loading={busy === 'transfer'} disabled={busy !== null}>
          {t('fund.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void fillAll()}
          loading={busy === 'useAll'}
          disabled={busy !== null}
        >
          {t('fund.useAll')}
        </Button>
        <Button
          variant="outline"
          icon={<Undo2 size={16} aria-hidden="true" />}
          onClick={onAllToMain}
          loading={busy === 'allToMain'}
          disabled={busy !== null || !canMoveAll}
        >
          {t('fund.allToMain')}
        </Button>
      </div>
    </form>
  );
}

/** The one line over "all to main": nothing to move, something failed, pending, or all moved. */
function allToMainSummary(
  answer: TAllToMainResult,
  t: (key: string, values?: Record<string, unknown>) => string,
): TResult {
  const count = (status: string) => answer.vendors.filter((v) => v.status === status).length;
  const [moved, pending, failed] = [count('moved'), count('pending'), count('failed')];
  if (failed > 0) return { tone: 'error', text: t('fund.allFailed', { count: failed }) };
  if (pending > 0) return { tone: 'pending', text: t('fund.allPending', { count: pending }) };
  if (moved === 0) return { tone: 'success', text: t('fund.nothingToMove') };
  return { tone: 'success', text: t('fund.allDone', { count: moved }) };
}
