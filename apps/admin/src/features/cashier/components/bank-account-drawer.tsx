import { zodResolver } from '@hookform/resolvers/zod';
import { ZOperatorBankAccountInput, type TOperatorBankAccount } from '@lw/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
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
  const { t, i18n } = useTranslation('cashier');
  const toast = useToast();
  const save = useSaveBankAccount();
  const [serverError, setServerError] = useState<string | null>(null);
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

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body: values });
      toast.success(t('bankAccounts.savedToast', { number: values.accountNumber }));
      onClose();
    } catch (error) {
      const message = apiErrorText(error, i18n.language);
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        applyServerIssues(error.details, form.setError);
      }
      setServerError(message);
      toast.error(message);
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={editing ? t('bankAccounts.editTitle') : t('bankAccounts.add')}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={isSubmitting}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="form-stack" onSubmit={onSubmit} noValidate>
        {serverError && <Banner tone="danger">{serverError}</Banner>}
        <Field
          label={t('bankAccounts.bankCode')}
          htmlFor="ba-bankCode"
          hint={t('bankAccounts.bankCodeHint')}
          errors={[errors.bankCode?.message]}
        >
          <Input
            id="ba-bankCode"
            className="mono"
            invalid={!!errors.bankCode}
            {...form.register('bankCode')}
          />
        </Field>
        <Field
          label={t('bankAccounts.accountName')}
          htmlFor="ba-accountName"
          errors={[errors.accountName?.message]}
        >
          <Input
            id="ba-accountName"
            invalid={!!errors.accountName}
            {...form.register('accountName')}
          />
        </Field>
        <Field
          label={t('bankAccounts.accountNumber')}
          htmlFor="ba-accountNumber"
          errors={[errors.accountNumber?.message]}
        >
          <Input
            id="ba-accountNumber"
            className="mono"
            inputMode="numeric"
            invalid={!!errors.accountNumber}
            {...form.register('accountNumber')}
          />
        </Field>
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
      </form>
    </Modal>
  );
}
