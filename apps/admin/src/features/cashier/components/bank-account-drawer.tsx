import { zodResolver } from '@hookform/resolvers/zod';
import { ZOperatorBankAccountInput, type TOperatorBankAccount } from '@lw/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerSubmit } from '../../../components/crud/form-drawer';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { InputField } from '../../../components/form/input-field';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveBankAccount } from '../api/use-deposits';

const FORM_ID = 'bank-account-form';

/** Adds (`editing` null) or edits a bank account of the operator that members pay into. */
export function BankAccountDrawer({
  editing,
  onClose,
}: {
  editing: TOperatorBankAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cashier');
  const save = useSaveBankAccount();
  const form = useForm({
    resolver: zodResolver(ZOperatorBankAccountInput, { error: zodErrorMap }),
    defaultValues: {
      bankCode: editing?.bankCode ?? '',
      accountName: editing?.accountName ?? '',
      accountNumber: editing?.accountNumber ?? '',
      promptPayId: editing?.promptPayId ?? null,
      enabled: editing?.enabled ?? true,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, serverError } = useDrawerSubmit(form, {
    save: (values) => save.mutateAsync({ id: editing?.id ?? null, body: values }),
    savedText: (values) => t('bankAccounts.savedToast', { number: values.accountNumber }),
    onClose,
  });

  return (
    <FormDrawer
      formId={FORM_ID}
      title={editing ? t('bankAccounts.editTitle') : t('bankAccounts.add')}
      saveLabel={t('save')}
      submitting={isSubmitting}
      serverError={serverError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <InputField
        id="ba-bankCode"
        label={t('bankAccounts.bankCode')}
        hint={t('bankAccounts.bankCodeHint')}
        error={errors.bankCode?.message}
        className="mono"
        registration={form.register('bankCode')}
      />
      <InputField
        id="ba-accountName"
        label={t('bankAccounts.accountName')}
        error={errors.accountName?.message}
        registration={form.register('accountName')}
      />
      <InputField
        id="ba-accountNumber"
        label={t('bankAccounts.accountNumber')}
        error={errors.accountNumber?.message}
        className="mono"
        inputMode="numeric"
        registration={form.register('accountNumber')}
      />
      <Field
        label={t('bankAccounts.promptPayId')}
        htmlFor="ba-promptPayId"
        hint={t('bankAccounts.promptPayIdHint')}
        errors={[errors.promptPayId?.message]}
      >
        <Controller
          control={form.control}
          name="promptPayId"
          render={({ field }) => (
            <Input
              id="ba-promptPayId"
              className="mono"
              inputMode="numeric"
              invalid={!!errors.promptPayId}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              // Empty means "no PromptPay QR" (null), not an empty id.
              onChange={(e) => field.onChange(e.target.value.trim() ? e.target.value : null)}
            />
          )}
        />
      </Field>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            id="ba-enabled"
            checked={field.value ?? true}
            onChange={field.onChange}
            label={t('bankAccounts.enabled')}
          />
        )}
      />
    </FormDrawer>
  );
}
