import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntryIdField } from '../../../components/crud/entry-id-field';
import { FormDrawer, useDrawerSubmit } from '../../../components/crud/form-drawer';
import { withUniqueId } from '../../../components/crud/keyed-record';
import { SecretInput } from '../../../components/crud/secret-input';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { zodErrorMap } from '../../../lib/validation';
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
  const editing = editId !== null ? saved.providers[editId] : undefined;
  const keepsSecret = hasStoredSecret(editing);

  const schema = useMemo(
    () =>
      withUniqueId(
        ZIdentityProviderForm,
        Object.keys(saved.providers).filter((id) => id !== editId),
        ID_TAKEN,
      ),
    [saved, editId],
  );
  const form = useForm({
    resolver: zodResolver(schema, { error: zodErrorMap }),
    defaultValues: editing && editId ? { id: editId, ...editing } : newProviderValues(saved),
    mode: 'onTouched',
  });
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
      <Field label={t('identityProviders.name')} htmlFor="idp-name" errors={[errors.name?.message]}>
        <Input id="idp-name" invalid={!!errors.name} {...form.register('name')} />
      </Field>
      <Field
        label={t('identityProviders.issuer')}
        htmlFor="idp-issuer"
        hint={t('identityProviders.issuerHint')}
        errors={[errors.issuer?.message]}
      >
        <Input
          id="idp-issuer"
          className="mono"
          spellCheck={false}
          placeholder="https://"
          invalid={!!errors.issuer}
          {...form.register('issuer')}
        />
      </Field>
      <Field
        label={t('identityProviders.clientId')}
        htmlFor="idp-clientId"
        errors={[errors.clientId?.message]}
      >
        <Input
          id="idp-clientId"
          className="mono"
          autoComplete="off"
          spellCheck={false}
          invalid={!!errors.clientId}
          {...form.register('clientId')}
        />
      </Field>
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
      <Field
        label={t('identityProviders.scopes')}
        htmlFor="idp-scopes"
        hint={t('identityProviders.scopesHint')}
        errors={[errors.scopes?.message]}
      >
        <Input
          id="idp-scopes"
          className="mono"
          spellCheck={false}
          invalid={!!errors.scopes}
          {...form.register('scopes')}
        />
      </Field>
      <Field
        label={t('identityProviders.order')}
        htmlFor="idp-order"
        hint={t('identityProviders.orderHint')}
        errors={[errors.order?.message]}
        className="field--narrow"
      >
        <Input
          id="idp-order"
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          invalid={!!errors.order}
          {...form.register('order', { valueAsNumber: true })}
        />
      </Field>
      <Controller
        control={form.control}
        name="requireSms"
        render={({ field }) => (
          <Switch
            id="idp-requireSms"
            checked={field.value}
            onChange={field.onChange}
            label={t('identityProviders.requireSms')}
            description={t('identityProviders.requireSmsHint')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            id="idp-enabled"
            checked={field.value}
            onChange={field.onChange}
            label={t('identityProviders.enabled')}
            description={t('identityProviders.enabledHint')}
          />
        )}
      />
    </FormDrawer>
  );
}
