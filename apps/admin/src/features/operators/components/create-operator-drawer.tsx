import { zodResolver } from '@hookform/resolvers/zod';
import { OPERATOR_ROLES, ZCreateOperatorRequest } from '@lw/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/crud/form-drawer';
import { NewUsernameField } from '../../../components/form/new-username-field';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { InputField } from '../../../components/form/input-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import { useCreateOperator } from '../api/use-operators';
import { RolePermissions } from './role-permissions';

const EMPTY = { username: '', displayName: '', role: 'support' as const, password: '' };

/** Drawer with the new-operator form. */
export function CreateOperatorDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('operators');
  const toast = useToast();
  const create = useCreateOperator();
  const form = useForm({
    resolver: zodResolver(ZCreateOperatorRequest, { error: zodErrorMap }),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  function close() {
    form.reset(EMPTY);
    create.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (operator) => {
        toast.success(t('created', { username: operator.username }));
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
          form.setError('username', {
            type: 'server',
            message: apiErrorText(error, i18n.language),
          });
        } else if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
          applyServerIssues(error.details, form.setError);
        }
      },
    });
  });

  const generalError =
    create.error &&
    !(
      create.error instanceof ApiError &&
      ['USERNAME_TAKEN', 'VALIDATION_ERROR'].includes(create.error.code)
    )
      ? apiErrorText(create.error, i18n.language)
      : null;

  return (
    <FormDrawer
      open={open}
      formId="create-operator"
      title={t('createTitle')}
      description={t('createHint')}
      saveLabel={t('create')}
      submitting={create.isPending}
      serverError={generalError}
      onSubmit={onSubmit}
      onClose={close}
    >
      <NewUsernameField
        id="new-op-username"
        label={t('username')}
        hint={t('usernameHint')}
        error={errors.username?.message}
        registration={form.register('username')}
      />
      <InputField
        id="new-op-name"
        label={t('displayName')}
        error={errors.displayName?.message}
        registration={form.register('displayName')}
      />
      <Field label={t('role')} htmlFor="new-op-role" errors={[errors.role?.message]}>
        <Select id="new-op-role" {...form.register('role')}>
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`common:roles.${r}`)}
            </option>
          ))}
        </Select>
      </Field>
      <RolePermissions role={role} />
      <InputField
        id="new-op-password"
        label={t('initialPassword')}
        hint={t('auth:passwordRules')}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        registration={form.register('password')}
      />
    </FormDrawer>
  );
}
