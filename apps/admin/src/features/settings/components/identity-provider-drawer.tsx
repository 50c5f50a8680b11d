import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntryIdField } from '../../../components/crud/entry-id-field';
import { FormDrawer, useDrawerSubmit } from '../../../components/crud/form-drawer';
import { useEntryForm } from '../../../components/crud/use-entry-form';
import { SecretInput } from '../../../components/crud/secret-input';
import { Field } from '../../../components/ui/field';
import { SwitchField } from '../../../components/form/switch-field';
import { InputField } from '../../../components/form/input-field';
import { useSaveSettings } from '../api/use-settings';
import { CopyField } from './copy-field';
import {
  hasStoredSecret,
  ID_TAKEN,
  newProviderValues,
  providerIssues,
  redirectUri,
  withProvider,
  ZIdentityProviderForm,
  type TIdentityProviderSettings,
} from './identity-provider-values';

const FORM_ID = 'identity-provider-form';

/**
 * Drawer adding one OpenID Connect provider (`editId` null) or editing one. Saving puts the
 * whole section; a secret left as the placeholder keeps the stored one on the server.
 */
export function IdentityProviderDrawer({
  saved,
  editId,
  onClose,
}: {
  saved: TIdentityProviderSettings;
  editId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveSettings('identityProviders');
  const { form, editing } = useEntryForm({
    schema: ZIdentityProviderForm,
    entries: saved.providers,
    editId,
    idTaken: ID_TAKEN,
    fresh: () => newProviderValues(saved),
  });
  const keepsSecret = hasStoredSecret(editing);
  const { errors, isSubmitting } = form.formState;
  const id = useWatch({ control: form.control, name: 'id' });
  const { onSubmit, serverError } = useDrawerSubmit(form, {
    save: (values) => save.mutateAsync(withProvider(saved, values)),
    savedText: (values) => t('identityProviders.savedToast', { name: values.name }),
    onClose,
    issues: (details, values) => providerIssues(details, values.id),
  });

  const idError =
    errors.id?.message === ID_TAKEN ? t('identityProviders.idTaken') : errors.id?.message;

  return (
    <FormDrawer
      formId={FORM_ID}
      title={editId ? t('identityProviders.editTitle', { id: editId }) : t('identityProviders.add')}
      description={t('identityProviders.drawerHint')}
      saveLabel={t('save')}
      submitting={isSubmitting}
      serverError={serverError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <EntryIdField
        adding={editId === null}
        inputId="idp-id"
        label={t('identityProviders.id')}
        hint={t('identityProviders.idHint')}
        error={idError}
        invalid={!!errors.id}
        register={() => form.register('id')}
      />
      <CopyField
        id="idp-redirect-uri"
        label={t('identityProviders.redirectUri')}
        value={redirectUri(id || '…')}
        hint={t('identityProviders.redirectUriHint')}
      />
      <InputField
        id="idp-name"
        label={t('identityProviders.name')}
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <InputField
        id="idp-issuer"
        label={t('identityProviders.issuer')}
        hint={t('identityProviders.issuerHint')}
        error={errors.issuer?.message}
        className="mono"
        spellCheck={false}
        placeholder="https://"
        registration={form.register('issuer')}
      />
      <InputField
        id="idp-clientId"
        label={t('identityProviders.clientId')}
        error={errors.clientId?.message}
        className="mono"
        autoComplete="off"
        spellCheck={false}
        registration={form.register('clientId')}
      />
      <Field
        label={t('identityProviders.clientSecret')}
        htmlFor="idp-clientSecret"
        hint={
          keepsSecret
            ? t('identityProviders.clientSecretKeepHint')
            : t('identityProviders.clientSecretHint')
        }
        errors={[errors.clientSecret?.message]}
      >
        <SecretInput
          id="idp-clientSecret"
          invalid={!!errors.clientSecret}
          {...form.register('clientSecret')}
        />
      </Field>
      <InputField
        id="idp-scopes"
        label={t('identityProviders.scopes')}
        hint={t('identityProviders.scopesHint')}
        error={errors.scopes?.message}
        className="mono"
        spellCheck={false}
        registration={form.register('scopes')}
      />
      <InputField
        id="idp-order"
        label={t('identityProviders.order')}
        hint={t('identityProviders.orderHint')}
        error={errors.order?.message}
        fieldClassName="field--narrow"
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        registration={form.register('order', { valueAsNumber: true })}
      />
      <SwitchField
        control={form.control}
        name="requireSms"
        id="idp-requireSms"
        label={t('identityProviders.requireSms')}
        description={t('identityProviders.requireSmsHint')}
      />
      <SwitchField
        control={form.control}
        name="enabled"
        id="idp-enabled"
        label={t('identityProviders.enabled')}
        description={t('identityProviders.enabledHint')}
      />
    </FormDrawer>
  );
}
