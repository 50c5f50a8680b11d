import { useTranslation } from 'react-i18next';
import { EntryIdField } from '../../../components/crud/entry-id-field';
import { FormDrawer, useDrawerSubmit } from '../../../components/crud/form-drawer';
import { useEntryForm } from '../../../components/crud/use-entry-form';
import { SecretInput } from '../../../components/crud/secret-input';
import { Field } from '../../../components/ui/field';
import { SwitchField } from '../../../components/form/switch-field';
import { InputField } from '../../../components/form/input-field';
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
  const { form, editing } = useEntryForm({
    schema: ZPaymentGatewayForm,
    entries: saved.gateways,
    editId,
    idTaken: GATEWAY_ID_TAKEN,
    fresh: newGatewayValues,
  });
  const keepsSecret = hasStoredGatewaySecret(editing);
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
      <InputField
        id="gw-name"
        label={t('gateways.name')}
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <InputField
        id="gw-baseUrl"
        label={t('gateways.baseUrl')}
        hint={t('gateways.baseUrlHint')}
        error={errors.baseUrl?.message}
        className="mono"
        spellCheck={false}
        placeholder="https://"
        registration={form.register('baseUrl')}
      />
      <InputField
        id="gw-merchantId"
        label={t('gateways.merchantId')}
        error={errors.merchantId?.message}
        className="mono"
        autoComplete="off"
        spellCheck={false}
        registration={form.register('merchantId')}
      />
      <Field
        label={t('gateways.secret')}
        htmlFor="gw-secret"
        hint={keepsSecret ? t('gateways.secretKeepHint') : t('gateways.secretHint')}
        errors={[errors.secret?.message]}
      >
        <SecretInput id="gw-secret" invalid={!!errors.secret} {...form.register('secret')} />
      </Field>
      <SwitchField
        control={form.control}
        name="enabled"
        id="gw-enabled"
        label={t('gateways.enabled')}
        description={t('gateways.enabledHint')}
      />
    </FormDrawer>
  );
}
