import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCreateDepositRequest,
  type TDepositInstructions,
  type TPaymentMethod,
} from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, User } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { depositLimitRefusal, limitsKey } from '../../responsible-gaming';
import { memberPageHref } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { createDeposit, depositsKey } from '../api/deposit-api';
import { limitProblem, quickAmounts, zAmountText } from '../lib/amount';
import { payPage } from '../lib/pay-redirect';
import { isRetryable } from '../lib/retryable';
import { useRequestId } from '../lib/use-request-id';
import { LimitedAmountField } from './limited-amount-field';
import { MethodCards } from './method-cards';
import { DepositOfferPicker } from '../../promotions';

interface TDepositFormProps {
  methods: readonly TPaymentMethod[];
  /** A bank-transfer deposit was made: show how to pay. */
  onCreated: (result: TDepositInstructions) => void;
}

/**
 * The deposit request of the contracts as the form holds it: the amount typed as text, parsed
 * into minor units by the money library, then held to the method's limits.
 */
function depositSchema(method: TPaymentMethod) {
  return ZCreateDepositRequest.pick({ payerName: true }).extend({
    amount: zAmountText(
      ZCreateDepositRequest.shape.amount,
      (minor) => limitProblem(minor, method.minAmount, method.maxAmount),
      method.currency,
    ),
  });
}

type TDepositFields = { amount: string; payerName?: string | undefined };
type TDepositValues = { amount: number; payerName?: string | undefined };

/** Choose a method, an amount (and the payer name for a transfer), then ask for the deposit. */
export function DepositForm({ methods, onCreated }: TDepositFormProps) {
  const [methodId, setMethodId] = useState<number | null>(methods[0]?.id ?? null);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  if (!method) return null;
  return (
    <DepositFields methods={methods} method={method} onMethod={setMethodId} onCreated={onCreated} />
  );
}

function DepositFields({
  methods,
  method,
  onMethod,
  onCreated,
}: TDepositFormProps & { method: TPaymentMethod; onMethod: (id: number) => void }) {
  // The limits' texts load with the form: a refusal over a limit says what is left.
  const { t, i18n } = useTranslation(['cashier', 'limits']);
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [notice, setNotice] = useState<TNotice>(null);
  const { dateTime } = useDateTime();
  const requestId = useRequestId();
  const form = useForm<TDepositFields, unknown, TDepositValues>({
    // Checked against the method chosen when it is sent; a blank payer name is no payer name.
    resolver: (fields, context, options) =>
      zodResolver(depositSchema(method))(
        { ...fields, payerName: fields.payerName?.trim() || undefined },
        context,
        options,
      ),
    defaultValues: { amount: '', payerName: '' },
    // A refused amount is cleared as soon as it is typed again, and checked again on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const asksPayer = method.kind === 'bank_transfer';

  const send = form.handleSubmit(async (values) => {
    const body = {
      paymentMethodId: method.id,
      amount: values.amount,
      ...(asksPayer && values.payerName ? { payerName: values.payerName } : {}),
      ...(method.kind === 'gateway' ? { returnPath: memberPageHref('depositv2') } : {}),
    };
    try {
      const result = await createDeposit({
        ...body,
        requestId: requestId.idFor(JSON.stringify(body)),
      });
      requestId.settle();
      void queryClient.invalidateQueries({ queryKey: depositsKey(token) });
      if (result.gateway) {
        // The gateway's own pay page takes over; it sends the member back to returnPath.
        payPage.go(result.gateway.payUrl);
        return;
      }
      onCreated(result);
    } catch (error) {
      // Keep the id only when the request may have reached the server, so a retry is the same.
      if (!isRetryable(error)) requestId.settle();
      void queryClient.invalidateQueries({ queryKey: limitsKey(token) });
      const overLimit = depositLimitRefusal(
        error,
        i18n.getFixedT(null, 'limits'),
        i18n.language,
        method.currency,
        dateTime,
      );
      setNotice({ notice: 'error', message: overLimit ?? errorText(error, i18n.language) });
    }
  });

  return (
    <form
      className="card cashier-form"
      onSubmit={(event) => {
        setNotice(null);
        void send(event);
      }}
      noValidate
    >
      <DepositOfferPicker />
      <MethodCards
        methods={methods}
        value={method.id}
        onChange={(id) => {
          onMethod(id);
          form.clearErrors('amount');
        }}
      />
      <LimitedAmountField
        form={form}
        currency={method.currency}
        min={method.minAmount}
        max={method.maxAmount}
        quickAmounts={quickAmounts(method.minAmount, method.maxAmount)}
      />
      {asksPayer ? (
        <Controller
          control={form.control}
          name="payerName"
          render={({ field }) => (
            <TextField
              label={t('deposit.payerName')}
              name={field.name}
              icon={<User size={18} />}
              autoComplete="name"
              maxLength={100}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint={t('deposit.payerNameHint')}
            />
          )}
        />
      ) : (
        <p className="cashier-note">{t('deposit.gatewayNote')}</p>
      )}
      <FormNotice notice={notice} />
      <Button
        type="submit"
        size="lg"
        block
        loading={form.formState.isSubmitting}
        icon={<ArrowDownToLine size={18} aria-hidden="true" />}
      >
        {method.kind === 'gateway' ? t('deposit.submitGateway') : t('deposit.submit')}
      </Button>
    </form>
  );
}
