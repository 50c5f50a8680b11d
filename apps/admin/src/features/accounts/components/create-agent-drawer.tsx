import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateAgentRequest } from '@lw/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { FormDrawer } from '../../../components/crud/form-drawer';
import { Button } from '../../../components/ui/button';
import { NewUsernameField } from '../../../components/form/new-username-field';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { InputField } from '../../../components/form/input-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import type { TCreatedAccount } from '../api/accounts-api';
import { useCreateAgent } from '../api/use-accounts';
import { AgentPicker, type PickedAgent } from './agent-picker';

const AGENT_TYPES = [1, 2, 41, 42] as const;

/** Drawer opening a new agent account; shows its one-time initial password on success. */
export function CreateAgentDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('accounts');
  const create = useCreateAgent();
  const [created, setCreated] = useState<TCreatedAccount | null>(null);
  // The picker shows the username; the form holds only the id that is sent.
  const [upline, setUpline] = useState<PickedAgent | null>(null);
  const form = useForm({
    resolver: zodResolver(ZCreateAgentRequest, { error: zodErrorMap }),
    defaultValues: { username: '', nickname: '', type: 1, uplineId: null },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  function close() {
    form.reset();
    create.reset();
    setCreated(null);
    setUpline(null);
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(
      { ...values, nickname: values.nickname || undefined },
      {
        onSuccess: (result) => setCreated(result),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
            form.setError('username', {
              type: 'server',
              message: apiErrorText(error, i18n.language),
            });
          } else if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
            applyServerIssues(error.details, form.setError);
          } else if (error instanceof ApiError && error.code === 'INVALID_UPLINE') {
            form.setError('uplineId', {
              type: 'server',
              message: apiErrorText(error, i18n.language),
            });
          }
        },
      },
    );
  });

  const generalError =
    create.error &&
    !(
      create.error instanceof ApiError &&
      ['USERNAME_TAKEN', 'VALIDATION_ERROR', 'INVALID_UPLINE'].includes(create.error.code)
    )
      ? apiErrorText(create.error, i18n.language)
      : null;

  if (created) {
    return (
      <Modal
        open={open}
        onClose={close}
        variant="drawer"
        title={t('create.doneTitle', { username: created.account.username })}
        footer={
          <>
            <Link
              className="btn btn--secondary btn--md"
              to={`/accounts/${created.account.id}`}
              onClick={close}
            >
              <span>{t('create.openAccount')}</span>
            </Link>
            <Button variant="primary" onClick={close}>
              {t('done')}
            </Button>
          </>
        }
      >
        <div className="form-stack">
          <Banner tone="success">{t('create.doneText')}</Banner>
          <dl className="meta-list">
            <div>
              <dt>{t('username')}</dt>
              <dd className="mono">{created.account.username}</dd>
            </div>
            <div>
              <dt>{t('upline')}</dt>
              <dd className="mono">{created.account.uplineUsername ?? t('topLevel')}</dd>
            </div>
          </dl>
          <OneTimeSecret
            label={t('create.initialPassword')}
            value={created.initialPassword}
            note={t('create.mustChange')}
          />
        </div>
      </Modal>
    );
  }

  return (
    <FormDrawer
      open={open}
      formId="create-agent"
      title={t('create.title')}
      description={t('create.hint')}
      saveLabel={t('create.submit')}
      submitting={create.isPending}
      serverError={generalError}
      onSubmit={onSubmit}
      onClose={close}
    >
      <NewUsernameField
        id="new-agent-username"
        label={t('username')}
        hint={t('create.usernameHint')}
        error={errors.username?.message}
        registration={form.register('username')}
      />
      <InputField
        id="new-agent-nickname"
        label={t('nickname')}
        hint={t('optional')}
        error={errors.nickname?.message}
        registration={form.register('nickname')}
      />
      <Field label={t('type')} htmlFor="new-agent-type" errors={[errors.type?.message]}>
        <Select id="new-agent-type" {...form.register('type', { valueAsNumber: true })}>
          {AGENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="uplineId"
        render={({ field }) => (
          <Field
            label={t('upline')}
            htmlFor="new-agent-upline"
            hint={t('create.uplineHint')}
            errors={[errors.uplineId?.message]}
          >
            <AgentPicker
              id="new-agent-upline"
              value={upline}
              invalid={!!errors.uplineId}
              onChange={(agent) => {
                setUpline(agent);
                field.onChange(agent?.id ?? null);
              }}
            />
          </Field>
        )}
      />
    </FormDrawer>
  );
}
