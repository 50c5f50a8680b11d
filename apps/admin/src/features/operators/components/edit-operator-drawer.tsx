import { zodResolver } from '@hookform/resolvers/zod';
import {
  OPERATOR_ROLES,
  ZOperatorPassword,
  ZUpdateOperatorRequest,
  type TOperator,
  type TUpdateOperatorRequest,
} from '@lw/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { InputField } from '../../../components/form/input-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import { useUpdateOperator } from '../api/use-operators';
import { RolePermissions } from './role-permissions';

const ZDetails = ZUpdateOperatorRequest.pick({
  displayName: true,
  role: true,
  status: true,
}).required();
type TDetails = z.output<typeof ZDetails>;
const ZPasswordReset = z.object({ password: ZOperatorPassword });

/** The changed fields only, so an unchanged role is not sent for one's own account. */
function changes(operator: TOperator, values: TDetails): TUpdateOperatorRequest {
  const body: TUpdateOperatorRequest = {};
  if (values.displayName !== operator.displayName) body.displayName = values.displayName;
  if (values.role !== operator.role) body.role = values.role;
  if (values.status !== operator.status) body.status = values.status;
  return body;
}

/** Drawer to change an operator's name, role, status or password. */
export function EditOperatorDrawer({
  operator,
  isSelf,
  onClose,
}: {
  operator: TOperator;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('operators');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const update = useUpdateOperator();
  const reset = useUpdateOperator();
  const [confirmDisable, setConfirmDisable] = useState<TDetails | null>(null);

  const form = useForm({
    resolver: zodResolver(ZDetails, { error: zodErrorMap }),
    defaultValues: {
      displayName: operator.displayName,
      role: operator.role,
      status: operator.status,
    },
    mode: 'onTouched',
  });
  const passwordForm = useForm({
    resolver: zodResolver(ZPasswordReset, { error: zodErrorMap }),
    defaultValues: { password: '' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;

  function send(values: TDetails) {
    const body = changes(operator, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: operator.id, body },
      {
        onSuccess: () => {
          toast.success(t('updated', { username: operator.username }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
            applyServerIssues(error.details, form.setError);
          }
        },
        onSettled: () => setConfirmDisable(null),
      },
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    if (values.status === 'disabled' && operator.status !== 'disabled') setConfirmDisable(values);
    else send(values);
  });

  const onResetPassword = passwordForm.handleSubmit(({ password }) => {
    reset.mutate(
      { id: operator.id, body: { password } },
      {
        onSuccess: () => {
          toast.success(t('passwordReset', { username: operator.username }));
          passwordForm.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
            applyServerIssues(error.details, passwordForm.setError);
          }
        },
      },
    );
  });

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={operator.displayName}
      description={`@${operator.username}`}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form="edit-operator" variant="primary" loading={update.isPending}>
            {t('saveChanges')}
          </Button>
        </>
      }
    >
      <dl className="meta-list">
        <div>
          <dt>{t('createdAt')}</dt>
          <dd>{dateTime(operator.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('lastLoginAt')}</dt>
          <dd>{dateTime(operator.lastLoginAt)}</dd>
        </div>
      </dl>
      <form id="edit-operator" className="form-stack" onSubmit={onSubmit} noValidate>
        {update.isError &&
          !(update.error instanceof ApiError && update.error.code === 'VALIDATION_ERROR') && (
            <Banner tone="danger">{apiErrorText(update.error, i18n.language)}</Banner>
          )}
        {isSelf && <Banner tone="info">{t('selfHint')}</Banner>}
        <InputField
          id="edit-op-name"
          label={t('displayName')}
          error={errors.displayName?.message}
          registration={form.register('displayName')}
        />
        <div className="grid-2">
          <Field label={t('role')} htmlFor="edit-op-role">
            <Select id="edit-op-role" disabled={isSelf} {...form.register('role')}>
              {OPERATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`common:roles.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('status')} htmlFor="edit-op-status">
            <Select id="edit-op-status" disabled={isSelf} {...form.register('status')}>
              <option value="active">{t('statuses.active')}</option>
              <option value="disabled">{t('statuses.disabled')}</option>
            </Select>
          </Field>
        </div>
        <RolePermissions role={role} />
      </form>
      <form className="form-stack reset-password" onSubmit={onResetPassword} noValidate>
        <h3 className="section-title">{t('resetPassword')}</h3>
        <p className="muted">{t('resetPasswordHint')}</p>
        {reset.isError &&
          !(reset.error instanceof ApiError && reset.error.code === 'VALIDATION_ERROR') && (
            <Banner tone="danger">{apiErrorText(reset.error, i18n.language)}</Banner>
          )}
        <div className="inline-form">
          <Field
            label={t('newPassword')}
            htmlFor="edit-op-password"
            hint={t('auth:passwordRules')}
            errors={[passwordForm.formState.errors.password?.message]}
          >
            <Input
              id="edit-op-password"
              type="password"
              autoComplete="new-password"
              invalid={!!passwordForm.formState.errors.password}
              {...passwordForm.register('password')}
            />
          </Field>
          <Button type="submit" icon={<KeyRound size={16} />} loading={reset.isPending}>
            {t('resetPasswordAction')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDisable !== null}
        title={t('confirmDisableTitle', { username: operator.username })}
        description={t('confirmDisableText')}
        confirmLabel={t('confirmDisable')}
        danger
        loading={update.isPending}
        onCancel={() => setConfirmDisable(null)}
        onConfirm={() => confirmDisable && send(confirmDisable)}
      />
    </Modal>
  );
}
