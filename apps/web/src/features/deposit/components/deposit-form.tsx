import type { TDepositInstructions, TPaymentMethod } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, User } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { memberPageHref } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { createDeposit, depositsKey } from '../api/deposit-api';
import { amountProblem, parseAmountToMinor, type TAmountProblem } from '../lib/amount';
import { goToPayPage } from '../lib/pay-redirect';
import { isRetryable } from '../lib/retryable';
import { useRequestId } from '../lib/use-request-id';
import { AmountField } from './amount-field';
import { MethodCards } from './method-cards';

interface TDepositFormProps {
  methods: readonly TPaymentMethod[];
  /** A bank-transfer deposit was made: show how to pay. */
  onCreated: (result: TDepositInstructions) => void;
}

/** Choose a method, an amount (and the payer name for a transfer), then ask for the deposit. */
export function DepositForm({ methods, onCreated }: TDepositFormProps) {
  const { t, i18n } = useTranslation('cashier');
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [methodId, setMethodId] = useState<number | null>(methods[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [problem, setProblem] = useState<TAmountProblem>(null);
  const [notice, setNotice] = useState<TNotice>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRequestId();
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  if (!method) return null;
  const asksPayer = method.kind === 'bank_transfer';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const found = amountProblem(amount, method.minAmount, method.maxAmount);
    setProblem(found);
    const minor = parseAmountToMinor(amount);
    if (found || minor === null) return;
    const body = {
      paymentMethodId: method.id,
      amount: minor,
      ...(asksPayer && payerName.trim() ? { payerName: payerName.trim() } : {}),
      ...(method.kind === 'gateway' ? { returnPath: memberPageHref('depositv2') } : {}),
    };
    setBusy(true);
    try {
      const result = await createDeposit({
        ...body,
        requestId: requestId.idFor(JSON.stringify(body)),
      });
      requestId.settle();
      void queryClient.invalidateQueries({ queryKey: depositsKey(token) });
      if (result.gateway) {
        // The gateway's own pay page takes over; it sends the member back to returnPath.
        goToPayPage(result.gateway.payUrl);
        return;
      }
      onCreated(result);
    } catch (error) {
      // Keep the id only when the request may have reached the server, so a retry is the same.
      if (!isRetryable(error)) requestId.settle();
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card cashier-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <MethodCards
        methods={methods}
        value={method.id}
        onChange={(id) => {
          setMethodId(id);
          setProblem(null);
        }}
      />
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          if (problem) setProblem(null);
        }}
        min={method.minAmount}
        max={method.maxAmount}
        currency={method.currency}
        problem={problem}
      />
      {asksPayer ? (
        <TextField
          label={t('deposit.payerName')}
          name="payerName"
          icon={<User size={18} />}
          autoComplete="name"
          maxLength={100}
          value={payerName}
          onChange={(event) => setPayerName(event.target.value)}
          hint={t('deposit.payerNameHint')}
        />
      ) : (
        <p className="cashier-note">{t('deposit.gatewayNote')}</p>
      )}
      <FormNotice notice={notice} />
      <Button
        type="submit"
        size="lg"
        block
        loading={busy}
        icon={<ArrowDownToLine size={18} aria-hidden="true" />}
      >
        {method.kind === 'gateway' ? t('deposit.submitGateway') : t('deposit.submit')}
      </Button>
    </form>
  );
}
