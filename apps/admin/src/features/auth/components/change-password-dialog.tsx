import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangeOwnPasswordRequest } from '@lw/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { InputField } from '../../../components/form/input-field';
import { useChangePassword } from '../api/use-session';

/** Lets the signed-in operator change their own password. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const toast = useToast();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ZChangeOwnPasswordRequest, { error: zodErrorMap }),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  function close() {
    form.reset();
    change.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('passwordChanged'));
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
          form.setError('currentPassword', {
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
    change.error instanceof ApiError &&
    change.error.code !== 'WRONG_PASSWORD' &&
    change.error.code !== 'VALIDATION_ERROR'
      ? apiErrorText(change.error, i18n.language)
      : null;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('changePassword')}
      description={t('changePasswordHint')}
      size="sm"
      footer={
        <>
          <Button onClick={close}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            form="change-password-form"
            variant="primary"
            loading={change.isPending}
          >
            {t('changePassword')}
          </Button>
        </>
      }
    >
      <form id="change-password-form" className="form-stack" onSubmit={onSubmit} noValidate>
        {generalError && <Banner tone="danger">{generalError}</Banner>}
        <InputField
          id="current-password"
          label={t('currentPassword')}
          error={errors.currentPassword?.message}
          type="password"
          autoComplete="current-password"
          registration={form.register('currentPassword')}
        />
        <InputField
          id="new-password"
          label={t('newPassword')}
          hint={t('passwordRules')}
          error={errors.newPassword?.message}
          type="password"
          autoComplete="new-password"
          registration={form.register('newPassword')}
        />
      </form>
    </Modal>
  );
}
