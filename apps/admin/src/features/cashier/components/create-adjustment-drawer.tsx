import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateAdjustmentRequest, ZMinorUnits, type TAdjustment } from '@lw/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatMoney } from '../../../lib/money';
import { MoneyInput } from '../../settings';
import { useCreateAdjustment } from '../api/use-withdrawals';
import { MemberPicker, type PickedMember } from './member-picker';

const FORM_ID = 'create-adjustment-form';

/** The amount as typed: unsigned minor units (MoneyInput gives NaN while it is not an amount). */
const ZUnsignedAmount = ZMinorUnits.min(1);

/** What the form sends but the operator does not type: the idempotency key. */
const ZTypedRequest = ZCreateAdjustmentRequest.omit({ requestId: true });

/**
 * The drawer's fields (the member picked, a direction and an unsigned amount, the contract's
 * wallet and reason) turned into the contract's create-adjustment request: signed minor units,
 * a debit being negative.
 */
const ZAdjustmentDraft = ZCreateAdjustmentRequest.pick({ wallet: true, reason: true })
  .extend({
    member: z.custom<PickedMember | null>((member) => member !== null),
    direction: z.enum(['credit', 'debit']),
    amount: ZUnsignedAmount,
  })
  .transform(
    ({ member, direction, amount, wallet, reason }, ctx): z.input<typeof ZTypedRequest> => {
      if (!member) {
        ctx.addIssue({ code: 'custom', path: ['member'], message: 'required' });
        return z.NEVER;
      }
      return {
        accountId: member.id,
        amount: direction === 'debit' ? -amount : amount,
        wallet,
        reason,
      };
    },
  )
  .pipe(ZTypedRequest);

type TDraft = z.input<typeof ZAdjustmentDraft>;

/**
 * A manual credit or debit of a member's wallet. Above the maker-checker threshold it waits for
 * a second operator; below it is posted at once.
 */
export function CreateAdjustmentDrawer({
  threshold,
  currency,
  onCreated,
  onClose,
}: {
  /** Minor units; undefined when the settings cannot be read. */
  threshold: number | undefined;
  currency: string;
  onCreated: (adjustment: TAdjustment) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const lang = i18n.language;
  const create = useCreateAdjustment();
  const form = useForm<TDraft, unknown, z.output<typeof ZAdjustmentDraft>>({
    resolver: zodResolver(ZAdjustmentDraft),
    defaultValues: {
      member: null,
      direction: 'credit',
      // Empty until typed (NaN reads as no amount).
      amount: Number.NaN,
      wallet: 'main',
      reason: '',
    },
    // After the first submit, each field's message follows what is typed.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  // One key for this form: submitting again after a timeout or an error cannot post twice, and
  // the server answers the adjustment the first submit made.
  const [requestId] = useState(() => crypto.randomUUID());
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const needsApproval =
    threshold !== undefined && ZUnsignedAmount.safeParse(amount).success && amount > threshold;

  const submit = form.handleSubmit(async (request) => {
    setServerError(null);
    try {
      onCreated(await create.mutateAsync({ ...request, requestId }));
    } catch (error) {
      setServerError(apiErrorText(error, lang));
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={t('adjustments.create')}
      description={
        threshold !== undefined
          ? t('adjustments.thresholdHint', { amount: formatMoney(threshold, lang), currency })
          : undefined
      }
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={create.isPending}>
            {t('adjustments.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
        {serverError && <Banner tone="danger">{serverError}</Banner>}
        <Field
          label={t('queue.member')}
          htmlFor="adj-member"
          errors={[errors.member && t('adjustments.memberRequired')]}
        >
          <Controller
            control={form.control}
            name="member"
            render={({ field }) => (
              <MemberPicker
                id="adj-member"
                value={field.value}
                invalid={!!errors.member}
                onChange={field.onChange}
              />
            )}
          />
        </Field>
        <div className="grid-2">
          <Field label={t('adjustments.direction')} htmlFor="adj-direction">
            <Select id="adj-direction" {...form.register('direction')}>
              <option value="credit">{t('adjustments.credit')}</option>
              <option value="debit">{t('adjustments.debit')}</option>
            </Select>
          </Field>
          <Field label={t('adjustments.wallet')} htmlFor="adj-wallet">
            <Select id="adj-wallet" {...form.register('wallet')}>
              <option value="main">{t('wallets.purposes.main')}</option>
              <option value="bonus">{t('wallets.purposes.bonus')}</option>
            </Select>
          </Field>
        </div>
        <Field
          label={t('queue.amount')}
          htmlFor="adj-amount"
          hint={currency}
          errors={[errors.amount && t('adjustments.amountRequired')]}
        >
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <MoneyInput
                id="adj-amount"
                className="num"
                value={field.value}
                invalid={!!errors.amount}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
        {needsApproval && <Banner tone="warning">{t('adjustments.needsApproval')}</Banner>}
        <Field
          label={t('reason')}
          htmlFor="adj-reason"
          errors={[errors.reason && t('reasonRequired')]}
        >
          <Textarea
            id="adj-reason"
            rows={3}
            maxLength={500}
            invalid={!!errors.reason}
            {...form.register('reason')}
          />
        </Field>
      </form>
    </Modal>
  );
}
