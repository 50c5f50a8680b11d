import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntryIdField } from '../../../components/crud/entry-id-field';
import { FormDrawer, useDrawerSubmit } from '../../../components/crud/form-drawer';
import { withUniqueId } from '../../../components/crud/keyed-record';
import { SecretInput } from '../../../components/crud/secret-input';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { zodErrorMap } from '../../../lib/validation';
import { useSaveSettings } from '../../settings';
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
  const { t } = useTranslation('cashier');
  const save = useSaveSettings('paymentGateways');
  const editing = editId !== null ? saved.gateways[editId] : undefined;
  const keepsSecret = hasStoredGatewaySecret(editing);

  const schema = useMemo(
    () =>
      withUniqueId(
        ZPaymentGatewayForm,
        Object.keys(saved.gateways).filter((id) => id !== editId),
        GATEWAY_ID_TAKEN,
      ),
    [saved, editId],
  );
  const form = useForm({
    resolver: zodResolver(schema, { error: zodErrorMap }),
    defaultValues: editing && editId ? { id: editId, ...editing } : newGatewayValues(),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, serverError } = useDrawerSubmit(form, {
    save: (values) => save.mutateAsync(withGateway(saved, values)),
    savedText: (values) => t('gateways.savedToast', { name: values.name }),
    onClose,
    issues: (details, values) => gatewayIssues(details, values.id),
  });

  const idError =
    errors.id?.message === GATEWAY_ID_TAKEN ? t('gateways.idTaken') : errors.id?.message;

  return (
    <FormDrawer
      formId={FORM_ID}
      title={editId ? t('gateways.editTitle', { id: editId }) : t('gateways.add')}
      description={t('gateways.drawerHint')}
      saveLabel={t('save')}
      submitting={isSubmitting}
      serverError={serverError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <EntryIdField
        adding={editId === null}
        inputId="gw-id"
        label={t('gateways.id')}
        hint={t('gateways.idHint')}
        error={idError}
        invalid={!!errors.id}
        register={() => form.register('id')}
      />
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
        <SecretInput id="gw-secret" invalid={!!errors.secret} {...form.register('secret')} />
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
    </FormDrawer>
  );
}
