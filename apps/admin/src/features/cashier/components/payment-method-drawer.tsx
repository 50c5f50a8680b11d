import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHIPPED_LANGUAGES,
  ZPaymentMethodInput,
  type TAdminPaymentMethod,
  type TOperatorBankAccount,
  type TPaymentMethodInput,
} from '@lw/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerSubmit } from '../../../components/crud/form-drawer';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { MoneyInput } from '../../settings';
import { useSavePaymentMethod } from '../api/use-deposits';

const FORM_ID = 'payment-method-form';

/** The contract's cross-field messages, shown in the operator's language. */
const CROSS_FIELD: Record<string, string> = {
  'a bank transfer method needs an operator bank account and no gateway':
    'methods.needsBankAccount',
  'a gateway method needs a gateway id and no bank account': 'methods.needsGateway',
};

function blank(currency: string): TPaymentMethodInput {
  return {
    code: '',
    kind: 'bank_transfer',
    name: { th: '', en: '', zh: '' },
    enabled: true,
    currency,
    minAmount: 10_000,
    maxAmount: 5_000_000,
    displayOrder: 0,
    operatorBankAccountId: null,
    gatewayId: null,
  };
}

/** Adds (`editing` null) or edits a payment method offered on the member's deposit page. */
export function PaymentMethodDrawer({
  editing,
  currency,
  bankAccounts,
  gatewayIds,
  onClose,
}: {
  editing: TAdminPaymentMethod | null;
  currency: string;
  bankAccounts: TOperatorBankAccount[];
  gatewayIds: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('cashier');
  const save = useSavePaymentMethod();
  const form = useForm({
    resolver: zodResolver(ZPaymentMethodInput, { error: zodErrorMap }),
    defaultValues: editing
      ? {
          code: editing.code,
          kind: editing.kind,
          name: editing.name,
          enabled: editing.enabled,
          currency: editing.currency,
          minAmount: editing.minAmount,
          maxAmount: editing.maxAmount,
          displayOrder: editing.displayOrder,
          operatorBankAccountId: editing.operatorBankAccountId,
          gatewayId: editing.gatewayId,
        }
      : blank(currency),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const text = (message: string | undefined) =>
    message && CROSS_FIELD[message] ? t(CROSS_FIELD[message]) : message;

  const { onSubmit, serverError } = useDrawerSubmit(form, {
    save: (values) => save.mutateAsync({ id: editing?.id ?? null, body: values }),
    savedText: (values) => t('methods.savedToast', { code: values.code }),
    onClose,
  });

  return (
    <FormDrawer
      formId={FORM_ID}
      title={editing ? t('methods.editTitle', { code: editing.code }) : t('methods.add')}
      saveLabel={t('save')}
      submitting={isSubmitting}
      serverError={serverError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid-2">
        <InputField
          id="pm-code"
          label={t('methods.code')}
          hint={t('methods.codeHint')}
          error={errors.code?.message}
          className="mono"
          spellCheck={false}
          registration={form.register('code')}
        />
        <Field label={t('methods.kind')} htmlFor="pm-kind">
          <Select
            id="pm-kind"
            {...form.register('kind', {
              // The other kind's target no longer applies.
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === 'gateway') form.setValue('operatorBankAccountId', null);
                else form.setValue('gatewayId', null);
              },
            })}
          >
            <option value="bank_transfer">{t('methods.kinds.bank_transfer')}</option>
            <option value="gateway">{t('methods.kinds.gateway')}</option>
          </Select>
        </Field>
      </div>
      {SHIPPED_LANGUAGES.map((lang) => (
        <Field
          key={lang}
          label={t(`methods.nameIn.${lang}`)}
          htmlFor={`pm-name-${lang}`}
          errors={[errors.name?.[lang]?.message]}
        >
          <Input
            id={`pm-name-${lang}`}
            invalid={!!errors.name?.[lang]}
            {...form.register(`name.${lang}`)}
          />
        </Field>
      ))}
      {kind === 'bank_transfer' ? (
        <Field
          label={t('methods.bankAccount')}
          htmlFor="pm-bankAccount"
          errors={[text(errors.operatorBankAccountId?.message)]}
        >
          <Controller
            control={form.control}
            name="operatorBankAccountId"
            render={({ field }) => (
              <Select
                id="pm-bankAccount"
                invalid={!!errors.operatorBankAccountId}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">{t('methods.chooseBankAccount')}</option>
                {bankAccounts.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.bankCode} {b.accountNumber} · {b.accountName}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
      ) : (
        <Field
          label={t('methods.gateway')}
          htmlFor="pm-gateway"
          errors={[text(errors.gatewayId?.message)]}
        >
          <Controller
            control={form.control}
            name="gatewayId"
            render={({ field }) => (
              <Select
                id="pm-gateway"
                invalid={!!errors.gatewayId}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value || null)}
              >
                <option value="">{t('methods.chooseGateway')}</option>
                {gatewayIds.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
      )}
      <div className="grid-3">
        {(['minAmount', 'maxAmount'] as const).map((key) => (
          <Field
            key={key}
            label={t(`methods.${key}`)}
            htmlFor={`pm-${key}`}
            hint={currency}
            errors={[errors[key]?.message]}
          >
            <Controller
              control={form.control}
              name={key}
              render={({ field }) => (
                <MoneyInput
                  id={`pm-${key}`}
                  className="num"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  invalid={!!errors[key]}
                />
              )}
            />
          </Field>
        ))}
        <InputField
          id="pm-displayOrder"
          label={t('methods.displayOrder')}
          error={errors.displayOrder?.message}
          type="number"
          inputMode="numeric"
          className="num"
          registration={form.register('displayOrder', { valueAsNumber: true })}
        />
      </div>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            id="pm-enabled"
            checked={field.value ?? true}
            onChange={field.onChange}
            label={t('methods.enabled')}
            description={t('methods.enabledHint')}
          />
        )}
      />
    </FormDrawer>
  );
}
