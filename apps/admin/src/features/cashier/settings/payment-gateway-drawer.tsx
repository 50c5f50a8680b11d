import { zodResolver } from '@hookform/resolvers/zod';
import { SECRET_PLACEHOLDER } from '@lw/contracts';
import { useMemo, useState } from 'react';
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
import { useSaveSettings } from '../../settings/api/use-settings';
import {
  GATEWAY_ID_TAKEN,
  gatewayIssues,
  hasStoredGatewaySecret,
  newGatewayValues,
  withGateway,
  ZPaymentGatewayForm,
  type TPaymentGatewaySettings,
} from './payment-gateway-values';

const FORM_ID = 'payment-gateway-form';

/**
 * Adds (`editId` null) or edits one payment gateway. Saving puts the whole section; a secret
 * left as the placeholder keeps the stored one on the server.
 */
export function PaymentGatewayDrawer({
  saved,
  editId,
  onClose,
}: {
  saved: TPaymentGatewaySettings;
  editId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const toast = useToast();
  const save = useSaveSettings('paymentGateways');
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = editId !== null ? saved.gateways[editId] : undefined;
  const keepsSecret = hasStoredGatewaySecret(editing);

  const schema = useMemo(() => {
    const taken = Object.keys(saved.gateways).filter((id) => id !== editId);
    return ZPaymentGatewayForm.refine((v) => !taken.includes(v.id), {
      message: GATEWAY_ID_TAKEN,
      path: ['id'],
    });
  }, [saved, editId]);
  const form = useForm({
    resolver: zodResolver(schema, { error: zodErrorMap }),
    defaultValues: editing && editId ? { id: editId, ...editing } : newGatewayValues(),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(withGateway(saved, values));
      toast.success(t('gateways.savedToast', { name: values.name }));
      onClose();
    } catch (error) {
      const text = apiErrorText(error, i18n.language);
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        applyServerIssues(gatewayIssues(error.details, values.id), form.setError);
      }
      setServerError(text);
      toast.error(text);
    }
  });

  const idError =
    errors.id?.message === GATEWAY_ID_TAKEN ? t('gateways.idTaken') : errors.id?.message;

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={editId ? t('gateways.editTitle', { id: editId }) : t('gateways.add')}
      description={t('gateways.drawerHint')}
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
        {editId === null ? (
          <Field
            label={t('gateways.id')}
            htmlFor="gw-id"
            hint={t('gateways.idHint')}
            errors={[idError]}
          >
            <Input
              id="gw-id"
              className="mono"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={30}
              invalid={!!errors.id}
              {...form.register('id')}
            />
          </Field>
        ) : (
          idError && <Banner tone="danger">{idError}</Banner>
        )}
        <Field label={t('gateways.name')} htmlFor="gw-name" errors={[errors.name?.message]}>
          <Input id="gw-name" invalid={!!errors.name} {...form.register('name')} />
        </Field>
        <Field
          label={t('gateways.baseUrl')}
          htmlFor="gw-baseUrl"
          hint={t('gateways.baseUrlHint')}
          errors={[errors.baseUrl?.message]}
        >
          <Input
            id="gw-baseUrl"
            className="mono"
            spellCheck={false}
            placeholder="https://"
            invalid={!!errors.baseUrl}
            {...form.register('baseUrl')}
          />
        </Field>
        <Field
          label={t('gateways.merchantId')}
          htmlFor="gw-merchantId"
          errors={[errors.merchantId?.message]}
        >
          <Input
            id="gw-merchantId"
            className="mono"
            autoComplete="off"
            spellCheck={false}
            invalid={!!errors.merchantId}
            {...form.register('merchantId')}
          />
        </Field>
        <Field
          label={t('gateways.secret')}
          htmlFor="gw-secret"
          hint={keepsSecret ? t('gateways.secretKeepHint') : t('gateways.secretHint')}
          errors={[errors.secret?.message]}
        >
          <Input
            id="gw-secret"
            type="password"
            className="mono"
            autoComplete="new-password"
            invalid={!!errors.secret}
            // Typing over the placeholder replaces it rather than appending to it.
            onFocus={(e) => {
              if (e.target.value === SECRET_PLACEHOLDER) e.target.select();
            }}
            {...form.register('secret')}
          />
        </Field>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              id="gw-enabled"
              checked={field.value}
              onChange={field.onChange}
              label={t('gateways.enabled')}
              description={t('gateways.enabledHint')}
            />
          )}
        />
      </form>
    </Modal>
  );
}
