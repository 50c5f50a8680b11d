import type { TAdjustment } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { apiErrorText } from '../../../lib/api-error-text';
import { MoneyInput } from '../../settings/components/money-input';
import { useCreateAdjustment } from '../api/use-withdrawals';
import { formatMoney } from '../lib/money';
import { MemberPicker, type PickedMember } from './member-picker';

const FORM_ID = 'create-adjustment-form';

interface Draft {
  member: PickedMember | null;
  direction: 'credit' | 'debit';
  /** Unsigned minor units (NaN while the text is not an amount). */
  amount: number;
  wallet: 'main' | 'bonus';
  reason: string;
}

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
  const [draft, setDraft] = useState<Draft>({
    member: null,
    direction: 'credit',
    // Empty until typed (NaN reads as no amount).
    amount: Number.NaN,
    wallet: 'main',
    reason: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const amountValid = Number.isSafeInteger(draft.amount) && draft.amount > 0;
  const errors = {
    member: !draft.member ? t('adjustments.memberRequired') : undefined,
    amount: !amountValid ? t('adjustments.amountRequired') : undefined,
    reason: !draft.reason.trim() ? t('reasonRequired') : undefined,
  };
  const needsApproval = threshold !== undefined && amountValid && draft.amount > threshold;

  async function submit() {
    setSubmitted(true);
    if (errors.member || errors.amount || errors.reason || !draft.member) return;
    setServerError(null);
    try {
      const created = await create.mutateAsync({
        accountId: draft.member.id,
        // Signed minor units: a debit is negative.
        amount: draft.direction === 'debit' ? -draft.amount : draft.amount,
        wallet: draft.wallet,
        reason: draft.reason.trim(),
      });
      onCreated(created);
    } catch (error) {
      setServerError(apiErrorText(error, lang));
    }
  }

  const shown = (message: string | undefined) => (submitted ? message : undefined);
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
      <form
        id={FORM_ID}
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {serverError && <Banner tone="danger">{serverError}</Banner>}
        <Field label={t('queue.member')} htmlFor="adj-member" errors={[shown(errors.member)]}>
          <MemberPicker
            id="adj-member"
            value={draft.member}
            invalid={submitted && !!errors.member}
            onChange={(member) => setDraft((d) => ({ ...d, member }))}
          />
        </Field>
        <div className="grid-2">
          <Field label={t('adjustments.direction')} htmlFor="adj-direction">
            <Select
              id="adj-direction"
              value={draft.direction}
              onChange={(e) =>
                setDraft((d) => ({ ...d, direction: e.target.value as Draft['direction'] }))
              }
            >
              <option value="credit">{t('adjustments.credit')}</option>
              <option value="debit">{t('adjustments.debit')}</option>
            </Select>
          </Field>
          <Field label={t('adjustments.wallet')} htmlFor="adj-wallet">
            <Select
              id="adj-wallet"
              value={draft.wallet}
              onChange={(e) =>
                setDraft((d) => ({ ...d, wallet: e.target.value as Draft['wallet'] }))
              }
            >
              <option value="main">{t('wallets.purposes.main')}</option>
              <option value="bonus">{t('wallets.purposes.bonus')}</option>
            </Select>
          </Field>
        </div>
        <Field
          label={t('queue.amount')}
          htmlFor="adj-amount"
          hint={currency}
          errors={[shown(errors.amount)]}
        >
          <MoneyInput
            id="adj-amount"
            className="num"
            value={draft.amount}
            invalid={submitted && !!errors.amount}
            onChange={(amount) => setDraft((d) => ({ ...d, amount }))}
          />
        </Field>
        {needsApproval && <Banner tone="warning">{t('adjustments.needsApproval')}</Banner>}
        <Field label={t('reason')} htmlFor="adj-reason" errors={[shown(errors.reason)]}>
          <Textarea
            id="adj-reason"
            rows={3}
            maxLength={500}
            invalid={submitted && !!errors.reason}
            value={draft.reason}
            onChange={(e) => setDraft((d) => ({ ...d, reason: e.target.value }))}
          />
        </Field>
      </form>
    </Modal>
  );
}
