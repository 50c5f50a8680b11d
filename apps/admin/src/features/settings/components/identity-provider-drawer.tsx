import { zodResolver } from '@hookform/resolvers/zod';
import { SECRET_PLACEHOLDER } from '@lw/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
  const { t, i18n } = useTranslation('settings');
  const toast = useToast();
  const save = useSaveSettings('identityProviders');
  const [serverError, setServerError] = useState<string | null>(null);
  const editing = editId !== null ? saved.providers[editId] : undefined;
  const keepsSecret = hasStoredSecret(editing);

  const schema = useMemo(() => {
    const taken = Object.keys(saved.providers).filter((id) => id !== editId);
    return ZIdentityProviderForm.refine((v) => !taken.includes(v.id), {
      message: ID_TAKEN,
      path: ['id'],
    });
  }, [saved, editId]);
  const form = useForm({
    resolver: zodResolver(schema, { error: zodErrorMap }),
    defaultValues: editing && editId ? { id: editId, ...editing } : newProviderValues(saved),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const id = useWatch({ control: form.control, name: 'id' });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync(withProvider(saved, values));
      toast.success(t('identityProviders.savedToast', { name: values.name }));
      onClose();
    } catch (error) {
      const text = apiErrorText(error, i18n.language);
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        applyServerIssues(providerIssues(error.details, values.id), form.setError);
      }
      setServerError(text);
      toast.error(text);
    }
  });

  const idError =
    errors.id?.message === ID_TAKEN ? t('identityProviders.idTaken') : errors.id?.message;

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={editId ? t('identityProviders.editTitle', { id: editId }) : t('identityProviders.add')}
      description={t('identityProviders.drawerHint')}
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
            label={t('identityProviders.id')}
            htmlFor="idp-id"
            hint={t('identityProviders.idHint')}
            errors={[idError]}
          >
            <Input
              id="idp-id"
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
        <CopyField
          id="idp-redirect-uri"
          label={t('identityProviders.redirectUri')}
          value={redirectUri(id || '…')}
          hint={t('identityProviders.redirectUriHint')}
        />
        <Field
          label={t('identityProviders.name')}
          htmlFor="idp-name"
          errors={[errors.name?.message]}
        >
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
          <Input
            id="idp-clientSecret"
            type="password"
            className="mono"
            autoComplete="new-password"
            invalid={!!errors.clientSecret}
            // Typing over the placeholder replaces it rather than appending to it.
            onFocus={(e) => {
              if (e.target.value === SECRET_PLACEHOLDER) e.target.select();
            }}
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
      </form>
    </Modal>
  );
}
